/**
 * What the calendar shows, from the reservations response (spec 001 "Calendar screen", "Calendar
 * day" states; reference §6). Pure functions: the page, the grid and the list only lay them out.
 */
import {
  addDays,
  addMonths,
  childDayState,
  endOfMonth,
  isoWeek,
  isoWeekday,
  rangeIncludes,
  startOfIsoWeek,
  startOfMonth,
  type CalendarChild,
  type CalendarChildDay,
  type CalendarDay,
  type ChildDayState,
  type DayEditability,
  type FiniteDayRange,
  type CalendarData,
} from '@citizen/contract/web'

/** spec 001 §7: from the start of the week of the first day of the previous month to the end of the month a year ahead */
export function initialRange(today: string): FiniteDayRange {
  return { start: startOfIsoWeek(startOfMonth(addMonths(today, -1))), end: endOfMonth(addMonths(today, 12)) }
}

/** "Fetch previous": the three months before what is loaded, from the start of a week */
export function previousRange(loadedStart: string): FiniteDayRange {
  const start = startOfIsoWeek(startOfMonth(addMonths(loadedStart, -3)))
  return { start, end: addDays(loadedStart, -1) }
}

/** Several loaded ranges as one response: days in order, each child once with all its month summaries. */
export function mergeResponses(pages: CalendarData[]): CalendarData {
  const children = new Map<string, CalendarChild>()
  const days = new Map<string, CalendarDay>()
  for (const page of pages) {
    for (const child of page.children) {
      const known = children.get(child.id)
      if (!known) children.set(child.id, child)
      else {
        const months = new Map(known.monthSummaries.map((m) => [`${m.year}-${m.month}`, m]))
        for (const m of child.monthSummaries) months.set(`${m.year}-${m.month}`, m)
        children.set(child.id, { ...known, monthSummaries: [...months.values()] })
      }
    }
    for (const day of page.days) days.set(day.date, day)
  }
  return {
    children: [...children.values()],
    // YYYY-MM-DD sorts as text; localeCompare would collate each pair with ICU (a year of days)
    days: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    reservableRange: pages[0]!.reservableRange,
  }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * spec 001 usedService: an attendance longer than the reservation (a part of an ended attendance
 * outside the reserved times), for the day view's warning. With an hour-based contract, as eVaka
 * does: the used service (reservations and attendances) exceeds the reserved minutes, which also
 * covers an attendance without any reservation (not a day counted as the month's average).
 */
export function attendanceOverReservation(day: CalendarChildDay): boolean {
  const used = day.usedService
  if (used && used.usedServiceRanges.length > 0 && used.usedServiceMinutes > used.reservedMinutes) return true
  const times = day.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : []))
  if (times.length === 0) return false
  const minutes = new Set<number>()
  for (const r of times) for (let m = minutesOf(r.start); m < minutesOf(r.end); m++) minutes.add(m)
  return day.attendances.some((a) => {
    if (!a.end) return false
    for (let m = minutesOf(a.start); m < minutesOf(a.end); m++) if (!minutes.has(m)) return true
    return false
  })
}

/** Minutes as whole hours and the minutes left ("6 h 40 min" is the texts') */
export const hoursAndMinutes = (minutes: number) => ({ h: Math.floor(minutes / 60), min: minutes % 60 })

const stateKey = (s: ChildDayState) => JSON.stringify(s)

/** Children whose day reads the same, shown together behind their avatars */
export interface DayGroup {
  state: ChildDayState
  childIds: string[]
}

/** The day's children grouped by what they show, in the order of the children list. */
export function dayGroups(
  day: CalendarDay,
  childOrder: string[],
  today: string,
  reservableRange: FiniteDayRange,
): DayGroup[] {
  const groups = new Map<string, DayGroup>()
  const ordered = [...day.children].sort((a, b) => childOrder.indexOf(a.childId) - childOrder.indexOf(b.childId))
  for (const child of ordered) {
    const state = childDayState(child, day.date, today, reservableRange)
    const key = stateKey(state)
    const group = groups.get(key)
    if (group) group.childIds.push(child.childId)
    else groups.set(key, { state, childIds: [child.childId] })
  }
  return [...groups.values()]
}

/** spec 001: up to 4 avatars, otherwise 3 and a count of the rest */
export function avatarsShown<T>(children: T[]): { shown: T[]; more: number } {
  if (children.length <= 4) return { shown: children, more: 0 }
  return { shown: children.slice(0, 3), more: children.length - 3 }
}

/**
 * Whether a child's day can be changed with a reservation (planReservations' question): not when
 * staff marked the absence, nor outside the reservable range, in a term break, or in a holiday
 * period not yet open or already closed. Undefined: the child has no place that day.
 */
export function reservationEditability(
  days: Map<string, CalendarDay>,
  reservableRange: FiniteDayRange,
): (childId: string, date: string) => DayEditability | undefined {
  return (childId, date) => {
    const child = days.get(date)?.children.find((c) => c.childId === childId)
    if (!child) return undefined
    if (child.absence && !child.absence.editable) return 'notEditable'
    if (!rangeIncludes(reservableRange, date)) return 'notReservable'
    if (child.scheduleType === 'TERM_BREAK') return 'notReservable'
    const effect = child.holidayPeriodEffect?.type
    if (effect === 'NotYetReservable' || effect === 'ReservationsClosed') return 'notReservable'
    return 'editable'
  }
}

/** Weekends get columns when any child has a place on a Saturday or Sunday in the loaded days. */
export function showsWeekends(days: CalendarDay[]): boolean {
  return days.some((d) => isoWeekday(d.date) >= 6 && d.children.length > 0)
}

export interface GridWeek {
  week: number
  /** Monday to Friday or Monday to Sunday; null outside the month */
  dates: (string | null)[]
}

/** The weeks of a month as grid rows (the days of other months are empty cells). */
export function monthWeeks(month: string, weekends: boolean): GridWeek[] {
  const first = startOfMonth(month)
  const last = endOfMonth(month)
  const weeks: GridWeek[] = []
  for (let monday = startOfIsoWeek(first); monday <= last; monday = addDays(monday, 7)) {
    const dates = Array.from({ length: weekends ? 7 : 5 }, (_, i) => {
      const date = addDays(monday, i)
      return date >= first && date <= last ? date : null
    })
    if (dates.some((d) => d !== null)) weeks.push({ week: isoWeek(monday), dates })
  }
  return weeks
}

/** The months ('YYYY-MM-01') the loaded days cover, in order */
export function monthsOf(days: CalendarDay[]): string[] {
  return [...new Set(days.map((d) => startOfMonth(d.date)))]
}

export interface MonthAlert {
  childId: string
  kind: 'reservedOver' | 'usedOver' | 'contractDays'
}

/**
 * spec 001: an alert when reserved or used minutes exceed the service need, and a warning when the
 * days with a reservation or attendance exceed the contract days of the month.
 */
export function monthAlerts(children: CalendarChild[], days: CalendarDay[], month: string): MonthAlert[] {
  const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))]
  const alerts: MonthAlert[] = []
  for (const child of children) {
    const summary = child.monthSummaries.find((m) => m.year === year && m.month === monthNumber)
    if (summary && summary.serviceNeedMinutes > 0) {
      if (summary.reservedMinutes > summary.serviceNeedMinutes) alerts.push({ childId: child.id, kind: 'reservedOver' })
      if (summary.usedServiceMinutes > summary.serviceNeedMinutes) alerts.push({ childId: child.id, kind: 'usedOver' })
    }
    if (child.contractDaysPerMonth != null) {
      const attendingDays = days.filter(
        (d) =>
          startOfMonth(d.date) === month &&
          d.children.some(
            (c) => c.childId === child.id && !c.absence && (c.reservations.length > 0 || c.attendances.length > 0),
          ),
      ).length
      if (attendingDays > child.contractDaysPerMonth) alerts.push({ childId: child.id, kind: 'contractDays' })
    }
  }
  return alerts
}

/** Minutes as hours with at most one decimal ("140 h", "37,5 h" is the caller's formatting) */
export const hours = (minutes: number) => Math.round(minutes / 6) / 10
