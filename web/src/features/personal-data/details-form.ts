import {
  personalDetailsErrors,
  preferredNameOptions,
  type CitizenUserDetails,
  type PersonalDataUpdate,
  type PersonalDetailsDraft,
} from '@citizen/contract/web'

/** The form starts from the stored details; no email stored ('' or none) ticks "I have no email" only when it was chosen so */
export function initialDetails(d: CitizenUserDetails): PersonalDetailsDraft {
  const options = preferredNameOptions(d.firstName)
  return {
    preferredName: options.includes(d.preferredName) ? d.preferredName : (options[0] ?? ''),
    phone: d.phone,
    backupPhone: d.backupPhone,
    email: d.email ?? '',
    // reference §13: a blank email is stored as "" (the person said they have none); null is never asked
    noEmail: d.email === '',
  }
}

/** The form's rules (the contract's, which the server applies too) */
export const detailsErrors = (draft: PersonalDetailsDraft, firstName: string) => personalDetailsErrors(draft, firstName)

/** The body of PUT /citizen/personal-data: no email is '' */
export function detailsUpdate(draft: PersonalDetailsDraft): PersonalDataUpdate {
  return {
    preferredName: draft.preferredName,
    phone: draft.phone.trim(),
    backupPhone: draft.backupPhone.trim(),
    email: draft.noEmail ? '' : draft.email.trim(),
  }
}

/** A kept copy still has the form's shape */
export function isDetailsDraft(value: unknown): value is PersonalDetailsDraft {
  const v = value as Partial<PersonalDetailsDraft> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.preferredName === 'string' &&
    typeof v.phone === 'string' &&
    typeof v.backupPhone === 'string' &&
    typeof v.email === 'string' &&
    typeof v.noEmail === 'boolean'
  )
}

/** Where the details typed survive a failed save or an expired session (shared/kept-input.ts) */
export const DETAILS_KEPT_KEY = 'personal-data.details'
