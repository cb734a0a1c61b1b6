import { useSuspenseQuery } from '@tanstack/react-query'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import type { ModalProps } from './calendar-page'
import { childName } from './day-summary'
import { calendarEventsQuery } from './event-queries'
import { bookedTime, freeTimes, surveysByChild } from './event-model'
import { useCalendarEventTexts } from './i18n/events'
import styles from './events.module.css'

/**
 * ?modal=discussions (spec 001, behind the discussionReservations feature): each child's
 * discussion surveys, with the booked time or a way to choose one.
 */
export default function DiscussionsModal({ data, today, navigate }: ModalProps) {
  const t = useCalendarEventTexts()
  const events = useSuspenseQuery(calendarEventsQuery(today)).data
  const surveys = surveysByChild(events)
  const children = data.children.filter((c) => (surveys.get(c.id) ?? []).length > 0)
  return (
    <Dialog
      title={t.discussions.title}
      size="large"
      onClose={() => navigate(null)}
      actions={<Button onClick={() => navigate(null)}>{t.discussions.close}</Button>}
    >
      <p>{t.discussions.intro}</p>
      {children.length === 0 && <p>{t.discussions.none}</p>}
      <div className={styles.surveys}>
        {children.map((child) => (
          <section key={child.id} aria-labelledby={`surveys-${child.id}`}>
            <h3 id={`surveys-${child.id}`}>
              {childName(child)} {child.lastName}
            </h3>
            {surveys.get(child.id)!.map((event) => {
              const booked = bookedTime(event, child.id)
              const open = () =>
                navigate({ modal: 'discussion-reservations', selectedChildId: child.id, selectedEventId: event.id })
              return (
                <div key={event.id} className={styles.survey} data-qa="discussion-survey">
                  <div>
                    <p className={styles.eventTitle}>{event.title}</p>
                    <p>
                      {booked
                        ? t.discussions.reserved(booked.date, booked.startTime, booked.endTime)
                        : t.discussions.notReserved}
                    </p>
                  </div>
                  {(booked || freeTimes(event, child.id).length > 0) && (
                    <Button
                      variant={booked ? 'secondary' : 'primary'}
                      onClick={open}
                      aria-label={`${booked ? t.discussions.show : t.discussions.choose}: ${event.title}, ${childName(child)}`}
                    >
                      {booked ? t.discussions.show : t.discussions.choose}
                    </Button>
                  )}
                </div>
              )
            })}
          </section>
        ))}
      </div>
    </Dialog>
  )
}
