import type { ApplicationAction, ApplicationStatus, ApplicationType } from '@citizen/contract'
import { ApplicationStatus as ApplicationStatusEnum } from '@citizen/contract'

/**
 * Who may do what with an application (reference §2, §3): pure functions of facts the queries
 * load. The same functions filter lists, guard commands and fill permittedActions.
 */

export interface ApplicationFacts {
  status: ApplicationStatus
  hideFromGuardian: boolean
  /** The user made the application */
  isOwner: boolean
  /** The user is in application_other_guardian (set when it was sent) */
  isListedOtherGuardian: boolean
  allowOtherGuardianAccess: boolean
  /** The user is still a guardian, or a foster parent valid today, of the child */
  isGuardianOrFosterParent: boolean
  /** The user lives at the same address as both the applicant and the child */
  livesWithApplicantAndChild: boolean
  /** Some sent decision of the application is PENDING */
  hasPendingDecision: boolean
}

export type ApplicationRole = 'OWNER' | 'OTHER_GUARDIAN'

/** Statuses in which the applicant may still edit, delete (draft) or cancel (sent) the application */
const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['CREATED', 'SENT']

function isEditable(status: ApplicationStatus): boolean {
  return EDITABLE_STATUSES.includes(status)
}

/**
 * OWNER: the applicant. OTHER_GUARDIAN: listed as the other guardian, the applicant allowed
 * access, and still a guardian or valid foster parent. Anyone else (and everyone for an
 * application hidden from guardians): nothing, and the application "does not exist" (404).
 */
export function applicationRole(facts: ApplicationFacts): ApplicationRole | null {
  if (facts.hideFromGuardian) return null
  if (facts.isOwner) return 'OWNER'
  if (facts.isListedOtherGuardian && facts.allowOtherGuardianAccess && facts.isGuardianOrFosterParent)
    return 'OTHER_GUARDIAN'
  return null
}

/**
 * The actions of the applications list (spec 000 section 6). UPDATE and DELETE only while the
 * application is a draft or sent and unprocessed (DELETE of a sent one cancels it).
 */
export function permittedActions(facts: ApplicationFacts): ApplicationAction[] {
  const role = applicationRole(facts)
  if (role === null) return []
  if (role === 'OTHER_GUARDIAN') return ['READ', 'READ_DECISIONS']
  return isEditable(facts.status) ? ['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS'] : ['READ', 'READ_DECISIONS']
}

/** ACCEPT_DECISION / REJECT_DECISION: the applicant, or the other guardian living with the applicant and the child. */
export function mayAnswerDecisions(facts: ApplicationFacts): boolean {
  const role = applicationRole(facts)
  return role === 'OWNER' || (role === 'OTHER_GUARDIAN' && facts.livesWithApplicantAndChild)
}

/** In the child's decidableApplications: the user may answer and a decision waits for an answer. */
export function isDecidable(facts: ApplicationFacts): boolean {
  return mayAnswerDecisions(facts) && facts.hasPendingDecision
}

/** Counted in the applications notification badge (reference §3 notifications). */
export function countsAsNotification(facts: ApplicationFacts): boolean {
  return facts.status === 'WAITING_CONFIRMATION' && mayAnswerDecisions(facts)
}

/** Uploading or removing attachments: the applicant, while the application is editable. */
export function mayManageAttachments(
  facts: Pick<ApplicationFacts, 'isOwner' | 'hideFromGuardian' | 'status'>,
): boolean {
  return facts.isOwner && !facts.hideFromGuardian && isEditable(facts.status)
}

/** CREATE_APPLICATION and the child lookups: a guardian or a foster parent valid today (reference §2). */
export function mayApplyForChild(relation: { isGuardian: boolean; isValidFosterParent: boolean }): boolean {
  return relation.isGuardian || relation.isValidFosterParent
}

/** Statuses of an open application: a second one of the same type is a duplicate (reference §3). */
const OPEN_STATUSES: readonly ApplicationStatus[] = ApplicationStatusEnum.options.filter(
  (status) => status === 'CREATED' || status === 'SENT' || status.startsWith('WAITING_'),
)

/** Club applications are never duplicates; the others are while an open one of the type exists. */
export function isDuplicate(
  type: ApplicationType,
  existing: { type: ApplicationType; status: ApplicationStatus; hideFromGuardian: boolean }[],
): boolean {
  if (type === 'CLUB') return false
  return existing.some((a) => a.type === type && !a.hideFromGuardian && OPEN_STATUSES.includes(a.status))
}

/** Placement types that make a new application of each type a transfer application (reference §3). */
const TRANSFER_PLACEMENT_TYPES: Record<ApplicationType, readonly string[]> = {
  DAYCARE: ['DAYCARE', 'DAYCARE_PART_TIME'],
  PRESCHOOL: ['PRESCHOOL', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PREPARATORY', 'PREPARATORY_DAYCARE'],
  CLUB: [],
}

/** An application of the type is a transfer application while the child has such a placement. */
export function isTransferApplication(type: ApplicationType, activePlacementTypes: readonly string[]): boolean {
  return TRANSFER_PLACEMENT_TYPES[type].some((t) => activePlacementTypes.includes(t))
}
