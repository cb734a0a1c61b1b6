import type { BrowserContext, Page } from '@playwright/test'

// The service worker of the installable app (issue 42) and its push (issue 43), for the specs that allow it

/** The service worker is active and controls the page (it registers once the page is interactive) */
export async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  )
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The site's service worker registration, to wake it through the DevTools protocol as a browser would */
export async function ourWorker(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await registrationId }
}
