import type { EditorState } from './model'

/**
 * The typed form kept in sessionStorage (this tab only) when it could not be saved: the session
 * ended while editing (a 401, a redirect to login), or the page was left with unsaved changes.
 * The editor restores it on its next opening and removes it once saved or deliberately discarded.
 */
const PREFIX = 'citizen.applicationEditor.'
const VERSION = 1

interface Stored {
  version: number
  state: EditorState
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** sessionStorage, or none where the browser refuses it (private modes, disabled storage) */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function saveCopy(storage: KeyValueStorage | null, applicationId: string, state: EditorState): void {
  try {
    storage?.setItem(PREFIX + applicationId, JSON.stringify({ version: VERSION, state } satisfies Stored))
  } catch {
    // full or refused: nothing more can be done here
  }
}

/** The kept form, or null when there is none or it is not one this editor wrote. */
export function readCopy(storage: KeyValueStorage | null, applicationId: string): EditorState | null {
  try {
    const text = storage?.getItem(PREFIX + applicationId)
    if (!text) return null
    const stored = JSON.parse(text) as Partial<Stored>
    const state = stored.state
    const looksRight =
      stored.version === VERSION &&
      typeof state === 'object' &&
      state !== null &&
      typeof state.form?.preferences === 'object' &&
      typeof state.form.guardian === 'object' &&
      typeof state.form.child === 'object' &&
      Array.isArray(state.form.preferences.preferredUnits) &&
      Array.isArray(state.form.otherChildren)
    return looksRight ? state : null
  } catch {
    return null
  }
}

export function removeCopy(storage: KeyValueStorage | null, applicationId: string): void {
  try {
    storage?.removeItem(PREFIX + applicationId)
  } catch {
    // refused: nothing was kept either
  }
}
