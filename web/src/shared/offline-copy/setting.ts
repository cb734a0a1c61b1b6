import { useSyncExternalStore } from 'react'

export { COPY_PREFIX } from './keys'

/**
 * The device's "keep my calendar and messages readable offline" setting (issue 42): the id of the
 * person who turned it on, or nothing. It lives in this browser only (localStorage); the copy
 * itself is in IndexedDB (copy.ts), loaded only where the setting is on.
 */
const KEY = 'citizen.offlineCopy'
const listeners = new Set<() => void>()

export function offlineCopyPerson(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null // storage refused (private modes): the setting cannot be on
  }
}

export function setOfflineCopyPerson(personId: string | null): void {
  try {
    if (personId) localStorage.setItem(KEY, personId)
    else localStorage.removeItem(KEY)
  } catch {
    // refused: the setting stays off
  }
  for (const listener of listeners) listener()
}

/** The setting for a screen: whether this device keeps a copy for this person */
export function useOfflineCopyOn(personId: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offlineCopyPerson() === personId,
  )
}
