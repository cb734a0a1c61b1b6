import {
  calendarEventConcerns,
  calendarEventTitle,
  isCalendarEventExportable,
  isDiscussionTimeEditable,
  type CalendarEventAttendance,
  type CitizenCalendarEvent,
  type CitizenCalendarEventTime,
  type Language,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'
import { icsCalendar, type IcsItem } from './ics'
import { icsTexts } from './ics-texts'

/**
 * Calendar events and discussion times, reads (reference §6 "Calendar events & discussion
 * times"); the reservations are commands.ts, the subscription and feed subscription.ts.
 */

const within = (date: string, r: { start: string; end: string }) => r.start <= date && date <= r.end

/**
 * The answer of GET /citizen/calendar-events from the attendance rows and the surveys' times:
 * each event once, its attendances per child (one entry per attendee kind with its periods) and,
 * for a survey, per child the free times and the child's own on the child's days.
 */
export function assembleEvents(rows: q.AttendanceRow[], times: q.TimeRow[], today: string): CitizenCalendarEvent[] {
  const events = new Map<string, CitizenCalendarEvent>()
  const days = new Map<string, { start: string; end: string }[]>()
  for (const r of rows) {
    let event = events.get(r.id)
    if (!event) {
      event = {
        id: r.id,
        title: r.title,
        description: r.description,
        period: { start: r.event_start, end: r.event_end },
        eventType: r.event_type,
        attendingChildren: {},
        timesByChild: {},
      }
      events.set(r.id, event)
    }
    const attendances = (event.attendingChildren[r.child_id] ??= [])
    const groupName = r.attendee_type === 'GROUP' ? r.group_name : null
    let a: CalendarEventAttendance | undefined = attendances.find(
      (x) => x.type === r.attendee_type && x.groupName === groupName && x.unitName === r.unit_name,
    )
    if (!a) {
      a = { type: r.attendee_type, groupName, unitName: r.unit_name, periods: [] }
      attendances.push(a)
    }
    if (!a.periods.some((p) => p.start === r.period_start && p.end === r.period_end))
      a.periods.push({ start: r.period_start, end: r.period_end })
    const key = `${r.id}/${r.child_id}`
    days.set(key, [...(days.get(key) ?? []), { start: r.days_start, end: r.days_end }])
  }
  for (const event of events.values()) {
    if (event.eventType !== 'DISCUSSION_SURVEY') continue
    for (const childId of Object.keys(event.attendingChildren)) {
      const childDays = days.get(`${event.id}/${childId}`) ?? []
      event.timesByChild[childId] = times
        .filter(
          (t) =>
            t.calendar_event_id === event.id &&
            (t.child_id === null || t.child_id === childId) &&
            childDays.some((d) => within(t.date, d)),
        )
        .map((t): CitizenCalendarEventTime => ({
          id: t.id,
          date: t.date,
          startTime: t.start_time,
          endTime: t.end_time,
          childId: t.child_id,
          isEditable: isDiscussionTimeEditable(today, t.date),
        }))
    }
  }
  return [...events.values()]
}

/** The family's events overlapping the range (and the surveys' times), in two statements */
export async function loadEvents(
  db: Db,
  userId: string,
  today: string,
  range: { start: string; end: string },
  options: { discussions: boolean; eventId?: string },
) {
  const all = await q.findAttendances(db, userId, today, range, options.eventId ?? null)
  const rows = all.filter((r) => options.discussions || r.event_type !== 'DISCUSSION_SURVEY')
  // A child's survey may come in several rows (attendees, group placements): each time once, in
  // the order of the day, the start and the id, as PostgreSQL orders them
  const key = (t: q.TimeRow) => `${t.date} ${t.start_time} ${t.id}`
  const times = [...new Map(rows.flatMap((r) => r.times).map((t) => [t.id, t])).values()].sort((a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0,
  )
  return { rows, events: assembleEvents(rows, times, today) }
}

const eventIds = (events: CitizenCalendarEvent[]) => events.map((e) => e.id)
const childrenOf = (events: CitizenCalendarEvent[]) => [
  ...new Set(events.flatMap((e) => Object.keys(e.attendingChildren))),
]

/** GET /citizen/calendar-events?start&end */
export async function getCalendarEvents(
  db: Db,
  actor: AuditActor,
  today: string,
  range: { start: string; end: string },
  discussions: boolean,
): Promise<CitizenCalendarEvent[]> {
  const { events } = await loadEvents(db, actor.personId, today, range, { discussions })
  await audit(db, {
    actor,
    action: 'CALENDAR_EVENTS_READ',
    targets: {
      persons: [actor.personId, ...childrenOf(events)],
      ids: {
        calendarEvent: eventIds(events),
        calendarEventTime: events.flatMap((e) => Object.values(e.timesByChild).flatMap((ts) => ts.map((t) => t.id))),
      },
    },
  })
  return events
}

/** The first names of the event's children, in the order of the rows (oldest first) */
function firstNames(rows: q.AttendanceRow[], eventId: string): string[] {
  return [...new Map(rows.filter((r) => r.id === eventId).map((r) => [r.child_id, r.first_name])).values()]
}

/** The calendar items of events: a daycare event for its days, a survey's booked times of the family */
export function eventItems(language: Language, rows: q.AttendanceRow[], events: CitizenCalendarEvent[]): IcsItem[] {
  const t = icsTexts[language]
  return events.flatMap((e): IcsItem[] => {
    const names = firstNames(rows, e.id)
    if (e.eventType === 'DAYCARE_EVENT') {
      const summary = calendarEventTitle(
        e.title,
        calendarEventConcerns(Object.values(e.attendingChildren).flat(), names),
      )
      return [{ uid: `calendar-event-${e.id}`, summary, description: e.description, allDay: e.period }]
    }
    const nameOf = new Map(rows.map((r) => [r.child_id, r.first_name]))
    return Object.values(e.timesByChild)
      .flat()
      .filter((time) => time.childId !== null)
      .map((time) => ({
        uid: `discussion-time-${time.id}`,
        summary: calendarEventTitle(`${t.discussionTime}: ${e.title}`, nameOf.get(time.childId!) ?? ''),
        description: e.description,
        timed: { date: time.date, start: time.startTime, end: time.endTime },
      }))
  })
}

/** GET /citizen/calendar-events/:id/ics: one of the family's events from today on, else 404 */
export async function calendarEventIcs(
  db: Db,
  actor: AuditActor,
  now: Date,
  today: string,
  id: string,
  language: Language,
  discussions: boolean,
): Promise<string> {
  // Every day of the event counts: an event is the family's when any of its days is a child's
  const { rows, events } = await loadEvents(
    db,
    actor.personId,
    today,
    { start: '1900-01-01', end: '2999-12-31' },
    { discussions, eventId: id },
  )
  const event = events[0]
  if (!event || !isCalendarEventExportable(today, event.period)) throw notFound('Calendar event not found')
  await audit(db, {
    actor,
    action: 'CALENDAR_EVENT_ICS_READ',
    targets: { persons: [actor.personId, ...childrenOf(events)], ids: { calendarEvent: [id] } },
  })
  return icsCalendar(language, eventItems(language, rows, events), now)
}
