/**
 * The application editor's rules (spec 000 section 5 "Application editor", reference §3
 * "Validation on send and update"): the web editor and PUT/POST on applications both apply these,
 * so a request that skips the browser is refused the same way. Zod-free so the web app can use them.
 * Each side only adapts its data: the web passes the form it would send, the server the stored one.
 * Where the reference is stricter (terms' application periods, units' apply periods), only
 * sending checks it (`strict`).
 */

import type {
  ApplicationForm,
  ApplicationFormUpdate,
  ApplicationType,
  ClubTerm,
  PreschoolTerm,
  ServiceNeedOption,
} from './applications'
import type { DateRange } from './map'
import { addMonths, rangeIncludes } from './dates'
import { exceedsPartTimeDay } from './service-need'
import { isClockTime, isValidEmail, isValidPhone, isValidSsn } from './validators'
import { errorCodes } from './constants'

export const APPLICATION_VALIDATION_CODES = [
  'required',
  'validDate',
  'dateTooEarly',
  'dateTooLate',
  'unselectableDate',
  'choose',
  'ssn',
  'phone',
  'email',
  'timeFormat',
  'partTimeTooLong',
  'unitNotSelected',
  'unitNotFound',
  'unitNotApplicable',
  'duplicateUnit',
] as const
export type ApplicationValidationCode = (typeof APPLICATION_VALIDATION_CODES)[number]

/** A failing field: its path in the form (`guardian.phoneNumber`; the preferences' and the service need's fields by their own name) */
export interface FieldError {
  field: string
  code: ApplicationValidationCode
}

export interface UnitFacts {
  id: string
  clubApplyPeriod: DateRange | null
  daycareApplyPeriod: DateRange | null
  preschoolApplyPeriod: DateRange | null
}

export interface ValidationFacts {
  type: ApplicationType
  today: string
  /** The start date stored when the application was sent (the earliest allowed); null for a draft */
  sentStartDate: string | null
  /**
   * Sending: the term of the start date must take applications today, and every preferred unit's
   * apply period must contain the start date (reference "strict mode")
   */
  strict: boolean
  clubTerms: ClubTerm[]
  preschoolTerms: PreschoolTerm[]
  /** The options the form names (unknown ids are errors) */
  serviceNeedOptions: ServiceNeedOption[]
  /** The units the form names (unknown ids are errors); null: not known here (the browser), not checked */
  units: UnitFacts[] | null
  /** Another guardian exists and lives elsewhere: the agreement status is asked */
  askOtherGuardianAgreement: boolean
}

/** The parts of a form the rules read: the update the web sends and the stored form both have them. */
type RulesForm = ApplicationFormUpdate

/** This municipality uses service need options for daycare and connected daycare: daily times are optional. */
const SERVICE_NEED_OPTIONS_ENABLED = true
/** spec 000: 1-3 preferred units ("the maximum helper yields 3") */
const MAX_PREFERRED_UNITS = 3

const blank = (value: string | null | undefined) => !value || value.trim() === ''

/** Preschool with connected daycare: the form has a service need section. */
function hasConnectedDaycare(form: Pick<RulesForm, 'preferences'>): boolean {
  return form.preferences.serviceNeed !== null
}

/** The placement types whose service need options fit the application (spec 000 editor behaviour). */
export function optionPlacementTypes(type: ApplicationType, partTime: boolean): string[] {
  if (type === 'DAYCARE') return [partTime ? 'DAYCARE_PART_TIME' : 'DAYCARE']
  if (type === 'PRESCHOOL') return ['PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB']
  return []
}

/** Service need options valid on the date for the application's placement types. */
export function optionsFor(
  options: ServiceNeedOption[],
  type: ApplicationType,
  partTime: boolean,
  date: string | null,
): ServiceNeedOption[] {
  const placementTypes = optionPlacementTypes(type, partTime)
  return options.filter(
    (o) =>
      placementTypes.includes(o.validPlacementType) &&
      date !== null &&
      rangeIncludes({ start: o.validFrom, end: o.validTo }, date),
  )
}

/** The day a service need option must be valid on: connected daycare's start, else the start date. */
function serviceNeedDate(type: ApplicationType, form: Pick<RulesForm, 'preferences'>): string | null {
  const p = form.preferences
  return type === 'PRESCHOOL' ? (p.connectedDaycarePreferredStartDate ?? p.preferredStartDate) : p.preferredStartDate
}

/** The preschool term whose extended term contains the date */
export function preschoolTermOf(terms: PreschoolTerm[], date: string): PreschoolTerm | undefined {
  return terms.find((t) => rangeIncludes(t.extendedTerm, date))
}

export function clubTermOf(terms: ClubTerm[], date: string): ClubTerm | undefined {
  return terms.find((t) => rangeIncludes(t.term, date))
}

/**
 * The preferred start date's error, or null for a date the application may have: today (a sent
 * application: its stored date) .. one year ahead, inside a term (sending: a term taking
 * applications today). A year typed only in part (0002, 0020, 0202 on the way to 2026) is too early.
 */
export function preferredStartDateError(
  start: string | null,
  facts: Pick<ValidationFacts, 'type' | 'today' | 'sentStartDate' | 'strict' | 'clubTerms' | 'preschoolTerms'>,
): ApplicationValidationCode | null {
  const { type, today } = facts
  if (!start) return 'required'
  if (start < (facts.sentStartDate ?? today)) return 'dateTooEarly'
  if (start > addMonths(today, 12)) return 'dateTooLate'
  if (type === 'PRESCHOOL' && facts.preschoolTerms.length > 0) {
    const term = preschoolTermOf(facts.preschoolTerms, start)
    if (!term || (facts.strict && !rangeIncludes(term.applicationPeriod, today))) return 'unselectableDate'
  } else if (type === 'CLUB' && facts.clubTerms.length > 0) {
    const term = clubTermOf(facts.clubTerms, start)
    if (!term || (facts.strict && !rangeIncludes(term.applicationPeriod, today))) return 'unselectableDate'
  }
  return null
}

/** spec 000: processing takes 4 months; a daycare start within that shows a warning. */
export function isWithinProcessingTime(type: ApplicationType, start: string | null, today: string): boolean {
  return type === 'DAYCARE' && start !== null && start < addMonths(today, 4)
}

/** What the citizen sends back of a stored form: all but the server-owned person data (reference §3) */
export function formUpdateOf(form: ApplicationForm): ApplicationFormUpdate {
  const { child, guardian } = form
  return {
    ...form,
    child: {
      futureAddress: child.futureAddress,
      allergies: child.allergies,
      diet: child.diet,
      assistanceNeeded: child.assistanceNeeded,
      assistanceDescription: child.assistanceDescription,
    },
    guardian: { futureAddress: guardian.futureAddress, phoneNumber: guardian.phoneNumber, email: guardian.email },
  }
}

function applyPeriodOf(type: ApplicationType, unit: UnitFacts): DateRange | null {
  return type === 'CLUB'
    ? unit.clubApplyPeriod
    : type === 'DAYCARE'
      ? unit.daycareApplyPeriod
      : unit.preschoolApplyPeriod
}

/**
 * Every rule: the editor's, the unit and option existence checks and (strict) the application
 * periods. Answers the failing fields, one code per field; none means valid.
 */
export function validateApplicationForm(form: RulesForm, facts: ValidationFacts): FieldError[] {
  const errors: FieldError[] = []
  const fail = (field: string, code: ApplicationValidationCode) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, code })
  }
  const require = (field: string, value: string | null | undefined) => {
    if (blank(value)) fail(field, 'required')
    return !blank(value)
  }
  const { type } = facts
  const p = form.preferences
  const connectedDaycare = type === 'PRESCHOOL' && hasConnectedDaycare(form)

  const start = p.preferredStartDate
  const startError = preferredStartDateError(start, facts)
  if (startError) fail('preferredStartDate', startError)

  // Connected daycare: the same day, or later in the same term; or earlier in the extended term
  // when preschool starts on the first day of the Finnish preschool term
  if (connectedDaycare) {
    const connected = p.connectedDaycarePreferredStartDate
    if (!connected) fail('connectedDaycarePreferredStartDate', 'required')
    else if (start && connected !== start) {
      const term = preschoolTermOf(facts.preschoolTerms, start)
      const laterInTerm = connected > start && (!term || rangeIncludes(term.extendedTerm, connected))
      const earlierInExtended =
        !!term &&
        start === term.finnishPreschool.start &&
        connected < start &&
        rangeIncludes(term.extendedTerm, connected)
      if (!laterInTerm && !earlierInExtended) fail('connectedDaycarePreferredStartDate', 'unselectableDate')
    }
  }

  // Service need: an option valid on the date and of a matching placement type
  if (type === 'DAYCARE' || connectedDaycare) {
    const need = p.serviceNeed
    if (SERVICE_NEED_OPTIONS_ENABLED) {
      const chosen = need?.serviceNeedOption
      const valid = optionsFor(facts.serviceNeedOptions, type, need?.partTime ?? false, serviceNeedDate(type, form))
      if (!chosen || !valid.some((o) => o.id === chosen.id)) fail('serviceNeedOption', 'choose')
    } else if (need) {
      require('startTime', need.startTime)
      require('endTime', need.endTime)
    }
    if (need?.startTime && !isClockTime(need.startTime)) fail('startTime', 'timeFormat')
    if (need?.endTime && !isClockTime(need.endTime)) fail('endTime', 'timeFormat')
    // spec 000: part-time is at most 5 hours a day (the daily times are optional, checked when given)
    if (type === 'DAYCARE' && need && exceedsPartTimeDay(need)) fail('endTime', 'partTimeTooLong')
  }

  if (p.siblingBasis) {
    const s = p.siblingBasis
    require('siblingName', s.siblingName)
    if (require('siblingSsn', s.siblingSsn) && !isValidSsn(s.siblingSsn)) fail('siblingSsn', 'ssn')
    if (type === 'PRESCHOOL') require('siblingUnit', s.siblingUnit)
  }

  // Preferred units: 1-3, existing, no repeats; sending: each takes applications on the start date
  if (p.preferredUnits.length === 0) fail('preferredUnits', 'unitNotSelected')
  else if (p.preferredUnits.length > MAX_PREFERRED_UNITS) fail('preferredUnits', 'unitNotApplicable')
  else if (new Set(p.preferredUnits.map((u) => u.id)).size !== p.preferredUnits.length)
    fail('preferredUnits', 'duplicateUnit')
  else if (facts.units) {
    for (const chosen of p.preferredUnits) {
      const unit = facts.units.find((u) => u.id === chosen.id)
      if (!unit) fail('preferredUnits', 'unitNotFound')
      else if (facts.strict && start) {
        const period = applyPeriodOf(type, unit)
        if (!period || !rangeIncludes(period, start)) fail('preferredUnits', 'unitNotApplicable')
      }
    }
  }

  // Future addresses: all or nothing
  const futureAddress = (prefix: string, a: RulesForm['child']['futureAddress']) => {
    if (!a) return
    if (!a.movingDate) fail(`${prefix}.movingDate`, 'required')
    require(`${prefix}.street`, a.street)
    require(`${prefix}.postalCode`, a.postalCode)
    require(`${prefix}.postOffice`, a.postOffice)
  }
  futureAddress('child.futureAddress', form.child.futureAddress)
  futureAddress('guardian.futureAddress', form.guardian.futureAddress)

  // Guardian's contact details: phone required; an email, when given, valid ('' = no email)
  if (require('guardian.phoneNumber', form.guardian.phoneNumber) && !isValidPhone(form.guardian.phoneNumber)) {
    fail('guardian.phoneNumber', 'phone')
  }
  if (!blank(form.guardian.email) && !isValidEmail(form.guardian.email)) fail('guardian.email', 'email')

  // The other guardian's agreement, asked when they live elsewhere
  if (type !== 'CLUB' && facts.askOtherGuardianAgreement) {
    const second = form.secondGuardian
    if (!second?.agreementStatus) fail('secondGuardian.agreementStatus', 'choose')
    else if (second.agreementStatus === 'NOT_AGREED') {
      if (!blank(second.phoneNumber) && !isValidPhone(second.phoneNumber)) fail('secondGuardian.phoneNumber', 'phone')
      if (!blank(second.email) && !isValidEmail(second.email)) fail('secondGuardian.email', 'email')
    }
  }

  // Partner (asked for daycare and connected daycare) and the household's other children
  const person = (prefix: string, value: { firstName: string; lastName: string; socialSecurityNumber: string }) => {
    require(`${prefix}.firstName`, value.firstName)
    require(`${prefix}.lastName`, value.lastName)
    if (
      require(`${prefix}.socialSecurityNumber`, value.socialSecurityNumber) &&
      !isValidSsn(value.socialSecurityNumber)
    ) {
      fail(`${prefix}.socialSecurityNumber`, 'ssn')
    }
  }
  if ((type === 'DAYCARE' || connectedDaycare) && form.otherPartner) person('otherPartner', form.otherPartner)
  if (type !== 'CLUB') form.otherChildren.forEach((c, i) => person(`otherChildren.${i}`, c))

  if (form.child.assistanceNeeded) require('assistanceDescription', form.child.assistanceDescription)
  return errors
}

/** "preferredStartDate: validDate; guardian.phoneNumber: phone": the 400's message names the fields */
export function describeErrors(errors: FieldError[]): string {
  return errors.map((e) => `${e.field}: ${e.code}`).join('; ')
}

/** Error codes of the application commands (a 400's `errorCode`; the editor words those a person can act on) */
export const applicationErrors = {
  duplicateApplication: 'DUPLICATE_APPLICATION',
  duplicateChild: 'DUPLICATE_CHILD',
  /** The action is not possible in the application's status (e.g. saving a sent one as a draft) */
  invalidStatus: 'INVALID_STATUS',
  /** A sent application's start date moved earlier ("Valitse myöhäisempi päivä") */
  startDateEarlier: 'START_DATE_EARLIER',
  /** The form breaks a rule of contract/application-rules.ts (the message names the fields) */
  validation: errorCodes.validation,
} as const
