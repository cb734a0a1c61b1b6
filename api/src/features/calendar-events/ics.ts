import { helsinkiInstant, icsAllDayEnd, type Language } from '@citizen/contract'

/**
 * iCalendar files (RFC 5545), written as text (ical-generator spent ~6 ms folding a family's feed,
 * ical.js's components most of a feed's call: issue 40; the tests parse them with ical.js): days
 * as all-day DATE values (an event ends the day after its last day, spec 001 §9), times as UTC instants of the Helsinki clock times (spec 001 §9:
 * events and discussion times are in Helsinki time).
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

const HOUR_MS = 3_600_000
/** Helsinki's UTC offset in hours on each day that has one all day (null: summer time starts or ends) */
const dayOffsets = new Map<string, number | null>()
function wholeDayOffset(date: string): number | null {
  let offset = dayOffsets.get(date)
  if (offset === undefined) {
    const midnight = Date.parse(`${date}T00:00:00Z`)
    const at = (hour: number) => (midnight + hour * HOUR_MS - helsinkiInstant(date, hour).getTime()) / HOUR_MS
    const first = at(0)
    offset = first === at(23) ? first : null
    if (dayOffsets.size >= 10_000) dayOffsets.clear()
    dayOffsets.set(date, offset)
  }
  return offset
}

/** An instant when the clocks in Helsinki show `time` (HH:mm) on `date` */
export function helsinkiDateTime(date: string, time: string): Date {
  // The day's offset, found once a day (the time zone's rules through Intl cost ~4 formats a time:
  // most of a feed's writing, issue 40)
  const offset = wholeDayOffset(date)
  if (offset !== null) return new Date(Date.parse(`${date}T${time}:00Z`) - offset * HOUR_MS)
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  try {
    return new Date(helsinkiInstant(date, hour).getTime() + minute * 60_000)
  } catch {
    // The hour skipped when summer time starts: as the winter offset
    return new Date(`${date}T${time}:00+02:00`)
  }
}

export type IcsItem =
  | { uid: string; summary: string; description?: string; allDay: { start: string; end: string } }
  | { uid: string; summary: string; description?: string; timed: { date: string; start: string; end: string } }

const NAMES: Record<Language, string> = {
  fi: 'Varhaiskasvatuksen kalenteri',
  sv: 'Småbarnspedagogikens kalender',
  en: 'Early childhood education calendar',
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newline escaped, as ical.js writes them */
const icsText = (value: string) => value.replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))
/** A DATE value: 2027-03-01 → 20270301 */
const icsDate = (date: string) => date.replaceAll('-', '')
/** A UTC DATE-TIME value, to the second: 20270301T060000Z */
const icsUtc = (instant: Date) => {
  const iso = instant.toISOString() // 2027-03-01T06:00:00.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`
}

/**
 * The calendar as text, written directly (issue 40: building it with ical.js's components cost
 * ~0.3 ms an item under load, a family's feed most of its call); the tests parse it with ical.js.
 */
export function icsCalendar(language: Language, items: IcsItem[], stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:-//citizen-portal//calendar//${language.toUpperCase()}`,
    'VERSION:2.0',
    `X-WR-CALNAME:${NAMES[language]}`,
    // Calendar programs read the feed again after an hour
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ]
  const dtstamp = `DTSTAMP:${icsUtc(stamp)}`
  for (const item of items) {
    lines.push('BEGIN:VEVENT', `UID:${icsText(item.uid)}`, dtstamp)
    if ('allDay' in item) {
      lines.push(
        `DTSTART;VALUE=DATE:${icsDate(item.allDay.start)}`,
        `DTEND;VALUE=DATE:${icsDate(icsAllDayEnd(item.allDay.end))}`,
      )
    } else {
      const { date, start, end } = item.timed
      // An end at 00:00 is midnight at the end of the day (an overnight reservation's first part)
      const endInstant =
        end === '00:00' ? new Date(helsinkiDateTime(date, '23:59').getTime() + 60_000) : helsinkiDateTime(date, end)
      lines.push(`DTSTART:${icsUtc(helsinkiDateTime(date, start))}`, `DTEND:${icsUtc(endInstant)}`)
    }
    lines.push(`SUMMARY:${icsText(item.summary)}`)
    if (item.description) lines.push(`DESCRIPTION:${icsText(item.description)}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/**
 * RFC 5545 §3.1: a content line is at most 75 octets, a continuation line's leading space
 * included; a fold never splits a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  // Most lines are short: no fold (a TextEncoder call a character was ~13 % of a feed's CPU, issue 40)
  if (Buffer.byteLength(line) <= 75) return line
  const parts: string[] = []
  let part = ''
  let octets = 0
  // By code point: a character outside the BMP is one, never split between its surrogates
  for (const char of line) {
    const code = char.codePointAt(0)!
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    // The first line holds 75 octets, each continuation 74 after its space
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part)
      part = ''
      octets = 0
    }
    part += char
    octets += size
  }
  parts.push(part)
  return parts.join('\r\n ')
}
