/**
 * A tiny event hub between the HTTP client and the global notices, so the client needs no
 * React and the notices need no knowledge of fetch.
 */
type Listener<T> = (value: T) => void

function channel<T>() {
  const listeners = new Set<Listener<T>>()
  return {
    emit: (value: T) => listeners.forEach((l) => l(value)),
    subscribe: (l: Listener<T>) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
  }
}

const expiry = channel<Date>()
const unauthorizedChannel = channel<void>()
let lastExpiry: Date | null = null
/** A page that must keep unsaved work handles a 401 itself (the application editor) */
let unauthorizedClaim: (() => void) | null = null

export const sessionEvents = {
  sessionExtended: (expiresAt: Date) => {
    lastExpiry = expiresAt
    expiry.emit(expiresAt)
  },
  onSessionExtended: expiry.subscribe,
  /** The expiry the server last reported, null before any answer */
  expiresAt: () => lastExpiry,
  unauthorized: () => (unauthorizedClaim ? unauthorizedClaim() : unauthorizedChannel.emit()),
  onUnauthorized: unauthorizedChannel.subscribe,
  /** While claimed, a 401 calls `handler` instead of the app's default (to the root); answers the release */
  claimUnauthorized: (handler: () => void) => {
    unauthorizedClaim = handler
    return () => {
      if (unauthorizedClaim === handler) unauthorizedClaim = null
    }
  },
}
