import {
  isFinnishHoliday,
  isoWeekday,
  rangeIncludes,
  type AbsenceType,
  type ClubTerm,
  type FiniteDayRange,
  type PlacementType,
  type PreschoolTerm,
  type ReservableTimeRange,
  type ScheduleType,
  type TimeRange,
} from '@citizen/contract'
import { DEFAULT_PREPARATORY_TIME, DEFAULT_PRESCHOOL_TIME } from './absence-categories'
import type { HolidayPeriod, PlacementSpan } from './reservable-range'

/**
 * What the calendar's rules know of a child's day (reference §6): the facts the queries load,
 * the placement, service need and opening hours of a day, its schedule type and preschool time.
 * Pure, so each rule has a test without a database; `calendar-days.ts` builds the days from it.
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
  /** Loaded only when a placement needs them (`termsNeeded`), else empty */
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

/**
 * Which terms the rules read for a placement type: preschool terms for the preschool and
 * preparatory kinds (fixed schedule, term breaks, preschool days), club terms for clubs. The
 * facts hold only the terms their placements need (two statements fewer for most families).
 */
export const termsNeeded = (type: PlacementType): 'preschool' | 'club' | null =>
  PRESCHOOL_KIND.includes(type) ? 'preschool' : type === 'CLUB' ? 'club' : null

const inBreak = (breaks: FiniteDayRange[], date: string) => breaks.some((b) => rangeIncludes(b, date))

/** The day is a preschool day: inside a Finnish preschool term and not in its breaks. */
export function isPreschoolDay(terms: PreschoolTerm[], date: string): boolean {
  return terms.some((t) => rangeIncludes(t.finnishPreschool, date) && !inBreak(t.termBreaks, date))
}

/** Whether scheduleType answers differently by the day for the placement type (terms and breaks) */
export const scheduleDependsOnDate = (type: PlacementType): boolean => type === 'CLUB' || PRESCHOOL_ONLY.includes(type)

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

export function fixedTime(placement: PlacementFacts, preschoolDay: () => boolean): TimeRange | null {
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
export interface FactIndex {
  placementsByChild: Map<string, PlacementFacts[]>
  needsByPlacement: Map<string, ServiceNeedFacts[]>
}
export const NO_PLACEMENTS: PlacementFacts[] = []
const NO_NEEDS: ServiceNeedFacts[] = []
const indexes = new WeakMap<CalendarFacts, FactIndex>()

export function indexOf(facts: CalendarFacts): FactIndex {
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

/** The child's placement on the day: the first of the placements (in the facts' order) that holds it */
function placementOn(placements: PlacementFacts[], date: string): PlacementFacts | undefined {
  for (const p of placements) if (p.start <= date && date <= p.end) return p
  return undefined
}

/** The placement's service need on the day (the first in the facts' order), else null */
function serviceNeedOn(index: FactIndex, placement: PlacementFacts, date: string): ServiceNeedFacts | null {
  for (const n of index.needsByPlacement.get(placement.id) ?? NO_NEEDS) if (n.start <= date && date <= n.end) return n
  return null
}

/**
 * The context of a day of the placement and service need, from the day's weekday and public
 * holiday: null when the child is not in the calendar that day (the unit closed, unless
 * intermittent shift care).
 */
export function contextWith(
  facts: CalendarFacts,
  placement: PlacementFacts,
  serviceNeed: ServiceNeedFacts | null,
  weekday: number,
  holiday: boolean,
): ChildDayContext | null {
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
  const placement = placementOn(index.placementsByChild.get(childId) ?? NO_PLACEMENTS, date)
  if (!placement) return null
  return contextWith(facts, placement, serviceNeedOn(index, placement, date), isoWeekday(date), isFinnishHoliday(date))
}

export function reservableTimeRange(ctx: ChildDayContext): ReservableTimeRange {
  if (ctx.shiftCare === 'INTERMITTENT') {
    return { type: 'INTERMITTENT_SHIFT_CARE', placementUnitOperationTime: ctx.operationTime }
  }
  return { type: ctx.shiftCare === 'FULL' ? 'SHIFT_CARE' : 'NORMAL', range: ctx.operationTime! }
}
