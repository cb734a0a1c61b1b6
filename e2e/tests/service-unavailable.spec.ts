import { test, expect, loginAs, expectAccessible } from '../fixtures'

// A database outage answers 503 DATABASE_UNAVAILABLE (api/src/app.ts): the web app says the
// service is unavailable for a moment and offers a retry, instead of the generic fetch error.

const unavailable = {
  status: 503,
  json: { errorCode: 'DATABASE_UNAVAILABLE', message: 'The service is temporarily unavailable' },
}

test('a database outage shows "service unavailable" with a retry that recovers', async ({ page, personas }) => {
  await loginAs(page, personas['one-child']!)
  let outage = true
  await page.route('**/api/citizen/auth/status', (route) => (outage ? route.fulfill(unavailable) : route.fallback()))
  await page.goto('/applications')
  const alert = page.getByRole('alert').filter({ hasText: 'Palvelu on tilapäisesti poissa käytöstä' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Yritä hetken kuluttua uudelleen.')
  await expect(page.getByText('Tietojen hakeminen ei onnistunut')).toHaveCount(0)
  await expectAccessible(page)
  await page.setViewportSize({ width: 375, height: 700 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: '../.data/e2e-results/service-unavailable-375.png' })

  // The database is back: the retry loads the page
  outage = false
  await alert.getByRole('button', { name: 'Yritä uudelleen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hakemukset' })).toBeVisible()
  await expect(alert).toHaveCount(0)
})

test('the message is translated, and another server error keeps the generic one', async ({ page, personas }) => {
  await loginAs(page, personas['one-child']!)
  await page.route('**/api/citizen/auth/status', (route) => route.fulfill(unavailable))
  await page.goto('/applications?lang=sv')
  await expect(page.getByRole('alert')).toContainText('Tjänsten är tillfälligt otillgänglig')
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible()
  await page.goto('/applications?lang=en')
  await expect(page.getByRole('alert')).toContainText('The service is temporarily unavailable')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()

  await page.unroute('**/api/citizen/auth/status')
  await page.route('**/api/citizen/auth/status', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  )
  await page.goto('/applications?lang=en')
  await expect(page.getByRole('alert')).toContainText('Retrieving the information failed')
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
})

test('a failed save says what happened in the person’s language, never the server’s own message', async ({
  page,
  personas,
}) => {
  await loginAs(page, personas['three-children-1']!)
  // Mikko's club draft for Ella
  const byChild = (await (
    await page.request.get('/api/citizen/applications/by-guardian', { headers: { 'x-evaka-csrf': '1' } })
  ).json()) as {
    applicationSummaries: { applicationId: string; applicationStatus: string }[]
  }[]
  const draft = byChild.flatMap((c) => c.applicationSummaries).find((a) => a.applicationStatus === 'CREATED')!
  await page.goto(`/applications/${draft.applicationId}/edit`)
  await expect(page.getByRole('button', { name: 'Tallenna keskeneräisenä' })).toBeVisible()

  await page.route('**/api/citizen/applications/*/draft', (route) => route.fulfill(unavailable))
  await page.getByRole('button', { name: 'Tallenna keskeneräisenä' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Muutosten tallentaminen ei onnistunut')
  await expect(dialog).toContainText('Palvelua ei juuri nyt voi käyttää')
  await dialog.getByRole('button', { name: 'OK' }).click()

  await page.unroute('**/api/citizen/applications/*/draft')
  await page.route('**/api/citizen/applications/*/draft', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error (request 1234)' } }),
  )
  await page.getByRole('button', { name: 'Tallenna keskeneräisenä' }).click()
  await expect(dialog).toContainText('Palvelussa tapahtui odottamaton virhe')
  await expect(dialog).not.toContainText('Internal server error')
})
