/**
 * The child page's rules both sides apply (spec 001 "Child page" and "Child-page forms",
 * reference §5): placement groups, the termination's date limits and its error codes, and the
 * actions a login level permits. Zod-free so the web app can use them.
 */
import type { PlacementType } from './children'
import { addDays } from './dates'

/** Error codes of the child page's calls */
export const childErrors = {
  /** The unit has no PLACEMENT_TERMINATION pilot feature (403, reference §5) */
  terminationDisabled: 'PLACEMENT_TERMINATION_DISABLED',
  /** The last day is before today, or after the end of the placements chosen (400) */
  invalidTerminationDate: 'child.invalid-termination-date',
  /** What was chosen ends today at the latest already (terminated before, or ending): nothing to end (400) */
  nothingToTerminate: 'child.nothing-to-terminate',
} as const

/** The browser path of a child's page */
export const childPagePath = (childId: string) => `/children/${encodeURIComponent(childId)}`

export const PLACEMENT_GROUP_TYPES = ['CLUB', 'PREPARATORY', 'DAYCARE', 'PRESCHOOL'] as const
export type PlacementGroupType = (typeof PLACEMENT_GROUP_TYPES)[number]

/** reference §5: the group a placement type is terminated in */
export function placementGroupType(type: PlacementType): PlacementGroupType {
  switch (type) {
    case 'CLUB':
      return 'CLUB'
    case 'PRESCHOOL':
    case 'PRESCHOOL_DAYCARE':
    case 'PRESCHOOL_CLUB':
      return 'PRESCHOOL'
    case 'PREPARATORY':
    case 'PREPARATORY_DAYCARE':
      return 'PREPARATORY'
    default:
      return 'DAYCARE'
  }
}

/** Placement types with a paid daycare part a guardian may end alone ("paid daycare only") */
export const DAYCARE_PART_SPLITS: Partial<Record<PlacementType, PlacementType>> = {
  PRESCHOOL_DAYCARE: 'PRESCHOOL',
  PREPARATORY_DAYCARE: 'PREPARATORY',
}

/** What the termination rules read of a placement group */
interface TerminableGroup {
  endDate: string
  placements: { type: PlacementType; endDate: string }[]
  additionalPlacements: { endDate: string }[]
}

/** The paid daycare parts of a group: its placements with a daycare part and its additional placements */
function daycareParts(group: TerminableGroup): { endDate: string }[] {
  return [...group.placements.filter((p) => DAYCARE_PART_SPLITS[p.type] !== undefined), ...group.additionalPlacements]
}

/**
 * What of a group a guardian can still terminate (spec 001 "Placement termination"). A termination
 * moves the last day earlier and today is the earliest last day, so a group that ends today (say,
 * terminated with today as its last day) has nothing left to end, and its paid daycare only while a
 * daycare part ends after today. `allowed`: the unit allows terminations and the group has started.
 */
export function terminatableParts(
  group: TerminableGroup,
  allowed: boolean,
  today: string,
): { whole: boolean; daycareOnly: boolean } {
  const whole = allowed && group.endDate > today
  return { whole, daycareOnly: whole && daycareParts(group).some((p) => p.endDate > today) }
}

/**
 * spec 001 "Child-page forms": the last day is today at the earliest and at the latest the end of
 * the placements chosen (the group's end; with "paid daycare only", the daycare parts' end).
 */
export function terminationDateLimits(
  group: TerminableGroup,
  daycareOnly: boolean,
  today: string,
): { min: string; max: string } {
  if (!daycareOnly) return { min: today, max: group.endDate }
  const ends = daycareParts(group).map((p) => p.endDate)
  return { min: today, max: ends.length ? ends.reduce((a, b) => (a > b ? a : b)) : group.endDate }
}

/** Why a termination form cannot be sent (spec 001 §5 "Placement termination"), or null */
export function terminationError(
  date: string | null,
  limits: { min: string; max: string },
): 'required' | 'tooEarly' | 'tooLate' | null {
  if (!date) return 'required'
  if (date < limits.min) return 'tooEarly'
  if (date > limits.max) return 'tooLate'
  return null
}

/** The day after a placement's new last day: where the preschool part of a split placement continues */
export const dayAfter = (date: string) => addDays(date, 1)

/**
 * reference §2 per-action rules for a guardian's or a valid foster parent's child: what a weak
 * login may do, and what needs a strong one (documents also need an active or upcoming placement).
 */
export const WEAK_CHILD_ACTIONS = [
  'CREATE_ABSENCE',
  'CREATE_HOLIDAY_ABSENCE',
  'CREATE_RESERVATION',
  'CREATE_ABSENCE_APPLICATION',
  'READ_ABSENCE_APPLICATIONS',
  'READ_SERVICE_APPLICATIONS',
  'READ_SERVICE_NEEDS',
  'READ_ATTENDANCE_SUMMARY',
  'READ_DAILY_SERVICE_TIMES',
  'CREATE_CALENDAR_EVENT_TIME_RESERVATION',
] as const
export const STRONG_CHILD_ACTIONS = ['CREATE_APPLICATION', 'READ_PLACEMENT', 'CREATE_SERVICE_APPLICATION'] as const
export const DOCUMENT_CHILD_ACTIONS = ['READ_PEDAGOGICAL_DOCUMENTS', 'READ_CHILD_DOCUMENTS'] as const
export const CHILD_ACTIONS = [...WEAK_CHILD_ACTIONS, ...STRONG_CHILD_ACTIONS, ...DOCUMENT_CHILD_ACTIONS] as const
export type ChildAction = (typeof CHILD_ACTIONS)[number]

/** The actions a carer of the child may take at this login level */
export function permittedChildActions(
  authLevel: 'STRONG' | 'WEAK',
  hasActiveOrUpcomingPlacement: boolean,
): ChildAction[] {
  if (authLevel !== 'STRONG') return [...WEAK_CHILD_ACTIONS]
  return [
    ...WEAK_CHILD_ACTIONS,
    ...STRONG_CHILD_ACTIONS,
    ...(hasActiveOrUpcomingPlacement ? DOCUMENT_CHILD_ACTIONS : []),
  ]
}

/** A service need or daily service time against today (spec 001 §4): past, present or future */
export function periodTiming(
  range: { start: string; end: string | null },
  today: string,
): 'PAST' | 'PRESENT' | 'FUTURE' {
  if (range.start > today) return 'FUTURE'
  if (range.end !== null && range.end < today) return 'PAST'
  return 'PRESENT'
}

/** The weekdays of an IRREGULAR daily service time, Monday first */
export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** reference §5 children-starting notice: a placement opening more than 30 days ahead */
export const CHILD_STARTING_NOTICE_DAYS = 30
/** A dismissed notice stays away this long */
export const CHILD_STARTING_DISMISS_DAYS = 7
