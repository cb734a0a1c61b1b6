import type { ApplicationStatus } from '@citizen/contract'
import { applicationErrors, helsinkiDate } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { FileStorage } from '../../platform/files'
import { badRequest, notFound } from '../../platform/errors'
import * as children from '../children/service'
import type { AddressFacts, PersonRow } from '../children/service'
import * as q from './queries'
import { mayApplyForChild, type ApplicationFacts } from './policy'
import type { FormPerson } from './form'

/**
 * What the applications' service and commands share: loading the policy's facts about an
 * application and the user, the 404 and status guards, and the audit targets.
 */

export interface Services {
  db: Db
  files: FileStorage
  log: { warn(obj: object, msg: string): void }
}

export const formPerson = (p: PersonRow): FormPerson => ({
  firstName: p.first_name,
  lastName: p.last_name,
  socialSecurityNumber: p.social_security_number,
  dateOfBirth: p.date_of_birth,
  streetAddress: p.street_address,
  postalCode: p.postal_code,
  postOffice: p.post_office,
  restrictedDetails: p.restricted_details_enabled,
  phone: p.phone,
  email: p.email,
  verifiedEmail: p.verified_email,
})

/** The columns of an application that the policy's facts about it read as they are */
interface FactColumns {
  status: ApplicationFacts['status']
  hide_from_guardian: boolean
  guardian_id: string
  is_listed_other_guardian: unknown
  allow_other_guardian_access: boolean
}

/** The facts an application's own columns give, the same for one application and a list */
const columnFacts = (row: FactColumns, userId: string) => ({
  status: row.status,
  hideFromGuardian: row.hide_from_guardian,
  isOwner: row.guardian_id === userId,
  isListedOtherGuardian: Boolean(row.is_listed_other_guardian),
  allowOtherGuardianAccess: row.allow_other_guardian_access,
})

/** The policy's facts about one application for the user */
export function applicationFacts(
  row: q.ApplicationRow,
  userId: string,
  persons: Map<string, PersonRow>,
): ApplicationFacts {
  const user = persons.get(userId)
  const owner = persons.get(row.guardian_id)
  const child = persons.get(row.child_id)
  return {
    ...columnFacts(row, userId),
    isGuardianOrFosterParent: Boolean(row.user_is_guardian_or_foster_parent),
    livesWithApplicantAndChild:
      !!user &&
      !!owner &&
      !!child &&
      children.livesInSameAddress(children.addressFacts(user), children.addressFacts(owner)) &&
      children.livesInSameAddress(children.addressFacts(user), children.addressFacts(child)),
    hasPendingDecision: Boolean(row.has_pending_decision),
  }
}

/** Loads an application the user owns (locked for the command), or 404: another's application "does not exist". */
export async function ownApplicationForUpdate(tx: Db, userId: string, applicationId: string, today: string) {
  const row = await q.findApplication(tx, applicationId, userId, today, true)
  if (!row || row.hide_from_guardian || row.guardian_id !== userId) throw notFound('Application not found')
  return row
}

export function requireStatus(row: { status: ApplicationStatus }, allowed: ApplicationStatus[], message: string) {
  if (!allowed.includes(row.status)) throw badRequest(message, applicationErrors.invalidStatus)
}

/** The other guardian's facts for the form: do they exist, and do they live with the applicant */
export async function otherGuardianFacts(db: Db, childId: string, applicantId: string) {
  const others = await children.otherGuardiansOf(db, childId, applicantId)
  const applicant = (await children.findPersons(db, [applicantId]))[0]
  const first = others[0]
  return {
    ids: others.map((o) => o.id),
    hasOtherGuardian: others.length > 0,
    otherGuardianLivesInSameAddress:
      first && applicant
        ? children.livesInSameAddress(children.addressFacts(applicant), children.addressFacts(first))
        : null,
  }
}

/**
 * Policy facts of an application listed for the user (the lists hold only the user's current
 * children, so the guardian-or-foster-parent test is already passed).
 */
export function listedApplicationFacts(
  a: FactColumns & {
    owner_street_address: string
    owner_postal_code: string
    owner_residence_code: string
    owner_restricted: boolean
  },
  userId: string,
  userAddress: AddressFacts | null,
  childAddress: AddressFacts,
  hasPendingDecision: boolean,
): ApplicationFacts {
  const ownerAddress: AddressFacts = {
    streetAddress: a.owner_street_address,
    postalCode: a.owner_postal_code,
    residenceCode: a.owner_residence_code,
    restrictedDetails: a.owner_restricted,
  }
  return {
    ...columnFacts(a, userId),
    isGuardianOrFosterParent: true,
    livesWithApplicantAndChild:
      userAddress !== null &&
      children.livesInSameAddress(userAddress, ownerAddress) &&
      children.livesInSameAddress(userAddress, childAddress),
    hasPendingDecision,
  }
}

/** Whose data an application holds (the child's and the applicant's) and its id */
export const applicationTargets = (row: { id: string; child_id: string; guardian_id: string }) => ({
  persons: [row.child_id, row.guardian_id],
  ids: { application: [row.id] },
})

export async function requireChildRelation(db: Db, userId: string, childId: string, today: string) {
  const relation = await children.childRelation(db, userId, childId, today)
  if (!mayApplyForChild(relation)) throw notFound('Child not found')
  return relation
}

export async function urgencyAttachmentDates(db: Db, applicationId: string): Promise<string[]> {
  return (await q.findAttachmentsOfApplication(db, applicationId))
    .filter((a) => a.type === 'URGENCY')
    .map((a) => helsinkiDate(a.received_at))
}
