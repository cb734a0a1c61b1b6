import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { incomePaths } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { Alert } from '../../ui/alert'
import { calendarKeys, dailyServiceTimeNotificationsQuery, expiringIncomeQuery } from './queries'
import { useCalendarTexts } from './i18n'
import { UnansweredDocumentsNotice } from '../documents/public'
import { HolidayNotice } from './holiday-notice'

/**
 * What the calendar tells before the days: the income statement reminder and the daily service
 * time changed (a dialog until dismissed), the holiday call to action, and the documents staff asked the guardian to fill in. A failure to read them hides them: the calendar itself
 * matters more.
 */
export function CalendarNotices() {
  return (
    <>
      <HolidayNotice />
      <IncomeReminder />
      <UnansweredDocumentsNotice />
      <DailyServiceTimeNotice />
    </>
  )
}

/** reference §6 "Income expiry CTA": the latest income ends within four weeks; the link goes to /income */
function IncomeReminder() {
  const t = useCalendarTexts()
  const dates = useQuery(expiringIncomeQuery).data ?? []
  if (dates.length === 0) return null
  return (
    <Alert kind="info">
      {t.notifications.incomeExpiring(dates[0]!)} <Link to={incomePaths.list}>{t.notifications.incomeHow}</Link>
    </Alert>
  )
}

function DailyServiceTimeNotice() {
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
