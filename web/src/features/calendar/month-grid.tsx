import type { CalendarDay, CalendarData } from '@citizen/contract/web'
import { addMonths, formatDate, startOfMonth } from '@citizen/contract/web'
import { Button } from '../../ui/button'
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons'
import { monthWeeks, showsWeekends } from './model'
import { DaySummary } from './day-summary'
import { MonthSummaries } from './month-summaries'
import { DayEventsSummary } from './day-events'
import { useCalendarTexts } from './i18n'
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
  onOpenDay: (date: string) => void
  selected: Set<string>
  onToggle: (date: string) => void
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
}: Props) {
  const t = useCalendarTexts()
  const weekends = showsWeekends(data.days)
  const weeks = monthWeeks(month, weekends)
  const loadedMonths = new Set(data.days.map((d) => startOfMonth(d.date)))
  const title = `${t.monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`
  const weekdays = t.weekdays.slice(0, weekends ? 7 : 5)
  return (
    <section className={pageStyles.card} aria-labelledby="calendar-month">
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
                      data={data}
                      today={today}
                      weekday={t.weekdayNames[i]!}
                      selected={selected.has(date)}
                      onOpen={() => onOpenDay(date)}
                      onToggle={() => onToggle(date)}
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

function GridDay({
  date,
  day,
  data,
  today,
  weekday,
  selected,
  onOpen,
  onToggle,
}: {
  date: string
  day: CalendarDay | undefined
  data: CalendarData
  today: string
  weekday: string
  selected: boolean
  onOpen: () => void
  onToggle: () => void
}) {
  const t = useCalendarTexts()
  const label = `${weekday} ${formatDate(date)}`
  const selectable = date >= today && (day?.children.length ?? 0) > 0
  return (
    <>
      <div className={styles.cellHead}>
        <button
          type="button"
          className={styles.dayButton}
          onClick={onOpen}
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
            onClick={onToggle}
          >
            <span aria-hidden="true">{selected ? '✓' : ''}</span>
          </button>
        )}
      </div>
      {day?.holiday && <div className={styles.holiday}>{t.day.holiday}</div>}
      {day && (
        <DaySummary day={day} childList={data.children} today={today} reservableRange={data.reservableRange} compact />
      )}
      <DayEventsSummary date={date} today={today} childList={data.children} />
    </>
  )
}
