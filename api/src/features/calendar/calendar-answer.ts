import type { CalendarChild, FiniteDayRange, PlacementType, ReservationsResponse } from '@citizen/contract'
import { calendarDays, type DayRefs } from './calendar-days'
import type { CalendarFacts, ServiceNeedFacts } from './day-context'
import { reservableRange } from './reservable-range'
import type { CalendarChildRow } from './queries'
import { isAveragedDay, monthSummaries, type MonthUse } from './used-service'

/**
 * The answer of GET /citizen/reservations from the facts the service loaded (reference §6): the
 * days (calendar-days.ts), the children with their month summaries, the reservable range. Pure.
 *
 * Written with loops and module-level functions rather than closures over array methods: with
 * those, V8 kept the optimized code through a "wrong map" deoptimization on most calls (issue
 * 16's budget; `node --trace-deopt`).
 */
export function calendarAnswer(
  facts: CalendarFacts,
  children: CalendarChildRow[],
  imageIds: Map<string, string>,
  now: Date,
  range: FiniteDayRange,
): ReservationsResponse {
  const { childDays, days } = calendarDays(facts, range)
  const refs: number[][] = new Array<number[]>(days.length)
  const holidays: string[] = []
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!
    refs[i] = day.children
    if (day.holiday) holidays.push(day.date)
  }
  const needs = children.map((child) => needsOf(facts, child.id))
  const used = monthUses(children, needs, childDays, days)
  const calendarChildren: CalendarChild[] = []
  for (let c = 0; c < children.length; c++) {
    calendarChildren.push(calendarChild(children[c]!, needs[c]!, imageIds, facts.today, used[c]!))
  }
  return {
    reservableRange: reservableRange(now),
    childDays,
    from: range.start,
    days: refs,
    holidays,
    children: calendarChildren,
  }
}

/** The child's service needs, of all its placements */
function needsOf(facts: CalendarFacts, childId: string): ServiceNeedFacts[] {
  const placementIds = new Set<string>()
  for (const p of facts.placements) if (p.childId === childId) placementIds.add(p.id)
  const needs: ServiceNeedFacts[] = []
  for (const n of facts.serviceNeeds) if (placementIds.has(n.placementId)) needs.push(n)
  return needs
}

function calendarChild(
  child: CalendarChildRow,
  needs: ServiceNeedFacts[],
  imageIds: Map<string, string>,
  today: string,
  months: MonthUse[],
): CalendarChild {
  const hourBased: ServiceNeedFacts[] = []
  let current: ServiceNeedFacts | undefined
  let upcoming: ServiceNeedFacts | undefined
  for (const n of needs) {
    if (n.daycareHoursPerMonth !== null) hourBased.push(n)
    if (!current && n.start <= today && today <= n.end) current = n
    if (!upcoming && n.end >= today) upcoming = n
  }
  return {
    id: child.id,
    firstName: child.first_name,
    lastName: child.last_name,
    preferredName: child.preferred_name,
    imageId: imageIds.get(child.id) ?? null,
    upcomingPlacementType: (child.upcoming_type as PlacementType | null) ?? null,
    upcomingPlacementStartDate: child.upcoming_start_date ?? null,
    upcomingPlacementUnitName: child.upcoming_unit_name ?? null,
    contractDaysPerMonth: (current ?? upcoming)?.contractDaysPerMonth ?? null,
    // Only months with an hour-based need have a summary
    monthSummaries: hourBased.length === 0 ? [] : monthSummaries(months, (month) => hoursOfMonth(hourBased, month)),
  }
}

/**
 * The reserved and used minutes of each month of the days, for each child with an hour-based
 * need (empty for the others), in order: one pass over the days for all children
 */
function monthUses(
  children: CalendarChildRow[],
  needs: ServiceNeedFacts[][],
  childDays: ReservationsResponse['childDays'],
  days: DayRefs[],
): MonthUse[][] {
  const uses: MonthUse[][] = children.map(() => [])
  const hourBased = new Map<string, number>()
  children.forEach((child, c) => {
    if (needs[c]!.some((n) => n.daycareHoursPerMonth !== null)) hourBased.set(child.id, c)
  })
  if (hourBased.size === 0) return uses
  // The child of each child-day, by its index (-1: no hour-based need)
  const childOf = childDays.map((d) => hourBased.get(d.childId) ?? -1)
  // Each child's use of the current month; the days come in order
  let month = ''
  const current: (MonthUse | null)[] = children.map(() => null)
  for (const day of days) {
    if (!day.date.startsWith(month) || month === '') {
      month = day.date.slice(0, 7)
      current.fill(null)
    }
    for (const ref of day.children) {
      const c = childOf[ref]!
      if (c < 0) continue
      // Every month the child has days in, as the reference sums them
      let use = current[c]
      if (!use)
        uses[c]!.push((use = current[c] = { month, reservedMinutes: 0, usedServiceMinutes: 0, averagedDays: 0 }))
      const used = childDays[ref]!.usedService
      use.reservedMinutes += used?.reservedMinutes ?? 0
      use.usedServiceMinutes += used?.usedServiceMinutes ?? 0
      if (used && isAveragedDay(used)) use.averagedDays++
    }
  }
  return uses
}

/** The monthly hours of the first hour-based need overlapping the month ('YYYY-MM') */
function hoursOfMonth(hourBased: ServiceNeedFacts[], month: string): number | null {
  for (const n of hourBased) {
    if (n.start.slice(0, 7) <= month && month <= n.end.slice(0, 7)) return n.daycareHoursPerMonth
  }
  return null
}
