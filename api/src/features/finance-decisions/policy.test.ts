import { describe, expect, it } from 'vitest'
import { financeDecisionActions, mayFinanceDecision, type FinanceDecisionFacts } from './policy'

const head = '00000000-0000-0000-0000-000000000001'
const partner = '00000000-0000-0000-0000-000000000002'
const child = '00000000-0000-0000-0000-000000000003'
const stranger = '00000000-0000-0000-0000-000000000004'

const decision = (overrides: Partial<FinanceDecisionFacts> = {}): FinanceDecisionFacts => ({
  status: 'SENT',
  headOfFamilyId: head,
  partnerId: partner,
  ...overrides,
})

describe('financeDecisionActions', () => {
  const all = ['READ', 'DOWNLOAD_PDF', 'READ_METADATA']
  it.each<[string, string, Partial<FinanceDecisionFacts>, string[]]>([
    ['the head of family', head, {}, all],
    ['the partner', partner, {}, all],
    ['the head of family without a partner', head, { partnerId: null }, all],
    ['a child of the decision', child, {}, []],
    ['a stranger', stranger, {}, []],
    ['a former partner (another partner now)', partner, { partnerId: stranger }, []],
    ['the head of family of a draft', head, { status: 'DRAFT' }, []],
    ['the partner of a decision waiting for sending', partner, { status: 'WAITING_FOR_SENDING' }, []],
    ['the head of family of an annulled decision', head, { status: 'ANNULLED' }, []],
  ])('%s', (_, userId, overrides, expected) => {
    expect(financeDecisionActions(userId, decision(overrides))).toEqual(expected)
  })

  it('answers one action', () => {
    expect(mayFinanceDecision('DOWNLOAD_PDF', head, decision())).toBe(true)
    expect(mayFinanceDecision('READ_METADATA', stranger, decision())).toBe(false)
  })
})
