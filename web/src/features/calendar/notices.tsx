import { useQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { calendarKeys, dailyServiceTimeNotificationsQuery } from './queries'
import { useCalendarTexts } from './i18n'

/**
 * What the calendar tells before the days: the daily service time changed (a dialog until
 * dismissed). A failure to read it hides it: the calendar itself matters more.
 */
export function CalendarNotices() {
  const t = useCalendarTexts()
  const notifications = useQuery(dailyServiceTimeNotificationsQuery).data ?? []
  const dismiss = useApiMutation({
    mutationFn: (ids: string[]) => apiCall('dismissDailyServiceTimeNotifications', { body: ids }),
    invalidates: [calendarKeys.dailyServiceTimeNotifications()],
    failureTitle: t.form.failureTitle,
  })
  if (notifications.length === 0) return null
  return (
    <Dialog
      title={t.notifications.dailyServiceTimeTitle}
      actions={
        <Button variant="primary" disabled={dismiss.isPending} onClick={() => dismiss.mutate(notifications)}>
          {t.notifications.dismiss}
        </Button>
      }
    >
      <p>{t.notifications.dailyServiceTimeText}</p>
    </Dialog>
  )
}
