import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  daysOf,
  endOfMonth,
  formatDate,
  formatDateRange,
  formatInstantDate,
  helsinkiDate,
  helsinkiInstant,
  helsinkiToday,
  isCalendarDate,
  isLeapYear,
  isoWeek,
  isoWeekday,
  isWeekend,
  parseDate,
  rangeIncludes,
  rangesOverlap,
  startOfIsoWeek,
  startOfMonth,
} from './dates'

describe('day arithmetic', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2026-03-01', -365)).toBe('2025-03-01')
    expect(addDays('2026-08-01', 0)).toBe('2026-08-01')
  })

  it('does not shift on the days Helsinki changes to and from summer time', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(daysBetween('2026-03-28', '2026-03-31')).toBe(3)
  })

  it('adds months, rolling a day past the month end over (as the editor and server agree)', () => {
    expect(addMonths('2026-11-22', 4)).toBe('2027-03-22')
    expect(addMonths('2026-01-31', 1)).toBe('2026-03-03')
    expect(addMonths('2024-02-29', 12)).toBe('2025-03-01')
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15')
  })

  it('adds months clamped to the month end (as LocalDate.plusMonths and PostgreSQL)', () => {
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonthsClamped('2024-03-31', -1)).toBe('2024-02-29')
    expect(addMonthsClamped('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonthsClamped('2026-05-31', -1)).toBe('2026-04-30')
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsClamped('2026-11-30', 14)).toBe('2028-01-30')
    expect(addMonthsClamped('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonthsClamped('2026-08-01', -24)).toBe('2024-08-01')
  })

  it('counts days between', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
    expect(daysBetween('2026-05-10', '2026-05-01')).toBe(-9)
  })
})

describe('months', () => {
  it('knows month lengths and leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ])
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect([1900, 2000, 2024, 2026, 2100].map(isLeapYear)).toEqual([false, true, true, false, false])
  })

  it('gives the first and last day of the month', () => {
    expect(startOfMonth('2026-02-17')).toBe('2026-02-01')
    expect(endOfMonth('2026-02-17')).toBe('2026-02-28')
    expect(endOfMonth('2024-02-01')).toBe('2024-02-29')
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31')
    expect(endOfMonth('2026-04-01')).toBe('2026-04-30')
  })
})

describe('weeks', () => {
  it('numbers weekdays Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1) // Monday
    expect(isoWeekday('2026-11-28')).toBe(6)
    expect(isoWeekday('2026-11-29')).toBe(7)
    expect(isWeekend('2026-11-27')).toBe(false)
    expect(isWeekend('2026-11-29')).toBe(true)
  })

  it('finds the Monday of the week', () => {
    expect(startOfIsoWeek('2026-11-29')).toBe('2026-11-23')
    expect(startOfIsoWeek('2026-11-23')).toBe('2026-11-23')
    expect(startOfIsoWeek('2027-01-01')).toBe('2026-12-28')
  })

  it('gives ISO week numbers, also where the week crosses a year end', () => {
    expect(isoWeek('2026-01-01')).toBe(1) // Thursday
    expect(isoWeek('2026-12-31')).toBe(53) // 2026 has 53 weeks
    expect(isoWeek('2027-01-03')).toBe(53) // Sunday of the 53rd week of 2026
    expect(isoWeek('2027-01-04')).toBe(1)
    expect(isoWeek('2021-01-03')).toBe(53)
    expect(isoWeek('2024-12-30')).toBe(1) // Monday of 2025's first week
    expect(isoWeek('2026-11-23')).toBe(48)
  })
})

describe('ranges', () => {
  const autumn = { start: '2026-08-01', end: '2026-12-31' }
  const fromAugust = { start: '2026-08-01', end: null }

  it('includes both ends, and an open end never ends', () => {
    expect(rangeIncludes(autumn, '2026-08-01')).toBe(true)
    expect(rangeIncludes(autumn, '2026-12-31')).toBe(true)
    expect(rangeIncludes(autumn, '2026-07-31')).toBe(false)
    expect(rangeIncludes(autumn, '2027-01-01')).toBe(false)
    expect(rangeIncludes(fromAugust, '2099-01-01')).toBe(true)
    expect(rangeIncludes(fromAugust, '2026-07-31')).toBe(false)
  })

  it('overlaps when one day is shared', () => {
    expect(rangesOverlap(autumn, { start: '2026-12-31', end: '2027-01-31' })).toBe(true)
    expect(rangesOverlap(autumn, { start: '2027-01-01', end: '2027-01-31' })).toBe(false)
    expect(rangesOverlap(autumn, { start: '2026-01-01', end: '2026-07-31' })).toBe(false)
    expect(rangesOverlap(autumn, { start: '2026-01-01', end: '2026-08-01' })).toBe(true)
    expect(rangesOverlap(autumn, { start: '2026-09-01', end: '2026-09-01' })).toBe(true)
    expect(rangesOverlap(fromAugust, { start: '2030-01-01', end: null })).toBe(true)
    expect(rangesOverlap({ start: '2030-01-01', end: null }, autumn)).toBe(false)
    expect(rangesOverlap(autumn, { start: '2020-01-01', end: null })).toBe(true)
  })

  it('lists the days of a range in order', () => {
    expect([...daysOf({ start: '2024-02-27', end: '2024-03-01' })]).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ])
    expect([...daysOf({ start: '2026-03-01', end: '2026-03-01' })]).toEqual(['2026-03-01'])
    expect([...daysOf({ start: '2026-03-02', end: '2026-03-01' })]).toEqual([])
    expect([...daysOf({ start: '2026-01-01', end: '2026-12-31' })]).toHaveLength(365)
  })
})

describe('Helsinki', () => {
  it('is two hours ahead of UTC in winter and three in summer', () => {
    expect(helsinkiToday(new Date('2026-11-22T21:59:59Z'))).toBe('2026-11-22')
    expect(helsinkiToday(new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23')
    expect(helsinkiToday(new Date('2026-06-21T20:59:59Z'))).toBe('2026-06-21')
    expect(helsinkiToday(new Date('2026-06-21T21:00:00Z'))).toBe('2026-06-22')
  })

  it('changes day at local midnight on the days the clocks turn', () => {
    // 29.3.2026: clocks go from 3:00 to 4:00, the day began at 22:00 UTC the evening before
    expect(helsinkiDate(new Date('2026-03-28T21:59:59Z'))).toBe('2026-03-28')
    expect(helsinkiDate(new Date('2026-03-28T22:00:00Z'))).toBe('2026-03-29')
    expect(helsinkiDate(new Date('2026-03-29T20:59:59Z'))).toBe('2026-03-29') // 23:59:59 summer time
    expect(helsinkiDate(new Date('2026-03-29T21:00:00Z'))).toBe('2026-03-30')
    // 25.10.2026: clocks go from 4:00 back to 3:00; the day began at 21:00 UTC (summer time)
    expect(helsinkiDate(new Date('2026-10-24T20:59:59Z'))).toBe('2026-10-24')
    expect(helsinkiDate(new Date('2026-10-24T21:00:00Z'))).toBe('2026-10-25')
    expect(helsinkiDate(new Date('2026-10-25T21:59:59Z'))).toBe('2026-10-25') // 23:59:59 winter time
    expect(helsinkiDate(new Date('2026-10-25T22:00:00Z'))).toBe('2026-10-26')
  })

  it('gives the instant of a wall-clock hour, in winter, summer and on the turning days', () => {
    expect(helsinkiInstant('2026-11-23', 9).toISOString()).toBe('2026-11-23T07:00:00.000Z')
    expect(helsinkiInstant('2026-06-22', 9).toISOString()).toBe('2026-06-22T06:00:00.000Z')
    expect(helsinkiInstant('2026-03-29', 9).toISOString()).toBe('2026-03-29T06:00:00.000Z')
    expect(helsinkiInstant('2026-10-25', 9).toISOString()).toBe('2026-10-25T07:00:00.000Z')
    expect(helsinkiInstant('2026-11-23', 0).toISOString()).toBe('2026-11-22T22:00:00.000Z')
    expect(() => helsinkiInstant('2026-03-29', 3)).toThrow() // 3:00-3:59 does not exist that night
  })
})

describe('Finnish format', () => {
  it('formats as dd.mm.yyyy with zeros, as the web and the PDFs show days', () => {
    expect(formatDate('2026-08-01')).toBe('01.08.2026')
    expect(formatDate('2020-01-17')).toBe('17.01.2020')
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
  })

  it('shows an instant as its Helsinki day', () => {
    expect(formatInstantDate('2026-11-22T22:30:00Z')).toBe('23.11.2026')
    expect(formatInstantDate(new Date('2026-11-22T21:30:00Z'))).toBe('22.11.2026')
  })

  it('formats finite and open-ended ranges', () => {
    const from = (d: string) => `${d} alkaen`
    expect(formatDateRange('2025-08-01', '2026-07-31', from)).toBe('01.08.2025 – 31.07.2026')
    expect(formatDateRange('2025-08-01', null, from)).toBe('01.08.2025 alkaen')
    expect(formatDateRange('2025-08-01', undefined, (d) => `from ${d}`)).toBe('from 01.08.2025')
  })

  it('parses what people type, only real days', () => {
    expect(parseDate('1.8.2026')).toBe('2026-08-01')
    expect(parseDate(' 01.08.2026 ')).toBe('2026-08-01')
    expect(parseDate('29.2.2024')).toBe('2024-02-29')
    expect(parseDate('29.2.2026')).toBeNull()
    expect(parseDate('31.4.2026')).toBeNull()
    expect(parseDate('2026-08-01')).toBeNull()
    expect(parseDate('1.8.26')).toBeNull()
    expect(parseDate('')).toBeNull()
  })

  it('knows a real YYYY-MM-DD day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('0000-01-01')).toBe(false)
    expect(isCalendarDate('0099-01-01')).toBe(true)
    expect(isCalendarDate('2025-1-01')).toBe(false)
  })

  it('agrees with Date on every day, month and year around the limits, leap centuries included', () => {
    const byDate = (y: number, m: number, d: number) => {
      const date = new Date(0)
      date.setUTCFullYear(y, m - 1, d)
      return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    }
    const p = (n: number, width: number) => String(n).padStart(width, '0')
    for (const y of [0, 1, 4, 100, 400, 1582, 1900, 1999, 2000, 2023, 2024, 2025, 2100, 2400, 9999]) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const text = `${p(y, 4)}-${p(m, 2)}-${p(d, 2)}`
          expect(isCalendarDate(text), text).toBe(byDate(y, m, d))
        }
      }
    }
    for (const text of ['2025-01-0a', '2025/01/01', '+025-01-01', '2025-01-01 ', '２０２５-01-01', '2025--1-01']) {
      expect(isCalendarDate(text), text).toBe(false)
    }
  })
})

describe('day arithmetic from the digits', () => {
  const viaText = (date: string, days: number) => {
    const d = new Date(`${date}T00:00:00Z`)
    d.setUTCDate(d.getUTCDate() + days)
    return d.toISOString().slice(0, 10)
  }

  it('agrees with Date parsing on every day of 2000-2040 and at the odd years', () => {
    for (let day = '1999-12-25'; day <= '2041-01-05'; day = viaText(day, 1)) {
      expect(addDays(day, 1)).toBe(viaText(day, 1))
      expect(addDays(day, -40)).toBe(viaText(day, -40))
      expect(isoWeekday(day)).toBe(new Date(`${day}T00:00:00Z`).getUTCDay() || 7)
    }
    for (const day of ['0001-01-01', '0099-12-31', '0100-03-01', '0999-12-31', '9999-12-30'])
      expect(addDays(day, 1)).toBe(viaText(day, 1))
  })

  it('refuses days that do not exist', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError)
    expect(() => addDays('x', 1)).toThrow(RangeError)
    expect(daysBetween('2025-02-30', '2025-03-01')).toBeNaN()
  })
})
