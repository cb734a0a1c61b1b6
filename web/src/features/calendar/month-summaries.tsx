import type { CalendarData } from '@citizen/contract/web'
import { Alert } from '../../ui/alert'
import { hours, monthAlerts } from './model'
import { childName } from './day-summary'
import { useCalendarTexts } from './i18n'
import styles from './calendar.module.css'

/**
 * spec 001: the month's reserved, used and service need hours per child, with the over-use alerts
 * and the contract-days warning.
 */
export function MonthSummaries({ data, month }: { data: CalendarData; month: string }) {
  const t = useCalendarTexts()
  const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))]
  const rows = data.children.flatMap((child) => {
    const summary = child.monthSummaries.find((m) => m.year === year && m.month === monthNumber)
    return summary ? [{ child, summary }] : []
  })
  const alerts = monthAlerts(data.children, data.days, month)
  if (rows.length === 0) return null
  const name = (id: string) => childName(data.children.find((c) => c.id === id)!)
  const monthTitle = `${t.monthNames[monthNumber - 1]} ${year}`
  return (
    <div className={styles.summaries}>
      <h3 className={styles.summaryTitle}>{t.summary.title(monthTitle)}</h3>
      <ul className={styles.summaryList}>
        {rows.map(({ child, summary }) => (
          <li key={child.id}>
            <strong className={styles.summaryName}>{childName(child)}</strong>
            <span>
              {t.summary.reserved} {t.summary.hours(hours(summary.reservedMinutes))}
            </span>
            <span>
              {t.summary.used} {t.summary.hours(hours(summary.usedServiceMinutes))}
            </span>
            {summary.serviceNeedMinutes > 0 && (
              <span>
                {t.summary.serviceNeed} {t.summary.hours(hours(summary.serviceNeedMinutes))}
              </span>
            )}
            {summary.averagedDays > 0 && (
              <span className={styles.hint}>{t.summary.averaged(summary.averagedDays)}</span>
            )}
          </li>
        ))}
      </ul>
      {alerts.map((a) => (
        <Alert key={`${a.childId}-${a.kind}`} kind="warning">
          {t.summary[a.kind](name(a.childId))}
        </Alert>
      ))}
    </div>
  )
}
