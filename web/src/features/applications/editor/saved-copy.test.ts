import { describe, expect, it } from 'vitest'
import type { EditorState } from './model'
import { editorState } from './editor-fixtures'
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

const kept = editorState({ noEmail: true, verifyEmail: '' }, { preferredStartDate: '2027-01-04', serviceNeed: null })
const state: EditorState = {
  ...kept,
  form: {
    ...kept.form,
    child: { ...kept.form.child, allergies: 'pähkinä' },
    guardian: { ...kept.form.guardian, email: '' },
    otherInfo: 'Kirjoitettu ennen istunnon päättymistä',
  },
}

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
