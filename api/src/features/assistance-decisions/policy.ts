import type { AssistanceDecisionStatus } from '@citizen/contract'
import { addMonthsClamped } from '@citizen/contract'

/**
 * Which assistance decisions a citizen sees and what they may do with them (reference §8, §2):
 * pure functions of facts the service loads. The lists and unread counts keep the visibility
 * rule in their SQL (queries.ts `visible`, built from the values below) so that a family's page
 * stays one query; one decision is loaded by its id and decided here.
 */

export type AssistanceDecisionAction = 'READ' | 'DOWNLOAD_PDF' | 'MARK_READ'

/** The statuses a citizen sees; DRAFT and NEEDS_WORK are staff-only */
export const VISIBLE_STATUSES = [
  'ACCEPTED',
  'REJECTED',
  'ANNULLED',
] as const satisfies readonly AssistanceDecisionStatus[]

/** A decision stays visible while the child's last placement ends on or after this day: a month ago */
export const visibleFrom = (today: string): string => addMonthsClamped(today, -1)

export interface AssistanceDecisionFacts {
  status: AssistanceDecisionStatus
  decisionMade: string | null
  /** The end of the child's last placement; null when the child has none */
  lastPlacementEnd: string | null
}

/**
 * Visible at all: decided, in a status citizens see, and the child has a placement overlapping
 * [today − 1 month, ∞), i.e. the child's last placement ends on or after that day.
 */
export function isVisible(f: AssistanceDecisionFacts, today: string): boolean {
  return (
    (VISIBLE_STATUSES as readonly string[]).includes(f.status) &&
    f.decisionMade !== null &&
    f.lastPlacementEnd !== null &&
    f.lastPlacementEnd >= visibleFrom(today)
  )
}

/**
 * A guardian of the child or a foster parent valid today (`isCarer`, children's rule) reads,
 * downloads and marks read a visible decision; nobody else anything (404).
 */
export function assistanceDecisionActions(
  isCarer: boolean,
  f: AssistanceDecisionFacts,
  today: string,
): AssistanceDecisionAction[] {
  return isCarer && isVisible(f, today) ? ['READ', 'DOWNLOAD_PDF', 'MARK_READ'] : []
}
