import { useState } from 'react'
import { calendarEventErrors, type CitizenCalendarEventTime } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { toast } from '../../ui/toast'
import { calendarEventKeys } from './event-queries'
import { useCalendarEventTexts } from './i18n/events'

/**
 * A booked discussion time's cancellation (spec 001 §4: until two working days before), asked
 * first and saying what happens; after the deadline the info to contact staff instead. The
 * reservation modal and the day view both offer it.
 */
export function DiscussionCancel({
  time,
  childId,
  label,
}: {
  time: Pick<CitizenCalendarEventTime, 'id' | 'date' | 'startTime' | 'endTime' | 'isEditable'>
  childId: string
  /** The button's accessible name where the time is one of several (the day view) */
  label?: string
}) {
  const t = useCalendarEventTexts()
  const [asking, setAsking] = useState(false)
  const cancel = useApiMutation({
    mutationFn: (calendarEventTimeId: string) =>
      apiCall('deleteCalendarEventReservation', { query: { calendarEventTimeId, childId } }),
    invalidates: [calendarEventKeys.all],
    invalidateOnError: true,
    errorTexts: { [calendarEventErrors.cancellationDeadlinePassed]: t.reservation.deadlineError },
    onSettled: () => setAsking(false),
  })
  if (!time.isEditable) return <Alert kind="info">{t.reservation.deadlinePassed}</Alert>
  return (
    <>
      {cancel.errorText && (
        <Alert kind="error" live>
          {cancel.errorText}
        </Alert>
      )}
      {/* Secondary: after booking, keeping the time is what most do (the confirm dialog asks again) */}
      <Button aria-label={label} onClick={() => setAsking(true)}>
        {t.reservation.cancelReservation}
      </Button>
      {asking && (
        <Dialog
          role="alertdialog"
          title={t.reservation.cancelTitle}
          onClose={() => setAsking(false)}
          actions={
            <>
              <Button onClick={() => setAsking(false)}>{t.reservation.keep}</Button>
              <Button
                variant="primary"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(time.id, { onSuccess: () => toast(t.reservation.cancelled) })}
              >
                {t.reservation.cancelConfirm}
              </Button>
            </>
          }
        >
          <p>{t.reservation.cancelText(t.reservation.time(time.date, time.startTime, time.endTime))}</p>
        </Dialog>
      )}
    </>
  )
}
