/**
 * Writes made without a network, waiting on the device to be sent (issue 42: a sick day reported
 * from anywhere). Each has an idempotency key from the moment it is queued, so a send that is
 * retried (the page and a background sync, or a lost answer) is written once by the server. Kept
 * in IndexedDB beside the offline copy (copy.ts) and deleted with it: a logout, the session's end,
 * another person or the switch off drop what was waiting.
 */
import { del, get, set } from 'idb-keyval'
import { ApiError, apiCall } from '../../api/client'
import { queueState, type QueuedWrite } from './queue-state'
import { QUEUE_PREFIX, QUEUE_SYNC_TAG } from './keys'

const storeKey = (personId: string) => `${QUEUE_PREFIX}${personId}`

let owner: string | null = null

async function save(personId: string, next: readonly QueuedWrite[]) {
  queueState.set(next)
  await (next.length > 0 ? set(storeKey(personId), next) : del(storeKey(personId)))
}

/** The person's queue from the device (once a start; later calls see the same list) */
export async function loadQueue(personId: string): Promise<readonly QueuedWrite[]> {
  if (owner !== personId) {
    owner = personId
    queueState.set((await get<QueuedWrite[]>(storeKey(personId))) ?? [])
  }
  return queueState.get()
}

export async function enqueue(personId: string, write: Omit<QueuedWrite, 'key' | 'queuedAt'>): Promise<void> {
  await loadQueue(personId)
  const entry = { ...write, key: crypto.randomUUID(), queuedAt: new Date().toISOString() }
  await save(personId, [...queueState.get(), entry])
  // Sent by the service worker when the network returns, also after the app was closed (Chromium);
  // elsewhere at the network's return while the app is open, or at its next start
  type WithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }
  void navigator.serviceWorker?.ready.then((r: WithSync) => r.sync?.register(QUEUE_SYNC_TAG)).catch(() => undefined)
}

/** A refusal read: it goes from the list */
export async function dismiss(personId: string, key: string): Promise<void> {
  await save(
    personId,
    queueState.get().filter((e) => e.key !== key),
  )
}

let sending: Promise<number> | null = null

/**
 * Sends what waits, oldest first, each with its key; resolves to how many were written. A refusal
 * (4xx) is kept with its reason; no network, a 5xx or an ended session (401) stops the round and
 * the rest waits for the next one (the network's return, the next start).
 */
export function sendQueue(personId: string): Promise<number> {
  sending ??= (async () => {
    let sent = 0
    try {
      for (const entry of await loadQueue(personId)) {
        if (entry.refused) continue
        try {
          await apiCall(entry.name, { body: entry.body, idempotencyKey: entry.key })
          sent++
          await save(
            personId,
            queueState.get().filter((e) => e.key !== entry.key),
          )
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) break
          const refused = { status: error.status, errorCode: error.errorCode }
          await save(
            personId,
            queueState.get().map((e) => (e.key === entry.key ? { ...e, refused } : e)),
          )
        }
      }
    } finally {
      sending = null
    }
    return sent
  })()
  return sending
}

/** A logout or a deleted copy: nothing of the person stays in memory either */
export function forgetQueue(): void {
  owner = null
  queueState.set([])
}
