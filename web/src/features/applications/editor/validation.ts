import {
  addMonths,
  exceedsPartTimeDay,
  isClockTime,
  isValidEmail,
  isValidPhone,
  isValidSsn,
  rangeIncludes,
} from '@citizen/contract/web'
import type {
  ApplicationStatus,
  ApplicationType,
  ClubTerm,
  PreschoolTerm,
  ServiceNeedOption,
} from '@citizen/contract/web'
import type { ApplicationTexts } from '../i18n'
import type { EditorState } from './model'

export type ErrorKey = keyof ApplicationTexts['validation']
export type Section = 'serviceNeed' | 'units' | 'contact' | 'additional'
/** Error key per field; a field is its path in EditorState (`form.guardian.phoneNumber`), the name react-hook-form knows it by. */
export type Errors = Record<string, ErrorKey>

export interface ValidationContext {
  type: ApplicationType
  status: ApplicationStatus
  /** The start date stored when the application was sent (not for drafts) */
  savedStartDate: string | null
  today: string
  clubTerms: ClubTerm[]
  preschoolTerms: PreschoolTerm[]
  serviceNeedOptions: ServiceNeedOption[]
  /** Another guardian exists and lives elsewhere: the agreement question is asked */
  askOtherGuardianAgreement: boolean
}

/** The field names each editor section holds (for the per-section error counts). */
export function sectionOf(field: string): Section {
  if (/^form\.preferences\.(preferredUnits|siblingBasis)/.test(field)) return 'units'
  if (/^(form\.(guardian|secondGuardian|otherPartner|otherChildren|child\.futureAddress)|verifyEmail)/.test(field))
    return 'contact'
  if (/^form\.(child|otherInfo|maxFeeAccepted|clubDetails)/.test(field)) return 'additional'
  return 'serviceNeed'
}

/** Service need options valid on the date for the application's placement types. */
export function optionsFor(
  options: ServiceNeedOption[],
  type: ApplicationType,
  partTime: boolean,
  date: string | null,
): ServiceNeedOption[] {
  const placementTypes =
    type === 'DAYCARE'
      ? [partTime ? 'DAYCARE_PART_TIME' : 'DAYCARE']
      : type === 'PRESCHOOL'
        ? ['PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB']
        : []
  return options.filter(
    (o) =>
      placementTypes.includes(o.validPlacementType) &&
      date !== null &&
      rangeIncludes({ start: o.validFrom, end: o.validTo }, date),
  )
}

/**
 * The preferred start date's error key, or null for a date the application may have: today (or
 * the sent application's date) .. one year ahead, inside a term. A year typed only in part
 * (0002, 0020, 0202 on the way to 2026) is too early.
 */
export function preferredStartDateError(start: string | null, ctx: ValidationContext): ErrorKey | null {
  if (!start) return 'required'
  const min = ctx.status === 'CREATED' || !ctx.savedStartDate ? ctx.today : ctx.savedStartDate
  if (start < min) return 'dateTooEarly'
  if (start > addMonths(ctx.today, 12)) return 'dateTooLate'
  if (
    ctx.type === 'PRESCHOOL' &&
    ctx.preschoolTerms.length > 0 &&
    !ctx.preschoolTerms.some((t) => rangeIncludes(t.extendedTerm, start))
  )
    return 'unselectableDate'
  if (ctx.type === 'CLUB' && ctx.clubTerms.length > 0 && !ctx.clubTerms.some((t) => rangeIncludes(t.term, start)))
    return 'unselectableDate'
  return null
}

/**
 * The editor's checks (spec 000 section 5 "Application editor"); the server checks the same on
 * update and send. Answers the error key per field; no entry means valid.
 */
export function validateApplication(state: EditorState, ctx: ValidationContext): Errors {
  const errors: Errors = {}
  const f = state.form
  const p = f.preferences
  const P = 'form.preferences'
  const require = (field: string, value: string | null | undefined) => {
    if (!value || !value.trim()) errors[field] = 'required'
    return !!value && !!value.trim()
  }

  const start = p.preferredStartDate
  const startError = preferredStartDateError(start, ctx)
  if (startError) errors[`${P}.preferredStartDate`] = startError

  // Connected daycare: the same day, or later in the same term (or earlier in the extended term
  // when preschool starts on the term's first day)
  if (ctx.type === 'PRESCHOOL' && state.connectedDaycare) {
    const connected = p.connectedDaycarePreferredStartDate
    if (!connected) errors[`${P}.connectedDaycarePreferredStartDate`] = 'required'
    else if (start && connected !== start) {
      const term = ctx.preschoolTerms.find((t) => rangeIncludes(t.extendedTerm, start))
      const laterInTerm = connected > start && (!term || rangeIncludes(term.extendedTerm, connected))
      const earlierInExtended =
        !!term &&
        start === term.finnishPreschool.start &&
        connected < start &&
        rangeIncludes(term.extendedTerm, connected)
      if (!laterInTerm && !earlierInExtended) errors[`${P}.connectedDaycarePreferredStartDate`] = 'unselectableDate'
    }
  }

  // Service need option: daycare, and preschool with connected daycare
  const need = p.serviceNeed
  if ((ctx.type === 'DAYCARE' || (ctx.type === 'PRESCHOOL' && state.connectedDaycare)) && need) {
    const date = ctx.type === 'PRESCHOOL' ? (p.connectedDaycarePreferredStartDate ?? start) : start
    const valid = optionsFor(ctx.serviceNeedOptions, ctx.type, need.partTime, date)
    if (!need.serviceNeedOption || !valid.some((o) => o.id === need.serviceNeedOption!.id))
      errors[`${P}.serviceNeed.serviceNeedOption`] = 'choose'
    if (need.startTime && !isClockTime(need.startTime)) errors[`${P}.serviceNeed.startTime`] = 'timeFormat'
    if (need.endTime && !isClockTime(need.endTime)) errors[`${P}.serviceNeed.endTime`] = 'timeFormat'
    else if (ctx.type === 'DAYCARE' && exceedsPartTimeDay(need)) errors[`${P}.serviceNeed.endTime`] = 'partTimeTooLong'
  }

  if (state.siblingBasis) {
    const s = p.siblingBasis
    const S = `${P}.siblingBasis`
    require(`${S}.siblingName`, s?.siblingName)
    if (require(`${S}.siblingSsn`, s?.siblingSsn) && !isValidSsn(s!.siblingSsn)) errors[`${S}.siblingSsn`] = 'ssn'
    if (ctx.type === 'PRESCHOOL') require(`${S}.siblingUnit`, s?.siblingUnit)
  }
  if (p.preferredUnits.length === 0) errors[`${P}.preferredUnits`] = 'unitNotSelected'

  const futureAddress = (prefix: string, a: EditorState['form']['child']['futureAddress']) => {
    if (!a?.movingDate) errors[`${prefix}.movingDate`] = 'required'
    require(`${prefix}.street`, a?.street)
    require(`${prefix}.postalCode`, a?.postalCode)
    require(`${prefix}.postOffice`, a?.postOffice)
  }
  if (state.childMoving) futureAddress('form.child.futureAddress', f.child.futureAddress)
  if (state.guardianMoving && !state.guardianSameAsChild)
    futureAddress('form.guardian.futureAddress', f.guardian.futureAddress)

  if (require('form.guardian.phoneNumber', f.guardian.phoneNumber) && !isValidPhone(f.guardian.phoneNumber))
    errors['form.guardian.phoneNumber'] = 'phone'
  if (!(state.noEmail && f.guardian.email === '')) {
    if (require('form.guardian.email', f.guardian.email) && !isValidEmail(f.guardian.email))
      errors['form.guardian.email'] = 'email'
    else if (f.guardian.email.trim() !== state.verifyEmail.trim()) errors.verifyEmail = 'emailsDoNotMatch'
  }

  if (ctx.type !== 'CLUB' && ctx.askOtherGuardianAgreement) {
    const second = f.secondGuardian
    if (!second?.agreementStatus) errors['form.secondGuardian.agreementStatus'] = 'choose'
    else if (second.agreementStatus === 'NOT_AGREED') {
      if (second.phoneNumber && !isValidPhone(second.phoneNumber)) errors['form.secondGuardian.phoneNumber'] = 'phone'
      if (second.email && !isValidEmail(second.email)) errors['form.secondGuardian.email'] = 'email'
    }
  }

  const person = (
    prefix: string,
    person: { firstName: string; lastName: string; socialSecurityNumber: string } | null,
  ) => {
    require(`${prefix}.firstName`, person?.firstName)
    require(`${prefix}.lastName`, person?.lastName)
    if (
      require(`${prefix}.socialSecurityNumber`, person?.socialSecurityNumber) &&
      !isValidSsn(person!.socialSecurityNumber)
    )
      errors[`${prefix}.socialSecurityNumber`] = 'ssn'
  }
  const partnerAsked = ctx.type === 'DAYCARE' || (ctx.type === 'PRESCHOOL' && state.connectedDaycare)
  if (partnerAsked && state.otherPartnerExists) person('form.otherPartner', f.otherPartner)
  if (ctx.type !== 'CLUB' && state.otherChildrenExists)
    f.otherChildren.forEach((c, i) => person(`form.otherChildren.${i}`, c))

  if (f.child.assistanceNeeded) require('form.child.assistanceDescription', f.child.assistanceDescription)
  return errors
}

export function countBySection(errors: Errors): Record<Section, number> {
  const counts: Record<Section, number> = { serviceNeed: 0, units: 0, contact: 0, additional: 0 }
  for (const field of Object.keys(errors)) counts[sectionOf(field)]++
  return counts
}

/** spec 000: processing takes 4 months; a daycare start within that shows a warning. */
export function isWithinProcessingTime(type: ApplicationType, start: string | null, today: string): boolean {
  return type === 'DAYCARE' && start !== null && start < addMonths(today, 4)
}
