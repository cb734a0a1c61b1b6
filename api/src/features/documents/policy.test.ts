import { describe, expect, it } from 'vitest'
import { childDocumentActions, mayReadChildsDocuments, sendRefusal } from './policy'

describe('child document policy', () => {
  const base = { isCarer: true, published: true, type: 'CITIZEN_BASIC', status: 'CITIZEN_DRAFT' } as const
  it.each([
    [{ ...base }, ['READ', 'MARK_READ', 'UPDATE']],
    [{ ...base, status: 'COMPLETED' }, ['READ', 'MARK_READ', 'DOWNLOAD']],
    [{ ...base, isCarer: false }, []],
    [{ ...base, published: false }, []],
    [{ ...base, type: 'MIGRATED_PRESCHOOL_ASSISTANCE_NEED_DECISION', status: 'COMPLETED' }, []],
    [{ ...base, type: 'VASU', status: 'PREPARED' }, ['READ', 'MARK_READ']],
  ] as const)('%o → %o', (facts, actions) => {
    expect(childDocumentActions(facts)).toEqual(actions)
  })

  it.each([
    ['CITIZEN_BASIC', 'CITIZEN_DRAFT', 'COMPLETED', null],
    ['CITIZEN_BASIC', 'CITIZEN_DRAFT', 'CITIZEN_DRAFT', 'document.stale-status'],
    ['CITIZEN_BASIC', 'COMPLETED', 'COMPLETED', 'document.stale-status'],
    ['CITIZEN_BASIC', 'DRAFT', 'CITIZEN_DRAFT', 'document.stale-status'],
    ['VASU', 'PREPARED', 'COMPLETED', 'document.not-editable'],
    ['OTHER_DECISION', 'DECISION_PROPOSAL', 'COMPLETED', 'document.not-editable'],
  ] as const)('a send of %s in %s asking %s: %s', (type, status, requested, errorCode) => {
    expect(sendRefusal(type, status, requested)?.errorCode ?? null).toBe(errorCode)
  })

  it('lists need a carer and a placement not yet ended', () => {
    expect(mayReadChildsDocuments(true, true)).toBe(true)
    expect(mayReadChildsDocuments(true, false)).toBe(false)
    expect(mayReadChildsDocuments(false, true)).toBe(false)
  })
})
