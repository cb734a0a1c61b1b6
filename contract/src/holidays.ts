/**
 * Finnish public holidays, computed (reference §0): fixed dates, Easter-based days, Midsummer
 * and All Saints' Day. Dates are YYYY-MM-DD strings; no zod, so the web app can use it too.
 */

import { addDays as shift, isoWeekday, isWeekend, localDate as iso } from './dates'

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(year, month, day)
}

/** The first date from `from` (inclusive) that falls on the ISO weekday (1 = Monday). */
function firstWeekdayFrom(from: string, day: number): string {
  return shift(from, (day - isoWeekday(from) + 7) % 7)
}

const holidaysByYear = new Map<number, ReadonlySet<string>>()

/** The year's holidays; computed once a year per process (the calendar asks for every day it shows). */
export function finnishHolidays(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year)
  if (!holidays) {
    holidays = computeHolidays(year)
    holidaysByYear.set(year, holidays)
  }
  return holidays
}

function computeHolidays(year: number): Set<string> {
  const easter = easterSunday(year)
  const midsummerDay = firstWeekdayFrom(iso(year, 6, 20), 6) // Saturday 20-26.6
  return new Set([
    iso(year, 1, 1), // New Year's Day
    iso(year, 1, 6), // Epiphany
    shift(easter, -2), // Good Friday
    easter,
    shift(easter, 1), // Easter Monday
    iso(year, 5, 1), // May Day
    shift(easter, 39), // Ascension Day
    shift(easter, 49), // Pentecost
    shift(midsummerDay, -1), // Midsummer Eve
    midsummerDay,
    firstWeekdayFrom(iso(year, 10, 31), 6), // All Saints' Day, Saturday 31.10-6.11
    iso(year, 12, 6), // Independence Day
    iso(year, 12, 24),
    iso(year, 12, 25),
    iso(year, 12, 26),
  ])
}

export function isFinnishHoliday(date: string): boolean {
  return finnishHolidays(Number(date.slice(0, 4))).has(date)
}

/** The first day after `date` that is neither a weekend day nor a Finnish public holiday. */
export function nextWorkingDay(date: string): string {
  let day = shift(date, 1)
  while (isWeekend(day) || isFinnishHoliday(day)) day = shift(day, 1)
  return day
}
