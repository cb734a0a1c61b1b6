import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import type { Persona } from '../../contract/src/dev'
import { test, expect, loginAs, expectAccessible, expectToast, isoInDays, csrf, childIdOf } from '../fixtures'
import { ourWorker, serviceWorkerReady } from '../sw-fixtures'
import { calendar, calendarAs, chooseOnly, childDay, dialog, idOf, quietDay, showMonthOf } from '../calendar-fixtures'

/**
 * The installable app (issue 42): a manifest in the person's language, Chromium's installability checks,
 * every page's code precached so that pages open with no network, nothing of the API in its caches.
 */
test.use({ serviceWorkers: 'allow' })

/** The built worker the e2e servers serve (scripts/test.mjs builds before the e2e) */
const SW_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist/sw.js')

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

/** The offline copy on the device (idb-keyval's store): every kept copy's text, '' for none */
const keptCopy = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onsuccess = () => {
          const all = open.result.transaction('keyval').objectStore('keyval').getAll()
          all.onsuccess = () => {
            resolve((all.result as unknown[]).map(String).join('\n'))
            open.result.close()
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )
const offlineSetting = (page: Page) => page.evaluate(() => localStorage.getItem('citizen.offlineCopy'))

/** Personal details' switch (off by default), then a start of the app, which fills the copy */
async function turnOnOfflineCopy(page: Page) {
  await page.goto('/personal-details')
  await page.getByRole('button', { name: 'Ota käyttöön tällä laitteella' }).click()
  await expect(page.getByText(/^Päällä tällä laitteella\./)).toBeVisible()
  await page.goto('/calendar')
  await expect.poll(() => keptCopy(page), { timeout: 20_000 }).toContain('Retkipäivä')
}

test('the offline copy: the calendar and messages read with no network, never a sensitive thread, and deleted by the switch, a logout, a session that ended and another person', async ({
  page,
  context,
  personas,
}) => {
  const kaisa = personas['preschool']!
  await loginAs(page, kaisa)
  await page.goto('/personal-details')
  await expect(page.getByText(/^Pois päältä\./)).toBeVisible()
  await turnOnOfflineCopy(page)
  // A sensitive thread is in the list online, never in the copy
  expect(await keptCopy(page)).not.toContain('Tukitoimet')
  await serviceWorkerReady(page)
  // A child page read once is kept too
  const eino = await childIdOf(page, 'Eino')
  await page.goto(`/children/${eino}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Eino Lehtonen' })).toBeVisible()
  await expect.poll(() => keptCopy(page)).toContain('service-needs')

  await context.setOffline(true)
  await page.goto('/calendar')
  await expect(page.getByRole('heading', { level: 1, name: 'Kalenteri' })).toBeVisible()
  await expect(page.getByText(/^Ei verkkoyhteyttä – tiedot \d\d\.\d\d\. \d\d:\d\d tilanteen mukaan\./)).toBeVisible()
  await expect(page.locator('[data-day]').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Läsnäolovaraukset' })).toBeDisabled()
  await page.screenshot({ path: test.info().outputPath('offline-calendar.png') })
  await page.goto('/messages')
  await expect(page.getByText('Retkipäivä').first()).toBeVisible()
  await expect(page.getByText('Tukitoimet')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Uusi viesti' })).toBeDisabled()
  await expectAccessible(page)
  await page.goto(`/children/${eino}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Eino Lehtonen' })).toBeVisible()
  await expect(page.getByText(/^Ei verkkoyhteyttä – tiedot/)).toBeVisible()
  await context.setOffline(false)

  // The switch off deletes the copy at once
  await page.goto('/personal-details')
  await page.getByRole('button', { name: 'Poista käytöstä ja poista tallennetut tiedot' }).click()
  await expect(page.getByText(/^Pois päältä\./)).toBeVisible()
  expect(await keptCopy(page)).toBe('')
  expect(await offlineSetting(page)).toBeNull()
  // ...and stays deleted: a write the persister had throttled (2 s) before the switch is dropped
  await page.waitForTimeout(2500)
  expect(await keptCopy(page)).toBe('')

  // A logout deletes it (and the setting: a trace of the person)
  await turnOnOfflineCopy(page)
  await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
  await page.getByRole('menuitem', { name: 'Kirjaudu ulos' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await keptCopy(page)).toBe('')
  expect(await offlineSetting(page)).toBeNull()

  // A session that ended is seen at the next start: the copy goes, the setting waits for the person
  await loginAs(page, kaisa)
  await turnOnOfflineCopy(page)
  await context.clearCookies()
  await page.goto('/calendar')
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(() => keptCopy(page)).toBe('')

  // The same person back: the setting was kept, the copy is written again from the next start
  await loginAs(page, kaisa)
  await page.goto('/calendar')
  await expect.poll(() => keptCopy(page), { timeout: 20_000 }).toContain('Retkipäivä')

  // Another person logging in on the device sees nothing of the first, and the setting is off
  await context.clearCookies()
  await loginAs(page, personas['three-children-1']!)
  await page.goto('/calendar')
  await expect(page.getByRole('heading', { level: 1, name: 'Kalenteri' })).toBeVisible()
  await expect.poll(() => offlineSetting(page)).toBeNull()
  expect(await keptCopy(page)).toBe('')
  await expect(page.getByText('Aada')).toHaveCount(0)
})

/** The absences waiting on the device (shared/offline-copy/queue.ts), as stored */
const queuedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ key: string; body: unknown; refused?: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval')
          const all = store.getAllKeys()
          all.onsuccess = () => {
            const key = (all.result as string[]).find((k) => k.startsWith('citizen-offline-copy:queue:'))
            if (!key) return resolve([])
            const value = store.get(key)
            value.onsuccess = () => resolve(value.result as never)
          }
        }
      }),
  )

/** Eino's sick day reported through the home-screen shortcut's address, without a network: queued */
async function reportSickDay(page: Page, day: string) {
  await page.goto(`/calendar?modal=absences&startDate=${day}&endDate=${day}`)
  const absence = dialog(page, 'Poissaolo')
  await chooseOnly(absence, 'Eino Lehtonen', ['Aada Lehtonen', 'Eino Lehtonen'])
  await absence.getByRole('radio', { name: 'Sairaus' }).check()
  await absence.getByRole('button', { name: 'Tallenna' }).click()
  await expect(absence).toBeHidden()
  await expectToast(page, 'Poissaolo on tallennettu tälle laitteelle. Se lähetetään itsestään, kun verkkoyhteys palaa.')
}

test('a sick day reported with no network: queued on the device and shown waiting, sent once when the network returns, a refusal told, and a logout asks first', async ({
  page,
  context,
  personas,
}) => {
  const data = await calendarAs(page, personas['preschool']!)
  const eino = idOf(data, 'Eino')
  const [refusedDay, sentDay] = [quietDay(data, 'Eino', isoInDays(1)), quietDay(data, 'Eino', isoInDays(1), 1)]
  await turnOnOfflineCopy(page)
  await serviceWorkerReady(page)

  await context.setOffline(true)
  for (const day of [refusedDay, sentDay]) await reportSickDay(page, day)
  await expect(page.getByText('2 poissaoloa odottaa tällä laitteella', { exact: false })).toBeVisible()
  await showMonthOf(page, sentDay, 'Seuraava kuukausi')
  const sentCell = page.locator('td', { has: page.locator(`[data-day="${sentDay}"]`) })
  await expect(sentCell.getByText('Odottaa lähetystä')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('offline-absence-waiting.png') })
  const queued = await queuedOnDevice(page)
  expect(queued).toHaveLength(2)
  // Meanwhile the unit records Eino's attendance on the first day: that one will be refused
  const units = (await (await page.request.get('/api/citizen/public/units/PRESCHOOL')).json()) as {
    id: string
    name: string
  }[]
  const unitId = units.find((u) => u.name === 'Päiväkoti Aurinkoinen')!.id
  const attendance = await page.request.post('/api/dev/calendar', {
    headers: csrf,
    data: { attendances: [{ childId: eino, unitId, date: refusedDay, start: '08:00', end: '09:00' }] },
  })
  expect(attendance.ok()).toBe(true)

  await context.setOffline(false)
  await expect(page.getByText('Poissaoloa ei tallennettu.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/odottaa tällä laitteella/)).toHaveCount(0)
  await expect(sentCell.getByText('Odottaa lähetystä')).toHaveCount(0)
  let after = await calendar(page)
  expect(childDay(after, 'Eino', sentDay)!.absence?.type).toBe('SICKLEAVE')
  expect(childDay(after, 'Eino', refusedDay)!.absence).toBeNull()
  // The same send again (a lost answer, or the worker's background sync meanwhile): written once
  const sent = queued.find((q) => JSON.stringify(q.body).includes(sentDay))!
  const again = await page.request.post('/api/citizen/absences', {
    headers: { ...csrf, 'Idempotency-Key': sent.key },
    data: sent.body,
  })
  expect(again.ok()).toBe(true)
  after = await calendar(page)
  expect(childDay(after, 'Eino', sentDay)!.absence?.type).toBe('SICKLEAVE')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Selvä' }).click()
  await expect(page.getByText('Poissaoloa ei tallennettu.')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Kalenteri' })).toBeFocused()
  expect(await queuedOnDevice(page)).toEqual([])

  // A send that cannot get through (the service down): still waiting, and a logout asks first
  await page.route('**/api/citizen/absences', (route) => route.fulfill({ status: 503, body: '{}' }))
  await context.setOffline(true)
  await reportSickDay(page, quietDay(data, 'Eino', isoInDays(1), 2))
  await context.setOffline(false)
  await expect(page.getByText('Yksi poissaolo odottaa tällä laitteella', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
  await page.getByRole('menuitem', { name: 'Kirjaudu ulos' }).click()
  const ask = page.getByRole('dialog', { name: 'Poissaolo odottaa lähetystä' })
  await expect(ask.getByText('Uloskirjautuminen poistaa sen lähettämättä.', { exact: false })).toBeVisible()
  await ask.getByRole('button', { name: 'Peruuta' }).click()
  await expect(page).toHaveURL(/\/calendar/)
  await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
  await page.getByRole('menuitem', { name: 'Kirjaudu ulos' }).click()
  await page
    .getByRole('dialog', { name: 'Poissaolo odottaa lähetystä' })
    .getByRole('button', { name: 'Kirjaudu ulos ja poista' })
    .click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await queuedOnDevice(page)).toEqual([])
})

test('the service worker sends a queued absence by background sync after the app was closed', async ({
  page,
  context,
  personas,
}) => {
  const data = await calendarAs(page, personas['preschool']!)
  const day = quietDay(data, 'Eino', isoInDays(1), 3)
  await turnOnOfflineCopy(page)
  await serviceWorkerReady(page)
  await context.setOffline(true)
  await reportSickDay(page, day)
  // The app closed; the network back; the browser's background sync wakes the worker
  const other = await context.newPage()
  const origin = new URL(page.url()).origin
  await page.close()
  await context.setOffline(false)
  const worker = await ourWorker(context, other, origin)
  await worker.cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: worker.registrationId,
    tag: 'citizen-offline-queue',
    lastChance: false,
  })
  await expect.poll(async () => childDay(await calendar(other), 'Eino', day)?.absence?.type).toBe('SICKLEAVE')
})
