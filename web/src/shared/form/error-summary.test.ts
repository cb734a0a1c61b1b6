import { describe, expect, it } from 'vitest'
import { summaryEntries, summaryItems, type SummaryEntry } from './error-summary'

describe('summaryEntries', () => {
  it('orders the errors as the fields are on the page, not as the rules answered them', () => {
    const flat = { absenceType: 'required', childIds: 'noChildren', range: 'required' }
    expect(summaryEntries(flat, ['childIds', 'range', 'absenceType']).map((e) => e.path)).toEqual([
      'childIds',
      'range',
      'absenceType',
    ])
  })

  it('puts an error of a part under its field, the longest matching path winning', () => {
    const flat = { 'weekly.d2.ranges.0.end': 'timeFormat', 'daily.ranges.0.start': 'required', childIds: 'x' }
    const fields = ['childIds', 'daily', 'weekly', 'weekly.d2']
    expect(summaryEntries(flat, fields).map((e) => e.path)).toEqual([
      'childIds',
      'daily.ranges.0.start',
      'weekly.d2.ranges.0.end',
    ])
  })

  it('does not take a path that only starts with the same letters as its field', () => {
    const flat = { rangeEnd: 'a', range: 'b' }
    expect(summaryEntries(flat, ['range', 'rangeEnd']).map((e) => e.path)).toEqual(['range', 'rangeEnd'])
  })

  it('keeps an error without a field, last and in the rules’ order', () => {
    const flat = { b: 'x', a: 'y', name: 'required' }
    expect(summaryEntries(flat, ['name'])).toEqual([
      { path: 'name', key: 'required' },
      { path: 'b', key: 'x' },
      { path: 'a', key: 'y' },
    ])
  })
})

describe('summaryItems', () => {
  const entries: SummaryEntry[] = [
    { path: 'form.preferences.preferredStartDate', key: 'required' },
    { path: 'form.guardian.phoneNumber', key: 'phone' },
    { path: 'form.preferences.serviceNeed.startTime', key: 'timeFormat' },
  ]

  it('links each error by its text, the link focusing its own field', () => {
    const focused: string[] = []
    const items = summaryItems(
      entries,
      (e) => `${e.path}: ${e.key}`,
      (path) => focused.push(path),
    )
    expect(items.map((i) => i.text)).toEqual([
      'form.preferences.preferredStartDate: required',
      'form.guardian.phoneNumber: phone',
      'form.preferences.serviceNeed.startTime: timeFormat',
    ])
    items[1]!.onSelect()
    expect(focused).toEqual(['form.guardian.phoneNumber'])
  })

  it('sums the errors up by group, in the groups’ order, each link opening its group', () => {
    const selected: string[] = []
    const items = summaryItems(
      entries,
      () => 'unused',
      () => {},
      {
        order: ['serviceNeed', 'units', 'contact'] as const,
        of: (path) => (path.startsWith('form.preferences') ? 'serviceNeed' : 'contact'),
        text: (group, count) => `${group}: ${count}`,
        href: (group) => `#section-${group}`,
        onSelect: (group) => selected.push(group),
      },
    )
    expect(items.map((i) => [i.text, i.href])).toEqual([
      ['serviceNeed: 2', '#section-serviceNeed'],
      ['contact: 1', '#section-contact'],
    ])
    items[1]!.onSelect()
    expect(selected).toEqual(['contact'])
  })
})
