import type { Page } from '@playwright/test'
import { test, expect, loginAs, expectAccessible } from '../fixtures'

// One presentation of loading and load errors for every page (web/src/shared/async-boundary.tsx):
// what a page shows when its own data call fails, whatever the page.

const byGuardian = '**/api/citizen/applications/by-guardian'

test('a database outage on a page’s data says so, and the retry loads the page', async ({ page, personas }) => {
  await loginAs(page, personas['one-child']!)
  let outage = true
  await page.route(byGuardian, (route) =>
    outage
      ? route.fulfill({ status: 503, json: { errorCode: 'DATABASE_UNAVAILABLE', message: 'Database down' } })
      : route.fallback(),
  )
  await page.goto('/applications')
  const card = page.getByRole('alert')
  // 5xx answers are asked again twice (about 3 s) before the page gives up
  await expect(card.getByRole('heading', { name: 'Palvelu on tilapäisesti poissa käytöstä' })).toBeVisible({
    timeout: 10_000,
  })
  await expect(card).not.toContainText('Database down')
  await expectAccessible(page)
  outage = false
  await card.getByRole('button', { name: 'Yritä uudelleen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hakemukset' })).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('another server error, no connection and no access each get their own words', async ({ page, personas }) => {
  await loginAs(page, personas['one-child']!)
  await page.route(byGuardian, (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }))
  await page.goto('/applications?lang=en')
  const card = page.getByRole('alert')
  await expect(card.getByRole('heading', { name: 'Unexpected error' })).toBeVisible({ timeout: 10_000 })
  await expect(card).toContainText('Retrieving the information failed')
  await expect(card).not.toContainText('Internal server error')
  await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible()

  await page.unroute(byGuardian)
  await page.route(byGuardian, (route) => route.abort('internetdisconnected'))
  await page.goto('/applications?lang=sv')
  await expect(card.getByRole('heading', { name: 'Ingen internetanslutning' })).toBeVisible({ timeout: 10_000 })
  await expect(card).toContainText('Det gick inte att nå tjänsten')

  await page.unroute(byGuardian)
  await page.route(byGuardian, (route) => route.fulfill({ status: 403, json: { message: 'Forbidden' } }))
  await page.goto('/applications?lang=fi')
  await expect(card.getByRole('heading', { name: 'Ei käyttöoikeutta' })).toBeVisible()
  await expect(card.getByRole('button')).toHaveCount(0)
})

test('a missing item is the same not-found card as an unknown path, naming what is missing', async ({
  page,
  personas,
}) => {
  await loginAs(page, personas['three-children-1']!)
  // A malformed id (400) and an unknown one (404) alike
  for (const path of [
    '/decisions/assistance/not-an-id',
    '/decisions/assistance/00000000-0000-0000-0000-000000000000',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible()
    await expect(page.getByText('Päätöstä ei löytynyt.')).toBeVisible()
    await expect(page).toHaveTitle(/Sivua ei löytynyt/)
  }
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Etusivulle' }).click()
  await expect(page).not.toHaveURL(/\/decisions\/assistance/)
})

/**
 * Fails the downloads of the app's own scripts whose text contains `marker` (so the test needs
 * no chunk names, which carry hashes) until `failing.stop()`.
 */
async function failScriptsWith(page: Page, marker: string) {
  let failing = true
  let failed = 0
  await page.route('**/assets/*.js', async (route) => {
    if (!failing) return route.fallback()
    const response = await route.fetch()
    const body = await response.text()
    if (!body.includes(marker)) return route.fulfill({ response, body })
    failed++
    return route.abort('failed')
  })
  return {
    stop: () => {
      failing = false
    },
    failed: () => failed,
  }
}

test('a page’s texts that fail to download show the error with a retry that loads them', async ({ page, personas }) => {
  await loginAs(page, personas['one-child']!)
  // The applications pages' Finnish texts
  const failing = await failScriptsWith(page, 'Täällä voit hakea lapsellesi')
  await page.goto('/applications')
  const card = page.getByRole('alert')
  await expect(card.getByRole('heading', { name: 'Odottamaton virhe' })).toBeVisible({ timeout: 10_000 })
  expect(failing.failed()).toBeGreaterThan(0)
  failing.stop()
  await card.getByRole('button', { name: 'Yritä uudelleen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hakemukset' })).toBeVisible()
  await expect(page.getByText('Täällä voit hakea lapsellesi')).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('a page’s code that fails to download shows the error with a retry that loads it', async ({ page, personas }) => {
  await loginAs(page, personas['one-child']!)
  // The decisions list page's own chunk (its texts are in another)
  let failing = true
  await page.route('**/assets/decisions-page-*.js', (route) => (failing ? route.abort('failed') : route.fallback()))
  await page.goto('/decisions?lang=en')
  const card = page.getByRole('alert')
  await expect(card.getByRole('heading', { name: 'Unexpected error' })).toBeVisible({ timeout: 10_000 })
  await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible()
  failing = false
  await card.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Decisions' })).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('the language’s dictionary that fails to download shows a built-in error with a retry', async ({ page }) => {
  // The Finnish dictionary (the error texts of the app are in it, so the page cannot use them)
  const failing = await failScriptsWith(page, 'Odottamaton virhe')
  await page.goto('/login')
  const card = page.getByRole('alert')
  await expect(card.getByRole('heading', { level: 1, name: 'Sivun lataaminen ei onnistunut' })).toBeVisible()
  await expectAccessible(page)
  failing.stop()
  await card.getByRole('button', { name: 'Yritä uudelleen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Varhaiskasvatuksen asiointipalvelu' })).toBeVisible()
  await expect(card).toHaveCount(0)
})
