import {
  daysBetween,
  daysInMonth,
  daysOf,
  endOfMonth,
  finnishHolidays,
  isFinnishHoliday,
  isoWeekday,
  localDate,
  startOfMonth,
  type FiniteDayRange,
} from '@citizen/contract'
import type { HolidayPeriod } from './reservable-range'
import {
  contextWith,
  scheduleDependsOnDate,
  type CalendarFacts,
  type ChildDayContext,
  type FactIndex,
  type PlacementFacts,
  type ServiceNeedFacts,
} from './day-context'

/**
 * The calendar's days by index (calendar-days.ts reads them so): the days of the months around
 * the range with their weekdays and public holidays, each day's holiday period, and each child's
 * context of each day, shared between days that have the same.
 */

/** A day of the calendar with what every child's day shares: the weekday and the public holiday. */
interface Day {
  date: string
  /** The month's number in the range, from 0 */
  monthIndex: number
  weekday: number
  holiday: boolean
}

/**
 * The days of the whole months around the range: the same for every family on the same day (the
 * calendar's first load asks the same range of everyone), so the last few are kept.
 */
const monthDays = new Map<string, readonly Day[]>()
const MONTH_DAYS_KEPT = 8

export function daysOfMonthsAround(range: FiniteDayRange): readonly Day[] {
  const months = { start: startOfMonth(range.start), end: endOfMonth(range.end) }
  const key = `${months.start} ${months.end}`
  let days = monthDays.get(key)
  if (!days) {
    if (monthDays.size >= MONTH_DAYS_KEPT) monthDays.clear()
    monthDays.set(key, (days = daysWithWeekdays(months)))
  }
  return days
}

/** The days of the range, each date parsed once (not once per child and rule). */
function daysWithWeekdays(range: FiniteDayRange): Day[] {
  const days: Day[] = []
  let weekday = isoWeekday(range.start)
  let year = Number(range.start.slice(0, 4))
  // Counted on from the digits, as daysOf would step (it parses and formats each day); years
  // written with fewer than four digits are left to it
  if (year < 1000 || Number(range.end.slice(0, 4)) > 9999) {
    let previousMonth = ''
    let monthIndex = -1
    for (const date of daysOf(range)) {
      if (date.slice(0, 7) !== previousMonth) {
        previousMonth = date.slice(0, 7)
        monthIndex++
      }
      days.push({ date, monthIndex, weekday, holiday: isFinnishHoliday(date) })
      weekday = (weekday % 7) + 1
    }
    return days
  }
  let month = Number(range.start.slice(5, 7))
  let day = Number(range.start.slice(8, 10))
  let monthLength = daysInMonth(year, month)
  let monthIndex = 0
  let holidays = finnishHolidays(year)
  for (let date = range.start; date <= range.end; date = localDate(year, month, day)) {
    days.push({ date, monthIndex, weekday, holiday: holidays.has(date) })
    weekday = (weekday % 7) + 1
    if (++day > monthLength) {
      day = 1
      if (++month > 12) {
        month = 1
        year++
      }
      monthLength = daysInMonth(year, month)
      monthIndex++
      holidays = finnishHolidays(year)
    }
  }
  return days
}

/** A day's context with its number: days of one number have the same child-day fields from it */
export type NumberedContext = ChildDayContext & {
  number: number
  /** The schedule type depends on the day (clubs, preschool): see scheduleType */
  scheduleByDate: boolean
  /** The child-day of a day without rows, by its holiday period effect's number * 2 + past or not */
  refs: (number | undefined)[]
}

/**
 * Each day's context for a child's placements (`childDayContext`'s answer, which checkSharing
 * compares): the placement and service need are looked up again only where the last one ends,
 * and the contexts are shared objects, one per placement, need, weekday and holiday, numbered by
 * what the child-day takes from them (placement, need, hours: hours are told apart by their times,
 * as each weekday has its own object).
 */
export function dayContexts(
  facts: CalendarFacts,
  index: FactIndex,
  allDays: readonly Day[],
): (placements: PlacementFacts[]) => (NumberedContext | null)[] {
  const shared = new Map<PlacementFacts, Map<ServiceNeedFacts | null, (NumberedContext | null | undefined)[]>>()
  const numbers = new Map<string, number>()
  const numberOf = (ctx: ChildDayContext) => {
    const key = `${ctx.placement.id} ${ctx.serviceNeed ? facts.serviceNeeds.indexOf(ctx.serviceNeed) : -1} ${ctx.operationTime?.start}-${ctx.operationTime?.end}`
    let number = numbers.get(key)
    if (number === undefined) numbers.set(key, (number = numbers.size))
    return number
  }
  const first = allDays[0]!.date
  const last = allDays.length - 1
  /** The days of a span by their index in allDays, cut to them (from > to: none) */
  const indexesOf = (span: { start: string; end: string }) => ({
    from: Math.max(0, daysBetween(first, span.start)),
    to: Math.min(last, daysBetween(first, span.end)),
  })
  return (placements) => {
    // undefined: no placement yet; null: not in the calendar that day
    const contexts = new Array<NumberedContext | null | undefined>(allDays.length).fill(undefined)
    // The first placement (in the facts' order) holding a day is its placement, as placementOn
    for (const placement of placements) {
      const { from, to } = indexesOf(placement)
      if (from > to) continue
      // The first need (in the facts' order) holding a day is its need, as serviceNeedOn: the
      // needs are laid in reverse order, so an earlier one covers a later one
      const needs = index.needsByPlacement.get(placement.id) ?? []
      const needAt = new Array<ServiceNeedFacts | null>(to - from + 1).fill(null)
      for (let n = needs.length - 1; n >= 0; n--) {
        const span = indexesOf(needs[n]!)
        for (let i = Math.max(from, span.from); i <= Math.min(to, span.to); i++) needAt[i - from] = needs[n]!
      }
      let byNeed = shared.get(placement)
      if (!byNeed) shared.set(placement, (byNeed = new Map()))
      for (let i = from; i <= to; i++) {
        if (contexts[i] !== undefined) continue
        const need = needAt[i - from]!
        // The shared contexts of the placement and need, by weekday and holiday
        let byDay = byNeed.get(need)
        if (!byDay) byNeed.set(need, (byDay = new Array<NumberedContext | null | undefined>(16).fill(undefined)))
        const { weekday, holiday } = allDays[i]!
        const slot = weekday * 2 + (holiday ? 1 : 0)
        let ctx = byDay[slot]
        if (ctx === undefined) {
          const context = contextWith(facts, placement, need, weekday, holiday)
          byDay[slot] = ctx = context && {
            placement: context.placement,
            serviceNeed: context.serviceNeed,
            shiftCare: context.shiftCare,
            operationTime: context.operationTime,
            number: numberOf(context),
            scheduleByDate: scheduleDependsOnDate(context.placement.type),
            // Sized: a read past an array's end is V8's slow path
            refs: new Array<number | undefined>((facts.holidayPeriods.length + 1) * 2),
          }
        }
        contexts[i] = ctx
      }
    }
    for (let i = 0; i < contexts.length; i++) contexts[i] ??= null
    return contexts as (NumberedContext | null)[]
  }
}

/** checkSharing: the shared context is the day's own */
export function checkContext(shared: ChildDayContext, own: ChildDayContext | null, date: string) {
  const fields = (c: ChildDayContext | null) =>
    c && JSON.stringify([c.placement, c.serviceNeed, c.shiftCare, c.operationTime])
  if (fields(shared) !== fields(own)) throw new Error(`The shared context of ${date} is not the day's own`)
}

/** The index of each day's holiday period in the periods (the first that holds it), -1 for none */
export function holidayPeriodsByDay(periods: HolidayPeriod[], days: readonly Day[]): Int32Array {
  const byDay = new Int32Array(days.length).fill(-1)
  const first = days[0]!.date
  for (let h = periods.length - 1; h >= 0; h--) {
    const { period } = periods[h]!
    const from = Math.max(0, daysBetween(first, period.start))
    const to = Math.min(days.length - 1, daysBetween(first, period.end))
    for (let i = from; i <= to; i++) byDay[i] = h
  }
  return byDay
}
