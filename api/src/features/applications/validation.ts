import {
  exceedsPartTimeDay,
  isClockTime,
  isValidEmail,
  isValidPhone,
  isValidSsn,
  type ApplicationForm,
  type ApplicationType,
  type ClubTerm,
  type DateRange,
  type PreschoolTerm,
  type ServiceNeedOption,
} from '@citizen/contract'
import { addMonths, rangeIncludes } from '@citizen/contract'

/**
 * The application editor's rules on the server (spec 000 section 5 "Application editor",
 * reference §3 "Validation on send and update"): pure functions, so a request that skips the
 * browser is refused the same way. Field names are the web editor's
 * (web/src/features/applications/editor/validation.ts), and so are the rules: where the
 * reference is stricter (terms' application periods, units' apply periods), only sending checks it.
 */

export type ValidationCode =
  | 'required'
  | 'validDate'
  | 'dateTooEarly'
  | 'dateTooLate'
  | 'unselectableDate'
  | 'choose'
  | 'ssn'
  | 'phone'
  | 'email'
  | 'timeFormat'
  | 'partTimeTooLong'
  | 'unitNotSelected'
  | 'unitNotFound'
  | 'unitNotApplicable'
  | 'duplicateUnit'

export interface FieldError {
  field: string
  code: ValidationCode
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
  /** The units the form names (unknown ids are errors) */
  units: UnitFacts[]
  /** Another guardian exists and lives elsewhere: the agreement status is asked */
  askOtherGuardianAgreement: boolean
}

/** This municipality uses service need options for daycare and connected daycare: daily times are optional. */
export const SERVICE_NEED_OPTIONS_ENABLED = true
/** spec 000: 1-3 preferred units ("the maximum helper yields 3") */
export const MAX_PREFERRED_UNITS = 3

const blank = (value: string | null | undefined) => !value || value.trim() === ''

/** Preschool with connected daycare: the form has a service need section. */
export function hasConnectedDaycare(form: Pick<ApplicationForm, 'preferences'>): boolean {
  return form.preferences.serviceNeed !== null
}

/** The placement types whose service need options fit the application (spec 000 editor behaviour). */
export function optionPlacementTypes(type: ApplicationType, partTime: boolean): string[] {
  if (type === 'DAYCARE') return [partTime ? 'DAYCARE_PART_TIME' : 'DAYCARE']
  if (type === 'PRESCHOOL') return ['PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB']
  return []
}

/** The day a service need option must be valid on: connected daycare's start, else the start date. */
export function serviceNeedDate(type: ApplicationType, form: Pick<ApplicationForm, 'preferences'>): string | null {
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

function applyPeriodOf(type: ApplicationType, unit: UnitFacts): DateRange | null {
  return type === 'CLUB'
    ? unit.clubApplyPeriod
    : type === 'DAYCARE'
      ? unit.daycareApplyPeriod
      : unit.preschoolApplyPeriod
}

/**
 * Every rule the editor checks, plus the unit and option existence checks and (strict) the
 * application periods. Answers the failing fields; none means valid.
 */
export function validateApplicationForm(form: ApplicationForm, facts: ValidationFacts): FieldError[] {
  const errors: FieldError[] = []
  const fail = (field: string, code: ValidationCode) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, code })
  }
  const require = (field: string, value: string | null | undefined) => {
    if (blank(value)) fail(field, 'required')
    return !blank(value)
  }
  const { type, today } = facts
  const p = form.preferences
  const connectedDaycare = type === 'PRESCHOOL' && hasConnectedDaycare(form)

  // Preferred start date: today (a sent application: its stored date) .. one year ahead, in a term
  const start = p.preferredStartDate
  if (!start) fail('preferredStartDate', 'required')
  else {
    const earliest = facts.sentStartDate ?? today
    if (start < earliest) fail('preferredStartDate', 'dateTooEarly')
    else if (start > addMonths(today, 12)) fail('preferredStartDate', 'dateTooLate')
    else if (type === 'PRESCHOOL' && facts.preschoolTerms.length > 0) {
      const term = preschoolTermOf(facts.preschoolTerms, start)
      if (!term || (facts.strict && !rangeIncludes(term.applicationPeriod, today)))
        fail('preferredStartDate', 'unselectableDate')
    } else if (type === 'CLUB' && facts.clubTerms.length > 0) {
      const term = clubTermOf(facts.clubTerms, start)
      if (!term || (facts.strict && !rangeIncludes(term.applicationPeriod, today)))
        fail('preferredStartDate', 'unselectableDate')
    }
  }

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
    const date = serviceNeedDate(type, form)
    if (SERVICE_NEED_OPTIONS_ENABLED) {
      const chosen = need?.serviceNeedOption
      const option = chosen ? facts.serviceNeedOptions.find((o) => o.id === chosen.id) : undefined
      const fits =
        option !== undefined &&
        optionPlacementTypes(type, need?.partTime ?? false).includes(option.validPlacementType) &&
        date !== null &&
        rangeIncludes({ start: option.validFrom, end: option.validTo }, date)
      if (!fits) fail('serviceNeedOption', 'choose')
    } else if (need) {
      require('startTime', need.startTime)
      require('endTime', need.endTime)
    }
    if (need?.startTime && !isClockTime(need.startTime)) fail('startTime', 'timeFormat')
    if (need?.endTime && !isClockTime(need.endTime)) fail('endTime', 'timeFormat')
    // spec 000: part-time is at most 5 hours a day (the daily times are optional, checked when given)
    if (type === 'DAYCARE' && need && exceedsPartTimeDay(need)) fail('endTime', 'partTimeTooLong')
  }

  // Sibling basis
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
  else {
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
  const futureAddress = (prefix: string, a: ApplicationForm['child']['futureAddress']) => {
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

const upper = (ssn: string) => ssn.trim().toUpperCase()

/**
 * The form as stored (spec 000 "Editor behaviour"): club applications carry no allergies, diet,
 * partner or other children; part-time and urgent only for daycare, preparatory only for
 * preschool; connected daycare's date only with connected daycare; club details only for clubs;
 * the other guardian's phone and email only with NOT_AGREED; identity codes trimmed and
 * upper-cased. Applied to drafts too: it shapes the data, it does not validate it.
 */
export function normalizeForm(form: ApplicationForm, type: ApplicationType): ApplicationForm {
  const isClub = type === 'CLUB'
  const p = form.preferences
  const serviceNeed = isClub
    ? null
    : p.serviceNeed && { ...p.serviceNeed, partTime: type === 'DAYCARE' ? p.serviceNeed.partTime : false }
  const second = form.secondGuardian
  const person = <T extends { socialSecurityNumber: string }>(value: T): T => ({
    ...value,
    socialSecurityNumber: upper(value.socialSecurityNumber),
  })
  const emptyFuture = (a: ApplicationForm['child']['futureAddress']) =>
    a && !a.movingDate && blank(a.street) && blank(a.postalCode) && blank(a.postOffice) ? null : a
  return {
    ...form,
    child: {
      ...form.child,
      futureAddress: emptyFuture(form.child.futureAddress),
      allergies: isClub ? '' : form.child.allergies,
      diet: isClub ? '' : form.child.diet,
    },
    guardian: {
      ...form.guardian,
      futureAddress: emptyFuture(form.guardian.futureAddress),
      phoneNumber: form.guardian.phoneNumber.trim(),
      email: form.guardian.email.trim(),
    },
    secondGuardian:
      second && second.agreementStatus !== 'NOT_AGREED'
        ? { phoneNumber: '', email: '', agreementStatus: second.agreementStatus }
        : second,
    otherPartner: isClub || !form.otherPartner ? null : person(form.otherPartner),
    otherChildren: isClub ? [] : form.otherChildren.map(person),
    preferences: {
      ...p,
      serviceNeed,
      connectedDaycarePreferredStartDate:
        type === 'PRESCHOOL' && serviceNeed !== null ? p.connectedDaycarePreferredStartDate : null,
      siblingBasis: p.siblingBasis && { ...p.siblingBasis, siblingSsn: upper(p.siblingBasis.siblingSsn) },
      urgent: type === 'DAYCARE' ? p.urgent : false,
      preparatory: type === 'PRESCHOOL' ? p.preparatory : false,
    },
    clubDetails: isClub ? (form.clubDetails ?? { wasOnDaycare: false, wasOnClubCare: false }) : null,
  }
}
