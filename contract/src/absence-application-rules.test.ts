import { describe, expect, it } from 'vitest'
import {
  type AbsenceApplicationInput,
  absenceApplicationActions,
  absenceApplicationErrors,
  absenceApplicationIssues,
  absenceApplicationRangeError,
  allowedAbsenceRanges,
  ABSENCE_APPLICATION_DESCRIPTION_MAX,
  isInsideAllowedRange,
} from './absence-application-rules'

const today = '2026-09-14'
const allowed = [
  { start: '2026-09-14', end: '2026-10-18' },
  { start: '2026-10-24', end: '2026-12-21' },
]

describe('allowedAbsenceRanges', () => {
  const term = {
    extendedTerm: { start: '2026-08-01', end: '2027-05-29' },
    termBreaks: [
      { start: '2026-10-19', end: '2026-10-23' },
      { start: '2026-12-22', end: '2027-01-06' },
    ],
  }
  it('cuts the placement to the term from today on and leaves the term breaks out', () => {
    expect(allowedAbsenceRanges([{ start: '2026-08-01', end: '2027-05-31' }], [term], today)).toEqual([
      { start: '2026-09-14', end: '2026-10-18' },
      { start: '2026-10-24', end: '2026-12-21' },
      { start: '2027-01-07', end: '2027-05-29' },
    ])
  })
  it('answers nothing without a term or for a placement that ended', () => {
    expect(allowedAbsenceRanges([{ start: '2026-08-01', end: '2027-05-31' }], [], today)).toEqual([])
    expect(allowedAbsenceRanges([{ start: '2026-08-01', end: '2026-09-13' }], [term], today)).toEqual([])
  })
  it('joins two placements that follow each other and keeps a gap between them', () => {
    const placements = [
      { start: '2026-11-01', end: '2026-11-15' },
      { start: '2026-09-01', end: '2026-10-31' },
      { start: '2026-11-20', end: '2026-11-30' },
    ]
    expect(allowedAbsenceRanges(placements, [term], today)).toEqual([
      { start: '2026-09-14', end: '2026-10-18' },
      { start: '2026-10-24', end: '2026-11-15' },
      { start: '2026-11-20', end: '2026-11-30' },
    ])
  })
  it('uses every term a placement covers', () => {
    const next = { extendedTerm: { start: '2027-08-01', end: '2028-05-29' }, termBreaks: [] }
    expect(allowedAbsenceRanges([{ start: '2027-05-01', end: '2027-08-31' }], [term, next], today)).toEqual([
      { start: '2027-05-01', end: '2027-05-29' },
      { start: '2027-08-01', end: '2027-08-31' },
    ])
  })
})

describe('isInsideAllowedRange', () => {
  it('accepts a range inside one allowed range, not one over a gap', () => {
    expect(isInsideAllowedRange({ start: '2026-09-14', end: '2026-10-18' }, allowed)).toBe(true)
    expect(isInsideAllowedRange({ start: '2026-11-01', end: '2026-11-01' }, allowed)).toBe(true)
    expect(isInsideAllowedRange({ start: '2026-10-12', end: '2026-10-26' }, allowed)).toBe(false)
    expect(isInsideAllowedRange({ start: '2026-12-20', end: '2026-12-23' }, allowed)).toBe(false)
    expect(isInsideAllowedRange({ start: '2026-09-14', end: '2026-09-20' }, [])).toBe(false)
  })
})

describe('absenceApplicationIssues', () => {
  const input = { range: { start: '2026-09-21', end: '2026-10-02' }, description: 'Matka' }
  it('finds nothing wrong with a valid application', () => {
    expect(absenceApplicationIssues(input, today, allowed)).toEqual({})
  })
  it.each<[string, Partial<AbsenceApplicationInput>, object]>([
    ['no range', { range: null }, { range: 'required' }],
    ['a range ending before it starts', { range: { start: '2026-09-21', end: '2026-09-20' } }, { range: 'required' }],
    ['a start before today', { range: { start: '2026-09-13', end: '2026-09-20' } }, { range: 'beforeToday' }],
    ['a range over a term break', { range: { start: '2026-10-12', end: '2026-10-26' } }, { range: 'invalidDateRange' }],
    [
      'a range after the placement',
      { range: { start: '2027-01-10', end: '2027-01-20' } },
      { range: 'invalidDateRange' },
    ],
    ['a blank description', { description: ' \n ' }, { description: 'required' }],
    [
      'a too long description',
      { description: 'x'.repeat(ABSENCE_APPLICATION_DESCRIPTION_MAX + 1) },
      { description: 'tooLong' },
    ],
  ])('%s', (_, change, expected) => {
    expect(absenceApplicationIssues({ ...input, ...change }, today, allowed)).toEqual(expected)
  })
  it('takes a description of the longest length', () => {
    const description = 'x'.repeat(ABSENCE_APPLICATION_DESCRIPTION_MAX)
    expect(absenceApplicationIssues({ ...input, description }, today, allowed)).toEqual({})
  })
})

describe('absenceApplicationRangeError', () => {
  it('answers the server’s error codes in order', () => {
    expect(absenceApplicationRangeError({ start: '2026-09-13', end: '2026-09-20' }, today, allowed)).toBe(
      absenceApplicationErrors.startBeforeToday,
    )
    expect(absenceApplicationRangeError({ start: '2026-09-14', end: '2026-09-20' }, today, [])).toBe(
      absenceApplicationErrors.noPreschoolPlacement,
    )
    expect(absenceApplicationRangeError({ start: '2026-10-12', end: '2026-10-26' }, today, allowed)).toBe(
      absenceApplicationErrors.invalidDateRange,
    )
    expect(absenceApplicationRangeError({ start: '2026-09-14', end: '2026-09-20' }, today, allowed)).toBeNull()
  })
})

describe('absenceApplicationActions', () => {
  const me = 'a'
  it('lets the creator withdraw a waiting application only', () => {
    expect(absenceApplicationActions(me, { status: 'WAITING_DECISION', createdBy: me })).toEqual(['DELETE'])
    expect(absenceApplicationActions(me, { status: 'WAITING_DECISION', createdBy: 'other guardian' })).toEqual([])
    expect(absenceApplicationActions(me, { status: 'ACCEPTED', createdBy: me })).toEqual([])
    expect(absenceApplicationActions(me, { status: 'REJECTED', createdBy: me })).toEqual([])
  })
})
