import ical, { type ICalCalendar } from 'ical-generator'
import { helsinkiInstant, icsAllDayEnd, type Language } from '@citizen/contract'

/**
 * iCalendar files (RFC 5545) through ical-generator: days as all-day DATE values (an event ends
 * the day after its last day, spec 001 §9), times as UTC instants of the Helsinki clock times
 * (spec 001 §9: events and discussion times are in Helsinki time).
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

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)

export type IcsItem =
  | { uid: string; summary: string; description?: string; allDay: { start: string; end: string } }
  | { uid: string; summary: string; description?: string; timed: { date: string; start: string; end: string } }

const NAMES: Record<Language, string> = {
  fi: 'Varhaiskasvatuksen kalenteri',
  sv: 'Småbarnspedagogikens kalender',
  en: 'Early childhood education calendar',
}

export function icsCalendar(language: Language, items: IcsItem[], stamp: Date): string {
  const calendar: ICalCalendar = ical({
    name: NAMES[language],
    prodId: { company: 'citizen-portal', product: 'calendar', language: language.toUpperCase() },
    ttl: 60 * 60,
  })
  for (const item of items) {
    const common = { id: item.uid, summary: item.summary, description: item.description ?? null, stamp }
    if ('allDay' in item) {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: utcDay(item.allDay.start),
        end: utcDay(icsAllDayEnd(item.allDay.end)),
      })
    } else {
      const { date, start, end } = item.timed
      // An end at 00:00 is midnight at the end of the day (an overnight reservation's first part)
      const endInstant =
        end === '00:00' ? new Date(helsinkiDateTime(date, '23:59').getTime() + 60_000) : helsinkiDateTime(date, end)
      calendar.createEvent({ ...common, start: helsinkiDateTime(date, start), end: endInstant })
    }
  }
  return calendar.toString()
}
