import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import type { Persona } from '../../contract/src/dev'
import { test, expect, loginAs, expectAccessible } from '../fixtures'

/**
 * The installable app (issue 42): a manifest in the person's language, Chromium's installability
 * checks, the app's code precached by the service worker so that pages open with no network, and
 * nothing of the API in its caches.
 */
test.use({ serviceWorkers: 'allow' })

/** The built worker the e2e servers serve (scripts/test.mjs builds before the e2e) */
const SW_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist/sw.js')

/** The service worker is active and controls the page (it registers once the page is interactive) */
async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  )
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Logs the persona in on the calendar and waits for the service worker to control the page */
async function onCalendarWithWorker(page: Page, persona: Persona) {
  await loginAs(page, persona)
  await page.goto('/calendar')
  await serviceWorkerReady(page)
}

/** Every URL in the site's caches */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })

test('installable: the manifest in the language in use, its icons and shortcuts, and Chromium finds nothing missing', async ({
  page,
}) => {
  await page.goto('/login?lang=sv')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.sv.webmanifest')
  const manifest = (await (await page.request.get('/manifest.sv.webmanifest')).json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { sizes: string; purpose: string }[]
    shortcuts: { name: string; url: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Exempelby småbarnspedagogik', start_url: '/calendar', display: 'standalone' })
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose }))
  }
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Anmäl frånvaro', '/calendar?modal=absences'],
    ['Meddelanden', '/messages'],
  ])
  for (const lang of ['fi', 'en']) {
    const other = (await (await page.request.get(`/manifest.${lang}.webmanifest`)).json()) as {
      lang: string
      shortcuts: { url: string }[]
    }
    expect(other.lang).toBe(lang)
    expect(other.shortcuts.map((s) => s.url)).toEqual(['/calendar?modal=absences', '/messages'])
  }
  await serviceWorkerReady(page)
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // Playwright's contexts are private ones, where Chromium never offers an install: the one error left
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito'])
})

test('after one visit every page opens with no network, with nothing of the API or the person in the caches', async ({
  page,
  context,
  personas,
}) => {
  await onCalendarWithWorker(page, personas['three-children-1']!)
  await expect(page.getByRole('heading', { level: 1, name: 'Kalenteri' })).toBeVisible()
  // Every page's code is precached, none of the API's answers
  await expect
    .poll(async () => (await cachedUrls(page)).filter((u) => u.startsWith('/assets/')).length)
    .toBeGreaterThan(100)
  expect((await cachedUrls(page)).filter((u) => !u.startsWith('/assets/') && !u.startsWith('/icons/'))).toEqual(
    expect.arrayContaining(['/']),
  )
  expect((await cachedUrls(page)).filter((u) => u.startsWith('/api/'))).toEqual([])

  await context.setOffline(true)
  for (const path of ['/calendar', '/messages', '/personal-details', '/map', '/applications']) {
    await page.goto(path)
    // The page's frame (the header, the shell's offline notice) from the device; its data needs the network
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByText('Ei internetyhteyttä')).toBeVisible()
  }
  await page.screenshot({ path: test.info().outputPath('offline-applications.png') })
  await expectAccessible(page)
  await context.setOffline(false)
})

test('logout deletes the site data, and the app still opens with no network afterwards', async ({
  page,
  context,
  personas,
}) => {
  await onCalendarWithWorker(page, personas['three-children-1']!)
  await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
  await page.getByRole('menuitem', { name: 'Kirjaudu ulos' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // Clear-Site-Data "storage" took the old worker with the rest; the login page registers it again
  await serviceWorkerReady(page)
  await expect.poll(async () => (await cachedUrls(page)).length).toBeGreaterThan(100)
  expect((await cachedUrls(page)).filter((u) => u.startsWith('/api/'))).toEqual([])

  await context.setOffline(true)
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})

test('a new version waits while an old tab is open, that tab keeps working, and it takes over when the app next starts', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await serviceWorkerReady(page)
  // A new release: the server's worker with other bytes, as the next build's would be (this spec's
  // worker alone has service workers; the other specs' contexts block them)
  const original = fs.readFileSync(SW_FILE, 'utf8')
  fs.writeFileSync(SW_FILE, `${original}\n// the next release\n`)
  try {
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect.poll(waiting).toBe('installed')

    // The old tab goes on: other pages' code still loads, a reload too, and the new one still waits
    await page.getByRole('link', { name: 'Katso yksiköt kartalla' }).click()
    await expect(page).toHaveURL(/\/map/)
    await page.reload()
    await expect(page.getByRole('banner')).toBeVisible()
    expect(await waiting()).toBe('installed')

    // The app closed and started again: the new version is the one in use
    await page.close()
    const next = await context.newPage()
    await next.goto('/login')
    await expect
      .poll(() =>
        next.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return [registration?.waiting?.state ?? null, registration?.active?.state ?? null]
        }),
      )
      .toEqual([null, 'activated'])
  } finally {
    fs.writeFileSync(SW_FILE, original)
  }
})
