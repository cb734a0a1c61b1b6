import {
  daysOf,
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
import { holidayPeriodEffect, type HolidayPeriod, type PlacementSpan } from './reservable-range'
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
  if (!PRESCHOOL_KIND.includes(placement.type) || !isPreschoolDay(terms, date)) return null
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

/** The placement, service need and hours of a child's day; null when the child is not in the calendar that day. */
export function childDayContext(facts: CalendarFacts, childId: string, date: string): ChildDayContext | null {
  const placement = facts.placements.find((p) => p.childId === childId && rangeIncludes(p, date))
  if (!placement) return null
  const serviceNeed =
    facts.serviceNeeds.find((n) => n.placementId === placement.id && n.start <= date && date <= n.end) ?? null
  const shiftCare = serviceNeed?.shiftCare ?? 'NONE'
  const times = facts.unitTimes.get(placement.unitId)
  const weekday = isoWeekday(date)
  const hours =
    shiftCare === 'NONE'
      ? times?.normal.get(weekday)
      : (times?.shiftCare.get(weekday) ?? (times?.shiftCare.size ? undefined : times?.normal.get(weekday)))
  const openOnHolidays = shiftCare !== 'NONE' && placement.shiftCareOpenOnHolidays
  const operationTime = hours && (!isFinnishHoliday(date) || openOnHolidays) ? hours : null
  if (!operationTime && shiftCare !== 'INTERMITTENT') return null
  return { placement, serviceNeed, shiftCare, operationTime }
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

/** Operation days of the child's unit in the month (the divisor of a fully refunded month). */
function operationDaysInMonth(facts: CalendarFacts, childId: string, date: string, cache: Map<string, number>) {
  const key = `${childId} ${date.slice(0, 7)}`
  let count = cache.get(key)
  if (count === undefined) {
    count = 0
    for (const day of daysOf({ start: startOfMonth(date), end: endOfMonth(date) })) {
      if (childDayContext(facts, childId, day)?.operationTime) count++
    }
    cache.set(key, count)
  }
  return count
}

export function calendarDays(facts: CalendarFacts, range: FiniteDayRange): CalendarDay[] {
  const monthCache = new Map<string, number>()
  const days: CalendarDay[] = []
  for (const date of daysOf(range)) {
    const children: CalendarChildDay[] = []
    for (const childId of facts.childIds) {
      const ctx = childDayContext(facts, childId, date)
      if (!ctx) continue
      const rows = facts.rows.get(`${childId} ${date}`) ?? EMPTY_ROWS
      const type = ctx.placement.type
      const holiday = facts.holidayPeriods.find((h) => rangeIncludes(h.period, date))
      const childPlacements = facts.placements.filter((p) => p.childId === childId)
      const hours = ctx.serviceNeed?.daycareHoursPerMonth ?? null
      const used: UsedService | null =
        hours === null
          ? null
          : usedService({
              date,
              today: facts.today,
              placementType: type,
              daycareHoursPerMonth: hours,
              operationDaysInMonth: operationDaysInMonth(facts, childId, date, monthCache),
              isOperationDay: ctx.operationTime !== null,
              intermittentShiftCare: ctx.shiftCare === 'INTERMITTENT',
              fixedScheduleTime: fixedScheduleTime(ctx.placement, date, facts.preschoolTerms),
              absences: rows.absences,
              reservations: rows.reservations.flatMap((r) =>
                r.start && r.end ? [{ start: r.start, end: r.end }] : [],
              ),
              attendances: rows.attendances,
            })
      children.push({
        childId,
        scheduleType: scheduleType(type, date, { preschool: facts.preschoolTerms, club: facts.clubTerms }),
        shiftCare: ctx.shiftCare !== 'NONE',
        absence: relevantAbsence(rows, type, date, facts.today),
        reservations: rows.reservations.map((r) =>
          r.start && r.end
            ? { type: 'TIMES' as const, range: { start: r.start, end: r.end }, staffCreated: r.staffCreated }
            : { type: 'NO_TIMES' as const, staffCreated: r.staffCreated },
        ),
        attendances: rows.attendances,
        reservableTimeRange: reservableTimeRange(ctx),
        holidayPeriodEffect: holiday ? holidayPeriodEffect(holiday, facts.today, childPlacements) : null,
        usedService: used,
      })
    }
    days.push({ date, holiday: isFinnishHoliday(date), children })
  }
  return days
}
