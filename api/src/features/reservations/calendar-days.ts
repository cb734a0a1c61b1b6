import {
  daysBetween,
  daysInMonth,
  daysOf,
  localDate,
  endOfMonth,
  startOfMonth,
  isFinnishHoliday,
  finnishHolidays,
  isoWeekday,
  type CalendarChildDay,
  type FiniteDayRange,
  type PlacementType,
  type ScheduleType,
  type TimeRange,
  SCHEDULE_TYPES,
} from '@citizen/contract'
import { absenceCategories } from './absence-categories'
import { holidayPeriodEffect, type HolidayPeriod, type HolidayPeriodEffect } from './reservable-range'
import { usedService, type UsedService } from './used-service'
import {
  childDayContext,
  contextWith,
  fixedTime,
  indexOf,
  isPreschoolDay,
  NO_PLACEMENTS,
  reservableTimeRange,
  scheduleDependsOnDate,
  scheduleType,
  type CalendarFacts,
  type ChildDayContext,
  type DayRows,
  type FactIndex,
  type PlacementFacts,
  type ServiceNeedFacts,
} from './day-context'

/**
 * The calendar's days (reference §6 GET /citizen/reservations, step 4) from the facts the queries
 * load (`day-context.ts`): pure, so each rule has a test without a database.
 */

const EMPTY_ROWS: DayRows = { reservations: [], absences: [], attendances: [] }

function relevantAbsence(
  rows: DayRows,
  placementType: PlacementType,
  date: string,
  today: string,
): CalendarChildDay['absence'] {
  const absence = rows.absences.find((a) => a.category === 'BILLABLE') ?? rows.absences[0]
  if (!absence) return null
  const fullDay = absenceCategories(placementType).every((c) => rows.absences.some((a) => a.category === c))
  // A part-day absence on a coming day with a reservation is the reservation's consequence, not news
  if (!(date < today || fullDay || rows.reservations.length === 0)) return null
  const editable = absence.type !== 'FREE_ABSENCE' && absence.byCitizen && !absence.fromQuestionnaire && date >= today
  return { type: absence.type, editable }
}

/** A day of the calendar and the indexes of its children's days in the child-days */
export interface DayRefs {
  date: string
  holiday: boolean
  children: number[]
}

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

function daysOfMonthsAround(range: FiniteDayRange): readonly Day[] {
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

/**
 * The child-days of the range, each distinct one once, and the days referring to them (the
 * answer's shape, ReservationsResponse). `checkSharing` (tests) builds every child-day and
 * throws if one differs from the shared one its key chose.
 *
 * A year of days costs a few hundred microseconds (issue 16's budget): most days have no rows,
 * and such a child-day depends only on the day's context (placement, service need, hours), its
 * schedule type, holiday period effect and whether it is past, so it is looked up by a number made
 * of those; a day with rows is looked up by a text naming each field's value.
 */
export function calendarDays(
  facts: CalendarFacts,
  range: FiniteDayRange,
  options: { checkSharing?: boolean } = {},
): { childDays: CalendarChildDay[]; days: DayRefs[] } {
  if (range.start > range.end) return { childDays: [], days: [] }
  const index = indexOf(facts)
  // The whole months around the range: a fully refunded day divides the month's hours by the
  // operation days of its whole month
  const allDays = daysOfMonthsAround(range)
  const first = daysBetween(allDays[0]!.date, range.start)
  const last = first + daysBetween(range.start, range.end)
  const terms = { preschool: facts.preschoolTerms, club: facts.clubTerms }
  const preschoolDays = new Map<number, boolean>()
  const isPreschoolDayAt = (i: number) => {
    let answer = preschoolDays.get(i)
    if (answer === undefined) preschoolDays.set(i, (answer = isPreschoolDay(facts.preschoolTerms, allDays[i]!.date)))
    return answer
  }
  const holidays = holidayPeriodsByDay(facts.holidayPeriods, allDays)
  // Each child's rows by the days' index
  const rowsByChild = new Map<string, (DayRows | undefined)[]>()
  for (const [key, rows] of facts.rows) {
    const [childId, date] = key.split(' ') as [string, string]
    const i = daysBetween(allDays[0]!.date, date)
    if (!(i >= 0 && i < allDays.length)) continue
    let byDay = rowsByChild.get(childId)
    // Sized to the days: a read past an array's end is V8's slow path
    if (!byDay) rowsByChild.set(childId, (byDay = new Array<DayRows | undefined>(allDays.length)))
    byDay[i] = rows
  }
  const noRows = new Array<DayRows | undefined>(allDays.length)
  const monthCount = allDays[allDays.length - 1]!.monthIndex + 1
  const contextsOf = dayContexts(facts, index, allDays)

  const children: ChildOfDays[] = []
  for (const childId of facts.childIds) {
    const placements = index.placementsByChild.get(childId) ?? NO_PLACEMENTS
    const contexts = contextsOf(placements)
    // The unit's operation days of each month (by month index)
    const operationDays = new Array<number>(monthCount).fill(0)
    for (let i = 0; i < allDays.length; i++) {
      if (contexts[i]?.operationTime) operationDays[allDays[i]!.monthIndex]!++
    }
    // Each holiday period's effect for the child, numbered from 1 (0: none)
    const effects: Effect[] = []
    for (let h = 0; h < facts.holidayPeriods.length; h++) {
      const effect = holidayPeriodEffect(facts.holidayPeriods[h]!, facts.today, placements)
      effects.push({ effect, number: effect ? h + 1 : 0 })
    }
    children.push({ childId, contexts, operationDays, effects, rowsAt: rowsByChild.get(childId) ?? noRows })
  }
  const effectCount = facts.holidayPeriods.length + 1

  // Each distinct child-day once (ReservationsResponse)
  const childDays: CalendarChildDay[] = []
  const byNumber = new Map<number, number>()
  const byText = new Map<string, number>()
  const days: DayRefs[] = []
  // Days from this index on are today or later
  const todayIndex = daysBetween(allDays[0]!.date, facts.today)
  for (let i = first; i <= last; i++) {
    const { date, holiday: isHoliday, monthIndex } = allDays[i]!
    const refs: number[] = []
    for (const child of children) {
      const ctx = child.contexts[i]
      if (!ctx) continue
      if (options.checkSharing) checkContext(ctx, childDayContext(facts, child.childId, date), date)
      const dayRows = child.rowsAt[i]
      const { effect, number: effectNumber } = holidays[i]! < 0 ? NO_EFFECT : child.effects[holidays[i]!]!
      const hours = ctx.serviceNeed?.daycareHoursPerMonth ?? null
      const past = hours === null || i >= todayIndex ? 1 : 0
      // Most days: no rows, and a schedule type that does not depend on the day. Their child-day
      // is the context's for the holiday period's effect and past or not
      const sameAsContext = !dayRows && !ctx.scheduleByDate
      if (sameAsContext && !options.checkSharing) {
        const known = ctx.refs[effectNumber * 2 + past]
        if (known !== undefined) {
          refs.push(known)
          continue
        }
      }
      const schedule = scheduleType(ctx.placement.type, date, terms)
      // The used service and the child-day are built only for a key not seen before
      const usedOf = (rows: DayRows) =>
        usedServiceOf(
          { date, today: facts.today, operationDaysInMonth: child.operationDays[monthIndex]! },
          ctx,
          rows,
          () => isPreschoolDayAt(i),
        )
      let ref: number | undefined
      let built: CalendarChildDay | undefined
      if (!dayRows) {
        // Without rows: no absence, reservations or attendances; the used service of an empty
        // day depends only on the need's hours, the day's hours and (with hours) whether it is past
        const key =
          ((ctx.number * SCHEDULE_TYPES.length + SCHEDULE_TYPES.indexOf(schedule)) * effectCount + effectNumber) * 2 +
          past
        ref = byNumber.get(key)
        if (ref === undefined || options.checkSharing) {
          const used = usedOf(EMPTY_ROWS)
          built = childDayOf(child.childId, ctx, schedule, effect, EMPTY_ROWS, null, used)
        }
        if (ref === undefined) byNumber.set(key, (ref = childDays.push(built!) - 1))
        if (sameAsContext) ctx.refs[effectNumber * 2 + past] = ref
      } else {
        const absence = relevantAbsence(dayRows, ctx.placement.type, date, facts.today)
        const used = usedOf(dayRows)
        // The context's number names the child, shift care and hours; the effect's number the effect
        const key =
          `${ctx.number} ${schedule} ${effectNumber} ${absence ? `${absence.type} ${absence.editable}` : ''}` +
          ` ${rowsKey(dayRows)} ${used ? usedKey(used) : ''}`
        ref = byText.get(key)
        if (ref === undefined || options.checkSharing) {
          built = childDayOf(child.childId, ctx, schedule, effect, dayRows, absence, used)
        }
        if (ref === undefined) byText.set(key, (ref = childDays.push(built!) - 1))
      }
      if (options.checkSharing && JSON.stringify(built) !== JSON.stringify(childDays[ref])) {
        throw new Error(`Two different child-days share one key on ${date}`)
      }
      refs.push(ref)
    }
    days.push({ date, holiday: isHoliday, children: refs })
  }
  return { childDays, days }
}

/** The used service of a child's day with hour-based need (else null) */
function usedServiceOf(
  day: { date: string; today: string; operationDaysInMonth: number },
  ctx: ChildDayContext,
  rows: DayRows,
  preschoolDay: () => boolean,
): UsedService | null {
  const hours = ctx.serviceNeed?.daycareHoursPerMonth ?? null
  if (hours === null) return null
  // Written out, not spread: adding fields to a spread copy is V8's slow path
  return usedService({
    date: day.date,
    today: day.today,
    operationDaysInMonth: day.operationDaysInMonth,
    placementType: ctx.placement.type,
    daycareHoursPerMonth: hours,
    isOperationDay: ctx.operationTime !== null,
    intermittentShiftCare: ctx.shiftCare === 'INTERMITTENT',
    fixedScheduleTime: fixedTime(ctx.placement, preschoolDay),
    absences: rows.absences,
    reservations: timesOf(rows.reservations),
    attendances: rows.attendances,
  })
}

/** The reservations with times */
function timesOf(reservations: DayRows['reservations']): TimeRange[] {
  const times: TimeRange[] = []
  for (const r of reservations) if (r.start && r.end) times.push({ start: r.start, end: r.end })
  return times
}

function childDayOf(
  childId: string,
  ctx: ChildDayContext,
  schedule: ScheduleType,
  effect: HolidayPeriodEffect | null,
  rows: DayRows,
  absence: CalendarChildDay['absence'],
  used: UsedService | null,
): CalendarChildDay {
  return {
    childId,
    scheduleType: schedule,
    shiftCare: ctx.shiftCare !== 'NONE',
    absence,
    reservations: rows.reservations.map((r) =>
      r.start && r.end
        ? { type: 'TIMES' as const, range: { start: r.start, end: r.end }, staffCreated: r.staffCreated }
        : { type: 'NO_TIMES' as const, staffCreated: r.staffCreated },
    ),
    attendances: rows.attendances,
    reservableTimeRange: reservableTimeRange(ctx),
    holidayPeriodEffect: effect,
    usedService: used,
  }
}

/** A holiday period's effect for a child and its number in the child-days' keys (0: none) */
interface Effect {
  effect: HolidayPeriodEffect | null
  number: number
}
const NO_EFFECT: Effect = { effect: null, number: 0 }

/** A child's facts by the days' index */
interface ChildOfDays {
  childId: string
  contexts: (NumberedContext | null)[]
  /** The unit's operation days of each month, by month index */
  operationDays: number[]
  /** By the holiday periods' index */
  effects: Effect[]
  rowsAt: (DayRows | undefined)[]
}

/** A day's context with its number: days of one number have the same child-day fields from it */
type NumberedContext = ChildDayContext & {
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
function dayContexts(
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
function checkContext(shared: ChildDayContext, own: ChildDayContext | null, date: string) {
  const fields = (c: ChildDayContext | null) =>
    c && JSON.stringify([c.placement, c.serviceNeed, c.shiftCare, c.operationTime])
  if (fields(shared) !== fields(own)) throw new Error(`The shared context of ${date} is not the day's own`)
}

/** The index of each day's holiday period in the periods (the first that holds it), -1 for none */
function holidayPeriodsByDay(periods: HolidayPeriod[], days: readonly Day[]): Int32Array {
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

/** A day's rows in a child-day's key */
function rowsKey(rows: DayRows): string {
  let key = ''
  for (const r of rows.reservations) key += `${r.start}-${r.end}-${r.staffCreated},`
  key += '/'
  for (const a of rows.absences) key += `${a.category}-${a.type}-${a.byCitizen}-${a.fromQuestionnaire},`
  key += '/'
  for (const a of rows.attendances) key += `${a.start}-${a.end},`
  return key
}

function usedKey(used: UsedService): string {
  let key = `${used.reservedMinutes} ${used.usedServiceMinutes} `
  for (const r of used.usedServiceRanges) key += `${r.start}-${r.end},`
  return key
}
