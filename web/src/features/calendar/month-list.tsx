import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { CalendarChild, CalendarDay, CalendarData, FiniteDayRange } from '@citizen/contract/web'
import { addDays, addMonths, formatDate, isoWeekday, startOfIsoWeek, startOfMonth } from '@citizen/contract/web'
import { Button } from '../../ui/button'
import { monthsOf } from './model'
import { DaySummary } from './day-summary'
import { MonthSummaries } from './month-summaries'
import { DayEventsSummary, NO_EVENTS, useEventDays } from './day-events'
import type { BookedTime, DayEvent } from './event-model'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import { useCalendarEventTexts, type CalendarEventTexts } from './i18n/events'
import styles from './calendar.module.css'

interface Props {
  data: CalendarData
  today: string
  /** Shown just above today (the list opens there, so they are seen): the income reminder */
  notices: ReactNode
  /** Stable (the days are memoized) */
  onOpenDay: (date: string) => void
  onFetchPrevious: () => void
  fetchingPrevious: boolean
  /** A pointer over or the focus in the days: the day view's code is fetched */
  onIntent?: () => void
  /** Days an absence waits on the device for (offline, issue 42) */
  waiting: ReadonlySet<string>
}

/** Months rendered after today's at first and per step: a year of days is much for a phone to draw at once */
const LATER_MONTHS_STEP = 2

/**
 * Days drawn in the list's first render after the Monday of today's week: more than a phone's
 * screen. The later ones follow at once in a transition, which React draws in slices: the hundred
 * rows at once were the page's longest task. The earlier days are drawn at first, above the
 * screen: drawn later, they would push today's row down (a layout shift even when scrolled back).
 */
const FIRST_DAYS = 21

/**
 * The phone calendar: the loaded days as one list by month, opened at today. Later months are
 * drawn as the list is scrolled near its end (or with the button), earlier ones are fetched.
 */
export function MonthList({
  data,
  today,
  notices,
  onOpenDay,
  onFetchPrevious,
  fetchingPrevious,
  onIntent,
  waiting,
}: Props) {
  const t = useCalendarTexts()
  const eventTexts = useCalendarEventTexts()
  const events = useEventDays(today, data.children)
  const todayRow = useRef<HTMLLIElement>(null)
  // Opened at today before the first paint
  useLayoutEffect(() => {
    todayRow.current?.scrollIntoView({ block: 'start' })
  }, [])
  const [complete, setComplete] = useState(false)
  useEffect(() => startTransition(() => setComplete(true)), [])
  const [laterMonths, setLaterMonths] = useState(LATER_MONTHS_STEP)
  const lastShown = addMonths(startOfMonth(today), laterMonths)
  // Weekend days only when a child has a place on them
  const listDays = data.days.filter((d) => isoWeekday(d.date) < 6 || d.children.length > 0)
  const firstEnd = addDays(startOfIsoWeek(today), FIRST_DAYS - 1)
  const shownDays = listDays.filter((d) => (complete ? startOfMonth(d.date) <= lastShown : d.date <= firstEnd))
  const hasLater = complete && shownDays.length < listDays.length
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
    <div className={styles.list} onPointerDown={onIntent} onFocus={onIntent}>
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
                  <ListDay
                    day={day}
                    childList={data.children}
                    reservableRange={data.reservableRange}
                    today={today}
                    onOpen={onOpenDay}
                    t={t}
                    eventTexts={eventTexts}
                    events={events?.events.get(day.date) ?? NO_EVENTS}
                    booked={events?.booked.get(day.date) ?? NO_EVENTS}
                    waiting={waiting.has(day.date)}
                  />
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

/** Memoized: the events arriving, or the list growing, draw only the days they change */
const ListDay = memo(function ListDay({
  day,
  childList,
  reservableRange,
  today,
  onOpen,
  t,
  eventTexts,
  events,
  booked,
  waiting,
}: {
  day: CalendarDay
  childList: CalendarChild[]
  reservableRange: FiniteDayRange
  today: string
  onOpen: (date: string) => void
  t: CalendarTexts
  eventTexts: CalendarEventTexts
  events: readonly DayEvent[]
  booked: readonly BookedTime[]
  waiting: boolean
}) {
  const weekday = t.weekdays[isoWeekday(day.date) - 1]!
  const classes = [styles.listDay, day.date === today ? styles.todayCell : '', day.date < today ? styles.past : '']
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      onClick={() => onOpen(day.date)}
      data-day={day.date}
    >
      <span className={styles.listDate}>
        <span className={styles.listWeekday}>{weekday}</span> {formatDate(day.date).slice(0, 6)}
        {day.date === today && <span className="visually-hidden"> ({t.day.today})</span>}
      </span>
      <span className={styles.listContent}>
        {day.holiday && <span className={styles.holiday}>{t.day.holiday}</span>}
        <DaySummary day={day} childList={childList} today={today} reservableRange={reservableRange} t={t} />
        <DayEventsSummary events={events} booked={booked} t={eventTexts} titles />
        {waiting && <span className={styles.waiting}>{t.absences.waiting}</span>}
      </span>
    </button>
  )
})
