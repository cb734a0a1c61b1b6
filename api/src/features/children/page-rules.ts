import {
  addDays,
  daysOf,
  endOfMonth,
  isFinnishHoliday,
  isoWeekday,
  placementGroupType,
  terminatableParts,
  type ChildPlacement,
  type PlacementGroup,
  type PlacementType,
  type ServiceNeedSummary,
} from '@citizen/contract'

/**
 * The child page's computations (reference §5), pure: placement groups, service need summaries
 * with their default rows, and the attendance days of a month.
 */

/** The pilot feature that lets guardians end their children's placements in a unit */
export const TERMINATION_FEATURE = 'PLACEMENT_TERMINATION'

type Placement = ChildPlacement

/**
 * reference §5 grouping, per unit: placements map to a group type (children-rules.ts); a
 * daycare-type placement starting after the unit's first preschool or preparatory placement goes
 * with it as an additional placement. A group runs from its first start to its last end; it may
 * be terminated when its first placement may, it has started and it still has days to end
 * (children-rules.ts terminatableParts).
 */
export function placementGroups(placements: Placement[], today: string): PlacementGroup[] {
  const byUnit = new Map<string, Placement[]>()
  for (const p of [...placements].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    byUnit.set(p.unitName, [...(byUnit.get(p.unitName) ?? []), p])
  }
  const groups: PlacementGroup[] = []
  for (const unitPlacements of byUnit.values()) {
    const school = unitPlacements.find((p) => ['PRESCHOOL', 'PREPARATORY'].includes(placementGroupType(p.type)))
    const byType = new Map<string, { placements: Placement[]; additional: Placement[] }>()
    for (const p of unitPlacements) {
      const own = placementGroupType(p.type)
      const additional = own === 'DAYCARE' && school !== undefined && p.startDate > school.startDate
      const type = additional ? placementGroupType(school.type) : own
      const entry = byType.get(type) ?? { placements: [], additional: [] }
      ;(additional ? entry.additional : entry.placements).push(p)
      byType.set(type, entry)
    }
    for (const [type, { placements: main, additional }] of byType) {
      // A group of additional placements only (its preschool placement ended): they are its placements
      const own = main.length > 0 ? main : additional
      const extra = main.length > 0 ? additional : []
      const all = [...own, ...extra]
      const startDate = all.map((p) => p.startDate).reduce((a, b) => (a < b ? a : b))
      const endDate = all.map((p) => p.endDate).reduce((a, b) => (a > b ? a : b))
      const parts = terminatableParts(
        { endDate, placements: own, additionalPlacements: extra },
        own[0]!.terminatable && startDate <= today,
        today,
      )
      groups.push({
        type: type as PlacementGroup['type'],
        unitId: own[0]!.unitId,
        unitName: own[0]!.unitName,
        startDate,
        endDate,
        terminatable: parts.whole,
        daycareOnlyTerminatable: parts.daycareOnly,
        placements: own,
        additionalPlacements: extra,
      })
    }
  }
  return groups.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.type.localeCompare(b.type))
}

interface OptionInfo {
  id: string
  nameFi: string
  nameSv: string
  nameEn: string
  validPlacementType: PlacementType
  validFrom: string
  validTo: string | null
}

export interface PlacementServiceNeeds {
  startDate: string
  endDate: string
  unitName: string
  reservationsEnabled: boolean
  hasNonDefaultOptions: boolean
  defaultOption: (OptionInfo & { contractDaysPerMonth: number | null }) | null
  serviceNeeds: { startDate: string; endDate: string; option: OptionInfo & { contractDaysPerMonth: number | null } }[]
}

/**
 * reference §5 service needs: every service need of the placements, and a default row for each
 * stretch of a placement no service need covers (the type's default option, or none). Newest first.
 */
export function serviceNeedSummaries(placements: PlacementServiceNeeds[]): ServiceNeedSummary[] {
  const rows: ServiceNeedSummary[] = []
  for (const p of placements) {
    const common = {
      unitName: p.unitName,
      reservationsEnabled: p.reservationsEnabled,
      hasNonDefaultOptions: p.hasNonDefaultOptions,
    }
    const defaultRow = (startDate: string, endDate: string): ServiceNeedSummary => ({
      ...common,
      startDate,
      endDate,
      option: p.defaultOption ? withoutContractDays(p.defaultOption) : null,
      contractDaysPerMonth: p.defaultOption?.contractDaysPerMonth ?? null,
      isDefault: true,
    })
    let next = p.startDate
    for (const sn of [...p.serviceNeeds].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
      if (sn.startDate > next) rows.push(defaultRow(next, addDays(sn.startDate, -1)))
      rows.push({
        ...common,
        startDate: sn.startDate,
        endDate: sn.endDate,
        option: withoutContractDays(sn.option),
        contractDaysPerMonth: sn.option.contractDaysPerMonth,
        isDefault: false,
      })
      if (sn.endDate >= next) next = addDays(sn.endDate, 1)
    }
    if (next <= p.endDate) rows.push(defaultRow(next, p.endDate))
  }
  return rows.sort((a, b) => b.startDate.localeCompare(a.startDate))
}

function withoutContractDays({
  contractDaysPerMonth: _,
  ...option
}: OptionInfo & { contractDaysPerMonth: number | null }) {
  return option
}

/**
 * reference §5 attendance summary: the child's operational days in the month (days a placement
 * covers on which its unit is open, public holidays excepted) less the BILLABLE planned, free and
 * parental leave absences on those days.
 */
export function attendanceDays(
  yearMonth: string,
  placements: { start_date: string; end_date: string; weekdays: number[] }[],
  absenceDates: string[],
): number {
  const first = `${yearMonth}-01`
  const absent = new Set(absenceDates)
  let days = 0
  for (const date of daysOf({ start: first, end: endOfMonth(first) })) {
    const p = placements.find((pl) => pl.start_date <= date && pl.end_date >= date)
    if (!p || !p.weekdays.includes(isoWeekday(date)) || isFinnishHoliday(date)) continue
    if (!absent.has(date)) days++
  }
  return days
}
