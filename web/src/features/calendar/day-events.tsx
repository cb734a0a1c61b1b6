import { useQuery } from '@tanstack/react-query'
import type { CalendarChild } from '@citizen/contract/web'
import { calendarEventsQuery } from './event-queries'
import { eventDays, type BookedTime, type DayEvent, type EventDays } from './event-model'
import { initialRange } from './model'
import type { CalendarEventTexts } from './i18n/events'
import styles from './events.module.css'

/** The events and booked discussion times of the calendar's days; null while they load or if they cannot */
export function useEventDays(today: string, children: readonly CalendarChild[]): EventDays | null {
  const { data } = useQuery(calendarEventsQuery(today))
  return data ? eventDays(data, children, initialRange(today)) : null
}

/** One empty list for every day without events: a memoized day sees the same props */
export const NO_EVENTS: never[] = []

/**
 * What a day's cell (grid) or row (phone list) says of the day's events: how many, and the
 * discussion times booked for it (spec 001: events on the calendar days of the children they concern).
 * The grid and the list read the events and texts once and hand each day its own: a query and
 * texts read in every cell were most of the calendar's rendering time.
 */
export function DayEventsSummary({
  events,
  booked,
  t,
  titles,
}: {
  events: readonly DayEvent[]
  booked: readonly BookedTime[]
  t: CalendarEventTexts
  /** Each event's title (the phone list) instead of their count (the grid's small cells) */
  titles?: boolean
}) {
  if (events.length === 0 && booked.length === 0) return null
  return (
    <>
      {events.length > 0 && !titles && (
        <span className={styles.summary} data-qa="event-count" title={events.map((e) => e.title).join('\n')}>
          {t.events.count(events.length)}
        </span>
      )}
      {titles &&
        events.map((e) => (
          <span key={e.event.id} className={styles.summary} data-qa="event-title">
            {e.title}
          </span>
        ))}
      {booked.map((b) => (
        <span key={b.time.id} className={styles.summary} data-qa="booked-discussion-time">
          {t.discussions.bookedTime} {b.time.startTime}–{b.time.endTime}
        </span>
      ))}
    </>
  )
}
