import { validateApplicationForm } from '@citizen/contract/web'
import type {
  ApplicationStatus,
  ApplicationType,
  ApplicationValidationCode,
  ClubTerm,
  PreschoolTerm,
  ServiceNeedOption,
  ValidationFacts,
} from '@citizen/contract/web'
import { toFormUpdate, type EditorState } from './model'

/** The rules' codes (contract/application-rules.ts) and the editor's own; each has its text in i18n `validation`. */
export type ErrorKey = ApplicationValidationCode | EditorErrorKey
/** Codes only the browser answers: a text field's format, the email typed twice, a missing attachment */
type EditorErrorKey = 'format' | 'emailsDoNotMatch' | 'attachmentRequired'
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

/**
 * The form the rules read (contract/application-rules.ts): the form as it would be sent, with the
 * email and the daily times as typed (what cannot be sent is named, not cleaned away) and no
 * guardian's future address of its own when it is the child's.
 */
function rulesForm(state: EditorState, type: ApplicationType) {
  const form = toFormUpdate(state, type)
  const typed = state.form.preferences.serviceNeed
  const need = form.preferences.serviceNeed
  return {
    ...form,
    guardian: {
      ...form.guardian,
      email: state.form.guardian.email,
      futureAddress: state.guardianSameAsChild ? null : form.guardian.futureAddress,
    },
    preferences: {
      ...form.preferences,
      serviceNeed: need && typed && { ...need, startTime: typed.startTime, endTime: typed.endTime },
    },
  }
}

/** The rules' field names as the editor's paths (`preferredStartDate` -> `form.preferences.preferredStartDate`). */
function editorPath(field: string): string {
  if (/^(serviceNeedOption|startTime|endTime)$/.test(field)) return `form.preferences.serviceNeed.${field}`
  if (/^sibling/.test(field)) return `form.preferences.siblingBasis.${field}`
  if (/^(preferredStartDate|connectedDaycarePreferredStartDate|preferredUnits)$/.test(field))
    return `form.preferences.${field}`
  if (field === 'assistanceDescription') return 'form.child.assistanceDescription'
  return `form.${field}`
}

/** The rules' facts as the editor knows them: no unit facts (the server checks the units) and not strict. */
export function rulesFacts(ctx: ValidationContext): ValidationFacts {
  return {
    type: ctx.type,
    today: ctx.today,
    sentStartDate: ctx.status === 'CREATED' ? null : ctx.savedStartDate,
    strict: false,
    clubTerms: ctx.clubTerms,
    preschoolTerms: ctx.preschoolTerms,
    serviceNeedOptions: ctx.serviceNeedOptions,
    units: null,
    askOtherGuardianAgreement: ctx.askOtherGuardianAgreement,
  }
}

/**
 * The editor's checks (spec 000 section 5 "Application editor"): the application rules the server
 * applies on update and send, plus the editor's own email fields. Answers the error key per field;
 * no entry means valid.
 */
export function validateApplication(state: EditorState, ctx: ValidationContext): Errors {
  const errors: Errors = {}
  for (const e of validateApplicationForm(rulesForm(state, ctx.type), rulesFacts(ctx)))
    errors[editorPath(e.field)] = e.code
  // The email is asked unless "no email" is ticked, and typed twice
  const email = state.form.guardian.email
  if (!(state.noEmail && email === '') && !errors['form.guardian.email']) {
    if (!email.trim()) errors['form.guardian.email'] = 'required'
    else if (email.trim() !== state.verifyEmail.trim()) errors.verifyEmail = 'emailsDoNotMatch'
  }
  return errors
}

export function countBySection(errors: Errors): Record<Section, number> {
  const counts: Record<Section, number> = { serviceNeed: 0, units: 0, contact: 0, additional: 0 }
  for (const field of Object.keys(errors)) counts[sectionOf(field)]++
  return counts
}
