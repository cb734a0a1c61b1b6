import {
  daysBetween,
  daysInMonth,
  daysOf,
  localDate,
  endOfMonth,
  startOfMonth,
  isFinnishHoliday,
  isoWeekday,
  rangeIncludes,
  type AbsenceType,
  type CalendarChildDay,
  type CalendarDay,
  type ClubTerm,
  type FiniteDayRange,
  type PlacementType,
  type PreschoolTerm,
  type ReservableTimeRange,
  type ScheduleType,
  type TimeRange,
} from '@citizen/contract'
import { absenceCategories, DEFAULT_PREPARATORY_TIME, DEFAULT_PRESCHOOL_TIME } from './absence-categories'
import {
  holidayPeriodEffect,
  type HolidayPeriod,
  type HolidayPeriodEffect,
  type PlacementSpan,
} from './reservable-range'
import { usedService, type UsedService } from './used-service'

/**
 * The calendar's days (reference §6 GET /citizen/reservations, step 4) from the rows the queries
 * load: pure, so each rule has a test without a database.
 */

export type ShiftCare = 'NONE' | 'FULL' | 'INTERMITTENT'

export interface PlacementFacts extends PlacementSpan {
  id: string
  childId: string
  type: PlacementType
  unitId: string
  shiftCareOpenOnHolidays: boolean
  preschoolTime: TimeRange | null
  preparatoryTime: TimeRange | null
}

export interface ServiceNeedFacts {
  placementId: string
  start: string
  end: string
  shiftCare: ShiftCare
  daycareHoursPerMonth: number | null
  contractDaysPerMonth: number | null
}

/** Opening hours by unit: weekday (1-7) → times; shift-care hours separately */
export interface UnitTimes {
  normal: Map<number, TimeRange>
  shiftCare: Map<number, TimeRange>
}

export interface DayRows {
  reservations: { start: string | null; end: string | null; staffCreated: boolean }[]
  absences: {
    category: 'BILLABLE' | 'NONBILLABLE'
    type: AbsenceType
    byCitizen: boolean
    fromQuestionnaire: boolean
  }[]
  attendances: { start: string; end: string | null }[]
}

export interface CalendarFacts {
  today: string
  childIds: string[]
  placements: PlacementFacts[]
  serviceNeeds: ServiceNeedFacts[]
  unitTimes: Map<string, UnitTimes>
  holidayPeriods: HolidayPeriod[]
  preschoolTerms: PreschoolTerm[]
  clubTerms: ClubTerm[]
  /** Rows by `${childId} ${date}` */
  rows: Map<string, DayRows>
}

const PRESCHOOL_ONLY: PlacementType[] = ['PRESCHOOL', 'PREPARATORY']
const PRESCHOOL_KIND: PlacementType[] = [
  'PRESCHOOL',
  'PRESCHOOL_DAYCARE',
  'PRESCHOOL_WITH_DAYCARE',
  'PRESCHOOL_CLUB',
  'PREPARATORY',
  'PREPARATORY_DAYCARE',
  'PREPARATORY_WITH_DAYCARE',
]

const inBreak = (breaks: FiniteDayRange[], date: string) => breaks.some((b) => rangeIncludes(b, date))

/** The day is a preschool day: inside a Finnish preschool term and not in its breaks. */
export function isPreschoolDay(terms: PreschoolTerm[], date: string): boolean {
  return terms.some((t) => rangeIncludes(t.finnishPreschool, date) && !inBreak(t.termBreaks, date))
}

/** reference §6 placementType.scheduleType(date) */
export function scheduleType(
  type: PlacementType,
  date: string,
  terms: { preschool: PreschoolTerm[]; club: ClubTerm[] },
): ScheduleType {
  if (type === 'CLUB') {
    const term = terms.club.find((t) => rangeIncludes(t.term, date))
    return term && !inBreak(term.termBreaks, date) ? 'FIXED_SCHEDULE' : 'TERM_BREAK'
  }
  if (PRESCHOOL_ONLY.includes(type)) {
    const term = terms.preschool.find((t) => rangeIncludes(t.finnishPreschool, date))
    return term && inBreak(term.termBreaks, date) ? 'TERM_BREAK' : 'FIXED_SCHEDULE'
  }
  return 'RESERVATION_REQUIRED'
}

/** The daily preschool or preparatory time of a placement on a preschool day, else null. */
export function fixedScheduleTime(placement: PlacementFacts, date: string, terms: PreschoolTerm[]): TimeRange | null {
  return fixedTime(placement, () => isPreschoolDay(terms, date))
}

function fixedTime(placement: PlacementFacts, preschoolDay: () => boolean): TimeRange | null {
  if (!PRESCHOOL_KIND.includes(placement.type) || !preschoolDay()) return null
  return placement.type.startsWith('PREPARATORY')
    ? (placement.preparatoryTime ?? DEFAULT_PREPARATORY_TIME)
    : (placement.preschoolTime ?? DEFAULT_PRESCHOOL_TIME)
}

export interface ChildDayContext {
  placement: PlacementFacts
  serviceNeed: ServiceNeedFacts | null
  shiftCare: ShiftCare
  /** The unit's hours that day, null when closed */
  operationTime: TimeRange | null
}

/**
 * The facts arranged for lookups by child and placement, built once per facts object: the
 * calendar asks for every child's every day, so it does not scan the arrays per day.
 */
interface FactIndex {
  placementsByChild: Map<string, PlacementFacts[]>
  needsByPlacement: Map<string, ServiceNeedFacts[]>
}
const NO_PLACEMENTS: PlacementFacts[] = []
const NO_NEEDS: ServiceNeedFacts[] = []
const indexes = new WeakMap<CalendarFacts, FactIndex>()

function indexOf(facts: CalendarFacts): FactIndex {
  let index = indexes.get(facts)
  if (!index) {
    // Kept in the facts' order, so the first match is the one a scan of the arrays would find
    const placementsByChild = new Map<string, PlacementFacts[]>()
    for (const p of facts.placements) {
      const list = placementsByChild.get(p.childId)
      if (list) list.push(p)
      else placementsByChild.set(p.childId, [p])
    }
    const needsByPlacement = new Map<string, ServiceNeedFacts[]>()
    for (const n of facts.serviceNeeds) {
      const list = needsByPlacement.get(n.placementId)
      if (list) list.push(n)
      else needsByPlacement.set(n.placementId, [n])
    }
    index = { placementsByChild, needsByPlacement }
    indexes.set(facts, index)
  }
  return index
}

/** The context of one day from the child's placements (in the facts' order) and the day's weekday and holiday. */
function contextOf(
  facts: CalendarFacts,
  index: FactIndex,
  placements: PlacementFacts[],
  date: string,
  weekday: number,
  holiday: boolean,
): ChildDayContext | null {
  let placement: PlacementFacts | undefined
  for (const p of placements) {
    if (p.start <= date && date <= p.end) {
      placement = p
      break
    }
  }
  if (!placement) return null
  let serviceNeed: ServiceNeedFacts | null = null
  for (const n of index.needsByPlacement.get(placement.id) ?? NO_NEEDS) {
    if (n.start <= date && date <= n.end) {
      serviceNeed = n
      break
    }
  }
  const shiftCare = serviceNeed?.shiftCare ?? 'NONE'
  const times = facts.unitTimes.get(placement.unitId)
  const hours =
    shiftCare === 'NONE'
      ? times?.normal.get(weekday)
      : (times?.shiftCare.get(weekday) ?? (times?.shiftCare.size ? undefined : times?.normal.get(weekday)))
  const openOnHolidays = shiftCare !== 'NONE' && placement.shiftCareOpenOnHolidays
  const operationTime = hours && (!holiday || openOnHolidays) ? hours : null
  if (!operationTime && shiftCare !== 'INTERMITTENT') return null
  return { placement, serviceNeed, shiftCare, operationTime }
}

/** The placement, service need and hours of a child's day; null when the child is not in the calendar that day. */
export function childDayContext(facts: CalendarFacts, childId: string, date: string): ChildDayContext | null {
  const index = indexOf(facts)
  const placements = index.placementsByChild.get(childId) ?? NO_PLACEMENTS
  return contextOf(facts, index, placements, date, isoWeekday(date), isFinnishHoliday(date))
}

export function reservableTimeRange(ctx: ChildDayContext): ReservableTimeRange {
  if (ctx.shiftCare === 'INTERMITTENT') {
    return { type: 'INTERMITTENT_SHIFT_CARE', placementUnitOperationTime: ctx.operationTime }
  }
  return { type: ctx.shiftCare === 'FULL' ? 'SHIFT_CARE' : 'NORMAL', range: ctx.operationTime! }
}

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

/** A day of the calendar with what every child's day shares: the weekday and the public holiday. */
interface Day {
  date: string
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
    for (const date of daysOf(range)) {
      days.push({ date, weekday, holiday: isFinnishHoliday(date) })
      weekday = (weekday % 7) + 1
    }
    return days
  }
  let month = Number(range.start.slice(5, 7))
  let day = Number(range.start.slice(8, 10))
  let monthLength = daysInMonth(year, month)
  for (let date = range.start; date <= range.end; date = localDate(year, month, day)) {
    days.push({ date, weekday, holiday: isFinnishHoliday(date) })
    weekday = (weekday % 7) + 1
    if (++day > monthLength) {
      day = 1
      if (++month > 12) {
        month = 1
        year++
      }
      monthLength = daysInMonth(year, month)
    }
  }
  return days
}

export function calendarDays(facts: CalendarFacts, range: FiniteDayRange): CalendarDay[] {
  if (range.start > range.end) return []
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

  const children = facts.childIds.map((childId) => {
    const placements = index.placementsByChild.get(childId) ?? NO_PLACEMENTS
    const contexts = allDays.map((d) => contextOf(facts, index, placements, d.date, d.weekday, d.holiday))
    const operationDays = new Map<string, number>()
    contexts.forEach((ctx, i) => {
      const month = allDays[i]!.date.slice(0, 7)
      operationDays.set(month, (operationDays.get(month) ?? 0) + (ctx?.operationTime ? 1 : 0))
    })
    const effects = new Map<HolidayPeriod, HolidayPeriodEffect | null>()
    const effectOf = (holiday: HolidayPeriod) => {
      let effect = effects.get(holiday)
      if (effect === undefined) effects.set(holiday, (effect = holidayPeriodEffect(holiday, facts.today, placements)))
      return effect
    }
    return { childId, contexts, operationDays, effectOf }
  })

  const days: CalendarDay[] = []
  for (let i = first; i <= last; i++) {
    const { date, holiday: isHoliday } = allDays[i]!
    const dayChildren: CalendarChildDay[] = []
    for (const { childId, contexts, operationDays, effectOf } of children) {
      const ctx = contexts[i]
      if (!ctx) continue
      const rows = facts.rows.get(`${childId} ${date}`) ?? EMPTY_ROWS
      const type = ctx.placement.type
      const holiday = holidays[i]
      const hours = ctx.serviceNeed?.daycareHoursPerMonth ?? null
      const used: UsedService | null =
        hours === null
          ? null
          : usedService({
              date,
              today: facts.today,
              placementType: type,
              daycareHoursPerMonth: hours,
              operationDaysInMonth: operationDays.get(date.slice(0, 7))!,
              isOperationDay: ctx.operationTime !== null,
              intermittentShiftCare: ctx.shiftCare === 'INTERMITTENT',
              fixedScheduleTime: fixedTime(ctx.placement, () => isPreschoolDayAt(i)),
              absences: rows.absences,
              reservations: rows.reservations.flatMap((r) =>
                r.start && r.end ? [{ start: r.start, end: r.end }] : [],
              ),
              attendances: rows.attendances,
            })
      dayChildren.push({
        childId,
        scheduleType: scheduleType(type, date, terms),
        shiftCare: ctx.shiftCare !== 'NONE',
        absence: relevantAbsence(rows, type, date, facts.today),
        reservations: rows.reservations.map((r) =>
          r.start && r.end
            ? { type: 'TIMES' as const, range: { start: r.start, end: r.end }, staffCreated: r.staffCreated }
            : { type: 'NO_TIMES' as const, staffCreated: r.staffCreated },
        ),
        attendances: rows.attendances,
        reservableTimeRange: reservableTimeRange(ctx),
        holidayPeriodEffect: holiday ? effectOf(holiday) : null,
        usedService: used,
      })
    }
    days.push({ date, holiday: isHoliday, children: dayChildren })
  }
  return days
}
