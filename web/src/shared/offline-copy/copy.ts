/**
 * The offline copy (issue 42), loaded only on a device whose setting is on (setting.ts): the
 * calendar, the received messages and the child pages kept in IndexedDB under the person's id,
 * written with TanStack Query's persister as the cache changes, and put back into the cache when
 * the app starts without a network. Never kept: sensitive threads, documents, attachments (they are
 * downloads, not queries), anything of another page.
 */
import { del, get, keys, set } from 'idb-keyval'
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/query-persist-client-core'
import type { AuthStatusResponse, CitizenMessageThread, PagedMessageThreads } from '@citizen/contract/web'
import { NetworkError } from '../../api/client'
import { authStatusQuery, authKeys } from '../auth'
import { COPY_PREFIX, offlineCopyPerson, setOfflineCopyPerson } from './setting'
import { forgetQueue, loadQueue, sendQueue } from './queue'

/** A copy older than this is not shown: the threads the issue keeps are those of the last 14 days */
export const MAX_AGE = 14 * 24 * 60 * 60 * 1000
/** A copy written by another shape of the data is dropped (raise it when a kept answer changes) */
const BUSTER = '1'

/** The first parts of the kept queries' keys (the pages' queries.ts) */
const KEPT = new Set(['auth', 'calendar', 'calendar-events', 'children', 'header-counts'])
const KEPT_MESSAGES = new Set(['received', 'my-account'])

export function kept(query: Query): boolean {
  if (query.state.data === undefined) return false
  const [first, second] = query.queryKey as unknown[]
  if (first === 'messages') return KEPT_MESSAGES.has(second as string)
  return KEPT.has(first as string)
}

const isThreadList = (key: readonly unknown[]) => key[0] === 'messages' && key[1] === 'received'

/** A thread is kept when it is not sensitive and its last message is from the last 14 days */
function keptThread(thread: CitizenMessageThread, now: number): boolean {
  if (thread.type !== 'Regular' || thread.sensitive) return false
  const last = thread.messages[thread.messages.length - 1]
  return last !== undefined && now - Date.parse(last.sentAt) < MAX_AGE
}

/** What is written: the kept queries as they were last read (a failed refetch keeps its data) */
export function serialize(client: PersistedClient): string {
  const now = Date.now()
  const queries = client.clientState.queries.map((q) => {
    const state = { ...q.state, status: 'success' as const, error: null, fetchStatus: 'idle' as const }
    if (!isThreadList(q.queryKey)) return { ...q, state }
    const data = q.state.data as { pages: PagedMessageThreads[]; pageParams: unknown[] }
    const pages = data.pages.map((p) => ({ ...p, data: p.data.filter((t) => keptThread(t, now)) }))
    return { ...q, state: { ...state, data: { ...data, pages } } }
  })
  return JSON.stringify({ ...client, clientState: { mutations: [], queries } })
}

/**
 * `writes` false drops a write: the persister's throttled write can fire after its subscription
 * ended (the switch off, a logout), and would bring back a copy just deleted
 */
function persister(personId: string, writes: () => boolean = () => true) {
  return createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key),
      setItem: async (key, value) => {
        if (writes()) await set(key, value)
      },
      removeItem: del,
    },
    key: `${COPY_PREFIX}${personId}`,
    throttleTime: 2000,
    serialize,
  })
}

let stop: (() => void) | null = null
let watching = false

/** Writes the person's copy from now on, as the cache changes, and follows the session */
function keepWriting(queryClient: QueryClient, personId: string) {
  if (!watching) {
    watching = true
    watchSession(queryClient)
    // What waits on the device goes when the network returns (the absence queue, queue.ts)
    window.addEventListener('online', () => sendWaiting(queryClient))
  }
  void loadQueue(personId).then(() => navigator.onLine && sendWaiting(queryClient))
  stop?.()
  let writing = true
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister: persister(personId, () => writing),
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: kept, shouldDehydrateMutation: () => false },
  })
  stop = () => {
    writing = false
    unsubscribe()
  }
}

/**
 * At the app's start on a device with the setting on. Online, the server's answer decides: the
 * same person's session goes on writing the copy; no session (it ended) deletes the copy; another
 * person deletes it and the setting. Without a network, the copy is put into the cache (the pages
 * then show it) — never before the server has been asked, so another person's session never
 * shows the first one's copy. Resolves once the pages can render. `fill` reads the kept pages'
 * main data (app/offline-copy.ts) once a session of the person is seen.
 */
export async function startOfflineCopy(queryClient: QueryClient, fill: () => void): Promise<void> {
  const personId = offlineCopyPerson()
  if (!personId) return
  const restore = async () => {
    await persistQueryClientRestore({ queryClient, persister: persister(personId), buster: BUSTER, maxAge: MAX_AGE })
    keepWriting(queryClient, personId)
  }
  if (!navigator.onLine) return restore()
  try {
    const status = await queryClient.fetchQuery({ ...authStatusQuery, retry: false })
    await followSession(queryClient, personId, status.loggedIn ? status.user.details.id : null)
    if (stop) fill()
  } catch (error) {
    if (error instanceof NetworkError) await restore()
  }
}

/** The session as the server last told it: the copy goes on, or is deleted */
async function followSession(queryClient: QueryClient, personId: string, sessionPerson: string | null) {
  if (sessionPerson === personId) {
    if (!stop) keepWriting(queryClient, personId)
    return
  }
  stop?.()
  stop = null
  await deleteOfflineCopies()
  if (sessionPerson !== null) setOfflineCopyPerson(null)
}

/** Each later answer of the login check (a session that ended, another login) is followed too */
function watchSession(queryClient: QueryClient) {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash !== statusHash) return
    const personId = offlineCopyPerson()
    const status = event.query.state.data as AuthStatusResponse | undefined
    if (personId && status) void followSession(queryClient, personId, status.loggedIn ? status.user.details.id : null)
  })
}
const statusHash = hashKey(authKeys.status)

/**
 * The setting turned on in personal details: the copy is written from now on, with what the cache
 * holds (the calendar, opened first after a login, is there); each start then reads the rest (fill)
 */
export function turnOn(queryClient: QueryClient, personId: string): void {
  setOfflineCopyPerson(personId)
  keepWriting(queryClient, personId)
}

/** The setting turned off, or a logout: every copy on the device is deleted before the screen says off */
export async function turnOff(): Promise<void> {
  stop?.()
  stop = null
  try {
    await deleteOfflineCopies()
  } finally {
    setOfflineCopyPerson(null)
  }
}

/** Sends the queue of the person whose copy this is; the calendar is read again after a write */
function sendWaiting(queryClient: QueryClient) {
  const personId = offlineCopyPerson()
  if (!personId) return
  void sendQueue(personId).then((sent) => {
    if (sent > 0) void queryClient.invalidateQueries({ queryKey: ['calendar'] })
  })
}

async function deleteOfflineCopies(): Promise<void> {
  forgetQueue()
  const all = await keys()
  await Promise.all(all.filter((k) => String(k).startsWith(COPY_PREFIX)).map((k) => del(k)))
}
