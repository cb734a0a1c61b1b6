import type { DecisionAction, DecisionStatus, DecisionType, FiniteDateRange } from '@citizen/contract'
import { addDays } from '@citizen/contract'
import type { ApplicationRole } from '../applications/service'

/**
 * The rules of answering application decisions (spec 000 "Application decision status",
 * "Decision answer"; reference §3): pure functions of the decisions of one application.
 */

/** The answer is due within two weeks of sending (spec 000 section 9) */
const ANSWER_DAYS = 14
/** How far after the decided start date the guardian may ask to start (reference §3, Espoo: 14) */
const REQUESTED_START_UPPER_LIMIT_DAYS = 14

/** Preschool or preparatory education: the decision a connected daycare or club waits for */
function isPrimary(type: DecisionType): boolean {
  return type === 'PRESCHOOL' || type === 'PREPARATORY_EDUCATION'
}

/** Connected daycare or club of a preschool application */
function isConnected(type: DecisionType): boolean {
  return type === 'PRESCHOOL_DAYCARE' || type === 'PRESCHOOL_CLUB'
}

interface DecisionFacts {
  id: string
  type: DecisionType
  status: DecisionStatus
  startDate: string
  endDate: string
}

/**
 * The requested start date window: from the decided start date up to two weeks later (never past
 * the end); for preschool and preparatory education the start date is fixed.
 */
export function validRequestedStartDatePeriod(
  d: Pick<DecisionFacts, 'type' | 'startDate' | 'endDate'>,
): FiniteDateRange {
  if (isPrimary(d.type)) return { start: d.startDate, end: d.startDate }
  const limit = addDays(d.startDate, REQUESTED_START_UPPER_LIMIT_DAYS)
  return { start: d.startDate, end: limit < d.endDate ? limit : d.endDate }
}

/** A connected decision waits while a preschool or preparatory decision of the application is not accepted. */
export function isBlockedByPrimary(decision: DecisionFacts, all: DecisionFacts[]): boolean {
  return isConnected(decision.type) && all.some((d) => isPrimary(d.type) && d.status !== 'ACCEPTED')
}

/** The pending connected decisions that rejecting this one rejects too (the reject cascade). */
export function cascadeRejected(decision: DecisionFacts, all: DecisionFacts[]): DecisionFacts[] {
  if (!isPrimary(decision.type)) return []
  return all.filter((d) => d.id !== decision.id && isConnected(d.type) && d.status === 'PENDING')
}

/**
 * READ for the applicant and the other guardian with access; DOWNLOAD_PDF for the other guardian
 * only when the document has no contact information (reference §2).
 */
export function decisionActions(role: ApplicationRole | null, documentContainsContactInfo: boolean): DecisionAction[] {
  if (role === 'OWNER') return ['READ', 'DOWNLOAD_PDF']
  if (role === 'OTHER_GUARDIAN') return documentContainsContactInfo ? ['READ'] : ['READ', 'DOWNLOAD_PDF']
  return []
}

export function answerDeadline(sentDate: string): string {
  return addDays(sentDate, ANSWER_DAYS)
}

/** Application statuses in which the guardian may accept, and reject (reference §3) */
export const ACCEPT_STATUSES = ['WAITING_CONFIRMATION', 'ACTIVE'] as const
export const REJECT_STATUSES = ['WAITING_CONFIRMATION', 'ACTIVE', 'REJECTED'] as const
/** The statuses whose decisions the overview lists */
export const LISTED_STATUSES = ['WAITING_CONFIRMATION', 'ACTIVE', 'REJECTED'] as const

/**
 * The application's status after a rejection: while it waits for confirmation, rejecting the
 * connected decision (its preschool one accepted) leaves it ACTIVE; any other rejection ends it.
 */
export function statusAfterReject<S extends string>(
  status: S,
  rejected: DecisionType,
  decisionCount: number,
): S | 'ACTIVE' | 'REJECTED' {
  if (status !== 'WAITING_CONFIRMATION') return status
  return isConnected(rejected) && decisionCount > 1 ? 'ACTIVE' : 'REJECTED'
}

/** The placement an accepted decision creates (for preparatory education the connected daycare is preparatory too) */
export function placementTypeOf(type: DecisionType, all: { type: DecisionType }[]): string {
  switch (type) {
    case 'PRESCHOOL_DAYCARE':
      return all.some((d) => d.type === 'PREPARATORY_EDUCATION') ? 'PREPARATORY_DAYCARE' : 'PRESCHOOL_DAYCARE'
    case 'PREPARATORY_EDUCATION':
      return 'PREPARATORY'
    default:
      return type
  }
}
