import { describe, expect, it } from 'vitest'
import { mayServiceApplication, serviceApplicationActions, type ServiceApplicationFacts } from './policy'

const sender = '00000000-0000-0000-0000-000000000001'
const otherGuardian = '00000000-0000-0000-0000-000000000002'

const application = (overrides: Partial<ServiceApplicationFacts> = {}): ServiceApplicationFacts => ({
  personId: sender,
  decided: false,
  ...overrides,
})

describe('serviceApplicationActions', () => {
  it.each<[string, string, Partial<ServiceApplicationFacts>, string[]]>([
    ['the sender of an undecided application', sender, {}, ['DELETE']],
    ['the other guardian of an undecided application', otherGuardian, {}, []],
    ['the sender of a decided application', sender, { decided: true }, []],
    ['the other guardian of a decided application', otherGuardian, { decided: true }, []],
  ])('%s', (_, userId, overrides, expected) => {
    expect(serviceApplicationActions(userId, application(overrides))).toEqual(expected)
  })

  it('answers one action', () => {
    expect(mayServiceApplication('DELETE', sender, application())).toBe(true)
    expect(mayServiceApplication('DELETE', sender, application({ decided: true }))).toBe(false)
  })
})
