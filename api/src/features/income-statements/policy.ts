/**
 * Who may do what with an income statement (reference §9 and the permission table: the owner,
 * or a guardian of the child whose statement it is; strong sessions, which the routes require):
 * pure functions of the statement's facts. The queries scope by the same owner-or-guardian rule
 * in SQL; the service passes every row through these functions for the state rules.
 */
import { incomeStatementErrors, type IncomeStatementStatus, type IncomeStatementType } from '@citizen/contract'
import type { Refusal } from '../../platform/errors'

export type IncomeStatementAction = 'READ' | 'UPDATE' | 'UPDATE_SENT' | 'DELETE' | 'UPLOAD_ATTACHMENT'

export interface StatementFacts {
  personId: string
  /** The user is a guardian of personId (a child) */
  guardianOfPerson: boolean
  status: IncomeStatementStatus
  type: IncomeStatementType
}

/** The user's relation allows the statement at all (else 404) */
export function mayAccessStatement(userId: string, s: Pick<StatementFacts, 'personId' | 'guardianOfPerson'>) {
  return s.personId === userId || s.guardianOfPerson
}

/**
 * Why the state forbids the action (409 with the code), or null when it is allowed: an edit needs
 * a DRAFT; update-sent a SENT statement with something to update (not the highest fee); delete
 * anything not HANDLED; an upload a DRAFT (of any type: the form may be switching from the
 * highest fee) or a SENT one that update-sent can change.
 */
export function stateRefusal(
  action: IncomeStatementAction,
  s: Pick<StatementFacts, 'status' | 'type'>,
): Refusal | null {
  const key = stateRefusalKey(action, s)
  return key && { status: 409, reason: `Not allowed on a ${s.status} statement`, errorCode: incomeStatementErrors[key] }
}

function stateRefusalKey(
  action: IncomeStatementAction,
  s: Pick<StatementFacts, 'status' | 'type'>,
): 'notDraft' | 'notSent' | 'handled' | null {
  switch (action) {
    case 'READ':
      return null
    case 'UPDATE':
      return s.status === 'DRAFT' ? null : 'notDraft'
    case 'UPDATE_SENT':
      return s.status === 'SENT' && s.type !== 'HIGHEST_FEE' ? null : 'notSent'
    case 'DELETE':
      return s.status === 'HANDLED' ? 'handled' : null
    case 'UPLOAD_ATTACHMENT':
      if (s.status === 'HANDLED') return 'handled'
      return s.status === 'SENT' && s.type === 'HIGHEST_FEE' ? 'notSent' : null
  }
}
