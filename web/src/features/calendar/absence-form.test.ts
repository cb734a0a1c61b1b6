import { describe, expect, it } from 'vitest'
import { absenceRanges } from './absence-form'

const form = (dates: string[] | null) => ({ childIds: [], range: null, absenceType: null, dates })

describe('the absence modal’s requests', () => {
  it('the selected days as runs of consecutive days, within the days that can be written', () => {
    const write = { start: '2026-12-08', end: '2027-08-31' }
    expect(
      absenceRanges(form(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-11', '2026-12-31', '2027-01-01']), write),
    ).toEqual([
      { start: '2026-12-08', end: '2026-12-09' },
      { start: '2026-12-11', end: '2026-12-11' },
      { start: '2026-12-31', end: '2027-01-01' },
    ])
  })
  it('without a selection the write range; nothing when nothing can be written', () => {
    expect(absenceRanges(form(null), { start: '2026-12-08', end: '2026-12-10' })).toEqual([
      { start: '2026-12-08', end: '2026-12-10' },
    ])
    expect(absenceRanges(form(['2026-12-08']), null)).toEqual([])
  })
})
