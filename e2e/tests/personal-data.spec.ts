import type { Page } from '@playwright/test'
import { test, expect, loginAs, expectAccessible, personIdOf, expectToast, isoInDays, csrf } from '../fixtures'
import { firstChild, groupSends, staffOf } from '../messages-fixtures'

/**
 * Personal details (issue 26, spec 001 "Personal details screen"): Tuula of the demo data has no
 * email (she adds one, verifies it with the code from the outbox and turns on username-and-password
 * login), Pekka has username login (he adds a passkey), Jussi's username is an old address and he
 * turns off message emails.
 */

const NEW_PASSWORD = 'Glimmer-Tonbu-47-Vexa'
const CHANGED_PASSWORD = 'Hopeakuu-Velmu-2026?'

interface OutboxEmail {
  personId: string
  to: string
  type: string
  subject: string
  text: string
}

/** The emails sent so far (the sending job run first), newest first */
async function outbox(page: Page): Promise<OutboxEmail[]> {
  expect((await page.request.post('/api/dev/run-jobs', { headers: csrf })).ok()).toBe(true)
  const response = await page.request.get('/api/dev/emails', { headers: csrf })
  expect(response.ok()).toBe(true)
  return (await response.json()) as OutboxEmail[]
}

/** Logs out by forgetting the session (a new visitor in the same browser) */
async function forgetSession(page: Page) {
  await page.context().clearCookies()
}

/** Logs in on /login/form as a person does; lands where the app sends a logged-in user */
async function weakLogin(page: Page, username: string, password: string) {
  await page.goto('/login/form')
  await page.getByLabel('Käyttäjätunnus (sähköpostiosoite)').fill(username)
  await page.getByLabel('Salasana').fill(password)
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

test.describe('personal details on a desktop', () => {
  test('add an email, verify it with the code from the outbox, turn on username login, log in with it and change the password', async ({
    page,
    personas,
  }) => {
    test.setTimeout(120_000)
    const tuula = personas['no-email']!
    const personId = await loginAs(page, tuula)
    await page.goto('/personal-details')
    await expect(page.getByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible()
    const details = page.locator('#details')
    await expect(details.getByText(/Sähköpostiosoitteesi puuttuu/)).toBeVisible()
    // The header's mark: no email
    const attention = page.getByRole('banner').getByRole('img', { name: 'Sähköpostiosoite puuttuu' })
    await expect(attention).toBeVisible()
    await expect(page.locator('#login').getByText(/Lisää sähköpostiosoite henkilötietoihin/)).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: '../.data/e2e-results/personal-details-1280.png', fullPage: true })

    // Edit: a wrong email is refused on the spot and the focus goes to it; the typed phone stays
    await details.getByRole('button', { name: 'Muokkaa henkilötietoja' }).click()
    await expect(details.getByRole('radio', { name: 'Tuula' })).toBeChecked()
    await details.getByRole('textbox', { name: 'Puhelinnumero', exact: true }).fill('040 765 4321')
    await details.getByRole('textbox', { name: 'Sähköpostiosoite', exact: true }).fill('tuula.koskinen@')
    // Leaving the field shows its error at once
    await page.keyboard.press('Tab')
    await expect(details.getByText('Anna sähköpostiosoite muodossa nimi@esimerkki.fi')).toBeVisible()
    await details.getByRole('button', { name: 'Tallenna' }).click()
    await expect(details.getByText('Anna sähköpostiosoite muodossa nimi@esimerkki.fi').first()).toBeVisible()
    await expect(details.getByRole('textbox', { name: 'Sähköpostiosoite', exact: true })).toBeFocused()
    await expect(details.getByRole('link', { name: /Sähköpostiosoite: Anna sähköpostiosoite/ })).toBeVisible()
    await expectAccessible(page)
    // Leaving with unsaved input asks first
    await page.getByRole('banner').getByRole('link', { name: 'Esimerkkilän varhaiskasvatus' }).click()
    const leave = page.getByRole('alertdialog', { name: 'Poistutaanko tallentamatta?' })
    await leave.getByRole('button', { name: 'Jatka muokkausta' }).click()
    await expect(details.getByRole('textbox', { name: 'Puhelinnumero', exact: true })).toHaveValue('040 765 4321')
    await details.getByRole('textbox', { name: 'Sähköpostiosoite', exact: true }).fill('Tuula.Koskinen@example.com')
    await details.getByRole('button', { name: 'Tallenna' }).click()
    await expectToast(page, 'Henkilötiedot tallennettu')
    await expect(details.getByRole('definition').filter({ hasText: 'Tuula.Koskinen@example.com' })).toBeVisible()
    await expect(details.getByText('040 765 4321')).toBeVisible()
    // The email is set: the header's mark and the warning are gone
    await expect(attention).toHaveCount(0)
    await expect(details.getByText(/Sähköpostiosoitteesi puuttuu/)).toHaveCount(0)

    // Verify: send the code, a code of the wrong form, then the code from the email
    const login = page.locator('#login')
    await expect(login.getByText(/Sähköpostiosoitetta Tuula.Koskinen@example.com ei ole vahvistettu/)).toBeVisible()
    // Not before the email is verified
    await expect(login.getByText(/Vahvista ensin sähköpostiosoitteesi/)).toBeVisible()
    await login.getByRole('button', { name: 'Lähetä vahvistuskoodi' }).click()
    await expect(login.getByText(/Koodi on voimassa \d\d\.\d\d\.\d{4} klo \d\d:\d\d asti\./)).toBeVisible()
    await login.getByRole('textbox', { name: 'Vahvistuskoodi' }).fill('12345')
    await page.keyboard.press('Tab')
    await login.getByRole('button', { name: 'Vahvista', exact: true }).click()
    await expect(login.getByText('Koodissa on kuusi numeroa')).toBeVisible()
    await expect(login.getByRole('textbox', { name: 'Vahvistuskoodi' })).toBeFocused()
    const codeEmail = (await outbox(page)).find((e) => e.personId === personId && /\b\d{6}\b/.test(e.text))
    expect(codeEmail?.to.toLowerCase()).toBe('tuula.koskinen@example.com')
    const code = /\b(\d{6})\b/.exec(codeEmail!.text)![1]!
    await login.getByRole('textbox', { name: 'Vahvistuskoodi' }).fill(code)
    await login.getByRole('button', { name: 'Vahvista', exact: true }).click()
    await expectToast(page, 'Sähköpostiosoite vahvistettu')
    await expect(login.getByText('Sähköpostiosoite Tuula.Koskinen@example.com on vahvistettu.')).toBeVisible()

    // Username-and-password login: the live checklist, a too common password refused, then on
    await login.getByRole('button', { name: 'Ota käyttöön' }).click()
    await expect(login.getByText('Käyttäjätunnuksesi on tuula.koskinen@example.com.')).toBeVisible()
    const rules = login.getByRole('list', { name: 'Salasanassa on oltava:' })
    await expect(rules.getByRole('listitem')).toHaveCount(5)
    await expect(rules.getByText('(ei täyty)')).toHaveCount(5)
    await login.getByLabel(/^Uusi salasana/).fill('lyhyt1')
    await expect(rules.getByRole('listitem').filter({ hasText: 'pieni kirjain' })).toContainText('(täyttyy)')
    await expect(rules.getByRole('listitem').filter({ hasText: 'numero' })).toContainText('(täyttyy)')
    await expect(rules.getByRole('listitem').filter({ hasText: 'iso kirjain' })).toContainText('(ei täyty)')
    await login.getByLabel(/^Salasana uudelleen/).fill('lyhyt1')
    await page.keyboard.press('Tab')
    // Disabled while the password does not meet the rules (spec 001), the field saying why
    await expect(login.getByRole('button', { name: 'Ota käyttöön' })).toBeDisabled()
    await expect(login.getByText('Salasana ei täytä vaatimuksia').first()).toBeVisible()
    await login.getByLabel(/^Uusi salasana/).fill('Password123456!')
    await login.getByLabel(/^Salasana uudelleen/).fill('Password123456!')
    await login.getByRole('button', { name: 'Ota käyttöön' }).click()
    await expect(login.getByText(/Salasana on liian yleinen/)).toBeVisible()
    // Not again with the same password
    await expect(login.getByRole('button', { name: 'Ota käyttöön' })).toBeDisabled()
    await expectAccessible(page)
    // The refusal is about that password: it goes as another is typed, and comes back with it
    await login.getByLabel(/^Uusi salasana/).fill(NEW_PASSWORD)
    await expect(login.getByText(/Salasana on liian yleinen/)).toHaveCount(0)
    await login.getByLabel(/^Uusi salasana/).fill('Password123456!')
    await expect(login.getByText(/Salasana on liian yleinen/)).toBeVisible()
    await login.getByLabel(/^Uusi salasana/).fill(NEW_PASSWORD)
    await login.getByLabel(/^Salasana uudelleen/).fill(NEW_PASSWORD)
    await expect(login.getByText(/Salasana on liian yleinen/)).toHaveCount(0)
    await login.getByRole('button', { name: 'Ota käyttöön' }).click()
    const enabled = page.getByRole('dialog', { name: 'Kirjautuminen käyttäjätunnuksella otettu käyttöön' })
    await expect(enabled).toContainText('tuula.koskinen@example.com')
    await enabled.getByRole('button', { name: 'Selvä' }).click()
    await expect(login.getByRole('definition').filter({ hasText: 'tuula.koskinen@example.com' })).toBeVisible()

    // Log in with it: a weak session reads the page, with locks where changes need strong login
    await forgetSession(page)
    await weakLogin(page, 'tuula.koskinen@example.com', NEW_PASSWORD)
    await page.goto('/personal-details')
    await expect(page.getByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Muokkaa henkilötietoja' })).toHaveCount(0)
    await expect(
      page.locator('main').getByRole('img', { name: 'Vaatii vahvan tunnistautumisen' }).first(),
    ).toBeVisible()
    const strongLink = page.locator('#details').getByRole('link', { name: 'Tunnistaudu vahvasti' })
    await expect(strongLink).toHaveAttribute('href', /RelayState=%2Fpersonal-details%23details/)

    // Change the password (strong), and log in with the new one; the old no longer works.
    // Off the app first: the open page notices the session change and goes to /, which
    // interrupted the next navigation now and then
    await page.goto('about:blank')
    await loginAs(page, tuula)
    await page.goto('/personal-details')
    await login.getByRole('button', { name: 'Vaihda salasana' }).click()
    await login.getByLabel(/^Uusi salasana/).fill(CHANGED_PASSWORD)
    await login.getByLabel(/^Salasana uudelleen/).fill(CHANGED_PASSWORD)
    await login.getByRole('button', { name: 'Vaihda salasana' }).click()
    const changed = page.getByRole('dialog', { name: 'Salasana vaihdettu' })
    await changed.getByRole('button', { name: 'Selvä' }).click()
    await expect(changed).toBeHidden()
    // The "password changed" email; no email holds a password
    const emails = (await outbox(page)).filter((e) => e.personId === personId)
    expect(emails.length).toBeGreaterThanOrEqual(2)
    for (const e of emails) expect(e.text).not.toContain(CHANGED_PASSWORD)
    await forgetSession(page)
    await page.goto('/login/form')
    await page.getByLabel('Käyttäjätunnus (sähköpostiosoite)').fill('tuula.koskinen@example.com')
    await page.getByLabel('Salasana').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click()
    await expect(page.getByText('Väärä käyttäjätunnus tai salasana.')).toBeVisible()
    await weakLogin(page, 'tuula.koskinen@example.com', CHANGED_PASSWORD)
  })

  test('a new verification code after a minute, the newest one valid; past the hour’s limit the page tells when', async ({
    page,
    personas,
  }) => {
    const matti = personas['no-placements']!
    const personId = await loginAs(page, matti)
    // The API's clock (the web sends it along): a minute passes without waiting for it
    const start = Date.now()
    const at = async (seconds: number) =>
      page.evaluate(
        (time) => sessionStorage.setItem('citizen.mockedTime', time),
        new Date(start + seconds * 1000).toISOString(),
      )
    await page.goto('/personal-details')
    await at(0)
    const login = page.locator('#login')
    await login.getByRole('button', { name: 'Lähetä vahvistuskoodi' }).click()
    await expectToast(page, 'Vahvistuskoodi lähetetty')
    // The pressed button is gone: the focus is in the code's field
    await expect(login.getByRole('textbox', { name: 'Vahvistuskoodi' })).toBeFocused()
    await expect(login.getByText(/Voit pyytää uuden koodin klo \d\d:\d\d alkaen\./)).toBeVisible()
    await expect(login.getByRole('button', { name: 'Lähetä uusi koodi' })).toHaveCount(0)
    const codes = async () =>
      (await outbox(page))
        .filter((e) => e.personId === personId && /\b\d{6}\b/.test(e.text))
        .map((e) => /\b(\d{6})\b/.exec(e.text)![1]!)
    const [first] = await codes()

    // A minute later the page offers a new code; the first one no longer verifies
    await at(61)
    await page.reload()
    await expect(login.getByText('Eikö koodi tullut perille? Vain uusin koodi on voimassa.')).toBeVisible()
    await login.getByRole('button', { name: 'Lähetä uusi koodi' }).click()
    await expect(login.getByRole('textbox', { name: 'Vahvistuskoodi' })).toBeFocused()
    const sent = await codes()
    expect(sent).toHaveLength(2)
    await expectAccessible(page)
    if (sent[0] !== first) {
      await login.getByRole('textbox', { name: 'Vahvistuskoodi' }).fill(first!)
      await login.getByRole('button', { name: 'Vahvista', exact: true }).click()
      await expect(login.getByText(/Koodi on väärä tai vanhentunut/)).toBeVisible()
    }

    // Five codes to the address within the hour: the sixth waits, and the page says until when
    for (let i = 2; i <= 4; i++) {
      await at(61 * i)
      await page.reload()
      await login.getByRole('button', { name: 'Lähetä uusi koodi' }).click()
      await expect(login.getByRole('textbox', { name: 'Vahvistuskoodi' })).toBeFocused()
    }
    expect(await codes()).toHaveLength(5)
    await at(61 * 5)
    await page.reload()
    await expect(login.getByText(/Voit pyytää uuden koodin klo \d\d:\d\d alkaen\./)).toBeVisible()
    await expect(login.getByRole('button', { name: 'Lähetä uusi koodi' })).toHaveCount(0)
    // The newest code verifies
    await login.getByRole('textbox', { name: 'Vahvistuskoodi' }).fill((await codes())[0]!)
    await login.getByRole('button', { name: 'Vahvista', exact: true }).click()
    await expectToast(page, 'Sähköpostiosoite vahvistettu')
    await expect(login.getByText('Sähköpostiosoite matti.jarvinen@example.com on vahvistettu.')).toBeVisible()
  })

  test('"I have no email" is an answer: no warning and no attention mark once saved', async ({ page, personas }) => {
    await loginAs(page, personas['no-email']!)
    await page.goto('/personal-details')
    const details = page.locator('#details')
    const banner = page.getByRole('banner')
    // Never given: the warning and the header's mark
    await expect(details.getByText(/Sähköpostiosoitteesi puuttuu/)).toBeVisible()
    await expect(banner.getByRole('img', { name: 'Sähköpostiosoite puuttuu' })).toBeVisible()
    await details.getByRole('button', { name: 'Muokkaa henkilötietoja' }).click()
    await details.getByRole('checkbox', { name: 'Minulla ei ole sähköpostiosoitetta' }).check()
    await details.getByRole('button', { name: 'Tallenna' }).click()
    await expectToast(page, 'Henkilötiedot tallennettu')
    await expect(details.getByRole('definition').filter({ hasText: 'Ei sähköpostiosoitetta' })).toBeVisible()
    await expect(details.getByText(/Sähköpostiosoitteesi puuttuu/)).toHaveCount(0)
    await expect(banner.getByRole('img', { name: 'Sähköpostiosoite puuttuu' })).toHaveCount(0)
    // Nor in the user menu's personal details item, after a reload too
    await page.reload()
    await banner.getByRole('button', { name: /Käyttäjävalikko/ }).click()
    await expect(page.getByRole('menuitem', { name: /Omat tiedot/ })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Sähköpostiosoite puuttuu' })).toHaveCount(0)
    await expect(details.getByText(/Sähköpostiosoitteesi puuttuu/)).toHaveCount(0)
  })

  test('discussion time emails have their own setting: turned off, a booking emails only the other guardian', async ({
    page,
    request,
    personas,
  }) => {
    const mikko = await loginAs(page, personas['three-children-1']!)
    const sanna = await personIdOf(request, personas['three-children-2']!)
    await page.goto('/personal-details#notifications')
    const section = page.locator('#notifications')
    // Three calendar settings, the discussion times among them (spec 001)
    await expect(section.getByRole('term')).toContainText([
      'Uudet tapahtumat kalenterissa',
      'Muistutukset puuttuvista läsnäoloilmoituksista',
      'Keskusteluajat',
    ])
    await section.getByRole('button', { name: 'Muokkaa ilmoituksia' }).click()
    const calendar = section.getByRole('group', { name: 'Kalenteri' })
    await expect(calendar.getByRole('checkbox')).toHaveCount(3)
    await calendar.getByRole('checkbox', { name: 'Keskusteluajat' }).uncheck()
    await section.getByRole('button', { name: 'Tallenna' }).click()
    await expectToast(page, 'Ilmoitusasetukset tallennettu')
    // The form is gone: the focus is on the section's heading, not lost to the page
    await expect(section.getByRole('heading', { name: 'Sähköposti-ilmoitukset' })).toBeFocused()
    await expect(
      section.getByRole('term').filter({ hasText: 'Keskusteluajat' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Ei käytössä')

    // Mikko books a free time for a child: the email goes to Sanna only
    const children = (await (await page.request.get('/api/citizen/children')).json()) as { id: string }[]
    const events = (await (
      await page.request.get(`/api/citizen/calendar-events?start=${isoInDays(0)}&end=${isoInDays(400)}`)
    ).json()) as { timesByChild: Record<string, { id: string; childId: string | null; isEditable: boolean }[]> }[]
    const free = events.flatMap((e) =>
      Object.entries(e.timesByChild).flatMap(([childId, times]) =>
        times.filter((x) => x.childId === null && x.isEditable).map((x) => ({ childId, calendarEventTimeId: x.id })),
      ),
    )
    const booking = free.find((f) => children.some((c) => c.id === f.childId))
    expect(booking).toBeDefined()
    const booked = await page.request.post('/api/citizen/calendar-event/reservation', { headers: csrf, data: booking })
    expect(booked.ok(), await booked.text()).toBe(true)
    const discussionEmails = (await outbox(page)).filter((e) => e.type === 'DISCUSSION_TIME_NOTIFICATION')
    expect(discussionEmails.map((e) => e.personId)).toEqual([sanna])
    expect(discussionEmails.map((e) => e.personId)).not.toContain(mikko)
  })

  test('register a passkey with a virtual authenticator, log in with it, and see a removed one fail (in English)', async ({
    page,
    personas,
  }) => {
    test.setTimeout(120_000)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    })
    const pekka = personas['weak-login']!
    await loginAs(page, pekka)
    await page.goto('/personal-details?lang=en')
    const login = page.locator('#login')
    await expect(login.getByText('You have no passkeys.')).toBeVisible()
    await login.getByRole('button', { name: 'Add a passkey' }).click()
    await login.getByLabel('Name of the passkey').fill('Work laptop')
    await login.getByRole('button', { name: 'Create passkey' }).click()
    await expectToast(page, 'Passkey added')
    const row = login.getByRole('listitem').filter({ hasText: 'Work laptop' })
    await expect(row).toContainText('not used yet')
    await expectAccessible(page)

    // Log in with it: a weak session, as username login gives
    await forgetSession(page)
    await page.goto('/login?lang=en')
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await expect(page).toHaveURL(/\/calendar$/)
    await page.goto('/personal-details')
    await expect(row).toContainText('last used')
    // Weak: the passkeys are listed, but changing them needs strong identification
    await expect(row.getByRole('button')).toHaveCount(0)
    await expect(login.getByText(/Changing your login details .* requires strong identification\./)).toBeVisible()

    // Remove it (strong), after a confirmation that says what happens
    await loginAs(page, pekka)
    await page.goto('/personal-details')
    await row.getByRole('button', { name: 'Remove passkey: Work laptop' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remove the passkey?' })
    await expect(confirm).toContainText('can no longer be used to log in')
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expect(login.getByText('You have no passkeys.')).toBeVisible()

    // The authenticator still holds it, but it no longer logs in
    await forgetSession(page)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await expect(page.getByText(/The passkey was not recognised/)).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
  })
})

test.describe('personal details on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('turn off message emails on a weak session, and a new message sends none', async ({ page, personas }) => {
    const personId = await loginAs(page, personas['separated-guardians-1']!, 'WEAK')
    await page.goto('/personal-details#notifications')
    const section = page.locator('#notifications')
    await expect(section.getByRole('heading', { name: 'Sähköposti-ilmoitukset' })).toBeInViewport()
    // The username is an old address: the update needs strong identification
    await expect(page.getByText(/Käyttäjätunnuksesi jussi.nieminen@vanha.example.com on eri kuin/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Päivitä käyttäjätunnus' })).toHaveCount(0)
    await section.getByRole('button', { name: 'Muokkaa ilmoituksia' }).click()
    await expect(
      section.getByRole('checkbox', { name: 'Hakemuksiin ja asiointiin liittyvät ilmoitukset' }),
    ).toBeDisabled()
    await section.getByRole('checkbox', { name: 'Uudet viestit' }).uncheck()
    await expectAccessible(page)
    await page.screenshot({ path: '../.data/e2e-results/personal-details-375.png', fullPage: true })
    await section.getByRole('button', { name: 'Tallenna' }).click()
    await expectToast(page, 'Ilmoitusasetukset tallennettu')
    await expect(section.getByRole('definition').first()).toHaveText('Ei käytössä')

    const child = await firstChild(page)
    const { groupId } = await staffOf(page.request, child)
    // Only this guardian's emails: the server's own job worker may queue others (the demo's income reminder) meanwhile
    const theirs = async () => (await outbox(page)).filter((e) => e.personId === personId)
    const before = await theirs()
    await groupSends(page.request, groupId, [personId], [child.id], { title: 'Retki', content: 'Lähdemme retkelle.' })
    const after = await theirs()
    expect(after).toEqual(before)
    expect(after.filter((e) => e.type === 'MESSAGE_NOTIFICATION')).toHaveLength(0)
  })

  test('the username follows the verified email, and another person holding it is named (in English)', async ({
    page,
    request,
    personas,
  }) => {
    // Pekka's username is taken by Jussi's verified email: the update is refused, naming it
    const pekkaId = await personIdOf(request, personas['weak-login']!)
    const response = await request.post(`/api/dev/persons/${pekkaId}/credentials`, {
      headers: csrf,
      data: { weakLogin: { username: 'jussi.nieminen@example.com', password: NEW_PASSWORD } },
    })
    expect(response.ok(), await response.text()).toBe(true)
    await loginAs(page, personas['separated-guardians-1']!)
    await page.goto('/personal-details?lang=en')
    const login = page.locator('#login')
    await expect(login.getByText(/Your username jussi.nieminen@vanha.example.com differs/)).toBeVisible()
    await login.getByRole('button', { name: 'Update username' }).click()
    await expect(login.getByRole('alert')).toContainText(
      'The username jussi.nieminen@example.com is already used by another person.',
    )
    await expect(login.getByRole('button', { name: 'Update username' })).toBeDisabled()
    await expectAccessible(page)

    // Freed: the update goes through
    await request.post(`/api/dev/persons/${pekkaId}/credentials`, { headers: csrf, data: { weakLogin: null } })
    await page.reload()
    await login.getByRole('button', { name: 'Update username' }).click()
    await expectToast(page, 'Username updated')
    await expect(login.getByText('The email address jussi.nieminen@example.com is verified.')).toBeVisible()
    await expect(login.getByRole('definition').filter({ hasText: /^jussi.nieminen@example.com$/ })).toBeVisible()
  })
})
