import type { PlacementType, TimeRange } from '@citizen/contract'
import { absenceCategories, type AbsenceCategory } from './absence-categories'
import { intervalOf, rangeOf, totalMinutes, union, without, type Interval } from './minutes'

/**
 * Used service of hour-based contracts (reference §6 computeUsedService): how many minutes of
 * the monthly hours a day reserved and used, so the calendar can warn before the month's hours
 * run out.
 */

/** The divisor of the monthly hours for one day's average, as the reference uses. */
const AVERAGE_DAYS_PER_MONTH = 21
/** Five-year-olds' free daily minutes are not counted against the contract. */
const FIVE_YEAR_OLDS_FREE_MINUTES = 240
const REFUNDED_ABSENCES = ['FORCE_MAJEURE', 'FREE_ABSENCE', 'PARENTLEAVE']

export interface DayAbsence {
  type: string
  category: AbsenceCategory
}

export interface UsedServiceDay {
  date: string
  today: string
  placementType: PlacementType
  daycareHoursPerMonth: number
  /** Days the unit operates in the month (the divisor of a fully refunded month) */
  operationDaysInMonth: number
  isOperationDay: boolean
  intermittentShiftCare: boolean
  /** Preschool or preparatory time on a fixed-schedule day: free, not counted */
  fixedScheduleTime: TimeRange | null
  absences: DayAbsence[]
  reservations: TimeRange[]
  /** Attendances of the day; end null while the child is still there */
  attendances: { start: string; end: string | null }[]
}

export interface UsedService {
  reservedMinutes: number
  usedServiceMinutes: number
  usedServiceRanges: TimeRange[]
}

const none: UsedService = { reservedMinutes: 0, usedServiceMinutes: 0, usedServiceRanges: [] }

/** Every category of the placement type is absent with one of the types. */
function fullDayAbsence(day: UsedServiceDay, types: string[] | null): boolean {
  return absenceCategories(day.placementType).every((category) =>
    day.absences.some((a) => a.category === category && (types === null || types.includes(a.type))),
  )
}

export function usedService(day: UsedServiceDay): UsedService {
  const ongoing = day.attendances.some((a) => a.end === null)
  const future = day.date > day.today || (day.date === day.today && (day.attendances.length === 0 || ongoing))
  const refunded = fullDayAbsence(day, REFUNDED_ABSENCES)
  const average = Math.floor(
    (day.daycareHoursPerMonth * 60) / (refunded ? Math.max(1, day.operationDaysInMonth) : AVERAGE_DAYS_PER_MONTH),
  )
  const free = ['DAYCARE_FIVE_YEAR_OLDS', 'DAYCARE_PART_TIME_FIVE_YEAR_OLDS'].includes(day.placementType)
    ? FIVE_YEAR_OLDS_FREE_MINUTES
    : 0

  if (day.isOperationDay && day.absences.some((a) => a.type === 'FREE_ABSENCE')) {
    return {
      reservedMinutes: average,
      usedServiceMinutes: future ? 0 : Math.max(0, average - free),
      usedServiceRanges: [],
    }
  }
  if (!day.isOperationDay && !day.intermittentShiftCare) return none

  const counted = (intervals: Interval[]) => {
    const fixed = day.fixedScheduleTime ? intervalOf(day.fixedScheduleTime) : null
    const rest = fixed ? without(intervals, fixed) : union(intervals)
    return Math.max(0, totalMinutes(rest) - free)
  }
  const reserved = day.reservations.map(intervalOf)
  const reservedMinutes = counted(reserved)
  if (future) return { reservedMinutes, usedServiceMinutes: 0, usedServiceRanges: [] }

  const ended = day.attendances.flatMap((a) => (a.end === null ? [] : [intervalOf({ start: a.start, end: a.end })]))
  const plannedAbsence = fullDayAbsence(day, ['PLANNED_ABSENCE']) || day.absences.some((a) => a.category === 'BILLABLE')
  if (plannedAbsence && ended.length === 0) return none
  if (day.isOperationDay && reserved.length === 0 && day.attendances.length === 0) {
    return { reservedMinutes: 0, usedServiceMinutes: average, usedServiceRanges: [] }
  }
  const used = union([...reserved, ...ended])
  return { reservedMinutes, usedServiceMinutes: counted(used), usedServiceRanges: used.map(rangeOf) }
}

interface MonthSummary {
  year: number
  month: number
  serviceNeedMinutes: number
  reservedMinutes: number
  usedServiceMinutes: number
  averagedDays: number
}

/**
 * A day whose used service is the daily average because nothing was reserved or recorded (the
 * guardian sees an empty day): the only case with used minutes, no ranges and nothing reserved
 */
export const isAveragedDay = (used: UsedService): boolean =>
  used.usedServiceMinutes > 0 && used.reservedMinutes === 0 && used.usedServiceRanges.length === 0

/** The reserved and used minutes of a month's days ('YYYY-MM') */
export interface MonthUse {
  month: string
  reservedMinutes: number
  usedServiceMinutes: number
  averagedDays: number
}

/**
 * One summary per month (reference §6 monthSummaries) of the months' used service;
 * `hoursPerMonth` gives the hour-based need of a month (its first overlapping one), null when the
 * month has none (no summary).
 */
export function monthSummaries(
  months: MonthUse[],
  hoursPerMonth: (yearMonth: string) => number | null,
): MonthSummary[] {
  const summaries: MonthSummary[] = []
  for (const use of months) {
    const hours = hoursPerMonth(use.month)
    if (hours === null) continue
    summaries.push({
      year: Number(use.month.slice(0, 4)),
      month: Number(use.month.slice(5, 7)),
      serviceNeedMinutes: hours * 60,
      reservedMinutes: use.reservedMinutes,
      usedServiceMinutes: use.usedServiceMinutes,
      averagedDays: use.averagedDays,
    })
  }
  return summaries
}
