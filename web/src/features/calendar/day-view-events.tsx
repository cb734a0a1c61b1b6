import { calendarEventIcsPath, isCalendarEventExportable, type CalendarChild } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { DiscussionCancel } from './discussion-cancel'
import { useEventDays } from './day-events'
import { useCalendarEventTexts } from './i18n/events'
import styles from './events.module.css'

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
