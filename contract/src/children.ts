import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { LocalDate } from './common'

export const PlacementType = z.enum([
  'CLUB',
  'DAYCARE',
  'FIVE_YEARS_OLD_DAYCARE',
  'PRESCHOOL_WITH_DAYCARE',
  'PREPARATORY_WITH_DAYCARE',
  'DAYCARE_PART_TIME',
  'DAYCARE_FIVE_YEAR_OLDS',
  'DAYCARE_PART_TIME_FIVE_YEAR_OLDS',
  'PRESCHOOL',
  'PREPARATORY',
  'PREPARATORY_DAYCARE',
  'PREPARATORY_DAYCARE_ONLY',
  'PRESCHOOL_DAYCARE',
  'PRESCHOOL_DAYCARE_ONLY',
  'PRESCHOOL_CLUB',
  'TEMPORARY_DAYCARE',
  'TEMPORARY_DAYCARE_PART_DAY',
  'SCHOOL_SHIFT_CARE',
])
export type PlacementType = z.infer<typeof PlacementType>

const UnitRef = z.object({ id: z.uuid(), name: z.string() })

export const Child = z.object({
  id: z.uuid(),
  firstName: z.string(),
  preferredName: z.string(),
  lastName: z.string(),
  duplicateOf: z.uuid().nullable(),
  /** Unit of today's placement */
  unit: UnitRef.nullable(),
  /** The first placement that has not ended (reference §5) */
  upcomingPlacementType: PlacementType.nullable(),
  upcomingPlacementStartDate: LocalDate.nullable(),
  upcomingPlacementIsCalendarOpen: z.boolean().nullable(),
  upcomingPlacementUnit: UnitRef.nullable(),
})
export type Child = z.infer<typeof Child>

export const getChildren = endpoint(routes.getChildren, {
  response: z.array(Child),
})
