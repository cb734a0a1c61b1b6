/**
 * The names the page and the service worker share for what the device keeps (issue 42): no imports,
 * so the worker's bundle takes them alone
 */

/** The IndexedDB keys of everything the device keeps for a person: the copy and the waiting writes */
export const COPY_PREFIX = 'citizen-offline-copy:'
export const QUEUE_PREFIX = `${COPY_PREFIX}queue:`
/** The background sync that sends the queue after the app was closed (where the browser has one) */
export const QUEUE_SYNC_TAG = 'citizen-offline-queue'
