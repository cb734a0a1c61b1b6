/**
 * Uploads in flight per session, in this process. An upload holds a slot from its first byte to
 * its answer; the slot is given back however the upload ends (stored, refused, failed, aborted),
 * by the route's `finally`. With several API processes a session may have this many uploads in
 * each, which still bounds what one session can make a process receive at once.
 */
export class UploadSlots {
  private readonly inFlight = new Map<string, number>()

  constructor(readonly perSession: number) {}

  /** A release function, or null when the session already has perSession uploads in flight */
  acquire(session: string): (() => void) | null {
    const count = this.inFlight.get(session) ?? 0
    if (count >= this.perSession) return null
    this.inFlight.set(session, count + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (this.inFlight.get(session) ?? 1) - 1
      if (left > 0) this.inFlight.set(session, left)
      else this.inFlight.delete(session)
    }
  }

  /** Uploads in flight, all sessions */
  get size(): number {
    let total = 0
    for (const count of this.inFlight.values()) total += count
    return total
  }
}
