import { useSyncExternalStore } from 'react'
import { daysOf, type BodyOf, type Endpoints } from '@citizen/contract/web'

/** The writes that may wait on the device: an absence (the home-screen shortcut's "Report an absence") */
export type QueueableName = 'postAbsences'

export interface QueuedWrite {
  /** The idempotency key it is sent with, every time */
  key: string
  name: QueueableName
  body: BodyOf<Endpoints[QueueableName]>
  queuedAt: string
  /** The server's refusal (a 4xx): shown until the person dismisses it, never sent again */
  refused?: { status: number; errorCode?: string }
}

/**
 * What waits on the device (queue.ts reads and sends it, loaded only where the offline copy is on):
 * here without IndexedDB's code, for the pages that show it and for the logout's question
 */
let entries: readonly QueuedWrite[] = []
const listeners = new Set<() => void>()

export const queueState = {
  get: () => entries,
  set(next: readonly QueuedWrite[]) {
    entries = next
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useQueuedWrites(): readonly QueuedWrite[] {
  return useSyncExternalStore(queueState.subscribe, queueState.get)
}

/** Not yet sent nor refused: what a logout would drop */
export const waiting = (all: readonly QueuedWrite[]) => all.filter((e) => !e.refused)

/** The days an absence waits on the device for: the calendar marks them "waiting to be sent" */
export function waitingDays(entries: readonly QueuedWrite[]): ReadonlySet<string> {
  return new Set(waiting(entries).flatMap((e) => [...daysOf(e.body.dateRange)]))
}
