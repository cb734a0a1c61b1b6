import { formatDate } from '../../contract/src/dates'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  isoInDays,
  dateField,
  fillDate,
  childIdOf,
  expectNoSidewaysScroll,
  sectionSummary as section,
} from '../fixtures'

/**
 * The child page (issue 27 part A, spec 001 "Child page"): the Korhonen family of the demo data.
 * Onni at Aurinkoinen (terminations allowed) has a past and a current service need, regular and
 * then per-weekday daily times and planned absences last month; Ella's times vary. Heidi Salonen's
 * Oona starts in two months: the "will start" notice.
 */

test.describe('child page on a desktop', () => {
  test('the children menu, the sections and terminating a placement (fi)', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/calendar')
    await page.getByRole('button', { name: 'Lasten tiedot' }).click()
    await page.getByRole('menuitem', { name: 'Onni Korhonen' }).click()
    const onni = await childIdOf(page, 'Onni')
    await expect(page).toHaveURL(new RegExp(`/children/${onni}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Onni Korhonen' })).toBeVisible()
    await expect(page.getByText('Päiväkoti Aurinkoinen: Sinisiivet')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Lapsen Onni Korhonen kuva' })).toBeVisible()

    // Service needs (open at first): today's, the past one with its contract days, and none recorded later
    const needs = page.locator('[data-section="service-needs"]')
    await expect(needs.getByRole('heading', { name: 'Kokopäiväinen, enintään 25 h/vko' })).toBeVisible()
    await expect(needs.getByRole('heading', { name: 'Kokopäiväinen, yli 25 h/vko' }).first()).toBeVisible()
    await expect(needs.getByText('22 sopimuspäivää kuukaudessa')).toBeVisible()
    await expect(needs.getByText('Päättynyt')).toBeVisible()
    await expect(needs.getByText('Tuleva')).toBeVisible()

    // Daily service times: per weekday now, regular before
    await section(page, 'Päivittäinen varhaiskasvatusaika').click()
    const times = page.locator('[data-section="daily-service-times"]')
    await expect(times.getByRole('heading', { name: 'Epäsäännöllinen, voimassa' })).toBeVisible()
    await expect(times.getByText('07:30–15:00')).toBeVisible()
    await expect(times.getByText('Maanantaista perjantaihin 08:00–16:00')).toBeVisible()

    // Attendance: this month (today's need has no contract days), then five months back (the
    // past need's 22 contract days)
    await section(page, 'Läsnäolot').click()
    const attendance = page.locator('[data-section="attendance"]')
    await expect(attendance.getByText('Läsnäolopäivät')).toBeVisible()
    await expect(attendance.getByText('Palveluntarpeessa ei ole sopimuspäiviä tälle kuukaudelle.')).toBeVisible()
    const month = attendance.locator('h3')
    const thisMonth = await month.textContent()
    for (let i = 0; i < 5; i++) await attendance.getByRole('button', { name: 'Edellinen kuukausi' }).click()
    await expect(month).not.toHaveText(thisMonth!)
    // The contract days' own figure: the attendance days may be 22 too (a month of 22 weekdays)
    await expect(attendance.locator('dt:text-is("Sopimuspäivät") + dd')).toHaveText('22 päivää')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // Termination: choose the placement and a day, confirm, then the terminated state
    await section(page, 'Paikan irtisanominen').click()
    const termination = page.locator('[data-section="termination"]')
    await termination.getByRole('button', { name: 'Irtisano' }).click()
    await expect(termination.getByText('Valitse vähintään yksi paikka.', { exact: true })).toBeVisible()
    // The error summary lists both fields; the first invalid one has the focus
    await expect(termination.getByRole('link', { name: /^Irtisanottavat paikat:/ })).toBeVisible()
    await expect(termination.getByRole('link', { name: /^Viimeinen läsnäolopäivä:/ })).toBeVisible()
    await expect(termination.getByRole('checkbox').first()).toBeFocused()
    await termination.getByRole('checkbox', { name: /Varhaiskasvatus, Päiväkoti Aurinkoinen/ }).check()
    const lastDay = isoInDays(10)
    await fillDate(dateField(termination, 'Viimeinen läsnäolopäivä'), formatDate(lastDay))
    await termination.getByRole('button', { name: 'Irtisano' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Vahvista irtisanominen' })
    await expect(confirm.getByText(/Irtisanomista ei voi perua/)).toBeVisible()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Irtisano paikka' }).click()
    await page.getByRole('dialog', { name: 'Paikka on irtisanottu' }).getByRole('button', { name: 'OK' }).click()
    await expect(termination.getByText(`Irtisanottu, viimeinen läsnäolopäivä ${formatDate(lastDay)}`)).toBeVisible()
    await expectAccessible(page)
  })

  test('a placement terminated with today as its last day is offered no more (fi)', async ({ page, personas }) => {
    // Eino: preschool with paid daycare at Aurinkoinen. Two steps, both with today (the earliest
    // last day whatever the date): the paid daycare, then the whole placement.
    await loginAs(page, personas.preschool!)
    await page.goto(`/children/${await childIdOf(page, 'Eino')}`)
    await section(page, 'Paikan irtisanominen').click()
    const termination = page.locator('[data-section="termination"]')
    const today = formatDate(isoInDays(0))
    const terminate = async (choice: RegExp) => {
      await termination.getByRole('checkbox', { name: choice }).check()
      await fillDate(dateField(termination, 'Viimeinen läsnäolopäivä'), today)
      await termination.getByRole('button', { name: 'Irtisano' }).click()
      await page
        .getByRole('alertdialog', { name: 'Vahvista irtisanominen' })
        .getByRole('button', { name: 'Irtisano paikka' })
        .click()
      await page.getByRole('dialog', { name: 'Paikka on irtisanottu' }).getByRole('button', { name: 'OK' }).click()
    }
    const daycare = /^Maksullinen varhaiskasvatus, Päiväkoti Aurinkoinen/
    const group = /^Esiopetus, Päiväkoti Aurinkoinen/
    await terminate(daycare)
    await expect(termination.getByText(`Irtisanottu, viimeinen läsnäolopäivä ${today}`)).toBeVisible()
    await expect(termination.getByRole('checkbox', { name: daycare })).toHaveCount(0)
    await expect(termination.getByRole('checkbox', { name: group })).toBeVisible()
    await terminate(group)
    await expect(termination.getByText(`Irtisanottu, viimeinen läsnäolopäivä ${today}`).first()).toBeVisible()
    await expect(termination.getByRole('checkbox')).toHaveCount(0)
    await expect(termination.getByRole('button', { name: 'Irtisano' })).toHaveCount(0)
    await expect(termination.getByText('Paikkaa ei voi irtisanoa verkkopalvelussa.')).toHaveCount(0)
    await page.reload()
    await section(page, 'Paikan irtisanominen').click()
    await expect(termination.getByText(`Irtisanottu, viimeinen läsnäolopäivä ${today}`).first()).toBeVisible()
    await expect(termination.getByRole('checkbox')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a session that ends while terminating keeps the choices (en)', async ({ page, personas }) => {
    const mikko = personas['three-children-1']!
    await loginAs(page, mikko)
    const onni = await childIdOf(page, 'Onni')
    await page.goto(`/children/${onni}?lang=en`)
    await section(page, 'Placement termination').click()
    let termination = page.locator('[data-section="termination"]')
    await termination.getByRole('checkbox', { name: /Early childhood education, Päiväkoti Aurinkoinen/ }).check()
    const lastDay = isoInDays(12)
    await fillDate(dateField(termination, 'Last day of attendance'), formatDate(lastDay))
    await page.context().clearCookies()
    await termination.getByRole('button', { name: 'Terminate' }).click()
    await page
      .getByRole('alertdialog', { name: 'Confirm the termination' })
      .getByRole('button', { name: 'Terminate the placement' })
      .click()
    await expect(page).toHaveURL(/\/login\?next=/)
    const next = new URL(page.url()).searchParams.get('next')!
    expect(next).toBe(`/children/${onni}?lang=en`)
    await loginAs(page, mikko)
    await page.goto(next)
    // The section opens with the choices and says so
    termination = page.locator('[data-section="termination"]')
    await expect(termination.getByText('Your unsaved choices have been restored.')).toBeVisible()
    await expect(
      termination.getByRole('checkbox', { name: /Early childhood education, Päiväkoti Aurinkoinen/ }),
    ).toBeChecked()
    await termination.getByRole('button', { name: 'Terminate' }).click()
    await page
      .getByRole('alertdialog', { name: 'Confirm the termination' })
      .getByRole('button', { name: 'Terminate the placement' })
      .click()
    await page
      .getByRole('dialog', { name: 'The placement has been terminated' })
      .getByRole('button', { name: 'OK' })
      .click()
    await expect(termination.getByText(`Terminated, last day of attendance ${formatDate(lastDay)}`)).toBeVisible()
    await expect(termination.getByText('Your unsaved choices have been restored.')).toBeHidden()
  })

  test('another family’s child is not found', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    const onni = await childIdOf(page, 'Onni')
    await page.context().clearCookies()
    await loginAs(page, personas['one-child']!)
    await page.goto(`/children/${onni}`)
    await expect(page.getByText('Lasta ei löytynyt')).toBeVisible()
    await expect(page.getByText('Onni')).toHaveCount(0)
  })

  test('the "will start" notice, dismissed for a week (fi)', async ({ page, personas }) => {
    await loginAs(page, personas['starting-later']!)
    await page.goto('/')
    const notice = page.getByText(`Oona aloittaa yksikössä Päiväkoti Aurinkoinen ${formatDate(isoInDays(60))}.`)
    await expect(notice).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Sulje ilmoitus' }).click()
    await expect(notice).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toBeHidden()
  })
})

test.describe('child page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('weak login: the bottom bar leads to the child, termination is locked (en)', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!, 'WEAK')
    await page.goto('/calendar?lang=en')
    await page.getByRole('navigation', { name: /./ }).last().getByRole('button', { name: 'Children' }).click()
    await page.getByRole('link', { name: 'Ella Korhonen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ella Korhonen' })).toBeVisible()
    const needs = page.locator('[data-section="service-needs"]')
    await expect(needs.getByRole('heading', { name: 'Part day, at most 5 h a day' })).toBeVisible()
    await section(page, 'Daily early childhood education time').click()
    await expect(page.getByText('The time varies: make reservations in the calendar.')).toBeVisible()
    await section(page, 'Placement termination').click()
    const termination = page.locator('[data-section="termination"]')
    await expect(termination.getByRole('img', { name: 'Requires strong authentication' })).toBeVisible()
    await expect(termination.getByRole('link', { name: 'Log in with strong authentication' })).toHaveAttribute(
      'href',
      /\/api\/citizen\/auth\/sfi\/login\?RelayState=%2Fchildren%2F/,
    )
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })

  test('the sections and the notice fit a phone (en)', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    const onni = await childIdOf(page, 'Onni')
    await page.goto(`/children/${onni}?lang=en`)
    await expect(page.getByRole('heading', { level: 1, name: 'Onni Korhonen' })).toBeVisible()
    for (const title of ['Daily early childhood education time', 'Attendance', 'Placement termination']) {
      await section(page, title).click()
    }
    await expect(page.getByRole('checkbox', { name: /Early childhood education, Päiväkoti Aurinkoinen/ })).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.context().clearCookies()
    await loginAs(page, personas['starting-later']!)
    await page.goto('/?lang=en')
    await expect(
      page.getByText(`Oona will start at Päiväkoti Aurinkoinen on ${formatDate(isoInDays(60))}.`),
    ).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })
})
