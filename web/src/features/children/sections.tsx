import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  WEEKDAY_NAMES,
  addMonthsClamped,
  formatDate,
  periodTiming,
  startOfMonth,
  type DailyServiceTimes,
  type ServiceNeedSummary,
} from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons'
import { AsyncBoundary } from '../../shared/async-boundary'
import { attendanceSummaryQuery, dailyServiceTimesQuery, serviceNeedsQuery } from './page-queries'
import { useChildTexts } from './i18n'
import styles from './children.module.css'

const period = (start: string, end: string | null) => `${formatDate(start)}–${end ? formatDate(end) : ''}`

/** Service needs, past, present and future, newest first (reference §5) */
export function ServiceNeedsSection({ childId, today }: { childId: string; today: string }) {
  const t = useChildTexts()
  const { lang } = useTranslation()
  const { data } = useSuspenseQuery(serviceNeedsQuery(childId))
  if (data.length === 0) return <p>{t.serviceNeeds.none}</p>
  const optionName = (sn: ServiceNeedSummary) =>
    sn.option ? { fi: sn.option.nameFi, sv: sn.option.nameSv, en: sn.option.nameEn }[lang] : t.serviceNeeds.notDefined
  return (
    <ul className={styles.list}>
      {data.map((sn) => (
        <li key={`${sn.startDate}-${sn.unitName}`} className={styles.item}>
          <h3>{optionName(sn)}</h3>
          <dl className={styles.facts}>
            <dt>{t.serviceNeeds.period}</dt>
            <dd>{period(sn.startDate, sn.endDate)}</dd>
            <dt>{t.serviceNeeds.unit}</dt>
            <dd>{sn.unitName}</dd>
            <dt>{t.serviceNeeds.status}</dt>
            <dd>{t.timing[periodTiming({ start: sn.startDate, end: sn.endDate }, today)]}</dd>
          </dl>
          {sn.contractDaysPerMonth !== null && (
            <p className={styles.muted}>{t.serviceNeeds.contractDays(sn.contractDaysPerMonth)}</p>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Daily service times: REGULAR, IRREGULAR per weekday or VARIABLE_TIME, newest first */
export function DailyTimesSection({ childId, today }: { childId: string; today: string }) {
  const t = useChildTexts()
  const { data } = useSuspenseQuery(dailyServiceTimesQuery(childId))
  if (data.length === 0) return <p>{t.dailyTimes.none}</p>
  return (
    <ul className={styles.list}>
      {data.map((d) => (
        <li key={d.id} className={styles.item}>
          <h3>
            {t.dailyTimes[d.times.type]}, {t.timing[periodTiming(d.times.validityPeriod, today)].toLowerCase()}
          </h3>
          <p className={styles.muted}>
            {t.dailyTimes.validity} {period(d.times.validityPeriod.start, d.times.validityPeriod.end)}
          </p>
          <Times times={d.times} />
        </li>
      ))}
    </ul>
  )
}

function Times({ times }: { times: DailyServiceTimes['times'] }) {
  const t = useChildTexts()
  if (times.type === 'REGULAR')
    return <p>{t.dailyTimes.regularTimes(times.regularTimes.start, times.regularTimes.end)}</p>
  if (times.type === 'VARIABLE_TIME') return <p>{t.dailyTimes.variableText}</p>
  return (
    <dl className={styles.weekdays}>
      {WEEKDAY_NAMES.map((day, i) => {
        const range = times[day]
        return range ? (
          <div key={day} style={{ display: 'contents' }}>
            <dt>{t.dailyTimes.weekdays[i]}</dt>
            <dd>{`${range.start}–${range.end}`}</dd>
          </div>
        ) : null
      })}
    </dl>
  )
}

/** Attendance days of a month against the contract days, with month navigation */
export function AttendanceSection({ childId, today }: { childId: string; today: string }) {
  const t = useChildTexts()
  const [month, setMonth] = useState(() => startOfMonth(today))
  const title = `${t.attendance.monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`
  return (
    <div>
      <div className={styles.monthNav}>
        <Button aria-label={t.attendance.previous} onClick={() => setMonth(addMonthsClamped(month, -1))}>
          <ChevronLeftIcon />
        </Button>
        <h3 aria-live="polite">{title}</h3>
        <Button aria-label={t.attendance.next} onClick={() => setMonth(addMonthsClamped(month, 1))}>
          <ChevronRightIcon />
        </Button>
      </div>
      <AsyncBoundary variant="inline" minHeight="4rem">
        <MonthAttendance childId={childId} month={month} />
      </AsyncBoundary>
    </div>
  )
}

function MonthAttendance({ childId, month }: { childId: string; month: string }) {
  const t = useChildTexts()
  const { data } = useSuspenseQuery(attendanceSummaryQuery(childId, month.slice(0, 7)))
  const needs = useSuspenseQuery(serviceNeedsQuery(childId)).data
  const monthEnd = addMonthsClamped(month, 1)
  // The contract days of the service need in force on the month's days (the latest one starting in it)
  const contractDays =
    needs.find((sn) => sn.startDate < monthEnd && sn.endDate >= month && sn.contractDaysPerMonth !== null)
      ?.contractDaysPerMonth ?? null
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t.attendance.attendanceDays}</dt>
        <dd>{t.attendance.days(data.attendanceDays)}</dd>
        {contractDays !== null && (
          <>
            <dt>{t.attendance.contractDays}</dt>
            <dd>{t.attendance.days(contractDays)}</dd>
          </>
        )}
      </dl>
      {contractDays === null && <p className={styles.muted}>{t.attendance.noContract}</p>}
      {contractDays !== null && data.attendanceDays > contractDays && (
        <Alert kind="warning">{t.attendance.overContract}</Alert>
      )}
    </>
  )
}
