import type { Page } from '@playwright/test'
import { addDays, addMonths, formatDate, startOfMonth } from '../../contract/src/dates'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  isoInDays,
  dateField,
  fillDate,
  expectToast,
  csrf,
  childIdOf,
  expectNoSidewaysScroll,
  sectionSummary as section,
} from '../fixtures'

/**
 * Service need change applications (issue 27, spec 001 "Service application"): Aino Virtanen's
 * Eetu (Aurinkoinen) has none, so she sends one; Mikko Korhonen's Onni has a rejected one and one
 * waiting for a decision, which he cancels before sending another.
 */

const applications = (page: Page) => page.locator('[data-section="service-applications"]')
const nextMonth = () => addMonths(startOfMonth(isoInDays(0)), 1)

test.describe('service applications on a desktop', () => {
  test('send one starting on another day than the 1st, see it listed and blocking, cancel it (fi)', async ({
    page,
    personas,
  }) => {
    await loginAs(page, personas['one-child']!)
    await page.goto('/calendar')
    const eetu = await childIdOf(page, 'Eetu')
    await page.goto(`/children/${eetu}`)
    await section(page, 'Palveluntarpeen muutoshakemukset').click()
    const list = applications(page)
    await expect(list.getByText('Lapselle ei ole tehty palveluntarpeen muutoshakemuksia.')).toBeVisible()
    await list.getByRole('link', { name: 'Tee uusi hakemus' }).click()

    await expect(page).toHaveURL(new RegExp(`/children/${eetu}/service-application$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Palveluntarpeen muutoshakemus' })).toBeVisible()
    await expect(page.getByText('Valitse ensin alkamispäivä')).toBeVisible()
    // Sending empty: the summary and the first field focused
    await page.getByRole('button', { name: 'Lähetä hakemus' }).click()
    await expect(page.getByText('Tarkista seuraavat kohdat:')).toBeVisible()
    await expect(dateField(page, 'Muutoksen alkamispäivä').getByRole('spinbutton').first()).toBeFocused()

    // The 15th of next month: the warning, and the explanation becomes required
    const start = addDays(nextMonth(), 14)
    await fillDate(dateField(page, 'Muutoksen alkamispäivä'), formatDate(start))
    await expect(page.getByText(/Palveluntarpeen muutos voidaan tehdä yleensä vain kuukauden alusta/)).toBeVisible()
    await page.getByRole('radio', { name: 'Kokopäiväinen, enintään 25 h/vko' }).check()
    await expect(page.getByRole('radio', { name: 'Osapäiväinen, enintään 20 h/vko' })).toBeVisible()
    await expect(page.getByRole('radio', { name: /yli 25 h/ })).toHaveCount(0)
    await page.getByRole('button', { name: 'Lähetä hakemus' }).click()
    await expect(
      page.getByText('Kerro, miksi muutos alkaa muuna kuin kuukauden ensimmäisenä päivänä').first(),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: /Lisätiedot/ })).toBeFocused()
    await expectAccessible(page)
    await page.screenshot({ path: 'test-results/service-application-form-1280.png', fullPage: true })
    await page.getByRole('textbox', { name: /Lisätiedot/ }).fill('Uusi työ alkaa kuun puolivälissä.')
    await page.getByRole('button', { name: 'Lähetä hakemus' }).click()

    // Back on the child page with a toast; listed, waiting, and a new one is blocked
    await expect(page).toHaveURL(new RegExp(`/children/${eetu}$`))
    await expectToast(page, 'Palveluntarpeen muutoshakemus on lähetetty.')
    // The section is open and the sent application has the focus, not the page's body
    const item = list.getByRole('listitem')
    await expect(item.getByRole('heading', { name: 'Kokopäiväinen, enintään 25 h/vko' })).toBeFocused()
    await expect(item.getByText('Odottaa käsittelyä')).toBeVisible()
    await expect(item.getByText(formatDate(start))).toBeVisible()
    await expect(item.getByText('Uusi työ alkaa kuun puolivälissä.')).toBeVisible()
    await expect(list.getByRole('button', { name: 'Tee uusi hakemus' })).toBeDisabled()
    await expect(list.getByText(/Uuden hakemuksen voi tehdä, kun edellinen hakemus on käsitelty/)).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: 'test-results/service-applications-section-1280.png', fullPage: true })

    // Cancel: asked first, then gone
    await item.getByRole('button', { name: 'Peru hakemus' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Perutaanko hakemus?' })
    await expect(confirm.getByText(/poistetaan, eikä sitä käsitellä/)).toBeVisible()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Peru hakemus' }).click()
    await expectToast(page, 'Hakemus on peruttu.')
    await expect(list.getByText('Lapselle ei ole tehty palveluntarpeen muutoshakemuksia.')).toBeVisible()
    await expect(list.getByRole('link', { name: 'Tee uusi hakemus' })).toBeVisible()
  })
})

test.describe('a failed send on a desktop', () => {
  test('one sent meanwhile: the 409 is said plainly and the input stays (fi)', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    await page.goto('/calendar')
    const eetu = await childIdOf(page, 'Eetu')
    await page.goto(`/children/${eetu}/service-application`)
    await fillDate(dateField(page, 'Muutoksen alkamispäivä'), formatDate(nextMonth()))
    await page.getByRole('radio', { name: 'Osapäiväinen, enintään 20 h/vko' }).check()
    await page.getByRole('textbox', { name: /Lisätiedot/ }).fill('Vuorotyö päättyy.')

    // The other way in (here the dev API, as another tab would) sends one for Eetu first
    const options = await page.request.get(
      `/api/citizen/service-applications/options?childId=${eetu}&date=${nextMonth()}`,
      { headers: csrf },
    )
    const [option] = (await options.json()) as { id: string }[]
    const aino = await page.request.get('/api/citizen/auth/status', { headers: csrf })
    const personId = ((await aino.json()) as { user: { details: { id: string } } }).user.details.id
    const created = await page.request.post('/api/dev/service-applications', {
      headers: csrf,
      data: { childId: eetu, personId, startDate: nextMonth(), serviceNeedOptionId: option!.id },
    })
    expect(created.ok()).toBe(true)

    await page.getByRole('button', { name: 'Lähetä hakemus' }).click()
    await expect(page.getByRole('alert')).toContainText('Lapsella on jo käsittelemätön hakemus.')
    await expect(page).toHaveURL(new RegExp(`/children/${eetu}/service-application$`))
    await expect(page.getByRole('textbox', { name: /Lisätiedot/ })).toHaveValue('Vuorotyö päättyy.')
    await expectAccessible(page)
  })
})

test.describe('a session that ends while sending', () => {
  test('keeps the input through the login, and says so (en)', async ({ page, personas }) => {
    const aino = personas['one-child']!
    await loginAs(page, aino)
    const eetu = await childIdOf(page, 'Eetu')
    await page.goto(`/children/${eetu}/service-application?lang=en`)
    await fillDate(dateField(page, 'Start date of the change'), formatDate(nextMonth()))
    await page.getByRole('radio', { name: 'Part day, at most 20 h a week' }).check()
    await page.getByRole('textbox', { name: /Additional information/ }).fill('Shift work ends.')
    await page.context().clearCookies()
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page).toHaveURL(/\/login\?next=/)
    const next = new URL(page.url()).searchParams.get('next')!
    expect(next).toBe(`/children/${eetu}/service-application?lang=en`)
    await loginAs(page, aino)
    await page.goto(next)
    await expect(page.getByText('The form has the information you typed earlier and did not send yet.')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Part day, at most 20 h a week' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: /Additional information/ })).toHaveValue('Shift work ends.')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Send application' }).click()
    await expectToast(page, 'The service need change application has been sent.')
  })
})

test.describe('service applications on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the decided and the waiting application; cancel the waiting one and send another (en)', async ({
    page,
    personas,
  }) => {
    await loginAs(page, personas['three-children-1']!)
    const onni = await childIdOf(page, 'Onni')
    await page.goto(`/children/${onni}?lang=en`)
    await section(page, 'Service need change applications').click()
    const list = applications(page)
    const items = list.getByRole('listitem')
    await expect(items).toHaveCount(2)
    const waiting = items.first()
    await expect(waiting.getByRole('heading', { name: 'Full day, at most 25 h a week' })).toBeVisible()
    await expect(waiting.getByText('Waiting for a decision')).toBeVisible()
    await expect(waiting.getByText(formatDate(nextMonth()))).toBeVisible()
    const rejected = items.nth(1)
    await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible()
    await expect(rejected.getByText('Osaviikkoinen paikka ei ole mahdollinen ryhmässä tällä kaudella.')).toBeVisible()
    await expect(rejected.getByText(/Johtaja Jaana Mäkelä/)).toBeVisible()
    await expect(rejected.getByRole('button', { name: 'Cancel application' })).toHaveCount(0)
    await expect(list.getByRole('button', { name: 'Make a new application' })).toBeDisabled()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/service-applications-section-375.png', fullPage: true })

    await waiting.getByRole('button', { name: 'Cancel application' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel the application?' })
    await confirm.getByRole('button', { name: 'Keep it' }).click()
    await expect(items).toHaveCount(2)
    await waiting.getByRole('button', { name: 'Cancel application' }).click()
    await confirm.getByRole('button', { name: 'Cancel application' }).click()
    await expect(items).toHaveCount(1)
    await list.getByRole('link', { name: 'Make a new application' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Service need change application' })).toBeVisible()
    await fillDate(dateField(page, 'Start date of the change'), formatDate(nextMonth()))
    await page.getByRole('radio', { name: 'Part day, at most 20 h a week' }).check()
    await expect(page.getByText(/can normally be changed only from the start of a month/)).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/service-application-form-375.png', fullPage: true })
    await page.getByRole('button', { name: 'Send application' }).click()
    await expectToast(page, 'The service need change application has been sent.')
    // The list was loaded before: the sent application gets the focus when it appears
    await expect(items.first().getByRole('heading', { name: 'Part day, at most 20 h a week' })).toBeFocused()
    await expect(items.first().getByText('Waiting for a decision')).toBeVisible()
  })

  test('a weak login sees the section locked and the form needs a strong login', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!, 'WEAK')
    const onni = await childIdOf(page, 'Onni')
    await page.goto(`/children/${onni}?lang=en`)
    await section(page, 'Service need change applications').click()
    await expect(applications(page).getByRole('link', { name: 'Log in with strong authentication' })).toBeVisible()
    // The form is a strong login's: the dev identification, then back to the form
    await page.goto(`/children/${onni}/service-application`)
    await page.getByLabel(/Henkilötunnus/).fill(personas['three-children-1']!.ssn)
    await page.getByRole('button', { name: 'Kirjaudu / Log in' }).click()
    await expect(page).toHaveURL(new RegExp(`/children/${onni}/service-application$`))
    // Onni's application waits for a decision: no form, the reason instead
    await expect(page.getByRole('heading', { level: 1, name: 'Service need change application' })).toBeVisible()
    await expect(page.getByText(/already has an application waiting for a decision/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0)
  })
})
