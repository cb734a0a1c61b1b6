/** How long before the session's expiry the warning appears. */
const WARNING_BEFORE_EXPIRY_MS = 2 * 60_000

export type SessionPhase = 'active' | 'expiring' | 'expired'

/** Which dialog (if any) a session with this expiry needs at `now`. */
export function sessionPhase(expiresAt: Date, now: Date): SessionPhase {
  const left = expiresAt.getTime() - now.getTime()
  if (left <= 0) return 'expired'
  if (left <= WARNING_BEFORE_EXPIRY_MS) return 'expiring'
  return 'active'
}

export function minutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000))
}
