import { useEffect, useRef, useState } from 'react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { calendarEventErrors } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { RadioGroup } from '../../ui/choice-group'
import { toast } from '../../ui/toast'
import type { ModalProps } from './calendar-page'
import { childName } from './day-summary'
import { DiscussionCancel } from './discussion-cancel'
import { calendarEventKeys, calendarEventsQuery } from './event-queries'
import { bookedTime, freeTimes } from './event-model'
import { useCalendarEventTexts } from './i18n/events'

/**
 * ?modal=discussion-reservations&selectedChildId&selectedEventId (spec 001 §4, §5, §8): choose
 * exactly one free time and confirm; a booked time shows with its cancellation (asked first) until
 * two working days before, then the deadline info. After a failed booking the choice is cleared
 * and the times read again (TIME_ALREADY_RESERVED says to choose another).
 */
export default function DiscussionReservationModal({ data, today, params, navigate }: ModalProps) {
  const t = useCalendarEventTexts()
  const client = useQueryClient()
  const events = useSuspenseQuery(calendarEventsQuery(today)).data
  const childId = params.get('selectedChildId') ?? ''
  const child = data.children.find((c) => c.id === childId)
  const event = events.find((e) => e.id === params.get('selectedEventId') && e.eventType === 'DISCUSSION_SURVEY')
  const [chosen, setChosen] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  // After a booking the form goes: focus moves to the booked time, not to the page's body
  const [focusBooked, setFocusBooked] = useState(false)
  const bookedRef = useRef<HTMLParagraphElement>(null)
  const booked = child && event ? bookedTime(event, child.id) : undefined
  useEffect(() => {
    if (!focusBooked || !booked) return
    bookedRef.current?.focus()
    setFocusBooked(false)
  }, [focusBooked, booked])
  const back = () => navigate({ modal: 'discussions' })
  const invalidates = [calendarEventKeys.all]
  const reserve = useApiMutation({
    mutationFn: (calendarEventTimeId: string) =>
      apiCall('postCalendarEventReservation', { body: { calendarEventTimeId, childId } }),
    invalidates,
    invalidateOnError: true,
    errorTexts: {
      [calendarEventErrors.timeAlreadyReserved]: t.reservation.alreadyReserved,
      [calendarEventErrors.cancellationDeadlinePassed]: t.reservation.deadlineError,
    },
  })

  if (!child || !event) {
    return (
      <Dialog
        title={t.reservation.title}
        onClose={() => navigate(null)}
        actions={<Button onClick={back}>{t.reservation.back}</Button>}
      >
        <p>{t.reservation.notFound}</p>
      </Dialog>
    )
  }
  const free = freeTimes(event, child.id)
  const when = (x: { date: string; startTime: string; endTime: string }) =>
    t.reservation.time(x.date, x.startTime, x.endTime)
  const confirm = () => {
    setSubmitted(true)
    if (!chosen) return
    reserve.mutate(chosen, {
      onSuccess: () => {
        toast(t.reservation.saved)
        setChosen(null)
        setSubmitted(false)
        setFocusBooked(true)
      },
      // Whatever failed, the times are read again and the choice cleared (spec 001 §4)
      onError: () => {
        setChosen(null)
        setSubmitted(false)
        void client.invalidateQueries({ queryKey: calendarEventKeys.all })
      },
    })
  }
  const error = submitted && !chosen ? t.reservation.required : undefined

  return (
    <Dialog
      title={t.reservation.title}
      size="large"
      onClose={() => navigate(null)}
      actions={
        booked ? (
          <Button onClick={back}>{t.reservation.back}</Button>
        ) : (
          <>
            <Button onClick={back}>{t.reservation.cancel}</Button>
            {free.length > 0 && (
              <Button variant="primary" disabled={reserve.isPending} onClick={confirm}>
                {t.reservation.confirm}
              </Button>
            )}
          </>
        )
      }
    >
      <p>
        <strong>{t.reservation.child}:</strong> {childName(child)} {child.lastName}
      </p>
      <p>
        <strong>{t.reservation.survey}:</strong> {event.title}
      </p>
      {event.description && <p>{event.description}</p>}
      {reserve.errorText && (
        <Alert kind="error" live>
          {reserve.errorText}
        </Alert>
      )}
      {booked ? (
        <>
          <p data-qa="booked-time" ref={bookedRef} tabIndex={-1}>
            {t.reservation.booked(booked.date, booked.startTime, booked.endTime)}
          </p>
          <DiscussionCancel time={booked} childId={child.id} />
        </>
      ) : free.length === 0 ? (
        <Alert kind="info">{t.reservation.noFreeTimes}</Alert>
      ) : (
        <RadioGroup
          label={t.reservation.timeLabel}
          required
          value={chosen}
          onChange={(v) => setChosen(v)}
          error={error}
          options={free.map((x) => ({ value: x.id, label: when(x) }))}
        />
      )}
    </Dialog>
  )
}
