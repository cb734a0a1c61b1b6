import { addDays, formatDate } from '../../contract/src/dates'
import { test, expect, loginAs, expectAccessible, isoInDays, expectToast, fillRange } from '../fixtures'
import {
  calendar,
  calendarAs,
  childDay,
  chooseOnly,
  csrf,
  dialog,
  preschoolFortnight,
  quietDay,
  quietWeek,
  timesOf,
  workingDayFrom,
} from '../calendar-fixtures'

/**
 * The calendar (issue 16, spec 001 "Calendar screen"): the Korhonen family of the demo data
 * (Onni at Aurinkoinen with reservations and a staff-marked absence next week, Ella part-time at
 * Metsätähti, Veeti in shift care there from next month) and a holiday period opening next week.
 */

test.describe('calendar on a desktop', () => {
  test('month grid: reservations, the staff-marked absence, holidays of the month and the not-yet-reservable days', async ({
    page,
    personas,
  }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/')
    await expect(page).toHaveURL(/\/calendar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kalenteri' })).toBeVisible()
    // Mikko's income ends in 20 days: the reminder links to the income page
    await expect(page.getByText(`Muista päivittää tulotietosi ${formatDate(isoInDays(20))} mennessä.`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tee tuloselvitys' })).toHaveAttribute('href', '/income')
    // Onni's picture is served to his guardian
    const picture = page.locator('img[src^="/api/citizen/child-images/"]').first()
    await expect(picture).toBeVisible()
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const data = await calendar(page)
    const staffDay = data.days.find((d) => d.children.some((c) => c.absence?.markedByStaff))!.date
    await page.goto(`/calendar?day=${staffDay}`)
    const day = dialog(page, new RegExp(formatDate(staffDay)))
    await expect(day.getByText('Poissa (merkitty henkilökunnan toimesta)')).toBeVisible()
    await expect(day.getByText(/Henkilökunta on merkinnyt poissaolon/)).toBeVisible()
    await expectAccessible(page)
    await day.getByRole('button', { name: 'Sulje' }).click()
    await expect(day).toBeHidden()

    // The holiday period from today + 70 days opens for answers in a week
    const holidayDay = workingDayFrom(isoInDays(71))
    await page.goto(`/calendar?day=${holidayDay}`)
    await expect(
      dialog(page, new RegExp(formatDate(holidayDay)))
        .getByText(`Varaukset avautuvat ${formatDate(isoInDays(7))}`)
        .first(),
    ).toBeVisible()

    // Month navigation: next month and back to today
    await page.goto('/calendar')
    const title = page.locator('#calendar-month')
    const before = await title.textContent()
    await page.getByRole('button', { name: 'Seuraava kuukausi' }).click()
    await expect(title).not.toHaveText(before!)
    await page.getByRole('button', { name: 'Tänään' }).click()
    await expect(title).toHaveText(before!)
    await expectAccessible(page)
  })

  test('daily reservations for a week, and a time outside opening hours refused', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    const before = await calendar(page)
    const start = quietWeek(before, 'Onni', addDays(before.reservableRange.start, 14))
    const end = addDays(start, 4)
    await page.goto('/calendar')
    await page.getByRole('button', { name: 'Läsnäolovaraukset' }).click()
    const modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Onni Korhonen')
    await fillRange(modal.getByRole('group', { name: 'Aikaväli' }), start, end)
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('5')
    await daily.getByLabel('Päättyy').fill('16')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(daily.getByText('Aukioloajan ulkopuolella')).toBeVisible()
    // 05:00 is before the unit opens: the start is the field at fault
    await expect(daily.getByLabel('Alkaa')).toBeFocused()
    await expectAccessible(page)
    // Back with unsaved input asks first; staying keeps what was typed
    await page.goBack()
    const leave = page.getByRole('alertdialog', { name: 'Poistutaanko tallentamatta?' })
    await leave.getByRole('button', { name: 'Jatka muokkausta' }).click()
    await expect(leave).toBeHidden()
    await expect(daily.getByLabel('Päättyy')).toHaveValue('16:00')
    await daily.getByLabel('Alkaa').fill('7.45')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    await expectToast(page, 'Tallennettu')
    const data = await calendar(page, start, end)
    const onniDays = data.days.filter((d) => childDay(data, 'Onni', d.date))
    expect(onniDays.length).toBeGreaterThan(2)
    for (const d of onniDays) expect(timesOf(data, 'Onni', d.date)).toEqual(['07:45–16:00'])
  })

  test('weekly reservations and irregular days with two time ranges', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    const before = await calendar(page)
    const monday = before.reservableRange.start // the reservable range starts on a Monday
    await page.goto(`/calendar?modal=reservations&startDate=${monday}&endDate=${addDays(monday, 13)}`)
    let modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Ella Korhonen')
    await modal.getByRole('radio', { name: 'Viikoittain' }).check()
    const mondays = modal.getByRole('group', { name: 'maanantai' })
    await mondays.getByLabel('Alkaa').fill('9')
    await mondays.getByLabel('Päättyy').fill('15')
    await modal.getByRole('group', { name: 'keskiviikko' }).getByRole('radio', { name: 'Poissa' }).check()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    let data = await calendar(page, monday, addDays(monday, 13))
    expect(timesOf(data, 'Ella', addDays(monday, 7))).toEqual(['09:00–15:00'])
    expect(childDay(data, 'Ella', addDays(monday, 9))?.absence?.type).toBeTruthy()

    const day = quietDay(before, 'Ella', addDays(monday, 15))
    await page.goto(`/calendar?modal=reservations&startDate=${day}&endDate=${day}`)
    modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Ella Korhonen')
    await modal.getByRole('radio', { name: 'Epäsäännöllinen' }).check()
    const only = modal.getByRole('group', { name: new RegExp(formatDate(day)) })
    await only.getByRole('textbox', { name: 'Alkaa', exact: true }).fill('8')
    await only.getByRole('textbox', { name: 'Päättyy', exact: true }).fill('11')
    await only.getByRole('button', { name: 'Lisää toinen aika' }).click()
    await only.getByLabel('Alkaa (Toinen aika)').fill('10')
    await only.getByLabel('Päättyy (Toinen aika)').fill('15')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(only.getByText('Toinen aika ei voi alkaa ennen kuin ensimmäinen päättyy')).toBeVisible()
    await only.getByLabel('Alkaa (Toinen aika)').fill('12.30')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    data = await calendar(page, day, day)
    expect(timesOf(data, 'Ella', day)).toEqual(['08:00–11:00', '12:30–15:00'])
    await page.goto(`/calendar?day=${day}`)
    await expect(dialog(page, new RegExp(formatDate(day))).getByText('08:00–11:00, 12:30–15:00')).toBeVisible()
  })

  test('the day view edits a day and returns to viewing it', async ({ page, personas }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const day = quietDay(data, 'Onni', addDays(data.reservableRange.start, 1))
    await page.goto(`/calendar?day=${day}`)
    const view = dialog(page, new RegExp(formatDate(day)))
    await view.getByRole('button', { name: 'Muokkaa' }).click()
    const onni = view.getByRole('group', { name: 'Onni Korhonen' })
    await onni.getByLabel('Alkaa').fill('9')
    await onni.getByLabel('Päättyy').fill('14')
    // Cancel with changes asks first, then goes back to viewing, nothing saved
    await view.getByRole('button', { name: 'Peruuta' }).click()
    await page
      .getByRole('alertdialog', { name: 'Hylätäänkö muutokset?' })
      .getByRole('button', { name: 'Hylkää muutokset' })
      .click()
    await expect(view.getByRole('button', { name: 'Muokkaa' })).toBeVisible()
    await view.getByRole('button', { name: 'Muokkaa' }).click()
    await onni.getByLabel('Alkaa').fill('9')
    await onni.getByLabel('Päättyy').fill('14')
    await expectAccessible(page)
    await view.getByRole('button', { name: 'Tallenna' }).click()
    await expect(view.getByRole('button', { name: 'Muokkaa' })).toBeVisible()
    await expect(view.getByText('09:00–14:00')).toBeVisible()
    // The next day is a button away
    await view.getByRole('button', { name: 'Seuraava päivä' }).click()
    await expect(dialog(page, new RegExp(formatDate(addDays(day, 1))))).toBeVisible()
  })

  test('absences: sick leave and other absence; planned absence only with shift care', async ({ page, personas }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const start = quietDay(data, 'Onni', addDays(data.reservableRange.start, 21))
    await page.goto(`/calendar?modal=absences&startDate=${start}&endDate=${start}`)
    let modal = dialog(page, 'Poissaolo')
    await chooseOnly(modal, 'Onni Korhonen')
    await expect(modal.getByRole('radio', { name: 'Vuorohoidon suunniteltu poissaolo' })).toHaveCount(0)
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal.getByRole('link', { name: /Poissaolon syy/ })).toBeVisible()
    await modal.getByRole('radio', { name: 'Sairaus' }).check()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    expect(childDay(await calendar(page, start, start), 'Onni', start)?.absence?.type).toBe('SICKLEAVE')

    const other = quietDay(data, 'Onni', start, 1)
    await page.goto(`/calendar?modal=absences&startDate=${other}&endDate=${other}`)
    modal = dialog(page, 'Poissaolo')
    await chooseOnly(modal, 'Onni Korhonen')
    await modal.getByRole('radio', { name: 'Muu poissaolo' }).check()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    expect(childDay(await calendar(page, other, other), 'Onni', other)?.absence?.type).toBe('OTHER_ABSENCE')

    // Veeti has shift care: planned absence is offered
    await page.goto(`/calendar?modal=absences&startDate=${other}&endDate=${other}`)
    modal = dialog(page, 'Poissaolo')
    await chooseOnly(modal, 'Veeti Korhonen')
    await modal.getByRole('radio', { name: 'Vuorohoidon suunniteltu poissaolo' }).check()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    expect(childDay(await calendar(page, other, other), 'Veeti', other)?.absence?.type).toBe('PLANNED_ABSENCE')
  })
})

test.describe('preschool absences', () => {
  test('more than five non-sick preschool days absent need an absence application; sick leave does not', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['preschool']!)
    const eino = data.children.find((c) => c.firstName === 'Eino')!.id
    // Two weeks of preschool days (not a term break) in the reservable range
    const start = await preschoolFortnight(page, data, eino)
    const end = addDays(start, 11)
    await page.goto(`/calendar?modal=absences&startDate=${start}&endDate=${end}`)
    const modal = dialog(page, 'Poissaolo')
    await chooseOnly(modal, 'Eino Lehtonen', ['Aada Lehtonen', 'Eino Lehtonen'])
    await modal.getByRole('radio', { name: 'Muu poissaolo' }).check()
    await expect(modal.getByText(/vaatii poissaolohakemuksen/)).toBeVisible()
    // The block links to the child's absence application form
    await expect(modal.getByRole('link', { name: 'Eino: tee poissaolohakemus' })).toHaveAttribute(
      'href',
      `/children/${eino}/absence-application`,
    )
    await expectAccessible(page)
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeVisible()
    expect(childDay(await calendar(page, start, end), 'Eino', start)?.absence ?? null).toBeNull()
    // The server refuses it as well
    const refused = await page.request.post('/api/citizen/absences', {
      headers: csrf,
      data: { childIds: [eino], dateRange: { start, end }, absenceType: 'OTHER_ABSENCE' },
    })
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('PRESCHOOL_ABSENCE_APPLICATION_REQUIRED')

    await modal.getByRole('radio', { name: 'Sairaus' }).check()
    await expect(modal.getByText(/vaatii poissaolohakemuksen/)).toBeHidden()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    const after = await calendar(page, start, end)
    const einoDays = after.days.filter((d) => childDay(after, 'Eino', d.date))
    expect(einoDays.some((d) => childDay(after, 'Eino', d.date)?.absence?.type === 'SICKLEAVE')).toBe(true)
  })
})

test.describe('calendar on a phone, in English', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the list, the action picker and an absence for today', async ({ page, personas }) => {
    // The morning's report needs a working day: on a weekend or public holiday the clock is put at
    // the next one (the server refuses an absence on days without care)
    const today = workingDayFrom(isoInDays(0))
    await page.addInitScript((time) => sessionStorage.setItem('citizen.mockedTime', time), `${today}T08:00:00+02:00`)
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/calendar?lang=en')
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show earlier months' })).toBeVisible()
    // The list opens at today with Mikko's income reminder just above it, in view
    await expect(page.getByRole('link', { name: 'Make an income statement' })).toBeInViewport()
    await expectAccessible(page)
    // The action button stays under the bottom bar's menu sheet, and leaves while its picker is open
    const fab = page.locator('button[aria-label="New entry"]')
    const menu = page.getByRole('button', { name: /^Menu/ })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const box = (await fab.boundingBox())!
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
    expect(onTop).not.toBe('New entry')
    await menu.click()
    await fab.click()
    await expect(dialog(page, 'New entry')).toBeVisible()
    await expect(fab).toHaveCount(0)
    await dialog(page, 'New entry').getByRole('button', { name: 'Absences' }).click()
    const modal = dialog(page, 'Absence')
    await expectAccessible(page)
    await chooseOnly(modal, 'Ella Korhonen')
    // Without a chosen day the period is today: the morning's sick-child report
    const range = modal.getByRole('group', { name: 'Period' })
    const shown = (await range.getByRole('spinbutton').allTextContents()).map((t) =>
      t.replace(/[\u2066-\u2069\u200e\u200f]/g, ''),
    )
    expect(shown.join('.')).toBe(`${formatDate(today)}.${formatDate(today)}`)
    await modal.getByRole('radio', { name: 'Illness' }).check()
    await modal.getByRole('button', { name: 'Save' }).click()
    await expect(modal).toBeHidden()
    const data = await calendar(page, today, today)
    expect(childDay(data, 'Ella', today)?.absence?.type).toBe('SICKLEAVE')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
  })

  test('in Finnish: reservations from the action picker, the range typed as dd.mm.yyyy', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    const before = await calendar(page)
    const start = quietDay(before, 'Onni', addDays(before.reservableRange.start, 28))
    const end = addDays(start, 2)
    await page.goto('/calendar')
    await page.getByRole('button', { name: 'Uusi merkintä' }).click()
    await dialog(page, 'Uusi merkintä').getByRole('button', { name: 'Läsnäolovaraukset' }).click()
    const modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Onni Korhonen')
    await fillRange(modal.getByRole('group', { name: 'Aikaväli' }), start, end)
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('8')
    await daily.getByLabel('Päättyy').fill('15')
    await expectAccessible(page)
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    const data = await calendar(page, start, end)
    expect(timesOf(data, 'Onni', start)).toEqual(['08:00–15:00'])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
