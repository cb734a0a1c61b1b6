import { describe, expect, it } from 'vitest'
import type {
  ApplicationDecisions,
  AssistanceDecisionListItem,
  FinanceDecisionCitizenInfo,
  PreschoolAssistanceDecisionListItem,
} from '@citizen/contract/web'
import {
  answerErrors,
  childDecisionCards,
  isValidStartDate,
  leavingNeedsConfirmation,
  sortFinanceDecisions,
  unconfirmedCount,
} from './model'

const finance = (id: string, validFrom: string, sentAt: string): FinanceDecisionCitizenInfo => ({
  id,
  type: 'FEE_DECISION',
  validFrom,
  validTo: null,
  sentAt,
  coDebtors: [],
  decisionChildren: [],
})

const ids = { a: '00000000-0000-4000-8000-00000000000a', b: '00000000-0000-4000-8000-00000000000b' }
const childA = '00000000-0000-4000-8000-0000000000c1'
const childB = '00000000-0000-4000-8000-0000000000c2'

const app: ApplicationDecisions = {
  decisions: [
    {
      id: 'd1',
      applicationId: ids.a,
      childId: childA,
      type: 'PRESCHOOL_DAYCARE',
      status: 'PENDING',
      sentDate: '2026-05-01',
      resolved: null,
    },
    {
      id: 'd2',
      applicationId: ids.a,
      childId: childA,
      type: 'PRESCHOOL',
      status: 'PENDING',
      sentDate: '2026-05-01',
      resolved: null,
    },
    {
      id: 'd3',
      applicationId: ids.b,
      childId: childB,
      type: 'CLUB',
      status: 'PENDING',
      sentDate: '2026-04-01',
      resolved: null,
    },
  ],
  permittedActions: { d1: ['READ'], d2: ['READ', 'DOWNLOAD_PDF'], d3: ['READ'] },
  // the user made application a; b is the other guardian's
  decidableApplications: [ids.a],
}

const assistance: AssistanceDecisionListItem = {
  id: 'as1',
  childId: childA,
  validityPeriod: { start: '2026-01-01', end: null },
  status: 'ACCEPTED',
  decisionMade: '2026-05-01',
  assistanceLevels: ['ENHANCED_ASSISTANCE'],
  selectedUnit: null,
  annulmentReason: '',
  isUnread: true,
}
const preschool: PreschoolAssistanceDecisionListItem = {
  id: 'ps1',
  childId: childB,
  validityPeriod: { start: '2026-08-01', end: null },
  status: 'ANNULLED',
  type: 'NEW',
  decisionMade: '2026-06-01',
  unitName: null,
  annulmentReason: 'Virhe',
  isUnread: false,
}

describe('sortFinanceDecisions', () => {
  it('puts the newest validFrom first and breaks ties by sentAt', () => {
    const sorted = sortFinanceDecisions([
      finance('old', '2025-08-01', '2025-07-01T10:00:00Z'),
      finance('new-early', '2026-01-01', '2025-12-01T10:00:00Z'),
      finance('new-late', '2026-01-01', '2025-12-15T10:00:00Z'),
    ])
    expect(sorted.map((d) => d.id)).toEqual(['new-late', 'new-early', 'old'])
  })
})

describe('childDecisionCards', () => {
  const names = new Map([
    [childA, 'Onni Korhonen'],
    [childB, 'Ella Korhonen'],
  ])
  const cards = childDecisionCards(names, app, [assistance], [preschool], 'fi')

  it('orders cards by the child name and mixes the kinds newest first, type breaking ties', () => {
    expect(cards.map((c) => c.childName)).toEqual(['Ella Korhonen', 'Onni Korhonen'])
    const onni = cards[1]!
    // all on the same day: by type name (ASSISTANCE, PRESCHOOL, PRESCHOOL_DAYCARE)
    expect(onni.decisions.map((d) => d.decision.id)).toEqual(['as1', 'd2', 'd1'])
    expect(cards[0]!.decisions.map((d) => d.decision.id)).toEqual(['ps1', 'd3'])
  })

  it('counts only pending decisions of applications the user may answer', () => {
    expect(cards.map((c) => c.unconfirmed)).toEqual([0, 2])
    expect(unconfirmedCount(app)).toBe(2)
  })

  it('counts the pending decisions the applicant answers, so the card can say who answers them', () => {
    expect(cards.map((c) => c.awaitingApplicant)).toEqual([1, 0])
  })

  it('leaves out children without decisions', () => {
    expect(
      childDecisionCards(names, { decisions: [], permittedActions: {}, decidableApplications: [] }, [], [], 'fi'),
    ).toEqual([])
  })
})

describe('answer rules mirrored from the server', () => {
  it('accepts start dates inside the period only', () => {
    const period = { start: '2026-08-01', end: '2026-08-14' }
    expect(isValidStartDate('2026-08-01', period)).toBe(true)
    expect(isValidStartDate('2026-08-14', period)).toBe(true)
    expect(isValidStartDate('2026-08-15', period)).toBe(false)
    expect(isValidStartDate('2026-07-31', period)).toBe(false)
    expect(isValidStartDate(null, period)).toBe(false)
  })

  it('asks for an answer, and for a start date inside the period only when accepting', () => {
    const period = { start: '2026-08-01', end: '2026-08-14' }
    expect(answerErrors({ answer: null, startDate: '2026-08-01' }, period)).toEqual({ answer: 'chooseAnswer' })
    expect(answerErrors({ answer: 'accept', startDate: '2026-09-01' }, period)).toEqual({
      startDate: 'invalidStartDate',
    })
    expect(answerErrors({ answer: 'accept', startDate: null }, period)).toEqual({ startDate: 'invalidStartDate' })
    expect(answerErrors({ answer: 'accept', startDate: '2026-08-10' }, period)).toEqual({})
    expect(answerErrors({ answer: 'reject', startDate: '2026-09-01' }, period)).toEqual({})
  })

  it('asks before leaving only with several decisions and one pending', () => {
    expect(leavingNeedsConfirmation([{ status: 'PENDING' }])).toBe(false)
    expect(leavingNeedsConfirmation([{ status: 'PENDING' }, { status: 'ACCEPTED' }])).toBe(true)
    expect(leavingNeedsConfirmation([{ status: 'REJECTED' }, { status: 'ACCEPTED' }])).toBe(false)
  })
})
