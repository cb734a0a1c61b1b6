import { z } from 'zod'
import { endpoint, fileEndpoint } from './endpoint'
import { routes } from './routes'
import { FiniteDateRange, Language, LocalDate, Uuid } from './common'
import { ClockTime } from './calendar'
import { daysBetween } from './dates'
import { CALENDAR_EVENT_ATTENDEE_TYPES, CALENDAR_EVENT_TYPES } from './calendar-event-rules'

/**
 * Calendar events and discussion times (spec 001 "Events and discussion times", §7 calls;
 * reference §6 "Calendar events & discussion times"), and the guardian's calendar subscription
 * (issue 29: an iCalendar feed read with a secret token).
 */

/** reference §6: a range over 450 days is refused */
const MAX_EVENT_RANGE_DAYS = 450

export const CalendarEventTypeSchema = z.enum(CALENDAR_EVENT_TYPES)

export const CalendarEventAttendance = z.object({
  type: z.enum(CALENDAR_EVENT_ATTENDEE_TYPES),
  groupName: z.string().nullable(),
  unitName: z.string().nullable(),
  /** The days the event concerns the child: event ∩ placement ∩ group placement */
  periods: z.array(FiniteDateRange),
})
export type CalendarEventAttendance = z.infer<typeof CalendarEventAttendance>

export const CitizenCalendarEventTime = z.object({
  id: Uuid,
  date: LocalDate,
  startTime: ClockTime,
  endTime: ClockTime,
  /** The child it is booked for; null while free (another child's times are never listed) */
  childId: Uuid.nullable(),
  /** Bookable or cancellable today: on or after the two-working-day window's start */
  isEditable: z.boolean(),
})
export type CitizenCalendarEventTime = z.infer<typeof CitizenCalendarEventTime>

export const CitizenCalendarEvent = z.object({
  id: Uuid,
  title: z.string(),
  description: z.string(),
  period: FiniteDateRange,
  eventType: CalendarEventTypeSchema,
  /** Per child of the family the event concerns */
  attendingChildren: z.record(Uuid, z.array(CalendarEventAttendance)),
  /** DISCUSSION_SURVEY: per child the free times and the child's own (on the child's days) */
  timesByChild: z.record(Uuid, z.array(CitizenCalendarEventTime)),
})
export type CitizenCalendarEvent = z.infer<typeof CitizenCalendarEvent>

export const getCalendarEvents = endpoint(routes.getCalendarEvents, {
  query: z
    .object({ start: LocalDate, end: LocalDate })
    .refine((q) => q.start <= q.end, 'end is before start')
    .refine((q) => daysBetween(q.start, q.end) + 1 <= MAX_EVENT_RANGE_DAYS, `at most ${MAX_EVENT_RANGE_DAYS} days`),
  response: z.array(CitizenCalendarEvent),
})

const TimeReservation = z.object({ calendarEventTimeId: Uuid, childId: Uuid })

export const postCalendarEventReservation = endpoint(routes.postCalendarEventReservation, {
  body: TimeReservation,
  response: z.object({}),
})

export const deleteCalendarEventReservation = endpoint(routes.deleteCalendarEventReservation, {
  query: TimeReservation,
  response: z.object({}),
})

/** One event as an iCalendar file (an all-day event for each of its days' span), events from today on */
export const getCalendarEventIcs = fileEndpoint(routes.getCalendarEventIcs, {
  params: z.object({ id: Uuid }),
  /** The language of the file's words (default fi) */
  query: z.object({ lang: Language.optional() }),
  response: 'file',
})

/**
 * The user's calendar subscription. Only the token's hash is stored, so the secret address is
 * answered once, when it is made (POST); GET tells whether one is live and since when.
 */
export const CalendarSubscriptionStatus = z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() })
export type CalendarSubscriptionStatus = z.infer<typeof CalendarSubscriptionStatus>

export const getCalendarSubscription = endpoint(routes.getCalendarSubscription, {
  response: CalendarSubscriptionStatus,
})

/** Creates the subscription, or renews it: a new address, the old one stops working */
export const createCalendarSubscription = endpoint(routes.createCalendarSubscription, {
  response: z.object({
    /** The feed's path under the site's origin: /api/calendar-feed/{token}.ics */
    path: z.string(),
    createdAt: z.iso.datetime(),
  }),
})

export const revokeCalendarSubscription = endpoint(routes.revokeCalendarSubscription, {
  response: z.object({}),
})

/** The token: 32 random bytes as base64url, with the .ics suffix calendar programs like */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}\.ics$/

/** The public iCalendar feed: the token is the only credential (never the session) */
export const getCalendarFeed = fileEndpoint(routes.getCalendarFeed, {
  params: z.object({ token: z.string().regex(CALENDAR_FEED_TOKEN, 'not a feed address') }),
  response: 'file',
})
