import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { LocalDate, Ok } from './common'
import { CHILD_ACTIONS, PLACEMENT_GROUP_TYPES } from './children-rules'
import { isClockTime } from './validators'

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
  /** The child's picture (GET /citizen/child-images/{imageId}) */
  imageId: z.uuid().nullable(),
  /** Today's group and unit */
  group: UnitRef.nullable(),
  /** Unit of today's placement */
  unit: UnitRef.nullable(),
  /** The first placement that has not ended (reference §5) */
  upcomingPlacementType: PlacementType.nullable(),
  upcomingPlacementStartDate: LocalDate.nullable(),
  upcomingPlacementIsCalendarOpen: z.boolean().nullable(),
  upcomingPlacementUnit: UnitRef.nullable(),
  /** What this login may do for the child (children-rules.ts permittedChildActions) */
  permittedActions: z.array(z.enum(CHILD_ACTIONS)),
  /**
   * reference §5: a placement not ended in a unit taking service applications, and a non-default
   * service need option of its type valid during it (false when the feature is off)
   */
  serviceApplicationCreationPossible: z.boolean(),
  /** A preschool-type placement from today on: the child page offers absence applications (reference §5) */
  absenceApplicationCreationPossible: z.boolean(),
})
export type Child = z.infer<typeof Child>

const ChildParams = z.object({ childId: z.uuid() })

/** A placement of the termination section (reference §5 ChildPlacement) */
export const ChildPlacement = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  type: PlacementType,
  startDate: LocalDate,
  endDate: LocalDate,
  unitId: z.uuid(),
  unitName: z.string(),
  terminatable: z.boolean(),
  terminationRequestedDate: LocalDate.nullable(),
  /** Who asked it to end (a guardian's name), when someone did */
  terminatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
})
export type ChildPlacement = z.infer<typeof ChildPlacement>

/** reference §5 TerminatablePlacementGroup: the placements of one type group in one unit */
export const PlacementGroup = z.object({
  type: z.enum(PLACEMENT_GROUP_TYPES),
  unitId: z.uuid(),
  unitName: z.string(),
  startDate: LocalDate,
  endDate: LocalDate,
  /** The group can still be terminated: the unit allows it, it has started and it ends after today */
  terminatable: z.boolean(),
  /** Its paid daycare alone can still be terminated (a daycare part ends after today) */
  daycareOnlyTerminatable: z.boolean(),
  placements: z.array(ChildPlacement),
  /** Daycare placements after the group's preschool or preparatory one started */
  additionalPlacements: z.array(ChildPlacement),
})
export type PlacementGroup = z.infer<typeof PlacementGroup>

export const getChildPlacements = endpoint(routes.getChildPlacements, {
  params: ChildParams,
  response: z.object({ placements: z.array(PlacementGroup) }),
})

export const TerminatePlacementRequest = z.object({
  type: z.enum(PLACEMENT_GROUP_TYPES),
  unitId: z.uuid(),
  /** The last day of care */
  terminationDate: LocalDate,
  /** End only the paid daycare part (reference §5) */
  terminateDaycareOnly: z.boolean().nullish(),
})
export type TerminatePlacementRequest = z.infer<typeof TerminatePlacementRequest>

export const terminatePlacement = endpoint(routes.terminatePlacement, {
  params: ChildParams,
  body: TerminatePlacementRequest,
  response: Ok,
})

const ServiceNeedOptionInfo = z.object({
  id: z.uuid(),
  nameFi: z.string(),
  nameSv: z.string(),
  nameEn: z.string(),
  validPlacementType: PlacementType,
  validFrom: LocalDate,
  validTo: LocalDate.nullable(),
})

/** reference §5 ServiceNeedSummary; a default row (isDefault) covers a placement's days with no service need */
export const ServiceNeedSummary = z.object({
  startDate: LocalDate,
  endDate: LocalDate,
  option: ServiceNeedOptionInfo.nullable(),
  contractDaysPerMonth: z.number().int().nullable(),
  unitName: z.string(),
  reservationsEnabled: z.boolean(),
  isDefault: z.boolean(),
  hasNonDefaultOptions: z.boolean(),
})
export type ServiceNeedSummary = z.infer<typeof ServiceNeedSummary>

export const getChildServiceNeeds = endpoint(routes.getChildServiceNeeds, {
  params: ChildParams,
  response: z.array(ServiceNeedSummary),
})

const Time = z.string().refine(isClockTime, 'time must be HH:mm')
const DailyTimeRange = z.object({ start: Time, end: Time })
const ValidityPeriod = z.object({ start: LocalDate, end: LocalDate.nullable() })

/** reference §5 DailyServiceTimes: the same times every day, per weekday, or varying */
export const DailyServiceTimes = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  times: z.discriminatedUnion('type', [
    z.object({ type: z.literal('REGULAR'), regularTimes: DailyTimeRange, validityPeriod: ValidityPeriod }),
    z.object({
      type: z.literal('IRREGULAR'),
      validityPeriod: ValidityPeriod,
      monday: DailyTimeRange.nullable(),
      tuesday: DailyTimeRange.nullable(),
      wednesday: DailyTimeRange.nullable(),
      thursday: DailyTimeRange.nullable(),
      friday: DailyTimeRange.nullable(),
      saturday: DailyTimeRange.nullable(),
      sunday: DailyTimeRange.nullable(),
    }),
    z.object({ type: z.literal('VARIABLE_TIME'), validityPeriod: ValidityPeriod }),
  ]),
})
export type DailyServiceTimes = z.infer<typeof DailyServiceTimes>

export const getChildDailyServiceTimes = endpoint(routes.getChildDailyServiceTimes, {
  params: ChildParams,
  response: z.array(DailyServiceTimes),
})

/** YYYY-MM of a real month */
export const YearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')

export const getChildAttendanceSummary = endpoint(routes.getChildAttendanceSummary, {
  params: z.object({ childId: z.uuid(), yearMonth: YearMonth }),
  response: z.object({ attendanceDays: z.number().int() }),
})

export const getChildren = endpoint(routes.getChildren, {
  response: z.array(Child),
})
