import type {
  ApplicationForm,
  ApplicationFormUpdate,
  ApplicationType,
  ClubTerm,
  PersonBasics,
  PreschoolTerm,
  ServiceNeedOption,
} from '@citizen/contract'
import { addDays, addMonths } from '@citizen/contract'

/**
 * The application form's data rules that are not validation: the pre-filled form of a new
 * application, merging a citizen's update into the stored form, the other guardian's reduced view,
 * default start dates and due dates. Pure functions.
 */

/** The person data a new form is filled from (reference §3 create) */
export interface FormPerson {
  firstName: string
  lastName: string
  socialSecurityNumber: string | null
  dateOfBirth: string
  streetAddress: string
  postalCode: string
  postOffice: string
  restrictedDetails: boolean
  phone: string
  email: string | null
  verifiedEmail: string | null
}

const addressOf = (p: FormPerson) =>
  p.restrictedDetails || p.streetAddress.trim() === ''
    ? null
    : { street: p.streetAddress, postalCode: p.postalCode, postOffice: p.postOffice }

/**
 * The default preferred start date (reference §3): preschool, the extended term's start of the
 * term taking applications before it starts; club, the term's start likewise; daycare none.
 */
export function defaultStartDate(
  type: ApplicationType,
  today: string,
  clubTerms: ClubTerm[],
  preschoolTerms: PreschoolTerm[],
): string | null {
  if (type === 'PRESCHOOL') {
    const term = preschoolTerms.find((t) => t.applicationPeriod.start <= today && today < t.extendedTerm.start)
    return term?.extendedTerm.start ?? null
  }
  if (type === 'CLUB') {
    const term = clubTerms.find((t) => t.applicationPeriod.start <= today && today < t.term.start)
    return term?.term.start ?? null
  }
  return null
}

/** A new application's form, pre-filled from the child's and the applicant's person data. */
export function initialForm(input: {
  type: ApplicationType
  child: FormPerson
  guardian: FormPerson
  otherChildren: PersonBasics[]
  preferredStartDate: string | null
}): ApplicationForm {
  const { type, child, guardian } = input
  return {
    child: {
      person: {
        firstName: child.firstName,
        lastName: child.lastName,
        socialSecurityNumber: child.socialSecurityNumber,
      },
      dateOfBirth: child.dateOfBirth,
      address: addressOf(child),
      futureAddress: null,
      allergies: '',
      diet: '',
      assistanceNeeded: false,
      assistanceDescription: '',
    },
    guardian: {
      person: {
        firstName: guardian.firstName,
        lastName: guardian.lastName,
        socialSecurityNumber: guardian.socialSecurityNumber,
      },
      address: addressOf(guardian),
      futureAddress: null,
      phoneNumber: guardian.phone,
      email: guardian.verifiedEmail ?? guardian.email ?? '',
    },
    secondGuardian: null,
    otherPartner: null,
    otherChildren: type === 'CLUB' ? [] : input.otherChildren,
    preferences: {
      preferredUnits: [],
      preferredStartDate: input.preferredStartDate,
      connectedDaycarePreferredStartDate: null,
      serviceNeed:
        type === 'DAYCARE'
          ? { startTime: '', endTime: '', shiftCare: false, partTime: false, serviceNeedOption: null }
          : null,
      siblingBasis: null,
      preparatory: false,
      urgent: false,
    },
    maxFeeAccepted: false,
    otherInfo: '',
    clubDetails: type === 'CLUB' ? { wasOnDaycare: false, wasOnClubCare: false } : null,
  }
}

/** The citizen's update over the stored form: person data and addresses stay server-owned (reference §3). */
export function mergeFormUpdate(stored: ApplicationForm, update: ApplicationFormUpdate): ApplicationForm {
  return {
    child: {
      ...stored.child,
      futureAddress: update.child.futureAddress,
      allergies: update.child.allergies,
      diet: update.child.diet,
      assistanceNeeded: update.child.assistanceNeeded,
      assistanceDescription: update.child.assistanceDescription,
    },
    guardian: {
      ...stored.guardian,
      futureAddress: update.guardian.futureAddress,
      phoneNumber: update.guardian.phoneNumber,
      email: update.guardian.email,
    },
    secondGuardian: update.secondGuardian,
    otherPartner: update.otherPartner,
    otherChildren: update.otherChildren,
    preferences: update.preferences,
    maxFeeAccepted: update.maxFeeAccepted,
    otherInfo: update.otherInfo,
    clubDetails: update.clubDetails,
  }
}

/** A service need option as a form refers to it */
export const optionReference = (option: ServiceNeedOption) => ({
  id: option.id,
  nameFi: option.nameFi,
  nameSv: option.nameSv,
  nameEn: option.nameEn,
  validPlacementType: option.validPlacementType,
})

/**
 * Unit and option names as the database has them now (the client's copies are not trusted);
 * references the database does not know are left for validation to report.
 */
export function refreshReferences(
  form: ApplicationForm,
  units: { id: string; name: string }[],
  options: ServiceNeedOption[],
): ApplicationForm {
  const p = form.preferences
  const chosen = p.serviceNeed?.serviceNeedOption
  const option = chosen ? options.find((o) => o.id === chosen.id) : undefined
  return {
    ...form,
    preferences: {
      ...p,
      preferredUnits: p.preferredUnits.map((u) => ({
        id: u.id,
        name: units.find((x) => x.id === u.id)?.name ?? u.name,
      })),
      serviceNeed: p.serviceNeed && {
        ...p.serviceNeed,
        serviceNeedOption: option ? optionReference(option) : p.serviceNeed.serviceNeedOption,
      },
    },
  }
}

/**
 * What the other guardian sees (spec 000 section 6, reference §3): no identity codes, addresses,
 * contact details, allergies, diet, assistance description, sibling details, partner, other
 * children or other info. Nor the applicant's answer about agreeing with the other guardian
 * (the second guardian block): that is the applicant's account of the reader, not theirs to see.
 */
export function reducedForm(form: ApplicationForm): ApplicationForm {
  return {
    ...form,
    child: {
      ...form.child,
      person: { ...form.child.person, socialSecurityNumber: null },
      address: null,
      futureAddress: null,
      allergies: '',
      diet: '',
      assistanceDescription: '',
    },
    guardian: {
      ...form.guardian,
      person: { ...form.guardian.person, socialSecurityNumber: null },
      address: null,
      futureAddress: null,
      phoneNumber: '',
      email: '',
    },
    secondGuardian: null,
    otherPartner: null,
    otherChildren: [],
    preferences: {
      ...form.preferences,
      siblingBasis: form.preferences.siblingBasis && { siblingName: '', siblingSsn: '', siblingUnit: '' },
    },
    otherInfo: '',
  }
}

/** spec 000 section 9: processing takes 4 months; urgent ones two weeks from the proof */
const PROCESSING_MONTHS = 4
const URGENT_PROCESSING_DAYS = 14

/**
 * The due date of a sent application (reference §3 send step 5): none for a transfer
 * application; the sent date for preschool; for an urgent one two weeks from the later of the
 * sent date and the first urgency attachment (none until there is one); else four months.
 */
export function dueDate(input: {
  type: ApplicationType
  transferApplication: boolean
  urgent: boolean
  sentDate: string
  /** Days the urgency attachments were received */
  urgencyAttachmentDates: string[]
}): string | null {
  if (input.transferApplication) return null
  if (input.type === 'PRESCHOOL') return input.sentDate
  if (input.urgent) {
    if (input.urgencyAttachmentDates.length === 0) return null
    const first = [...input.urgencyAttachmentDates].sort()[0]!
    return addDays(first > input.sentDate ? first : input.sentDate, URGENT_PROCESSING_DAYS)
  }
  return addMonths(input.sentDate, PROCESSING_MONTHS)
}
