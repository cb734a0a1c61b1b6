import { describe, expect, it } from 'vitest'
import type { EditorState } from './model'
import { readCopy, removeCopy, saveCopy } from './saved-copy'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  }
}

const state = {
  form: {
    child: { futureAddress: null, allergies: 'pähkinä', diet: '', assistanceNeeded: false, assistanceDescription: '' },
    guardian: { futureAddress: null, phoneNumber: '040 1234567', email: '' },
    secondGuardian: null,
    otherPartner: null,
    otherChildren: [],
    preferences: {
      preferredUnits: [],
      preferredStartDate: '2027-01-04',
      connectedDaycarePreferredStartDate: null,
      serviceNeed: null,
      siblingBasis: null,
      preparatory: false,
      urgent: false,
    },
    maxFeeAccepted: false,
    otherInfo: 'Kirjoitettu ennen istunnon päättymistä',
    clubDetails: null,
  },
  noEmail: true,
  verifyEmail: '',
  connectedDaycare: false,
  childMoving: false,
  guardianMoving: false,
  guardianSameAsChild: false,
  otherPartnerExists: false,
  otherChildrenExists: false,
  siblingBasis: false,
} satisfies EditorState

describe('the kept copy of the editor form', () => {
  it('is kept per application and removed', () => {
    const storage = memoryStorage()
    saveCopy(storage, 'a', state)
    expect(readCopy(storage, 'a')).toEqual(state)
    expect(readCopy(storage, 'b')).toBeNull()
    removeCopy(storage, 'a')
    expect(readCopy(storage, 'a')).toBeNull()
  })
  it('ignores what it did not write', () => {
    const storage = memoryStorage()
    storage.setItem('citizen.applicationEditor.a', '{not json')
    expect(readCopy(storage, 'a')).toBeNull()
    storage.setItem('citizen.applicationEditor.a', JSON.stringify({ version: 1, state: { form: {} } }))
    expect(readCopy(storage, 'a')).toBeNull()
    storage.setItem('citizen.applicationEditor.a', JSON.stringify({ version: 99, state }))
    expect(readCopy(storage, 'a')).toBeNull()
  })
  it('does nothing without storage', () => {
    saveCopy(null, 'a', state)
    expect(readCopy(null, 'a')).toBeNull()
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {},
    }
    expect(() => saveCopy(refusing, 'a', state)).not.toThrow()
    expect(readCopy(refusing, 'a')).toBeNull()
  })
})
