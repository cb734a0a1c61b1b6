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

export const sessionEvents = {
  sessionExtended: (expiresAt: Date) => expiry.emit(expiresAt),
  onSessionExtended: expiry.subscribe,
  unauthorized: () => unauthorizedChannel.emit(),
  onUnauthorized: unauthorizedChannel.subscribe,
}
