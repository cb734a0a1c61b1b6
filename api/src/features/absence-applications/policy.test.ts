import { describe, expect, it } from 'vitest'
import { applicationActions, mayApplication, type AbsenceApplicationFacts } from './policy'

const creator = '00000000-0000-0000-0000-000000000001'
const otherGuardian = '00000000-0000-0000-0000-000000000002'

const application = (overrides: Partial<AbsenceApplicationFacts> = {}): AbsenceApplicationFacts => ({
  status: 'WAITING_DECISION',
  createdBy: creator,
  ...overrides,
})

describe('applicationActions (for a carer of the child)', () => {
  it.each<[string, string, Partial<AbsenceApplicationFacts>, string[]]>([
    ['the creator of a waiting one', creator, {}, ['READ', 'DELETE']],
    ['the other guardian of a waiting one', otherGuardian, {}, ['READ']],
    ['the creator of an accepted one', creator, { status: 'ACCEPTED' }, ['READ']],
    ['the creator of a rejected one', creator, { status: 'REJECTED' }, ['READ']],
  ])('%s', (_, userId, overrides, expected) => {
    expect(applicationActions(userId, application(overrides))).toEqual(expected)
  })

  it('answers one action', () => {
    expect(mayApplication('DELETE', creator, application())).toBe(true)
    expect(mayApplication('DELETE', otherGuardian, application())).toBe(false)
  })
})
