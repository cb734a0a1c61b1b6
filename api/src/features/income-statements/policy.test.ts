import { describe, expect, it } from 'vitest'
import { mayAccessStatement, stateRefusal, type IncomeStatementAction } from './policy'

describe('mayAccessStatement', () => {
  it('allows the owner and a guardian of the child, nobody else', () => {
    expect(mayAccessStatement('u', { personId: 'u', guardianOfPerson: false })).toBe(true)
    expect(mayAccessStatement('u', { personId: 'child', guardianOfPerson: true })).toBe(true)
    expect(mayAccessStatement('u', { personId: 'other', guardianOfPerson: false })).toBe(false)
  })
})

describe('stateRefusal', () => {
  const table: [IncomeStatementAction, string, string, string | null][] = [
    ['READ', 'HANDLED', 'INCOME', null],
    ['UPDATE', 'DRAFT', 'INCOME', null],
    ['UPDATE', 'SENT', 'INCOME', 'INCOME_STATEMENT_NOT_DRAFT'],
    ['UPDATE', 'HANDLED', 'INCOME', 'INCOME_STATEMENT_NOT_DRAFT'],
    ['UPDATE_SENT', 'SENT', 'INCOME', null],
    ['UPDATE_SENT', 'SENT', 'CHILD_INCOME', null],
    ['UPDATE_SENT', 'SENT', 'HIGHEST_FEE', 'INCOME_STATEMENT_NOT_SENT'],
    ['UPDATE_SENT', 'DRAFT', 'INCOME', 'INCOME_STATEMENT_NOT_SENT'],
    ['UPDATE_SENT', 'HANDLED', 'INCOME', 'INCOME_STATEMENT_NOT_SENT'],
    ['DELETE', 'DRAFT', 'INCOME', null],
    ['DELETE', 'SENT', 'INCOME', null],
    ['DELETE', 'HANDLED', 'INCOME', 'INCOME_STATEMENT_HANDLED'],
    ['UPLOAD_ATTACHMENT', 'DRAFT', 'INCOME', null],
    ['UPLOAD_ATTACHMENT', 'SENT', 'CHILD_INCOME', null],
    ['UPLOAD_ATTACHMENT', 'HANDLED', 'INCOME', 'INCOME_STATEMENT_HANDLED'],
    ['UPLOAD_ATTACHMENT', 'DRAFT', 'HIGHEST_FEE', null],
    ['UPLOAD_ATTACHMENT', 'SENT', 'HIGHEST_FEE', 'INCOME_STATEMENT_NOT_SENT'],
  ]
  it.each(table)('%s on %s %s: %s', (action, status, type, refusal) => {
    expect(stateRefusal(action, { status: status as never, type: type as never })?.errorCode ?? null).toBe(refusal)
  })
})
