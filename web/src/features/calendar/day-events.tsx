import { useQuery } from '@tanstack/react-query'
import { calendarEventIcsPath, isCalendarEventExportable, type CalendarChild } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { calendarEventsQuery } from './event-queries'
import { eventDays } from './event-model'
import { initialRange } from './model'
import { DiscussionCancel } from './discussion-cancel'
import { useCalendarEventTexts } from './i18n/events'
import styles from './events.module.css'

/** The events and booked discussion times of the calendar's days; empty while they load or if they cannot */
function useEventDays(today: string, children: readonly CalendarChild[]) {
  const { data } = useQuery(calendarEventsQuery(today))
  return data ? eventDays(data, children, initialRange(today)) : null
}

/**
 * What a day's cell (grid) or row (phone list) says of the day's events: how many, and the
 * discussion times booked for it (spec 001: events on the calendar days of the children they concern)
 */
export function DayEventsSummary({
  date,
  today,
  childList,
  titles,
}: {
  date: string
  today: string
  childList: readonly CalendarChild[]
  /** Each event's title (the phone list) instead of their count (the grid's small cells) */
  titles?: boolean
}) {
  const t = useCalendarEventTexts()
  const days = useEventDays(today, childList)
  const events = days?.events.get(date) ?? []
  const booked = days?.booked.get(date) ?? []
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

/** The day view's events: "{title} / {group | unit | child names}", period, description and the .ics export */
export function DayEvents({
  date,
  today,
  childList,
}: {
  date: string
  today: string
  childList: readonly CalendarChild[]
}) {
  const t = useCalendarEventTexts()
  const { lang } = useTranslation()
  const days = useEventDays(today, childList)
  const events = days?.events.get(date) ?? []
  const booked = days?.booked.get(date) ?? []
  const names = new Map(childList.map((c) => [c.id, c.firstName]))
  if (events.length === 0 && booked.length === 0) return null
  return (
    <section className={styles.dayEvents} aria-label={t.events.heading}>
      <h3>
        {t.events.heading} ({events.length + booked.length})
      </h3>
      <ul className={styles.eventList}>
        {events.map(({ event, title }) => (
          <li key={event.id} data-qa="day-event">
            <p className={styles.eventTitle}>{title}</p>
            <p>{t.events.period(event.period.start, event.period.end)}</p>
            {event.description && <p>{event.description}</p>}
            {isCalendarEventExportable(today, event.period) && (
              <p>
                <a href={calendarEventIcsPath(event.id, lang)} download aria-label={t.events.downloadLabel(title)}>
                  {t.events.download}
                </a>
              </p>
            )}
          </li>
        ))}
        {booked.map(({ event, childId, time }) => (
          <li key={time.id} data-qa="day-discussion-time">
            <p className={styles.eventTitle}>
              {t.discussions.bookedTime}: {event.title} / {names.get(childId) ?? ''}
            </p>
            <p>
              {time.startTime}–{time.endTime}
            </p>
            {/* Cancelled where it is seen, not only through the discussions modal */}
            {time.date >= today && (
              <DiscussionCancel
                time={time}
                childId={childId}
                label={`${t.reservation.cancelReservation}: ${event.title} / ${names.get(childId) ?? ''}`}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
