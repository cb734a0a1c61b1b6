import { describe, expect, it } from 'vitest'
import { DateFormatter, getLocalTimeZone } from '@internationalized/date'
import { dateLocales, toCalendarDate } from './date-locale'

describe('dateLocales', () => {
  it('writes days as dd.mm.yyyy in every UI language', () => {
    const day = toCalendarDate('2025-01-07')!.toDate(getLocalTimeZone())
    for (const locale of Object.values(dateLocales)) {
      const formatter = new DateFormatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
      expect(formatter.format(day)).toBe('07.01.2025')
    }
  })

  it('names months in the UI language', () => {
    const day = toCalendarDate('2025-01-07')!.toDate(getLocalTimeZone())
    const month = (locale: string) => new DateFormatter(locale, { month: 'long' }).format(day)
    expect(month(dateLocales.fi)).toBe('tammikuu')
    expect(month(dateLocales.sv)).toBe('januari')
    expect(month(dateLocales.en)).toBe('January')
  })
})

describe('toCalendarDate', () => {
  it('reads the boundary value and gives it back unchanged', () => {
    expect(toCalendarDate('2024-02-29')?.toString()).toBe('2024-02-29')
  })
  it('is null for no day or for text that is not a day', () => {
    expect(toCalendarDate(null)).toBeNull()
    expect(toCalendarDate('')).toBeNull()
    expect(toCalendarDate('07.01.2025')).toBeNull()
  })
})
