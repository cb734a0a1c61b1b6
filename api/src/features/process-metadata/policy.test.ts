import { describe, expect, it } from 'vitest'
import { citizenDecisionDocuments, isConfidential, mayReadProcessMetadata, type ProcessDocumentFacts } from './policy'

describe('mayReadProcessMetadata', () => {
  it.each<[string, ProcessDocumentFacts, boolean]>([
    ['the applicant', { kind: 'APPLICATION', role: 'OWNER' }, true],
    ['the other guardian with access', { kind: 'APPLICATION', role: 'OTHER_GUARDIAN' }, true],
    ['anyone without a role in the application', { kind: 'APPLICATION', role: null }, false],
    ['a liable person of a sent finance decision', { kind: 'FINANCE_DECISION', mayReadMetadata: true }, true],
    ['anyone else of a finance decision', { kind: 'FINANCE_DECISION', mayReadMetadata: false }, false],
  ])('%s: %s', (_, document, expected) => {
    expect(mayReadProcessMetadata(document)).toBe(expected)
  })
})

describe('citizenDecisionDocuments', () => {
  it('keeps the sent decisions in their order and leaves out the unsent ones', () => {
    const decisions = [
      { id: 'a', sentDate: '2026-01-02' },
      { id: 'b', sentDate: null },
      { id: 'c', sentDate: '2026-01-03' },
    ]
    expect(citizenDecisionDocuments(decisions).map((d) => d.id)).toEqual(['a', 'c'])
    expect(citizenDecisionDocuments([{ sentDate: null }])).toEqual([])
  })
})

describe('isConfidential', () => {
  it.each<[Parameters<typeof isConfidential>[0], boolean | null]>([
    [{ kind: 'APPLICATION', confidential: true }, true],
    [{ kind: 'APPLICATION', confidential: false }, false],
    [{ kind: 'APPLICATION', confidential: null }, null],
    [{ kind: 'DECISION' }, true],
    [{ kind: 'FINANCE_DECISION' }, true],
  ])('%j: %s', (document, expected) => {
    expect(isConfidential(document)).toBe(expected)
  })
})
