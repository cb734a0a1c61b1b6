import type { FiniteDayRange, HolidayQuestionnaire, PlacementType } from '@citizen/contract'
import { addDays } from '@citizen/contract'

/**
 * Whom a holiday questionnaire asks about (reference §6 "Holiday questionnaires", eligible
 * children), pure: the service loads the family's placements and asks here, for the GET and
 * again for every answer.
 */

export interface PlacementFact {
  type: PlacementType
  start: string
  end: string
  providerType: string
}

export interface ChildFacts {
  id: string
  placements: PlacementFact[]
}

/** Placements the municipality invoices (reference §6): a FIXED_PERIOD holiday is free absence from these */
const NOT_INVOICED: PlacementType[] = [
  'CLUB',
  'PRESCHOOL',
  'PREPARATORY',
  'SCHOOL_SHIFT_CARE',
  'TEMPORARY_DAYCARE',
  'TEMPORARY_DAYCARE_PART_DAY',
]
export const isInvoiced = (type: PlacementType) => !NOT_INVOICED.includes(type)

/** Whether the placements, one after another without a day between, cover the whole range */
export function coversContinuously(placements: PlacementFact[], range: FiniteDayRange): boolean {
  let covered = addDays(range.start, -1)
  for (const p of [...placements].sort((a, b) => a.start.localeCompare(b.start))) {
    if (p.start > addDays(covered, 1)) break
    if (p.end > covered) covered = p.end
    if (covered >= range.end) return true
  }
  return covered >= range.end
}

const overlaps = (a: FiniteDayRange, b: FiniteDayRange) => a.start <= b.end && b.start <= a.end

/**
 * The children the questionnaire asks about, with the ranges each may answer:
 * - with the continuous-placement condition, only children placed without a break over it;
 * - never a child whose placement today is in a private service voucher unit;
 * - FIXED_PERIOD: the options the child's invoiced placements cover without a break (none: not asked);
 * - OPEN_RANGES: the period, for a child with a placement during it (ours: the reference asks every
 *   child, also one with no care to be absent from).
 */
export function eligibleChildren(
  questionnaire: HolidayQuestionnaire,
  children: ChildFacts[],
  today: string,
): Map<string, FiniteDayRange[]> {
  const result = new Map<string, FiniteDayRange[]>()
  for (const child of children) {
    const continuous = questionnaire.conditions.continuousPlacement
    if (continuous && !coversContinuously(child.placements, continuous)) continue
    const placedToday = child.placements.filter((p) => p.start <= today && today <= p.end)
    if (placedToday.some((p) => p.providerType === 'PRIVATE_SERVICE_VOUCHER')) continue
    if (questionnaire.type === 'FIXED_PERIOD') {
      const invoiced = child.placements.filter((p) => isInvoiced(p.type))
      const options = questionnaire.periodOptions.filter((o) => coversContinuously(invoiced, o))
      if (options.length > 0) result.set(child.id, options)
    } else if (child.placements.some((p) => overlaps(p, questionnaire.period))) {
      result.set(child.id, [questionnaire.period])
    }
  }
  return result
}
