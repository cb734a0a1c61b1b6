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
    ['UPDATE', 'SENT', 'INCOME', 'notDraft'],
    ['UPDATE', 'HANDLED', 'INCOME', 'notDraft'],
    ['UPDATE_SENT', 'SENT', 'INCOME', null],
    ['UPDATE_SENT', 'SENT', 'CHILD_INCOME', null],
    ['UPDATE_SENT', 'SENT', 'HIGHEST_FEE', 'notSent'],
    ['UPDATE_SENT', 'DRAFT', 'INCOME', 'notSent'],
    ['UPDATE_SENT', 'HANDLED', 'INCOME', 'notSent'],
    ['DELETE', 'DRAFT', 'INCOME', null],
    ['DELETE', 'SENT', 'INCOME', null],
    ['DELETE', 'HANDLED', 'INCOME', 'handled'],
    ['UPLOAD_ATTACHMENT', 'DRAFT', 'INCOME', null],
    ['UPLOAD_ATTACHMENT', 'SENT', 'CHILD_INCOME', null],
    ['UPLOAD_ATTACHMENT', 'HANDLED', 'INCOME', 'handled'],
    ['UPLOAD_ATTACHMENT', 'DRAFT', 'HIGHEST_FEE', null],
    ['UPLOAD_ATTACHMENT', 'SENT', 'HIGHEST_FEE', 'notSent'],
  ]
  it.each(table)('%s on %s %s: %s', (action, status, type, refusal) => {
    expect(stateRefusal(action, { status: status as never, type: type as never })).toBe(refusal)
  })
})
