import { test, expect, loginAs, expectAccessible } from '../fixtures'

// The e2e server has no routing upstream: distances are straight-line ones (spec: nothing
// pretends to be a walking route). Addresses come from the demo address table.
const ADDRESS_QUERY = 'koivukuja'

/** The unit buttons of the list (markers on the map are buttons with the same names). */
const listButton = (page: import('@playwright/test').Page, name: RegExp) =>
  page.locator('section[aria-labelledby="unit-list-title"]').getByRole('button', { name })

test.describe('public map on a desktop (1280 px)', () => {
  test('filter, search a unit by name and open its details', async ({ page }) => {
    await page.goto('/map')
    await expect(page.getByRole('heading', { level: 1, name: 'Yksiköt kartalla' })).toBeVisible()
    await expect(listButton(page, /Päiväkoti Aurinkoinen/)).toBeVisible()
    // A club is not daycare
    await expect(listButton(page, /Kerho Kipinä/)).toHaveCount(0)
    await page.getByRole('radio', { name: 'Kerho' }).check()
    await expect(listButton(page, /Kerho Kipinä/)).toBeVisible()
    await page.getByRole('radio', { name: 'Varhaiskasvatus' }).check()

    // Swedish-language units only
    await page.getByRole('checkbox', { name: 'Ruotsinkielinen' }).check()
    await expect(listButton(page, /Daghemmet Solrosen/)).toBeVisible()
    await expect(listButton(page, /Päiväkoti Aurinkoinen/)).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'Ruotsinkielinen' }).uncheck()

    // More filters: shift care only
    await page.getByRole('button', { name: 'Näytä lisää hakuehtoja' }).click()
    await page.getByLabel('Vain vuorohoitoa tarjoavat').check()
    await expect(listButton(page, /Päiväkoti Metsätähti/)).toBeVisible()
    await expect(listButton(page, /Päiväkoti Aurinkoinen/)).toHaveCount(0)
    await page.getByLabel('Vain vuorohoitoa tarjoavat').uncheck()
    await expectAccessible(page)

    // The pointer away from where the list opens: an option it rests on becomes the active one
    await page.mouse.move(0, 0)
    const search = page.getByRole('combobox', { name: 'Hae yksikön nimellä tai osoitteella' })
    await search.focus()
    await expect(page.getByText('Kirjoita vähintään kolme merkkiä')).toBeVisible()
    await search.fill('aurinko')
    const option = page.getByRole('option', { name: /Päiväkoti Aurinkoinen/ })
    await expect(option).toBeVisible()
    await search.press('ArrowDown')
    await search.press('Enter')
    const details = page.getByRole('heading', { level: 2, name: 'Päiväkoti Aurinkoinen' })
    await expect(details).toBeVisible()
    await expect(details).toBeFocused()
    await expect(page.getByText('Päiväkoti, Esiopetus')).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Takaisin hakuun' }).click()
    await expect(listButton(page, /Päiväkoti Aurinkoinen/)).toBeVisible()

    await search.fill('zzzqqq')
    await expect(page.getByText('Ei hakutuloksia')).toBeVisible()
  })

  test('choose an address and see the nearest units with distances', async ({ page }) => {
    await page.goto('/map')
    const search = page.getByRole('combobox', { name: 'Hae yksikön nimellä tai osoitteella' })
    await search.fill(ADDRESS_QUERY)
    const address = page.getByRole('option').filter({ hasText: 'ESIMERKKILÄ' }).first()
    await expect(address).toBeVisible()
    await address.click()
    await expect(search).toHaveValue(/, ESIMERKKILÄ$/)
    await expect(page.getByRole('heading', { name: 'Lähimmät yksiköt linnuntietä' })).toBeVisible()
    await expect(page.getByText('Etäisyydet on laskettu linnuntietä')).toBeVisible()
    const nearest = page.locator('section[aria-labelledby="unit-list-title"] > ul').first().getByRole('button')
    await expect(nearest).toHaveCount(10)
    await expect(nearest.first()).toContainText(/Etäisyys linnuntietä: (\d+ m|\d+,\d km)/)
    await page.getByRole('button', { name: /Näytä muut yksiköt/ }).click()
    await expect(page.locator('section[aria-labelledby="unit-list-title"] > ul')).toHaveCount(2)
    await expectAccessible(page)

    // Clearing resets the address and the list
    await page.getByRole('button', { name: 'Tyhjennä haku' }).click()
    await expect(search).toHaveValue('')
    await expect(page.getByRole('heading', { level: 2, name: /^Yksiköt/ })).toBeVisible()
  })

  test('clicking a marker selects the unit and opens a popup with a way to its details', async ({ page }) => {
    await page.goto('/map?lang=sv')
    await expect(page.getByRole('heading', { level: 1, name: 'Enheterna på kartan' })).toBeVisible()
    const marker = page.locator('.leaflet-marker-icon[title="Päiväkoti Aurinkoinen"]')
    await marker.click()
    const popup = page.locator('.leaflet-popup')
    await expect(popup).toContainText('Päiväkoti Aurinkoinen')
    await popup.getByRole('button', { name: 'Visa uppgifter' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Päiväkoti Aurinkoinen' })).toBeVisible()
    await expect(page.getByText('Daghem, Förskoleundervisning')).toBeVisible()
    await expectAccessible(page)
  })

  test('details show the voucher link, the homepage and the not-accepting note where they apply', async ({ page }) => {
    await page.goto('/map')
    await listButton(page, /Päiväkoti Touhula Esimerkkilä/).click()
    await expect(page.getByRole('link', { name: /Lisätietoa palvelusetelistä/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Yksikön kotisivu/ })).toHaveAttribute(
      'href',
      'https://www.example.com/touhula-esimerkkila',
    )
    await page.getByRole('button', { name: 'Takaisin hakuun' }).click()
    await listButton(page, /Montessoripäiväkoti Omena/).click()
    await expect(page.getByText('Yksikkö ei ota vastaan hakemuksia tämän palvelun kautta.')).toBeVisible()
  })

  test('the back link goes to /login, or to /applications when logged in', async ({ page, personas }) => {
    await page.goto('/map')
    await expect(page.getByRole('link', { name: 'Takaisin' })).toHaveAttribute('href', '/login')
    await loginAs(page, personas['no-placements']!)
    await page.goto('/map')
    await expect(page.getByRole('link', { name: 'Takaisin' })).toHaveAttribute('href', '/applications')
  })
})

test.describe('public map on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('switch between list and map, open details from the list', async ({ page }) => {
    await page.goto('/map')
    const mapButton = page.getByRole('button', { name: 'Kartta', exact: true })
    const listButton = page.getByRole('button', { name: 'Lista', exact: true })
    await expect(listButton).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('region', { name: 'Kartta yksiköistä' })).toBeHidden()
    await mapButton.click()
    await expect(page.getByRole('region', { name: 'Kartta yksiköistä' })).toBeVisible()
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
    await page.locator('.leaflet-marker-icon[title="Päiväkoti Metsätähti"]').click()
    await page.locator('.leaflet-popup').getByRole('button', { name: 'Näytä tiedot' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Päiväkoti Metsätähti' })).toBeVisible()
    await expect(listButton).toHaveAttribute('aria-pressed', 'true')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
    await expectAccessible(page)
    await page.screenshot({ path: '../.data/e2e-results/map-phone-details.png' })
  })
})

test('/map loads at most 200 KiB gzip of JavaScript and nothing of other pages', async ({ page }) => {
  const { default: fs } = await import('node:fs')
  const { default: zlib } = await import('node:zlib')
  const { fileURLToPath } = await import('node:url')
  const dist = fileURLToPath(new URL('../../web/dist', import.meta.url))
  const scripts = new Set<string>()
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname)
  })
  await page.goto('/map')
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  let total = 0
  for (const s of scripts) total += zlib.gzipSync(fs.readFileSync(`${dist}${s}`), { level: 9 }).length
  console.log(`/map JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KiB gzip`)
  // About 157 (issue 15): the search combobox's library (react-aria-components) comes when the field is used
  expect(total / 1024).toBeLessThanOrEqual(200)
  expect([...scripts].some((s) => /login-page|weak-login|accessibility-page/.test(s))).toBe(false)
})
