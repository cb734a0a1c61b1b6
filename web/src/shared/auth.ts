import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuthStatusResponse } from '@citizen/contract/web'
import { apiCall } from '../api/client'
import { offlineCopyPerson } from './offline-copy/setting'

export const authKeys = { status: ['auth', 'status'] as const }

export type LoggedInStatus = Extract<AuthStatusResponse, { loggedIn: true }>

export const authStatusQuery = queryOptions({
  queryKey: authKeys.status,
  queryFn: () => apiCall('getAuthStatus'),
  staleTime: 60_000,
})

export function useAuthStatus() {
  return useQuery(authStatusQuery)
}

/** The logged-in user, or null (also while loading). */
export function useUser(): LoggedInStatus | null {
  const { data } = useAuthStatus()
  return data?.loggedIn ? data : null
}

export function strongLoginUrl(returnPath: string): string {
  return `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(returnPath)}`
}

/**
 * Logs out with a POST (its CSRF header keeps other sites from logging the user out) and then
 * loads the page the server names: the identity provider's logout for a Suomi.fi session, else
 * the root, which leads to the login page.
 */
export async function logout(options: { keepNotifications?: boolean } = {}): Promise<void> {
  // Also where Clear-Site-Data is not honoured (Safari): the person's offline copy goes first
  if (offlineCopyPerson()) await import('./offline-copy/copy').then((m) => m.turnOff())
  const preferences = readDevicePreferences()
  const keep = options.keepNotifications === true
  const { redirectUrl } = await apiCall('logout', {
    query: { RelayState: '/', ...(keep ? { keepNotifications: 'true' as const } : {}) },
  })
  // The answer's Clear-Site-Data emptied the site's storage (kept forms are personal data) unless
  // the push notifications stay (the service worker with them): then it is emptied here. The
  // device's preferences hold none and are meant to outlast a session.
  if (keep) await clearSiteStorage()
  writeDevicePreferences(preferences)
  window.location.assign(redirectUrl)
}

/** What Clear-Site-Data "storage" would have emptied, but the service worker (and its caches of the app's code) */
async function clearSiteStorage(): Promise<void> {
  try {
    sessionStorage.clear()
    localStorage.clear()
  } catch {
    // storage refused (private modes): nothing was kept
  }
  // The offline copy and the absence queue (idb-keyval's one database)
  await import('idb-keyval').then((m) => m.clear()).catch(() => {})
}

/** localStorage entries that are the device's, not the person's: the language, the home-screen help's state */
const DEVICE_PREFERENCE_KEYS = ['citizen.language', 'citizen.homeScreenInstructionsOpen']

function readDevicePreferences(): [string, string][] {
  try {
    return DEVICE_PREFERENCE_KEYS.flatMap((key) => {
      const value = localStorage.getItem(key)
      return value === null ? [] : [[key, value] as [string, string]]
    })
  } catch {
    return [] // storage refused (private modes): nothing was kept
  }
}

function writeDevicePreferences(entries: [string, string][]): void {
  try {
    for (const [key, value] of entries) localStorage.setItem(key, value)
  } catch {
    // refused: the preferences last for this page only, as they did before
  }
}
