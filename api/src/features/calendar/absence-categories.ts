import type { PlacementType, TimeRange } from '@citizen/contract'
import { intervalOf, minutesWithin, totalMinutes, type Interval } from './minutes'

/**
 * Absence categories (reference §6): a day of a placement has a billable part (daycare, which
 * the fee covers) and/or a non-billable part (free preschool or club). A full-day absence marks
 * every category of the placement type; a part-day absence only one.
 */
export type AbsenceCategory = 'BILLABLE' | 'NONBILLABLE'

const NONBILLABLE_ONLY: PlacementType[] = ['CLUB', 'SCHOOL_SHIFT_CARE', 'PRESCHOOL', 'PREPARATORY']
const BOTH: PlacementType[] = [
  'PRESCHOOL_DAYCARE',
  'PRESCHOOL_WITH_DAYCARE',
  'PRESCHOOL_CLUB',
  'PREPARATORY_DAYCARE',
  'PREPARATORY_WITH_DAYCARE',
  'DAYCARE_FIVE_YEAR_OLDS',
  'DAYCARE_PART_TIME_FIVE_YEAR_OLDS',
  'FIVE_YEARS_OLD_DAYCARE',
]

export function absenceCategories(type: PlacementType): AbsenceCategory[] {
  if (NONBILLABLE_ONLY.includes(type)) return ['NONBILLABLE']
  if (BOTH.includes(type)) return ['BILLABLE', 'NONBILLABLE']
  return ['BILLABLE']
}

/** Daily preschool and preparatory education times when the unit names none (reference §6). */
export const DEFAULT_PRESCHOOL_TIME: TimeRange = { start: '09:00', end: '13:00' }
export const DEFAULT_PREPARATORY_TIME: TimeRange = { start: '09:00', end: '14:00' }

/** Less presence than this before and after preschool means the daycare part was not used. */
const MIN_DAYCARE_MINUTES = 15
/** Less presence than this inside the preschool time means preschool was missed. */
const MIN_PRESCHOOL_MINUTES = 60
/** Five-year-olds' four free hours: less than this (plus the margin) is not billable daycare. */
const FIVE_YEAR_OLDS_FREE_MINUTES = 4 * 60 + MIN_DAYCARE_MINUTES

const PRESCHOOL_TYPES: PlacementType[] = ['PRESCHOOL', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_WITH_DAYCARE', 'PRESCHOOL_CLUB']
const PREPARATORY_TYPES: PlacementType[] = ['PREPARATORY', 'PREPARATORY_DAYCARE', 'PREPARATORY_WITH_DAYCARE']
const FIVE_YEAR_OLDS_TYPES: PlacementType[] = [
  'DAYCARE_FIVE_YEAR_OLDS',
  'DAYCARE_PART_TIME_FIVE_YEAR_OLDS',
  'FIVE_YEARS_OLD_DAYCARE',
]

/**
 * The part-day absences a reservation implies (reference §6 getExpectedAbsenceCategories): a
 * preschool child reserved 09:00–13:00 on a preschool-with-daycare placement is absent from
 * daycare (BILLABLE); one reserved only for the afternoon is absent from preschool.
 */
export function expectedAbsenceCategories(input: {
  placementType: PlacementType
  reservations: TimeRange[]
  /** The day is inside the preschool (or preparatory) term and not a term break */
  inTerm: boolean
  preschoolTime?: TimeRange | null
  preparatoryTime?: TimeRange | null
}): AbsenceCategory[] {
  const { placementType: type } = input
  const present = input.reservations.map(intervalOf)
  const total = totalMinutes(present)

  if (FIVE_YEAR_OLDS_TYPES.includes(type)) {
    const result: AbsenceCategory[] = []
    if (total < FIVE_YEAR_OLDS_FREE_MINUTES) result.push('BILLABLE')
    if (total < MIN_DAYCARE_MINUTES) result.push('NONBILLABLE')
    return result
  }

  const fixed = PRESCHOOL_TYPES.includes(type)
    ? (input.preschoolTime ?? DEFAULT_PRESCHOOL_TIME)
    : PREPARATORY_TYPES.includes(type)
      ? (input.preparatoryTime ?? DEFAULT_PREPARATORY_TIME)
      : null
  if (!fixed) return []

  const hasDaycare = absenceCategories(type).includes('BILLABLE')
  if (!input.inTerm) return hasDaycare && total < MIN_DAYCARE_MINUTES ? ['BILLABLE'] : []

  const window: Interval = intervalOf(fixed)
  const result: AbsenceCategory[] = []
  if (hasDaycare) {
    const before = minutesWithin(present, { start: 0, end: window.start })
    const after = minutesWithin(present, { start: window.end, end: 24 * 60 })
    if (before < MIN_DAYCARE_MINUTES && after < MIN_DAYCARE_MINUTES) result.push('BILLABLE')
  }
  if (minutesWithin(present, window) < MIN_PRESCHOOL_MINUTES) result.push('NONBILLABLE')
  return result
}
