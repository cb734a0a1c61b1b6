import {
  calendarEventConcerns,
  calendarEventTitle,
  daysOf,
  type CitizenCalendarEvent,
  type CitizenCalendarEventTime,
  type FiniteDayRange,
} from '@citizen/contract/web'

/** One event on one day, as the calendar shows it: the children it concerns that day and its title */
export interface DayEvent {
  event: CitizenCalendarEvent
  childIds: string[]
  /** "{title} / {group | unit | child first names}" */
  title: string
}

/** A discussion time booked for a child, on its day */
export interface BookedTime {
  event: CitizenCalendarEvent
  childId: string
  time: CitizenCalendarEventTime
}

export interface EventDays {
  events: Map<string, DayEvent[]>
  booked: Map<string, BookedTime[]>
}

interface NamedChild {
  id: string
  firstName: string
}

const cache = new WeakMap<CitizenCalendarEvent[], EventDays>()

/**
 * The daycare events by day (each day a child's attendance covers) and the booked discussion
 * times by day, within `range`; computed once per answer (every day cell asks for it).
 */
export function eventDays(
  events: CitizenCalendarEvent[],
  children: readonly NamedChild[],
  range: FiniteDayRange,
): EventDays {
  const cached = cache.get(events)
  if (cached) return cached
  const names = new Map(children.map((c) => [c.id, c.firstName]))
  const result: EventDays = { events: new Map(), booked: new Map() }
  for (const event of events) {
    if (event.eventType === 'DISCUSSION_SURVEY') {
      for (const [childId, times] of Object.entries(event.timesByChild))
        for (const time of times) if (time.childId === childId) push(result.booked, time.date, { event, childId, time })
      continue
    }
    const byDay = new Map<string, string[]>()
    for (const [childId, attendances] of Object.entries(event.attendingChildren))
      for (const a of attendances)
        for (const p of a.periods) {
          const start = p.start < range.start ? range.start : p.start
          const end = p.end > range.end ? range.end : p.end
          if (start > end) continue
          for (const date of daysOf({ start, end })) {
            const ids = byDay.get(date) ?? []
            if (!ids.includes(childId)) ids.push(childId)
            byDay.set(date, ids)
          }
        }
    for (const [date, childIds] of byDay) {
      const attendances = childIds.flatMap((id) =>
        (event.attendingChildren[id] ?? []).filter((a) => a.periods.some((p) => p.start <= date && date <= p.end)),
      )
      const concerns = calendarEventConcerns(
        attendances,
        childIds.map((id) => names.get(id) ?? ''),
      )
      push(result.events, date, { event, childIds, title: calendarEventTitle(event.title, concerns) })
    }
  }
  cache.set(events, result)
  return result
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** The surveys of each child (the discussions modal), in the order of the answer */
export function surveysByChild(events: CitizenCalendarEvent[]): Map<string, CitizenCalendarEvent[]> {
  const result = new Map<string, CitizenCalendarEvent[]>()
  for (const event of events)
    if (event.eventType === 'DISCUSSION_SURVEY')
      for (const childId of Object.keys(event.timesByChild)) push(result, childId, event)
  return result
}

/** The child's booked time of the survey, if any */
export const bookedTime = (event: CitizenCalendarEvent, childId: string) =>
  (event.timesByChild[childId] ?? []).find((t) => t.childId === childId)

/** The free times a guardian may still book (spec: the UI offers only free editable times) */
export const freeTimes = (event: CitizenCalendarEvent, childId: string) =>
  (event.timesByChild[childId] ?? []).filter((t) => t.childId === null && t.isEditable)

/**
 * Whether a discussion survey offers a child anything (the "Keskusteluajat" button): a free time
 * to book, or a booked time still to come. A survey whose times are past or taken is no way in.
 */
export function offersDiscussionTimes(events: CitizenCalendarEvent[], today: string): boolean {
  return [...surveysByChild(events)].some(([childId, surveys]) =>
    surveys.some((e) => freeTimes(e, childId).length > 0 || (bookedTime(e, childId)?.date ?? '') >= today),
  )
}
