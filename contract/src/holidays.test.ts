import { describe, expect, it } from 'vitest'
import { easterSunday, finnishHolidays, nextWorkingDay } from './holidays'

describe('Finnish holidays', () => {
  it('computes Easter', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
  })
  it('lists the Easter-based days, Midsummer and All Saints for 2026', () => {
    const days = finnishHolidays(2026)
    for (const d of [
      '2026-04-03',
      '2026-04-06',
      '2026-05-14',
      '2026-05-24',
      '2026-06-19',
      '2026-06-20',
      '2026-10-31',
      '2026-12-06',
    ]) {
      expect(days.has(d), d).toBe(true)
    }
    expect(days.has('2026-06-26')).toBe(false)
  })
  it('puts Midsummer Day on the Saturday between 20 and 26 June', () => {
    expect(finnishHolidays(2025).has('2025-06-21')).toBe(true) // Saturday
    expect(finnishHolidays(2025).has('2025-06-20')).toBe(true) // Eve, Friday
    expect(finnishHolidays(2027).has('2027-06-26')).toBe(true)
  })
})

describe('nextWorkingDay', () => {
  it('is tomorrow on an ordinary weekday', () => {
    expect(nextWorkingDay('2026-11-24')).toBe('2026-11-25')
  })
  it('skips the weekend', () => {
    expect(nextWorkingDay('2026-11-20')).toBe('2026-11-23') // Friday -> Monday
    expect(nextWorkingDay('2026-11-22')).toBe('2026-11-23') // Sunday -> Monday
  })
  it('skips Easter: Maundy Thursday leads to the Tuesday after Easter Monday', () => {
    expect(nextWorkingDay('2026-04-02')).toBe('2026-04-07')
  })
  it('skips Midsummer Eve', () => {
    expect(nextWorkingDay('2026-06-18')).toBe('2026-06-22')
  })
  it('skips Christmas and New Year', () => {
    expect(nextWorkingDay('2026-12-23')).toBe('2026-12-28')
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-04') // 1.1 Friday, then the weekend
  })
})
