import {
  daysBetween,
  type CalendarChildDay,
  type FiniteDayRange,
  type PlacementType,
  type ScheduleType,
  type TimeRange,
  SCHEDULE_TYPES,
} from '@citizen/contract'
import { absenceCategories } from './absence-categories'
import { holidayPeriodEffect, type HolidayPeriodEffect } from './reservable-range'
import { usedService, type UsedService } from './used-service'
import { absenceKey, attendancesKey, childDayKey, reservationsKey, usedServiceKey } from './child-day-key'
import { checkContext, dayContexts, daysOfMonthsAround, holidayPeriodsByDay, type NumberedContext } from './day-index'
import {
  childDayContext,
  fixedTime,
  indexOf,
  isPreschoolDay,
  NO_PLACEMENTS,
  reservableTimeRange,
  scheduleType,
  type CalendarFacts,
  type ChildDayContext,
  type DayRows,
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
  return {
    type: absence.type,
    editable,
    markedByStaff: !absence.byCitizen,
    fromQuestionnaire: absence.fromQuestionnaire,
  }
}

/** A day of the calendar and the indexes of its children's days in the child-days */
export interface DayRefs {
  date: string
  holiday: boolean
  children: number[]
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
        const key = childDayKey({
          childId: ctx.number,
          scheduleType: schedule,
          shiftCare: ctx.number,
          absence: absenceKey(absence),
          reservations: reservationsKey(dayRows),
          attendances: attendancesKey(dayRows),
          reservableTimeRange: ctx.number,
          holidayPeriodEffect: effectNumber,
          usedService: usedServiceKey(used),
        })
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
