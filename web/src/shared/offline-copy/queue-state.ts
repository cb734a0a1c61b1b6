import { useSyncExternalStore } from 'react'
import type { BodyOf, Endpoints } from '@citizen/contract/web'

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
