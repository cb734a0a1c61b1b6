/**
 * Calendar events and discussion times (spec 001 "Events and discussion times", §4, §9;
 * reference §6 "Calendar events & discussion times"): the rules the web and the server both use.
 * Zod-free, so the web app carries them without the schemas.
 */

import { addDays, addMonths, endOfMonth, isWeekend, startOfIsoWeek, startOfMonth } from './dates'
import { finnishHolidays } from './holidays'

export const CALENDAR_EVENT_TYPES = ['DAYCARE_EVENT', 'DISCUSSION_SURVEY'] as const
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number]

/** Who an event concerns for one child: one child (INDIVIDUAL), the child's group, or the whole unit */
export const CALENDAR_EVENT_ATTENDEE_TYPES = ['INDIVIDUAL', 'GROUP', 'UNIT'] as const
export type CalendarEventAttendeeType = (typeof CALENDAR_EVENT_ATTENDEE_TYPES)[number]

export const calendarEventErrors = {
  /** The discussion time was taken by another child meanwhile (spec 001 §8): choose another */
  timeAlreadyReserved: 'TIME_ALREADY_RESERVED',
  /** Reserving or cancelling after the two-working-day window (spec 001 §4, §9) */
  cancellationDeadlinePassed: 'DISCUSSION_DEADLINE_PASSED',
  /** The child is the family's and attends the survey, but not on the time's day (not placed yet, moved) */
  notAttendee: 'DISCUSSION_NOT_ATTENDEE',
} as const

/** spec 001 §9: a discussion time is booked and cancelled up to this many working days before */
export const DISCUSSION_WINDOW_WORKING_DAYS = 2

/** Monday to Friday and not a Finnish public holiday */
export function isWorkingDay(date: string): boolean {
  return !isWeekend(date) && !finnishHolidays(Number(date.slice(0, 4))).has(date)
}

/**
 * The first day whose discussion times a guardian may still book or cancel: the second working
 * day after today (reference: Thu and Fri +4, Sat +3, other days +2; here a Finnish holiday is
 * not a working day either, as the issue asks).
 */
export function discussionWindowStart(today: string): string {
  let date = today
  let workingDays = 0
  while (workingDays < DISCUSSION_WINDOW_WORKING_DAYS) {
    date = addDays(date, 1)
    if (isWorkingDay(date)) workingDays++
  }
  return date
}

/** A discussion time on `date` can be booked or cancelled today */
export const isDiscussionTimeEditable = (today: string, date: string): boolean => date >= discussionWindowStart(today)

/** An event title as the calendar shows it: "{title} / {group | unit | child first names}" */
export function calendarEventTitle(title: string, concerns: string): string {
  return concerns ? `${title} / ${concerns}` : title
}

/** What one event's title names after the slash, from its attendances of the family's children */
export function calendarEventConcerns(
  attendances: readonly { type: CalendarEventAttendeeType; groupName: string | null; unitName: string | null }[],
  childFirstNames: readonly string[],
): string {
  const names = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))]
  if (attendances.some((a) => a.type === 'INDIVIDUAL')) return childFirstNames.join(', ')
  const groups = names(attendances.filter((a) => a.type === 'GROUP').map((a) => a.groupName))
  if (groups.length > 0) return groups.join(', ')
  return names(attendances.map((a) => a.unitName)).join(', ')
}

/** Only events that have not ended before today offer the .ics export (spec 001 §9) */
export const isCalendarEventExportable = (today: string, period: { end: string }): boolean => period.end >= today

/** An all-day iCalendar event ends (exclusive DTEND) the day after its last day (spec 001 §9) */
export const icsAllDayEnd = (lastDay: string): string => addDays(lastDay, 1)

/** A day as an iCalendar DATE value: YYYYMMDD */
export const icsDate = (date: string): string => date.replaceAll('-', '')

/** The file name of one event's export */
export const calendarEventIcsFilename = (id: string): string => `calendar-event-${id}.ics`

/**
 * The days the calendar subscription's feed covers: the calendar's initial range (from the
 * start of the week of last month's first day to the end of the month a year ahead), so the
 * feed shows nothing the calendar does not
 */
export function calendarFeedRange(today: string): { start: string; end: string } {
  return { start: startOfIsoWeek(startOfMonth(addMonths(today, -1))), end: endOfMonth(addMonths(today, 12)) }
}

/** The web's link to one event's .ics export, in the UI's language */
export const calendarEventIcsPath = (id: string, lang: string): string =>
  `/api/citizen/calendar-events/${encodeURIComponent(id)}/ics?lang=${encodeURIComponent(lang)}`
