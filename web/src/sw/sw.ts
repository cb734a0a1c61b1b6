/**
 * The service worker (issue 42): the app's code precached so that every page's frame opens with
 * no network, and the page itself (index.html, the same for everyone) kept from the last visit.
 * Nothing else is cached here: no API answer and nothing personal ever enters these caches.
 *
 * A new version installs beside the old one and waits: it takes over only when no tab of the old
 * version is open any more, so an old tab keeps loading its own code until it is reloaded (the
 * shell's "new version" notice asks for that; a reload gets the new page from the network).
 */
import { precacheAndRoute } from 'workbox-precaching'
import { del, get, keys, set } from 'idb-keyval'
import { CSRF_HEADER } from '../../../contract/src/constants'
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/src/idempotency'
import { routes } from '../../../contract/src/routes'
import { QUEUE_PREFIX, QUEUE_SYNC_TAG } from '../shared/offline-copy/keys'
import type { WebPushPayload } from '../../../contract/src/web-push-rules'
import { openNotificationTarget } from './notification-click'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }

precacheAndRoute(self.__WB_MANIFEST)

/** The page every app address answers with (the server fills in its settings; no personal data) */
const PAGE_CACHE = 'app-page'
const PAGE = '/'

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGE_CACHE).then((cache) => cache.add(new Request(PAGE, { cache: 'reload' }))))
})

// The first version takes the open tabs at once (they run the same code); later ones wait (above)
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || new URL(request.url).pathname.startsWith('/api/')) return
  // The network first, so that an online visit is as it was; the last page when there is none
  event.respondWith(
    fetch(request).then(
      (response) => {
        if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
          const copy = response.clone()
          event.waitUntil(caches.open(PAGE_CACHE).then((cache) => cache.put(PAGE, copy)))
        }
        return response
      },
      async (error: unknown) => (await caches.match(PAGE, { cacheName: PAGE_CACHE })) ?? Promise.reject(error),
    ),
  )
})

/**
 * The absences queued without a network (issue 42, web/src/shared/offline-copy/queue.ts), sent when
 * the browser's background sync says the network is back, also after the app was closed. Each with
 * its idempotency key, so the page sending the same entry meanwhile never writes it twice. A
 * refusal (4xx) stays in the queue with its reason for the page to show; no network, a 5xx or an
 * ended session (401) leaves the rest for the browser's next try or the app's next start.
 */
interface QueuedWrite {
  key: string
  name: 'postAbsences'
  body: unknown
  refused?: { status: number; errorCode?: string }
}

self.addEventListener('sync', ((event: ExtendableEvent & { tag: string }) => {
  if (event.tag === QUEUE_SYNC_TAG) event.waitUntil(sendQueues())
}) as EventListener)

async function sendQueues() {
  for (const queueKey of (await keys()).map(String).filter((k) => k.startsWith(QUEUE_PREFIX))) {
    let remaining = (await get<QueuedWrite[]>(queueKey)) ?? []
    for (const entry of remaining.filter((e) => !e.refused)) {
      const response = await fetch(routes[entry.name].path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          [CSRF_HEADER]: '1',
          'content-type': 'application/json',
          accept: 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: entry.key,
        },
        body: JSON.stringify(entry.body),
      })
      if (response.status >= 500 || response.status === 401) throw new Error(`queue: ${response.status}`)
      if (response.ok) remaining = remaining.filter((e) => e.key !== entry.key)
      else {
        const { errorCode } = (await response.json().catch(() => ({}))) as { errorCode?: string }
        const refused = { status: response.status, errorCode }
        remaining = remaining.map((e) => (e.key === entry.key ? { ...e, refused } : e))
      }
      await (remaining.length > 0 ? set(queueKey, remaining) : del(queueKey))
    }
  }
}

/**
 * Web Push (issue 43): a push shows its notification (the payload of contract/src/web-push-rules.ts);
 * one without a title shows nothing (a browser that demands a notice for every push gets its own)
 */
self.addEventListener('push', (event) => {
  let payload: Partial<WebPushPayload> | null = null
  try {
    payload = event.data?.json() as Partial<WebPushPayload>
  } catch {
    return // not ours: a push carries JSON
  }
  if (!payload?.title) return
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url ?? '/' },
    }),
  )
})

/** A click opens the push's page (notification-click.ts) */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openNotificationTarget(self.clients, self.location.origin, event.notification.data))
})
