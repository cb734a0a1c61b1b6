import { incomePaths } from '@citizen/contract/web'

/** A statement's address: an adult's own under /income, a child's under /child-income/:childId (spec 000 routes) */
export function statementPath(incomeStatementId: string, childId: string | null): string {
  return childId ? incomePaths.childStatement(childId, incomeStatementId) : incomePaths.statement(incomeStatementId)
}
