import { memo } from 'react'
import type { CalendarChild, CalendarDay, CalendarData, FiniteDayRange } from '@citizen/contract/web'
import { addMonths, formatDate, startOfMonth } from '@citizen/contract/web'
import { Button } from '../../ui/button'
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons'
import { monthWeeks, showsWeekends } from './model'
import { DaySummary } from './day-summary'
import { MonthSummaries } from './month-summaries'
import { DayEventsSummary, NO_EVENTS, useEventDays } from './day-events'
import type { BookedTime, DayEvent } from './event-model'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import { useCalendarEventTexts, type CalendarEventTexts } from './i18n/events'
import pageStyles from '../../shared/page.module.css'
import styles from './calendar.module.css'

interface Props {
  data: CalendarData
  days: Map<string, CalendarDay>
  today: string
  /** 'YYYY-MM-01' of the month shown */
  month: string
  onMonth: (month: string) => void
  /** Earlier months are being fetched (any earlier month can be: "previous" waits only for this) */
  fetchingPrevious: boolean
  /** Stable (the days are memoized) */
  onOpenDay: (date: string) => void
  selected: Set<string>
  /** Stable (the days are memoized) */
  onToggle: (date: string) => void
  /** A pointer over or the focus in the days: the day view's code is fetched */
  onIntent?: () => void
  /** Days an absence waits on the device for (offline, issue 42) */
  waiting: ReadonlySet<string>
}

/** The desktop calendar: one month as weeks × weekdays (7 columns when a child attends at weekends). */
export function MonthGrid({
  data,
  days,
  today,
  month,
  onMonth,
  fetchingPrevious,
  onOpenDay,
  selected,
  onToggle,
  onIntent,
  waiting,
}: Props) {
  const t = useCalendarTexts()
  const eventTexts = useCalendarEventTexts()
  const events = useEventDays(today, data.children)
  const weekends = showsWeekends(data.days)
  const weeks = monthWeeks(month, weekends)
  const loadedMonths = new Set(data.days.map((d) => startOfMonth(d.date)))
  const title = `${t.monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`
  const weekdays = t.weekdays.slice(0, weekends ? 7 : 5)
  return (
    <section className={pageStyles.card} aria-labelledby="calendar-month" onPointerOver={onIntent} onFocus={onIntent}>
      <div className={styles.monthBar}>
        <Button aria-label={t.month.previous} disabled={fetchingPrevious} onClick={() => onMonth(addMonths(month, -1))}>
          <ChevronLeftIcon />
        </Button>
        <h2 id="calendar-month" className={styles.monthTitle} aria-live="polite">
          {title}
        </h2>
        <Button
          aria-label={t.month.next}
          disabled={!loadedMonths.has(addMonths(month, 1))}
          onClick={() => onMonth(addMonths(month, 1))}
        >
          <ChevronRightIcon />
        </Button>
        <Button onClick={() => onMonth(startOfMonth(today))} disabled={month === startOfMonth(today)}>
          {t.month.today}
        </Button>
      </div>
      <table className={styles.grid}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.weekColumn}>
              <abbr title={t.month.weekTitle}>{t.month.week}</abbr>
            </th>
            {weekdays.map((d, i) => (
              <th key={d} scope="col">
                <abbr title={t.weekdayNames[i]}>{d}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row" className={styles.weekColumn}>
                <span className="visually-hidden">{t.month.weekNumber(week.week)}</span>
                <span aria-hidden="true">{week.week}</span>
              </th>
              {week.dates.map((date, i) => (
                <td key={date ?? `empty-${i}`} className={cellClass(date, today, selected)}>
                  {date && (
                    <GridDay
                      date={date}
                      day={days.get(date)}
                      childList={data.children}
                      reservableRange={data.reservableRange}
                      today={today}
                      weekday={t.weekdayNames[i]!}
                      selected={selected.has(date)}
                      onOpen={onOpenDay}
                      onToggle={onToggle}
                      t={t}
                      eventTexts={eventTexts}
                      events={events?.events.get(date) ?? NO_EVENTS}
                      booked={events?.booked.get(date) ?? NO_EVENTS}
                      waiting={waiting.has(date)}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <MonthSummaries data={data} month={month} />
    </section>
  )
}

function cellClass(date: string | null, today: string, selected: Set<string>) {
  if (!date) return styles.emptyCell
  return [styles.cell, date === today ? styles.todayCell : '', selected.has(date) ? styles.selectedCell : '']
    .filter(Boolean)
    .join(' ')
}

/** Memoized: selecting a day or the events arriving draws only the days they change */
const GridDay = memo(function GridDay({
  date,
  day,
  childList,
  reservableRange,
  today,
  weekday,
  selected,
  onOpen,
  onToggle,
  t,
  eventTexts,
  events,
  booked,
  waiting,
}: {
  date: string
  day: CalendarDay | undefined
  childList: CalendarChild[]
  reservableRange: FiniteDayRange
  today: string
  weekday: string
  selected: boolean
  onOpen: (date: string) => void
  onToggle: (date: string) => void
  t: CalendarTexts
  eventTexts: CalendarEventTexts
  events: readonly DayEvent[]
  booked: readonly BookedTime[]
  waiting: boolean
}) {
  const label = `${weekday} ${formatDate(date)}`
  const selectable = date >= today && (day?.children.length ?? 0) > 0
  return (
    <>
      <div className={styles.cellHead}>
        <button
          type="button"
          className={styles.dayButton}
          onClick={() => onOpen(date)}
          aria-label={t.day.open(label)}
          data-day={date}
        >
          {Number(date.slice(8, 10))}.{Number(date.slice(5, 7))}.
          {date === today && <span className="visually-hidden"> ({t.day.today})</span>}
        </button>
        {selectable && (
          <button
            type="button"
            className={styles.selectButton}
            aria-pressed={selected}
            aria-label={t.day.select(label)}
            onClick={() => onToggle(date)}
          >
            <span aria-hidden="true">{selected ? '✓' : ''}</span>
          </button>
        )}
      </div>
      {day?.holiday && <div className={styles.holiday}>{t.day.holiday}</div>}
      {day && (
        <DaySummary day={day} childList={childList} today={today} reservableRange={reservableRange} compact t={t} />
      )}
      <DayEventsSummary events={events} booked={booked} t={eventTexts} />
      {waiting && <span className={styles.waiting}>{t.absences.waiting}</span>}
    </>
  )
})
