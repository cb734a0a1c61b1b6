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
