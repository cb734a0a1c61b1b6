/**
 * Service need change applications (spec 001 "Service application", "Child-page forms";
 * reference §7): the form's rules both sides check, the placement type changes a guardian may ask
 * for, the error codes and the browser path. Zod-free so the web app can use them.
 */
import type { PlacementType } from './children'
import { isCalendarDate } from './dates'

/** Error codes of the service application calls */
export const serviceApplicationErrors = {
  /** 409: the child has an application without a decision; a new one waits for it */
  undecidedExists: 'service-application.undecided-exists',
  /** 409: the application was decided already and can no longer be cancelled */
  alreadyDecided: 'service-application.already-decided',
  /** 400: the start date is before today */
  startInPast: 'service-application.start-in-past',
  /** 400: the child has no placement on the start date in a unit taking service applications */
  noPlacement: 'service-application.no-placement',
  /** 400: the option is not one the child may apply for on the start date */
  invalidOption: 'service-application.invalid-option',
  /** 400: a start on another day than the 1st needs an explanation */
  explanationRequired: 'service-application.explanation-required',
} as const

/** The unit pilot feature that lets its children's guardians apply (reference §5, §7) */
export const SERVICE_APPLICATIONS_FEATURE = 'SERVICE_APPLICATIONS'

/** The longest additional info a guardian may write */
export const SERVICE_APPLICATION_INFO_MAX = 5000

/** The browser path of the child's new service application */
export const serviceApplicationPath = (childId: string) =>
  `/children/${encodeURIComponent(childId)}/service-application`

/** Placement types between which a guardian may change (reference §7), beside keeping the same type */
const ALLOWED_CHANGES: readonly (readonly [PlacementType, PlacementType])[] = [
  ['DAYCARE', 'DAYCARE_PART_TIME'],
  ['DAYCARE_FIVE_YEAR_OLDS', 'DAYCARE_PART_TIME_FIVE_YEAR_OLDS'],
]

/** reference §7: the same type, DAYCARE↔DAYCARE_PART_TIME or DAYCARE_FIVE_YEAR_OLDS↔DAYCARE_PART_TIME_FIVE_YEAR_OLDS */
export function isPlacementTypeChangeAllowed(from: string, to: string): boolean {
  return from === to || ALLOWED_CHANGES.some(([a, b]) => (a === from && b === to) || (a === to && b === from))
}

/** The placement types an option may be for when the child's placement is of `type` */
export function placementTypesChangeableFrom(type: PlacementType): PlacementType[] {
  return [type, ...ALLOWED_CHANGES.flatMap(([a, b]) => (a === type ? [b] : b === type ? [a] : []))]
}

/** spec 001 constants: a service need normally changes on the first of a month */
export const isFirstOfMonth = (date: string): boolean => isCalendarDate(date) && date.endsWith('-01')

export interface ServiceApplicationForm {
  startDate: string | null
  serviceNeedOptionId: string | null
  additionalInfo: string
}

export type ServiceApplicationFieldError = 'required' | 'dateTooEarly' | 'explainDate' | 'tooLong'

/**
 * spec 001 "Child-page forms": the start date is required and today at the earliest; a start on
 * another day than the 1st needs additional info (explainDate); an option is required. The keys
 * are the form's paths.
 */
export function serviceApplicationFormErrors(
  form: ServiceApplicationForm,
  today: string,
): Partial<Record<keyof ServiceApplicationForm, ServiceApplicationFieldError>> {
  const errors: Partial<Record<keyof ServiceApplicationForm, ServiceApplicationFieldError>> = {}
  const start = form.startDate
  if (!start || !isCalendarDate(start)) errors.startDate = 'required'
  else if (start < today) errors.startDate = 'dateTooEarly'
  if (!form.serviceNeedOptionId) errors.serviceNeedOptionId = 'required'
  if (form.additionalInfo.length > SERVICE_APPLICATION_INFO_MAX) errors.additionalInfo = 'tooLong'
  else if (start && isCalendarDate(start) && !isFirstOfMonth(start) && form.additionalInfo.trim() === '')
    errors.additionalInfo = 'explainDate'
  return errors
}

export const SERVICE_APPLICATION_ACTIONS = ['DELETE'] as const
export type ServiceApplicationAction = (typeof SERVICE_APPLICATION_ACTIONS)[number]
