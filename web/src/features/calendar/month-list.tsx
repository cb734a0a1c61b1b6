import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { CalendarDay, CalendarData } from '@citizen/contract/web'
import { addMonths, formatDate, isoWeekday, startOfMonth } from '@citizen/contract/web'
import { Button } from '../../ui/button'
import { monthsOf } from './model'
import { DaySummary } from './day-summary'
import { MonthSummaries } from './month-summaries'
import { DayEventsSummary } from './day-events'
import { useCalendarTexts } from './i18n'
import styles from './calendar.module.css'

interface Props {
  data: CalendarData
  today: string
  /** Shown just above today (the list opens there, so they are seen): the income reminder */
  notices: ReactNode
  onOpenDay: (date: string) => void
  onFetchPrevious: () => void
  fetchingPrevious: boolean
}

/** Months rendered after today's at first and per step: a year of days is much for a phone to draw at once */
const LATER_MONTHS_STEP = 2

/**
 * The phone calendar: the loaded days as one list by month, opened at today. Later months are
 * drawn as the list is scrolled near its end (or with the button), earlier ones are fetched.
 */
export function MonthList({ data, today, notices, onOpenDay, onFetchPrevious, fetchingPrevious }: Props) {
  const t = useCalendarTexts()
  const todayRow = useRef<HTMLLIElement>(null)
  useEffect(() => {
    todayRow.current?.scrollIntoView({ block: 'start' })
  }, [])
  const [laterMonths, setLaterMonths] = useState(LATER_MONTHS_STEP)
  const lastShown = addMonths(startOfMonth(today), laterMonths)
  // Weekend days only when a child has a place on them
  const listDays = data.days.filter((d) => isoWeekday(d.date) < 6 || d.children.length > 0)
  const shownDays = listDays.filter((d) => startOfMonth(d.date) <= lastShown)
  const hasLater = shownDays.length < listDays.length
  // Today, or the next day the list shows (a weekend without care is not in it)
  const opening = shownDays.find((d) => d.date >= today)?.date
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const sentinel = end.current
    if (!sentinel || !hasLater || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setLaterMonths((n) => n + LATER_MONTHS_STEP)
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasLater, laterMonths])
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
                <li key={day.date} ref={day.date === opening ? todayRow : undefined}>
                  {day.date === opening && notices}
                  <ListDay day={day} data={data} today={today} onOpen={() => onOpenDay(day.date)} />
                </li>
              ))}
          </ul>
          <MonthSummaries data={data} month={month} />
        </section>
      ))}
      {hasLater && (
        <div ref={end}>
          <Button onClick={() => setLaterMonths((n) => n + LATER_MONTHS_STEP)} fullWidth>
            {t.month.showLater}
          </Button>
        </div>
      )}
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
  data: CalendarData
  today: string
  onOpen: () => void
}) {
  const t = useCalendarTexts()
  const weekday = t.weekdays[isoWeekday(day.date) - 1]!
  const classes = [styles.listDay, day.date === today ? styles.todayCell : '', day.date < today ? styles.past : '']
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} onClick={onOpen} data-day={day.date}>
      <span className={styles.listDate}>
        <span className={styles.listWeekday}>{weekday}</span> {formatDate(day.date).slice(0, 6)}
        {day.date === today && <span className="visually-hidden"> ({t.day.today})</span>}
      </span>
      <span className={styles.listContent}>
        {day.holiday && <span className={styles.holiday}>{t.day.holiday}</span>}
        <DaySummary day={day} childList={data.children} today={today} reservableRange={data.reservableRange} />
        <DayEventsSummary date={day.date} today={today} childList={data.children} titles />
      </span>
    </button>
  )
}
