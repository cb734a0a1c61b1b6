import { useEffect, useRef } from 'react'
import type { CalendarDay, ReservationsResponse } from '@citizen/contract/web'
import { formatDate, isoWeekday, startOfMonth } from '@citizen/contract/web'
import { Button } from '../../ui/button'
import { monthsOf } from './model'
import { DaySummary } from './day-summary'
import { MonthSummaries } from './month-summaries'
import { useCalendarTexts } from './i18n'
import styles from './calendar.module.css'

interface Props {
  data: ReservationsResponse
  today: string
  onOpenDay: (date: string) => void
  onFetchPrevious: () => void
  fetchingPrevious: boolean
}

/** The phone calendar: the loaded days as one list by month, opened at today. */
export function MonthList({ data, today, onOpenDay, onFetchPrevious, fetchingPrevious }: Props) {
  const t = useCalendarTexts()
  const todayRow = useRef<HTMLLIElement>(null)
  useEffect(() => {
    todayRow.current?.scrollIntoView({ block: 'start' })
  }, [])
  // Weekend days only when a child has a place on them
  const shownDays = data.days.filter((d) => isoWeekday(d.date) < 6 || d.children.length > 0)
  return (
    <div className={styles.list}>
      <Button onClick={onFetchPrevious} disabled={fetchingPrevious} fullWidth>
        {t.month.fetchPrevious}
      </Button>
      {monthsOf(shownDays).map((month) => (
        <section key={month} className={styles.listMonth} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className={styles.listMonthTitle}>
            {t.monthNames[Number(month.slice(5, 7)) - 1]} {month.slice(0, 4)}
          </h2>
          <ul className={styles.listDays}>
            {shownDays
              .filter((d) => startOfMonth(d.date) === month)
              .map((day) => (
                <li key={day.date} ref={day.date === today ? todayRow : undefined}>
                  <ListDay day={day} data={data} today={today} onOpen={() => onOpenDay(day.date)} />
                </li>
              ))}
          </ul>
          <MonthSummaries data={data} month={month} />
        </section>
      ))}
    </div>
  )
}

function ListDay({
  day,
  data,
  today,
  onOpen,
}: {
  day: CalendarDay
  data: ReservationsResponse
  today: string
  onOpen: () => void
}) {
  const t = useCalendarTexts()
  const weekday = t.weekdays[isoWeekday(day.date) - 1]!
  const classes = [styles.listDay, day.date === today ? styles.todayCell : '', day.date < today ? styles.past : '']
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} onClick={onOpen}>
      <span className={styles.listDate}>
        <span className={styles.listWeekday}>{weekday}</span> {formatDate(day.date).slice(0, 6)}
        {day.date === today && <span className="visually-hidden"> ({t.day.today})</span>}
      </span>
      <span className={styles.listContent}>
        {day.holiday && <span className={styles.holiday}>{t.day.holiday}</span>}
        <DaySummary day={day} childList={data.children} today={today} />
      </span>
    </button>
  )
}
