import { describe, expect, it } from 'vitest'
import type { AssistanceDecisionStatus } from '@citizen/contract'
import { assistanceDecisionActions, isVisible, visibleFrom, type AssistanceDecisionFacts } from './policy'

const today = '2026-03-31'

const decision = (overrides: Partial<AssistanceDecisionFacts> = {}): AssistanceDecisionFacts => ({
  status: 'ACCEPTED',
  decisionMade: '2026-01-15',
  lastPlacementEnd: '2026-07-31',
  ...overrides,
})

describe('isVisible', () => {
  it.each<[string, Partial<AssistanceDecisionFacts>, boolean]>([
    ['an accepted decision of a placed child', {}, true],
    ['a rejected one', { status: 'REJECTED' }, true],
    ['an annulled one', { status: 'ANNULLED' }, true],
    ['a draft', { status: 'DRAFT' }, false],
    ['one that needs work', { status: 'NEEDS_WORK' }, false],
    ['one not yet decided', { decisionMade: null }, false],
    ['a child without placements', { lastPlacementEnd: null }, false],
    // a month before 31 March is 28 February (clamped to the month's end)
    ['a placement that ended on the first visible day', { lastPlacementEnd: '2026-02-28' }, true],
    ['a placement that ended the day before it', { lastPlacementEnd: '2026-02-27' }, false],
  ])('%s: %s', (_, overrides, expected) => {
    expect(isVisible(decision(overrides), today)).toBe(expected)
  })

  it('counts the month back from today', () => {
    expect(visibleFrom('2026-03-31')).toBe('2026-02-28')
    expect(visibleFrom('2026-01-15')).toBe('2025-12-15')
  })
})

describe('assistanceDecisionActions', () => {
  const all = ['READ', 'DOWNLOAD_PDF', 'MARK_READ']
  it.each<[string, boolean, AssistanceDecisionStatus, string[]]>([
    ['a guardian or valid foster parent, visible', true, 'ACCEPTED', all],
    ['a guardian or valid foster parent, a draft', true, 'DRAFT', []],
    ['anyone else, visible', false, 'ACCEPTED', []],
    ['anyone else, a draft', false, 'DRAFT', []],
  ])('%s', (_, isCarer, status, expected) => {
    expect(assistanceDecisionActions(isCarer, decision({ status }), today)).toEqual(expected)
  })
})
