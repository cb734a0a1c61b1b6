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
  rangeIncludes,
  type CalendarChildDay,
  type FiniteDayRange,
  type PlacementType,
  SCHEDULE_TYPES,
} from '@citizen/contract'
import { absenceCategories } from './absence-categories'
import { holidayPeriodEffect, type HolidayPeriod, type HolidayPeriodEffect } from './reservable-range'
import { usedService, type UsedService } from './used-service'
import {
  contextOf,
  fixedTime,
  indexOf,
  isPreschoolDay,
  NO_PLACEMENTS,
  reservableTimeRange,
  scheduleType,
  type CalendarFacts,
  type ChildDayContext,
  type DayRows,
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
  const monthsStart = startOfMonth(range.start)
  const allDays = daysWithWeekdays({ start: monthsStart, end: endOfMonth(range.end) })
  const first = allDays.findIndex((d) => d.date === range.start)
  const last = first + daysBetween(range.start, range.end)
  const terms = { preschool: facts.preschoolTerms, club: facts.clubTerms }
  const preschoolDays = new Map<number, boolean>()
  const isPreschoolDayAt = (i: number) => {
    let answer = preschoolDays.get(i)
    if (answer === undefined) preschoolDays.set(i, (answer = isPreschoolDay(facts.preschoolTerms, allDays[i]!.date)))
    return answer
  }
  const holidays = allDays.map((d) => facts.holidayPeriods.find((h) => rangeIncludes(h.period, d.date)))
  const rowsByChild = new Map<string, Map<string, DayRows>>()
  for (const [key, rows] of facts.rows) {
    const [childId, date] = key.split(' ') as [string, string]
    let byDate = rowsByChild.get(childId)
    if (!byDate) rowsByChild.set(childId, (byDate = new Map()))
    byDate.set(date, rows)
  }
  const contextNumber = contextNumbers()

  const children = facts.childIds.map((childId) => {
    const placements = index.placementsByChild.get(childId) ?? NO_PLACEMENTS
    const contexts = allDays.map((d) => contextOf(facts, index, placements, d.date, d.weekday, d.holiday))
    const numbers = contexts.map((ctx) => (ctx ? contextNumber(ctx) : -1))
    // The unit's operation days of each month (by month index)
    const operationDays: number[] = []
    contexts.forEach((ctx, i) => {
      const { monthIndex } = allDays[i]!
      operationDays[monthIndex] = (operationDays[monthIndex] ?? 0) + (ctx?.operationTime ? 1 : 0)
    })
    // Each holiday period's effect for the child, numbered from 1 (0: none)
    const effects = new Map<HolidayPeriod, { effect: HolidayPeriodEffect | null; number: number }>()
    const effectOf = (holiday: HolidayPeriod | undefined) => {
      if (!holiday) return NO_EFFECT
      let effect = effects.get(holiday)
      if (!effect) {
        const value = holidayPeriodEffect(holiday, facts.today, placements)
        effects.set(holiday, (effect = { effect: value, number: value ? effects.size + 1 : 0 }))
      }
      return effect
    }
    return { childId, contexts, numbers, operationDays, effectOf, rows: rowsByChild.get(childId) }
  })
  const effectCount = facts.holidayPeriods.length + 1

  // Each distinct child-day once (ReservationsResponse)
  const childDays: CalendarChildDay[] = []
  const byNumber = new Map<number, number>()
  const byText = new Map<string, number>()
  const days: DayRefs[] = []
  for (let i = first; i <= last; i++) {
    const { date, holiday: isHoliday } = allDays[i]!
    const refs: number[] = []
    for (const child of children) {
      const ctx = child.contexts[i]
      if (!ctx) continue
      const dayRows = child.rows?.get(date)
      const rows = dayRows ?? EMPTY_ROWS
      const type = ctx.placement.type
      const schedule = scheduleType(type, date, terms)
      const { effect, number: effectNumber } = child.effectOf(holidays[i])
      const hours = ctx.serviceNeed?.daycareHoursPerMonth ?? null
      // The used service and the child-day are built only for a key not seen before
      const usedOfDay = (): UsedService | null =>
        hours === null
          ? null
          : usedService({
              date,
              today: facts.today,
              placementType: type,
              daycareHoursPerMonth: hours,
              operationDaysInMonth: child.operationDays[allDays[i]!.monthIndex]!,
              isOperationDay: ctx.operationTime !== null,
              intermittentShiftCare: ctx.shiftCare === 'INTERMITTENT',
              fixedScheduleTime: fixedTime(ctx.placement, () => isPreschoolDayAt(i)),
              absences: rows.absences,
              reservations: rows.reservations.flatMap((r) =>
                r.start && r.end ? [{ start: r.start, end: r.end }] : [],
              ),
              attendances: rows.attendances,
            })
      const childDayOf = (absence: CalendarChildDay['absence'], used: UsedService | null): CalendarChildDay => ({
        childId: child.childId,
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
      })
      let ref: number | undefined
      let built: CalendarChildDay | undefined
      if (!dayRows) {
        // Without rows: no absence, reservations or attendances; the used service of an empty
        // day depends only on the need's hours, the day's hours and (with hours) whether it is past
        const key =
          ((child.numbers[i]! * SCHEDULE_TYPES.length + SCHEDULE_TYPES.indexOf(schedule)) * effectCount +
            effectNumber) *
            2 +
          (hours === null || date >= facts.today ? 1 : 0)
        ref = byNumber.get(key)
        if (ref === undefined || options.checkSharing) built = childDayOf(null, usedOfDay())
        if (ref === undefined) byNumber.set(key, (ref = childDays.push(built!) - 1))
      } else {
        const absence = relevantAbsence(rows, type, date, facts.today)
        const used = usedOfDay()
        const key =
          `${child.childId} ${schedule} ${ctx.shiftCare} ${ctx.operationTime?.start}-${ctx.operationTime?.end}` +
          ` ${effect ? effectKey(effect) : ''} ${absence ? `${absence.type} ${absence.editable}` : ''}` +
          ` ${rowsKey(rows)} ${used ? usedKey(used) : ''}`
        ref = byText.get(key)
        if (ref === undefined || options.checkSharing) built = childDayOf(absence, used)
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

const NO_EFFECT = { effect: null, number: 0 }

/**
 * Numbers the distinct contexts (placement, service need, the day's hours): days with one
 * number have the same child, shift care and reservable time range. Hours are told apart by
 * their times, as each weekday has its own object.
 */
function contextNumbers(): (ctx: ChildDayContext) => number {
  const numbers = new Map<PlacementFacts, Map<ServiceNeedFacts | null, Map<string, Map<string, number>>>>()
  let count = 0
  return (ctx) => {
    let byNeed = numbers.get(ctx.placement)
    if (!byNeed) numbers.set(ctx.placement, (byNeed = new Map()))
    let byStart = byNeed.get(ctx.serviceNeed)
    if (!byStart) byNeed.set(ctx.serviceNeed, (byStart = new Map()))
    let byEnd = byStart.get(ctx.operationTime?.start ?? '')
    if (!byEnd) byStart.set(ctx.operationTime?.start ?? '', (byEnd = new Map()))
    let number = byEnd.get(ctx.operationTime?.end ?? '')
    if (number === undefined) byEnd.set(ctx.operationTime?.end ?? '', (number = count++))
    return number
  }
}

/** A day's rows in a child-day's key */
const rowsKey = (rows: DayRows) =>
  `${rows.reservations.map((r) => `${r.start}-${r.end}-${r.staffCreated}`).join()}` +
  `/${rows.absences.map((a) => `${a.category}-${a.type}-${a.byCitizen}-${a.fromQuestionnaire}`).join()}` +
  `/${rows.attendances.map((a) => `${a.start}-${a.end}`).join()}`

const effectKey = (effect: HolidayPeriodEffect) =>
  effect.type === 'NotYetReservable'
    ? `${effect.type} ${effect.period.start} ${effect.period.end} ${effect.reservationsOpenOn}`
    : effect.type

const usedKey = (used: UsedService) =>
  `${used.reservedMinutes} ${used.usedServiceMinutes} ${used.usedServiceRanges.map((r) => `${r.start}-${r.end}`).join()}`
