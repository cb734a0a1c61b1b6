import { whenInteractive } from './after-interactive'

/**
 * Registers the service worker (src/sw/sw.ts) once the page is interactive: it then precaches
 * the app's code in the background, which a page's first load never waits for. Not in the
 * development server, whose modules are not the built files.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  whenInteractive(() => {
    // A browser that refuses (private modes, policies) still has the app online
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  })
}
