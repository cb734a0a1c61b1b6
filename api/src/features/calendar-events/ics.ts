import ICAL from 'ical.js'
import { helsinkiInstant, icsAllDayEnd, type Language } from '@citizen/contract'

/**
 * iCalendar files (RFC 5545) through ical.js, the library the tests parse them with (ical-generator
 * spent ~6 ms folding a family's feed): days as all-day DATE values (an event ends the day after
 * its last day, spec 001 §9), times as UTC instants of the Helsinki clock times (spec 001 §9:
 * events and discussion times are in Helsinki time).
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** An instant when the clocks in Helsinki show `time` (HH:mm) on `date` */
export function helsinkiDateTime(date: string, time: string): Date {
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

export function icsCalendar(language: Language, items: IcsItem[], stamp: Date): string {
  const calendar = new ICAL.Component('vcalendar')
  calendar.addPropertyWithValue('prodid', `-//citizen-portal//calendar//${language.toUpperCase()}`)
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('x-wr-calname', NAMES[language])
  // Calendar programs read the feed again after an hour
  calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromSeconds(60 * 60))
  calendar.addPropertyWithValue('x-published-ttl', 'PT1H')
  const dtstamp = ICAL.Time.fromJSDate(stamp, true)
  for (const item of items) {
    const event = new ICAL.Component('vevent')
    event.addPropertyWithValue('uid', item.uid)
    event.addPropertyWithValue('dtstamp', dtstamp)
    if ('allDay' in item) {
      event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(item.allDay.start))
      event.addPropertyWithValue('dtend', ICAL.Time.fromDateString(icsAllDayEnd(item.allDay.end)))
    } else {
      const { date, start, end } = item.timed
      // An end at 00:00 is midnight at the end of the day (an overnight reservation's first part)
      const endInstant =
        end === '00:00' ? new Date(helsinkiDateTime(date, '23:59').getTime() + 60_000) : helsinkiDateTime(date, end)
      event.addPropertyWithValue('dtstart', ICAL.Time.fromJSDate(helsinkiDateTime(date, start), true))
      event.addPropertyWithValue('dtend', ICAL.Time.fromJSDate(endInstant, true))
    }
    event.addPropertyWithValue('summary', item.summary)
    if (item.description) event.addPropertyWithValue('description', item.description)
    calendar.addSubcomponent(event)
  }
  return foldIcs(calendar.toString()) + '\r\n'
}

const encoder = new TextEncoder()

/**
 * RFC 5545 §3.1: a content line is at most 75 octets, a continuation line's leading space
 * included; a fold never splits a UTF-8 character. ical.js folds its continuation lines to 76
 * (75 after the space), so its folds are undone and each line folded again here.
 */
export function foldIcs(ics: string): string {
  return ics.replaceAll('\r\n ', '').split('\r\n').map(foldIcsLine).join('\r\n')
}

export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  // By code point: a character outside the BMP is one, never split between its surrogates
  for (const char of line) {
    const size = char.length === 2 ? 4 : encoder.encode(char).length
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
