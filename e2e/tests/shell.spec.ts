import { test, expect, loginAs, expectAccessible } from '../fixtures'

test.describe('desktop shell (1280 px)', () => {
  test('shows the items the features allow and the sub-menu', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/accessibility')
    const nav = page.getByRole('navigation', { name: 'Päävalikko' })
    await expect(nav.getByRole('link', { name: 'Kalenteri' })).toBeVisible()

    await page.getByRole('button', { name: /Käyttäjävalikko: Mikko Korhonen/ }).click()
    // The decisions item counts Onni's three unread assistance decisions
    for (const item of ['Hakemukset', 'Päätökset 3 uutta']) {
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible()
    }
    // Logging out is a POST: an action, not a link
    await expect(page.getByRole('menuitem', { name: 'Kirjaudu ulos', exact: true })).not.toHaveAttribute('href')
    // Strong session: no locks
    await expect(page.getByRole('img', { name: 'Vaatii vahvan tunnistautumisen' })).toHaveCount(0)
    await expectAccessible(page)
    await page.screenshot({ path: '../.data/e2e-results/shell-desktop.png', fullPage: true })
  })

  test('leads to no page that is not built yet: income and the child pages are', async ({ page, personas }) => {
    // Three people × every link of the header and its menu (≈ 30 page loads): 60 s was not enough
    // on a slower machine (CI, 2026-12-07)
    test.setTimeout(150_000)
    for (const key of ['three-children-1', 'one-child', 'no-email']) {
      // Off the app before the next login: the open page notices the session change and goes to
      // /, which now and then interrupted the navigation below
      await page.goto('about:blank')
      await loginAs(page, personas[key]!)
      await page.goto('/accessibility')
      const nav = page.getByRole('navigation', { name: 'Päävalikko' })
      await expect(page.getByRole('button', { name: /Käyttäjävalikko/ })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'Viestit' })).toBeVisible()
      // Several children: a menu of them; one child: a link to the child's page
      if (key === 'three-children-1') await expect(nav.getByRole('button', { name: 'Lasten tiedot' })).toBeVisible()
      else await expect(nav.getByRole('link', { name: 'Lapset' })).toBeVisible()
      await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
      await expect(page.getByRole('menuitem', { name: 'Tulotiedot' })).toHaveAttribute('href', '/income')
      // Every link of the header and its menu leads to a page
      const hrefs = await page
        .locator('header a[href], [role="menu"] a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      await page.keyboard.press('Escape')
      for (const href of new Set(hrefs)) {
        await page.goto(href)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' }), href).toHaveCount(0)
      }
    }
  })

  test('a weak session sees locks on strong-only items; missing email gets an attention mark', async ({
    page,
    personas,
  }) => {
    await loginAs(page, personas['weak-login']!, 'WEAK')
    await page.goto('/accessibility')
    await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
    // Applications, decisions and income
    await expect(page.getByRole('img', { name: 'Vaatii vahvan tunnistautumisen' })).toHaveCount(3)
    // An email is set: personal details without a mark
    await expect(page.getByRole('menuitem', { name: 'Omat tiedot', exact: true })).toHaveAttribute(
      'href',
      '/personal-details',
    )
    await page.keyboard.press('Escape')

    await loginAs(page, personas['no-email']!)
    await page.goto('/accessibility')
    await expect(page.getByRole('button', { name: /Käyttäjävalikko: Tuula Koskinen/ })).toBeVisible()
    await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
    await expect(page.getByRole('img', { name: 'Sähköpostiosoite puuttuu' }).first()).toBeVisible()
    // The mark leads to the personal details page, where the email is added (personal-data.spec.ts)
    const item = page.getByRole('menuitem', { name: /Omat tiedot/ })
    await expect(item).toHaveAttribute('href', '/personal-details')
    await expectAccessible(page)
    await item.click()
    await expect(page).toHaveURL(/\/personal-details$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible()
    // A club with messaging but no reservations: no calendar (and messages are not built yet)
    const nav = page.getByRole('navigation', { name: 'Päävalikko' })
    await expect(nav.getByRole('link', { name: 'Kalenteri' })).toHaveCount(0)
  })

  test('/ sends a user without reservations to /map, and one with them to /calendar, weak or strong', async ({
    page,
    personas,
  }) => {
    await loginAs(page, personas['no-placements']!)
    await page.goto('/')
    await expect(page).toHaveURL(/\/map$/)
    // Off the app before another person logs in: the open page would notice the new session and
    // reload itself, aborting the navigation below
    await page.goto('about:blank')
    await loginAs(page, personas['one-child']!)
    await page.goto('/')
    await expect(page).toHaveURL(/\/calendar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kalenteri' })).toBeVisible()
    await page.goto('about:blank')
    await loginAs(page, personas['weak-login']!, 'WEAK')
    await page.goto('/')
    await expect(page).toHaveURL(/\/calendar$/)
  })

  test('the not-found screen leads to the front page, the calendar', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible()
    const home = page.getByRole('link', { name: 'Etusivulle' })
    await expect(home).toHaveAttribute('href', '/calendar')
    await home.click()
    await expect(page).toHaveURL(/\/calendar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kalenteri' })).toBeVisible()
  })

  test('choosing a language closes the menu and the page follows in <html lang>', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    await page.goto('/accessibility')
    // The page has settled (the header is not remounted under the click)
    await expect(page.getByRole('heading', { level: 1, name: 'Saavutettavuusseloste' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    const menu = page.getByRole('button', { name: /kieli|språk|language/i })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('menuitemradio', { name: 'Svenska', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tillgänglighetsutlåtande' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('menuitemradio', { name: 'Svenska', exact: true })).toBeHidden()
    // Focus returns to the menu button, not lost on a hidden choice
    await expect(menu).toBeFocused()
  })

  test('the calendar needs the reservations feature', async ({ page, personas }) => {
    await loginAs(page, personas['no-placements']!)
    await page.goto('/calendar')
    await expect(page).toHaveURL(/\/map$/)
  })

  test('footer, skip link, environment label and the accessibility statement', async ({ page }) => {
    await page.goto('/accessibility')
    await expect(page.getByRole('heading', { level: 1, name: 'Saavutettavuusseloste' })).toBeVisible()
    await expect(page.getByText(/Vastaamme 14 päivän kuluessa/)).toBeVisible()
    await expect(page.getByText(/12\.4\.2022/)).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('© Esimerkkilän kaupunki')).toBeVisible()
    await expect(footer.getByRole('link', { name: /Tietosuojaseloste/ })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Saavutettavuusseloste' })).toHaveAttribute('href', '/accessibility')
    await expect(footer.getByRole('link', { name: /Anna palautetta/ })).toBeVisible()
    await expect(page.getByText('test', { exact: true })).toBeVisible() // ENVIRONMENT_LABEL of the e2e server
    await expectAccessible(page)

    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Siirry sisältöön' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('unknown paths show the not-found screen', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible()
    await expectAccessible(page)
  })

  test('offline notice while the connection is down', async ({ page, context }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByText('Ei internetyhteyttä')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByText('Ei internetyhteyttä')).toBeHidden()
  })

  test('a 401 from any call sends the browser to the root', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    await page.route(
      '**/api/citizen/children',
      (route) => route.fulfill({ status: 401, json: { message: 'Not logged in' } }),
      { times: 1 },
    )
    await page.goto('/accessibility')
    // / then sends this still logged-in user on to the front page, the calendar
    await expect(page).toHaveURL(/\/calendar$/)
  })

  test('a new version of the service is announced', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    await page.clock.install()
    let calls = 0
    await page.route('**/api/citizen/auth/status', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      calls++
      await route.fulfill({ response, json: calls > 1 ? { ...body, apiVersion: 'a-newer-version' } : body })
    })
    await page.goto('/accessibility')
    await expect(page.getByRole('button', { name: /Käyttäjävalikko/ })).toBeVisible()
    await page.clock.fastForward('02:00')
    // TanStack Query re-reads stale queries when the page becomes visible again
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await expect(page.getByText('Palvelusta on uusi versio')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Lataa sivu uudelleen' })).toBeVisible()
  })

  test('the session-expiry dialog warns before expiry and says when it has expired', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    // The server reports the session's expiry on every answer; make every answer say 70 s
    const expiresIn70s = new Date(Date.now() + 70_000).toISOString()
    await page.route('**/api/citizen/**', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'x-session-expires-at': expiresIn70s } })
    })
    await page.clock.install()
    await page.goto('/accessibility')
    const warning = page.getByRole('alertdialog', { name: 'Istuntosi on päättymässä' })
    await expect(warning).toBeVisible()
    await expect(warning).toContainText('2 minuutin kuluttua')
    await expect(warning.getByRole('button', { name: 'Jatka istuntoa' })).toBeFocused()
    await expectAccessible(page)
    await page.clock.fastForward('01:15')
    const expired = page.getByRole('alertdialog', { name: 'Istuntosi on päättynyt' })
    await expect(expired).toBeVisible()
    await expect(expired.getByRole('button', { name: 'Kirjaudu uudelleen' })).toBeFocused()
    // The session ends on the server too (the test only faked its expiry time): with it still
    // alive the login page sends a logged-in person on to `next`, and the address is /login only
    // for a moment (the test failed when it looked too late)
    await page.context().clearCookies()
    await expired.getByRole('button', { name: 'Kirjaudu uudelleen' }).click()
    await expect(page).toHaveURL(/\/login\?next=%2Faccessibility$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/login\?next=%2Faccessibility$/)
  })

  test('continuing the session closes the warning', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    // Every answer reports an expiry near until the user continues; then the real expiry passes through
    let continued = false
    const expiresIn60s = new Date(Date.now() + 60_000).toISOString()
    await page.route('**/api/citizen/**', async (route) => {
      const response = await route.fetch()
      if (continued) return route.fulfill({ response })
      await route.fulfill({ response, headers: { ...response.headers(), 'x-session-expires-at': expiresIn60s } })
    })
    await page.goto('/accessibility')
    const warning = page.getByRole('alertdialog', { name: 'Istuntosi on päättymässä' })
    await expect(warning).toBeVisible()
    // The page's other first calls may still be on their way; one answered after `continued`
    // would close the warning before the click
    await page.waitForLoadState('networkidle')
    await expect(warning).toBeVisible()
    continued = true
    await warning.getByRole('button', { name: 'Jatka istuntoa' }).click()
    await expect(warning).toBeHidden()
  })
})

test.describe('phone shell (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('bottom bar with the calendar and a menu', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-2']!, 'WEAK')
    await page.goto('/accessibility?lang=sv')
    const bar = page.getByRole('navigation', { name: 'Huvudmeny' })
    await expect(bar.getByRole('link', { name: 'Kalender' })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Meddelanden' })).toBeVisible()
    // Three children: the children button opens a list of their pages
    await bar.getByRole('button', { name: 'Barn' }).click()
    await expect(page.getByRole('link', { name: 'Onni Korhonen' })).toBeVisible()
    await bar.getByRole('button', { name: 'Barn' }).click()
    await bar.getByRole('button', { name: 'Meny' }).click()
    await expect(page.getByRole('link', { name: /Ansökningar/ })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Kräver stark autentisering' })).toHaveCount(3)
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: '../.data/e2e-results/shell-phone-menu.png' })
    // Long Swedish and Finnish compound words must not widen the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeHidden()
  })

  test('log out from the phone menu', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    await page.goto('/accessibility')
    await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('button', { name: 'Valikko' }).click()
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect((await (await page.request.get('/api/citizen/auth/status')).json()).loggedIn).toBe(false)
  })

  test('login page and language switch on a phone', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: /Vaihda kieli/ }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Early childhood education e-services' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
    await expectAccessible(page)
    await page.screenshot({ path: '../.data/e2e-results/login-phone.png', fullPage: true })
  })
})
