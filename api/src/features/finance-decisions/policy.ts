/**
 * Who may see a fee or voucher value decision (reference §3 "finance-decisions/by-liable-citizen"):
 * pure functions of the decision's facts. The queries keep the same rule as SQL (SENT, head of
 * family or partner) so that the partial indexes serve it; the service passes every row it loads
 * through these functions, so the rule has one statement here and tests of its own.
 */

export type FinanceDecisionAction = 'READ' | 'DOWNLOAD_PDF' | 'READ_METADATA'

export interface FinanceDecisionFacts {
  status: string
  headOfFamilyId: string
  partnerId: string | null
}

/** Only a SENT decision reaches citizens; drafts and decisions being made are the staff's */
export const CITIZEN_VISIBLE_STATUS = 'SENT' as const

/** The user is liable for the decision: its head of family or the partner */
function isLiable(userId: string, f: FinanceDecisionFacts): boolean {
  return f.headOfFamilyId === userId || f.partnerId === userId
}

/** A SENT decision's liable persons read it, download its PDF and read its process metadata; nobody else anything */
export function financeDecisionActions(userId: string, f: FinanceDecisionFacts): FinanceDecisionAction[] {
  if (f.status !== CITIZEN_VISIBLE_STATUS || !isLiable(userId, f)) return []
  return ['READ', 'DOWNLOAD_PDF', 'READ_METADATA']
}

export const mayFinanceDecision = (action: FinanceDecisionAction, userId: string, f: FinanceDecisionFacts) =>
  financeDecisionActions(userId, f).includes(action)
