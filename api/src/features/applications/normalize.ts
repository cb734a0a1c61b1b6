import type { ApplicationForm, ApplicationType } from '@citizen/contract'

const blank = (value: string | null | undefined) => !value || value.trim() === ''
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
