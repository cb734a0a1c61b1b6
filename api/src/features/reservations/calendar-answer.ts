import type { FiniteDayRange, PlacementType, ReservationsResponse } from '@citizen/contract'
import { calendarDays } from './calendar-days'
import type { CalendarFacts } from './day-context'
import { reservableRange } from './reservable-range'
import type { CalendarChildRow } from './service'
import { monthSummaries, type UsedService } from './used-service'

/**
 * The answer of GET /citizen/reservations from the facts the service loaded (reference §6): the
 * days (calendar-days.ts), the children with their month summaries, the reservable range. Pure.
 */
export function calendarAnswer(
  facts: CalendarFacts,
  children: CalendarChildRow[],
  imageIds: Map<string, string>,
  now: Date,
  range: FiniteDayRange,
): ReservationsResponse {
  const { today } = facts
  const { childDays, days } = calendarDays(facts, range)
  const needsOf = (childId: string) => {
    const placementIds = new Set(facts.placements.filter((p) => p.childId === childId).map((p) => p.id))
    return facts.serviceNeeds.filter((n) => placementIds.has(n.placementId))
  }
  const needs = new Map(children.map((c) => [c.id, needsOf(c.id)]))
  // The days with their used service of each child with an hour-based need (its month
  // summaries), in one pass over the days
  const usedByChild = new Map<string, { date: string; usedService: UsedService | null }[]>()
  for (const c of children) {
    if (needs.get(c.id)!.some((n) => n.daycareHoursPerMonth !== null)) usedByChild.set(c.id, [])
  }
  if (usedByChild.size > 0) {
    for (const day of days) {
      for (const ref of day.children) {
        const child = childDays[ref]!
        usedByChild.get(child.childId)?.push({ date: day.date, usedService: child.usedService })
      }
    }
  }
  return {
    reservableRange: reservableRange(now),
    childDays,
    from: range.start,
    days: days.map((d) => d.children),
    holidays: days.filter((d) => d.holiday).map((d) => d.date),
    children: children.map((c) => {
      const childNeeds = needs.get(c.id)!
      const hourBased = childNeeds.filter((n) => n.daycareHoursPerMonth !== null)
      const current =
        childNeeds.find((n) => n.start <= today && today <= n.end) ?? childNeeds.find((n) => n.end >= today)
      return {
        id: c.id,
        firstName: c.first_name,
        lastName: c.last_name,
        preferredName: c.preferred_name,
        imageId: imageIds.get(c.id) ?? null,
        upcomingPlacementType: (c.upcoming_type as PlacementType | null) ?? null,
        upcomingPlacementStartDate: c.upcoming_start_date ?? null,
        upcomingPlacementUnitName: c.upcoming_unit_name ?? null,
        contractDaysPerMonth: current?.contractDaysPerMonth ?? null,
        // Only months with an hour-based need have a summary
        monthSummaries:
          hourBased.length === 0
            ? []
            : monthSummaries(
                usedByChild.get(c.id)!,
                (month) =>
                  hourBased.find((n) => n.start.slice(0, 7) <= month && month <= n.end.slice(0, 7))
                    ?.daycareHoursPerMonth ?? null,
              ),
      }
    }),
  }
}
