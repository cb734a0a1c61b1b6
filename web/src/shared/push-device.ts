import { apiCall } from '../api/client'

/**
 * This browser's side of Web Push (issue 43): its subscription and a name for the device list.
 * The permission is asked only from the person's click (never on a page load).
 */

/** Whether this browser can get push notifications at all */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** "Firefox on Android": the browser and the platform, from the user agent */
export function deviceNameOf(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser/.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null
  const platform = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null
  return [browser, platform].filter(Boolean).join(' / ') || '—'
}

/** This browser's subscription (null: none, or no service worker yet) */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * Asks the permission and subscribes with the server's key: the subscription's JSON for the
 * server, or the reason it could not be made
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied'
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  })
  return subscription.toJSON()
}

/**
 * This browser's device row of the logged-in person, and a way to remove it (the row and the
 * browser's subscription), for the logout question; null when it has none or it cannot be told
 */
export async function thisDevicesPush(): Promise<{ remove(): Promise<void> } | null> {
  try {
    const browser = await currentSubscription()
    if (!browser) return null
    const row = (await apiCall('getWebPushSubscriptions')).find((d) => d.endpoint === browser.endpoint)
    if (!row) return null
    return {
      async remove() {
        await apiCall('deleteWebPushSubscription', { params: { id: row.id } })
        await browser.unsubscribe()
      },
    }
  } catch {
    return null
  }
}
