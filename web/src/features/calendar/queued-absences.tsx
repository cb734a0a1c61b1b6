import { calendarErrors, formatDate, type FiniteDayRange } from '@citizen/contract/web'
import { useUser } from '../../shared/auth'
import { waiting, type QueuedWrite } from '../../shared/offline-copy/queue-state'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import type { CalendarTexts } from './i18n'
import { CALENDAR_TITLE } from './calendar-page'

const rangeText = (r: FiniteDayRange) =>
  r.start === r.end ? formatDate(r.start) : `${formatDate(r.start)}–${formatDate(r.end)}`

/**
 * Above the days: how many absences wait on the device, and each the server refused when it was
 * sent, with its reason, until the person has read it — never dropped silently
 */
export default function QueuedAbsences({ entries, t }: { entries: readonly QueuedWrite[]; t: CalendarTexts }) {
  const user = useUser()
  const count = waiting(entries).length
  const reason = (errorCode: string | undefined) =>
    ({
      [calendarErrors.attendanceAlreadyExists]: t.form.attendanceExists,
      [calendarErrors.preschoolAbsenceApplicationRequired]: t.absences.preschoolBlock,
      [calendarErrors.holidayPeriodNotOpen]: t.form.holidayNotOpen,
    })[errorCode ?? ''] ?? t.absences.refusedOther
  // The dismissed notice takes its button with it: the focus goes to the page's heading
  const dismiss = (key: string) =>
    void import('../../shared/offline-copy/queue')
      .then((q) => user && q.dismiss(user.user.details.id, key))
      .then(() => document.getElementById(CALENDAR_TITLE)?.focus())
  return (
    <div role="status" aria-live="polite">
      {count > 0 && (
        <Alert kind="info">
          <strong>{t.absences.waitingTitle}.</strong> {t.absences.waitingText(count)}
        </Alert>
      )}
      {entries.flatMap((e) =>
        e.refused
          ? [
              <Alert key={e.key} kind="warning">
                <strong>{t.absences.refusedTitle}.</strong>{' '}
                {t.absences.refusedText(rangeText(e.body.dateRange), reason(e.refused.errorCode))}{' '}
                <Button onClick={() => dismiss(e.key)}>{t.absences.dismiss}</Button>
              </Alert>,
            ]
          : [],
      )}
    </div>
  )
}
