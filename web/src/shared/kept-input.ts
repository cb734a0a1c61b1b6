import { useEffect, useRef } from 'react'

/**
 * What a person typed into an open form, kept in sessionStorage (this tab only) while it is
 * unsaved: if the session ends (a 401 sends the browser to the login) or the tab reloads, the form
 * opens with it again. Dropped once saved or deliberately closed.
 */
const PREFIX = 'citizen.kept.'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // refused (private modes, disabled storage)
  }
}

/** The kept input, when there is one and `looksRight` accepts its shape */
export function readKept<T>(key: string, looksRight: (value: unknown) => value is T): T | null {
  try {
    const text = storage()?.getItem(PREFIX + key)
    if (!text) return null
    const value: unknown = JSON.parse(text)
    return looksRight(value) ? value : null
  } catch {
    return null
  }
}

/** Whether input is kept under `key` (e.g. to open the part of a page its form is in) */
export function hasKept(key: string): boolean {
  return readKept(key, (v): v is unknown => v !== null) !== null
}

export function dropKept(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key)
  } catch {
    // refused: nothing was kept either
  }
}

/** Keeps `values` while `dirty`; `drop()` forgets them (after a save, or when the form is closed on purpose). */
export function useKeptInput<T>(key: string, values: T, dirty: boolean): { drop: () => void } {
  const dropped = useRef(false)
  const text = JSON.stringify(values)
  useEffect(() => {
    if (!dirty || dropped.current) return
    try {
      storage()?.setItem(PREFIX + key, text)
    } catch {
      // full or refused: the form still holds the input while it is open
    }
  }, [key, text, dirty])
  return {
    drop: () => {
      dropped.current = true
      dropKept(key)
    },
  }
}
