import type { CalendarChild, FiniteDayRange, PlacementType, ReservationsResponse } from '@citizen/contract'
import { calendarDays, type DayRefs } from './calendar-days'
import type { CalendarFacts, ServiceNeedFacts } from './day-context'
import { reservableRange } from './reservable-range'
import type { CalendarChildRow } from './service'
import { monthSummaries, type UsedService } from './used-service'

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
  const used = usedServiceOfDays(children, needs, childDays, days)
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
  usedOfDays: UsedOfDay[],
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
    monthSummaries: hourBased.length === 0 ? [] : monthSummaries(usedOfDays, (month) => hoursOfMonth(hourBased, month)),
  }
}

type UsedOfDay = { date: string; usedService: UsedService | null }

/**
 * The days with their used service of each child with an hour-based need (empty for the others),
 * in order: one pass over the days for all children
 */
function usedServiceOfDays(
  children: CalendarChildRow[],
  needs: ServiceNeedFacts[][],
  childDays: ReservationsResponse['childDays'],
  days: DayRefs[],
): UsedOfDay[][] {
  const used: UsedOfDay[][] = children.map(() => [])
  const hourBased = new Map<string, number>()
  children.forEach((child, c) => {
    if (needs[c]!.some((n) => n.daycareHoursPerMonth !== null)) hourBased.set(child.id, c)
  })
  if (hourBased.size === 0) return used
  // The child of each child-day, by its index (-1: no hour-based need)
  const childOf = childDays.map((d) => hourBased.get(d.childId) ?? -1)
  for (const day of days) {
    for (const ref of day.children) {
      const c = childOf[ref]!
      if (c >= 0) used[c]!.push({ date: day.date, usedService: childDays[ref]!.usedService })
    }
  }
  return used
}

/** The monthly hours of the first hour-based need overlapping the month ('YYYY-MM') */
function hoursOfMonth(hourBased: ServiceNeedFacts[], month: string): number | null {
  for (const n of hourBased) {
    if (n.start.slice(0, 7) <= month && month <= n.end.slice(0, 7)) return n.daycareHoursPerMonth
  }
  return null
}
