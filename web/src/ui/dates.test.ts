import { describe, expect, it } from 'vitest'
import { addMonthsIso, formatDate, parseDate } from './dates'

describe('dates', () => {
  it('formats as dd.mm.yyyy', () => expect(formatDate('2026-08-01')).toBe('01.08.2026'))
  it('parses with or without leading zeros and refuses impossible dates', () => {
    expect(parseDate('1.8.2026')).toBe('2026-08-01')
    expect(parseDate('01.08.2026')).toBe('2026-08-01')
    expect(parseDate('31.2.2026')).toBeNull()
    expect(parseDate('2026-08-01')).toBeNull()
  })
  it('adds months', () => expect(addMonthsIso('2026-11-22', 4)).toBe('2027-03-22'))
})
