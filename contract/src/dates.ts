/**
 * Calendar days: the one date module of the server, the web app and the PDFs.
 *
 * A day is a 'YYYY-MM-DD' string (the contract's LocalDate), never a Date: it compares and sorts
 * as text, and has no time zone. Day arithmetic runs on UTC midnights, which have no summer time.
 * "Today" is the day on the clocks of Europe/Helsinki. People see and type days as dd.mm.yyyy.
 *
 * No zod and nothing run at import (the Intl formatters are made on first use), so the web app's
 * bundler keeps only the functions a page calls.
 */

const TIME_ZONE = 'Europe/Helsinki'

/** A range of days, both ends included; `end: null` is open-ended ("from <start>"). */
export interface DayRange {
  start: string
  end: string | null
}

/** A range of days with both ends, both included. */
export interface FiniteDayRange {
  start: string
  end: string
}

const MS_PER_DAY = 86_400_000

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The UTC midnight of a day in ms, NaN for no such day. Read from the digits: parsing the text as
 * a Date was most of the calendar's work (issue 16 budget: a year of days per child per call).
 */
function utcMs(date: string): number {
  // No Date to check the day: the calendar reads a few hundred a call. Date.UTC maps years
  // 0-99 to 1900-1999, which the text form does not; those and other forms are left to Date.
  const year = date.length === 10 && date[4] === '-' && date[7] === '-' ? digits(date, 0, 4) : -1
  if (year >= 100) {
    return isCalendarDate(date) ? Date.UTC(year, digits(date, 5, 7) - 1, digits(date, 8, 10)) : Number.NaN
  }
  return new Date(`${date}T00:00:00Z`).getTime()
}
const toUtc = (date: string): Date => new Date(utcMs(date))
function fromUtcMs(ms: number): string {
  const d = new Date(ms)
  const y = d.getUTCFullYear()
  return y >= 1000 && y <= 9999
    ? `${y}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
    : d.toISOString().slice(0, 10)
}
const fromUtc = (d: Date): string => fromUtcMs(d.getTime())

/** YYYY-MM-DD of a year, month (1-12) and day. */
export function localDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`
}

/** The digits of `value` from `start` to `end` as a number, -1 when one is not a digit 0-9 */
function digits(value: string, start: number, end: number): number {
  let n = 0
  for (let i = start; i < end; i++) {
    const digit = value.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return -1
    n = n * 10 + digit
  }
  return n
}

/**
 * A real day written YYYY-MM-DD (no 2025-02-30, no year 0). Read from the character codes: every
 * response's dates are checked with it (a year of days in the calendar's answer).
 */
export function isCalendarDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false
  const y = digits(value, 0, 4)
  const m = digits(value, 5, 7)
  const d = digits(value, 8, 10)
  if (y < 1 || m < 1 || m > 12 || d < 1) return false
  // Gregorian leap years, as Date counts them also before 1582
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
  return d <= (m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31)
}

export function addDays(date: string, days: number): string {
  // UTC days are all 24 hours long
  return fromUtcMs(utcMs(date) + days * MS_PER_DAY)
}

/**
 * Adds calendar months; a day past the month's end rolls over (Jan 31 + 1 month = Mar 3, Feb 29 +
 * 12 months = Mar 1), so the editor and the server agree on every limit.
 */
export function addMonths(date: string, months: number): string {
  const d = toUtc(date)
  d.setUTCMonth(d.getUTCMonth() + months)
  return fromUtc(d)
}

/**
 * Adds calendar months, a day past the month's end clamped to it (Mar 31 - 1 month = Feb 28), as
 * the reference's LocalDate.plusMonths and PostgreSQL's `date + interval 'n months'` do.
 */
export function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return localDate(year, month, Math.min(d, daysInMonth(year, month)))
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / MS_PER_DAY)
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const ms = utcMs(date)
  if (Number.isNaN(ms)) return Number.NaN
  // 1 January 1970, day 0, was a Thursday
  return ((((Math.floor(ms / MS_PER_DAY) + 3) % 7) + 7) % 7) + 1
}

export const isWeekend = (date: string): boolean => isoWeekday(date) >= 6

/** The Monday of the ISO week of the day. */
export function startOfIsoWeek(date: string): string {
  return addDays(date, 1 - isoWeekday(date))
}

/** ISO 8601 week number (1-53); the week belongs to the year of its Thursday. */
export function isoWeek(date: string): number {
  const thursday = addDays(date, 4 - isoWeekday(date))
  return Math.floor(daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) / 7) + 1
}

/** Days in the month (1-12) of the year. */
export function daysInMonth(year: number, month: number): number {
  const d = new Date(0)
  d.setUTCFullYear(year, month, 0) // day 0 of the next month is this month's last
  return d.getUTCDate()
}

export const isLeapYear = (year: number): boolean => daysInMonth(year, 2) === 29

export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`

export function endOfMonth(date: string): string {
  return `${date.slice(0, 7)}-${pad(daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))))}`
}

/** The day is inside the range (both ends included; a null end never ends). */
export function rangeIncludes(range: DayRange, date: string): boolean {
  return range.start <= date && (range.end === null || date <= range.end)
}

/** The two ranges share at least one day. */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return (a.end === null || b.start <= a.end) && (b.end === null || a.start <= b.end)
}

/** Every day of the range in order (empty when it ends before it starts). */
export function* daysOf(range: FiniteDayRange): Generator<string> {
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) yield day
}

let helsinkiDateFormat: Intl.DateTimeFormat | undefined
// The status call asks for today on every page load and formatting with Intl is its costliest
// date work, so the answer is kept for the second it belongs to
let lastHelsinkiDate = { second: Number.NaN, date: '' }

/** The day on the clocks of Helsinki at the instant (summer time included). */
export function helsinkiDate(instant: Date): string {
  const second = Math.floor(instant.getTime() / 1000)
  if (second !== lastHelsinkiDate.second) {
    helsinkiDateFormat ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    lastHelsinkiDate = { second, date: helsinkiDateFormat.format(instant) }
  }
  return lastHelsinkiDate.date
}

/** Today in Helsinki. The server passes the request's (possibly mocked) time instead. */
export function helsinkiToday(now: Date = new Date()): string {
  return helsinkiDate(now)
}

let helsinkiHourFormat: Intl.DateTimeFormat | undefined

/** The instant when the clocks in Helsinki show `hour`:00 on the day (summer time included). */
export function helsinkiInstant(date: string, hour: number): Date {
  helsinkiHourFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' })
  // Helsinki is UTC+2 or UTC+3; try both and keep the one that shows the wanted hour on that day
  for (const offset of [2, 3]) {
    const candidate = new Date(toUtc(date).getTime() + (hour - offset) * 3_600_000)
    if (Number(helsinkiHourFormat.format(candidate)) === hour && helsinkiDate(candidate) === date) return candidate
  }
  throw new Error(`No ${hour}:00 in Helsinki on ${date}`)
}

/** dd.mm.yyyy, as the spec shows days in every language and in the PDFs; '' for no day. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return ''
  const [y, m, d] = date.slice(0, 10).split('-')
  return `${d}.${m}.${y}`
}

/** An instant (ISO timestamp) shown as its day in Helsinki, dd.mm.yyyy. */
export function formatInstantDate(instant: string | Date): string {
  return formatDate(helsinkiDate(typeof instant === 'string' ? new Date(instant) : instant))
}

/**
 * A range as people read it: "01.08.2025 – 31.07.2026", or with no end the language's "from"
 * wording around the start day ("01.08.2025 alkaen").
 */
export function formatDateRange(
  start: string,
  end: string | null | undefined,
  from: (start: string) => string,
): string {
  return end ? `${formatDate(start)} – ${formatDate(end)}` : from(formatDate(start))
}

/** 'd.m.yyyy' as typed (leading zeros optional) -> 'YYYY-MM-DD', or null when not a real day. */
export function parseDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text)
  if (!m) return null
  const date = localDate(Number(m[3]), Number(m[2]), Number(m[1]))
  return isCalendarDate(date) ? date : null
}
