import type { Locator, Page, Route } from '@playwright/test'
import { addDays, formatDate, isoWeekday } from '../../contract/src/dates'
import { isFinnishHoliday } from '../../contract/src/holidays'
import { test, expect, loginAs, expectAccessible, isoInDays, expectToast, fillRange } from '../fixtures'
import {
  calendar,
  calendarAs,
  childDay,
  chooseOnly,
  dialog,
  idOf,
  preschoolFortnight,
  quietDay,
  quietWeek,
  timesOf,
  workingDayFrom,
} from '../calendar-fixtures'

/**
 * The calendar's reservation and absence modals and the grid's multi-select (issue: the modals),
 * on the Korhonen family of the demo data (Onni with reservations 08:00–16:00 for the next weeks,
 * Ella part-time, Veeti in shift care from 20 days on) and the preschool family.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Ticks a day in the month grid, moving to its month first */
async function selectDay(page: Page, date: string) {
  const title = page.locator('#calendar-month')
  const button = page.getByRole('button', { name: new RegExp(`^Valitse .*${escaped(formatDate(date))}$`) })
  // The month drawn first: isVisible does not wait, and before it the loop would page past the day.
  // Its days, not a select button: the month may have none left (a Sunday the 31st, weekends hidden)
  await expect(page.locator('[data-day]').first()).toBeVisible()
  for (let i = 0; i < 6 && !(await button.isVisible()); i++) {
    const before = await title.textContent()
    await page.getByRole('button', { name: 'Seuraava kuukausi' }).click()
    await expect(title).not.toHaveText(before!)
  }
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

test.describe('calendar modals on a desktop', () => {
  test('the selected days exactly: reservations and absences skip the days between, the selection clears', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const monday = quietWeek(data, 'Onni', addDays(data.reservableRange.start, 7))
    const [mon, tue, wed, thu] = [0, 1, 2, 3].map((i) => addDays(monday, i)) as [string, string, string, string]
    const wedBefore = timesOf(data, 'Onni', wed)
    await page.goto('/calendar')
    for (const date of [mon, tue, thu]) await selectDay(page, date)
    await expect(page.getByText('3 päivää valittu')).toBeVisible()
    await page.getByRole('button', { name: 'Tee varaukset valituille päiville' }).click()
    const modal = dialog(page, 'Läsnäolovaraukset')
    await expect(modal.getByRole('heading', { name: 'Valitut päivät' })).toBeVisible()
    await chooseOnly(modal, 'Onni Korhonen')
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('7.30')
    await daily.getByLabel('Päättyy').fill('15')
    await expectAccessible(page)
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    await expectToast(page, 'Tallennettu')
    // The selection is done with: no bar, no ticked days
    await expect(page.getByText('3 päivää valittu')).toBeHidden()
    await expect(page.locator('button[aria-pressed="true"]')).toHaveCount(0)
    let after = await calendar(page, mon, thu)
    for (const date of [mon, tue, thu]) expect(timesOf(after, 'Onni', date)).toEqual(['07:30–15:00'])
    expect(timesOf(after, 'Onni', wed)).toEqual(wedBefore)

    // Absent on Monday and Wednesday of the next week: Tuesday stays as it was
    const next = quietWeek(data, 'Onni', addDays(monday, 7))
    const [nMon, nTue, nWed] = [0, 1, 2].map((i) => addDays(next, i)) as [string, string, string]
    for (const date of [nMon, nWed]) await selectDay(page, date)
    await page.getByRole('button', { name: 'Ilmoita poissaolo valituille päiville' }).click()
    const absences = dialog(page, 'Poissaolo')
    await chooseOnly(absences, 'Onni Korhonen')
    await absences.getByRole('radio', { name: 'Sairaus' }).check()
    await absences.getByRole('button', { name: 'Tallenna' }).click()
    await expect(absences).toBeHidden()
    await expect(page.locator('button[aria-pressed="true"]')).toHaveCount(0)
    after = await calendar(page, nMon, nWed)
    expect(childDay(after, 'Onni', nMon)?.absence?.type).toBe('SICKLEAVE')
    expect(childDay(after, 'Onni', nTue)?.absence ?? null).toBeNull()
    expect(childDay(after, 'Onni', nWed)?.absence?.type).toBe('SICKLEAVE')
  })

  test('nothing saved, no "Saved": days before the reservable range are told, not sent', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    const { reservableRange } = await calendar(page)
    // The reservable range starts on the first Monday 150 hours from now: the days before are
    // locked. Three days ending with the last working day before it (not 1.–3.1., all closed)
    let end = addDays(reservableRange.start, -1)
    while (isoWeekday(end) > 5 || isFinnishHoliday(end)) end = addDays(end, -1)
    const start = addDays(end, -2)
    let posted = false
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/citizen/reservations')) posted = true
    })
    await page.goto(`/calendar?modal=reservations&startDate=${start}&endDate=${end}`)
    const modal = dialog(page, 'Läsnäolovaraukset')
    const from = `Varauksia voi tehdä ${formatDate(reservableRange.start)} alkaen.`
    await expect(modal.getByText(from)).toBeVisible()
    await chooseOnly(modal, 'Onni Korhonen')
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('8')
    await daily.getByLabel('Päättyy').fill('16')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal.getByText(`Valituille päiville ei voi tallentaa mitään. ${from}`)).toBeVisible()
    await expect(modal).toBeVisible()
    await expect(page.getByRole('alertdialog', { name: 'Tallennettu' })).toHaveCount(0)
    expect(posted).toBe(false)
    await expectAccessible(page)

    // An absence over more than one day before the reservable start: the locked days are warned of
    await page.goto(`/calendar?modal=absences&startDate=${start}&endDate=${end}`)
    const absences = dialog(page, 'Poissaolo')
    await expect(
      absences.getByText(`Varaukset ennen ${formatDate(reservableRange.start)} ovat jo lukittuneet`, { exact: false }),
    ).toBeVisible()
    await page.goto(
      `/calendar?modal=absences&startDate=${reservableRange.start}&endDate=${addDays(reservableRange.start, 2)}`,
    )
    await expect(dialog(page, 'Poissaolo').getByText('ovat jo lukittuneet', { exact: false })).toHaveCount(0)
  })

  test('the server refusing the days: its reason and the reservable start are shown, no "Saved"', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const monday = quietWeek(data, 'Onni', addDays(data.reservableRange.start, 7))
    // The days changed on the server meanwhile (a staff absence, the range moved on; an attendance)
    const refuse = (errorCode: string) => (route: Route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { message: 'refused', errorCode } })
        : route.continue()
    await page.route('**/api/citizen/reservations', refuse('NON_RESERVABLE_DAYS'))
    await page.route('**/api/citizen/absences', refuse('ATTENDANCE_ALREADY_EXISTS'))
    await page.goto(`/calendar?modal=reservations&startDate=${monday}&endDate=${addDays(monday, 1)}`)
    const modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Onni Korhonen')
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('8')
    await daily.getByLabel('Päättyy').fill('15')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal.getByText('Tallentaminen ei onnistunut.')).toBeVisible()
    await expect(
      modal.getByText(
        `Osa valituista päivistä ei ole varattavissa. Tarkista päivät ja yritä uudelleen. Varauksia voi tehdä ${formatDate(data.reservableRange.start)} alkaen.`,
      ),
    ).toBeVisible()
    await expect(page.getByRole('alertdialog', { name: 'Tallennettu' })).toHaveCount(0)

    await page.goto(`/calendar?modal=absences&startDate=${monday}&endDate=${monday}`)
    const absence = dialog(page, 'Poissaolo')
    await chooseOnly(absence, 'Onni Korhonen')
    await absence.getByRole('radio', { name: 'Sairaus' }).check()
    await absence.getByRole('button', { name: 'Tallenna' }).click()
    await expect(absence.getByText('Osalle päivistä on jo merkitty läsnäolo', { exact: false })).toBeVisible()
    await expect(absence).toBeVisible()
    await expect(page.getByRole('alertdialog', { name: 'Tallennettu' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('focus: a modal opens at its title and gives it back to its opener; unsaved input is asked about', async ({
    page,
    personas,
  }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/calendar')
    const open = page.getByRole('button', { name: 'Läsnäolovaraukset' })
    await open.click()
    const modal = dialog(page, 'Läsnäolovaraukset')
    await expect(modal.getByRole('checkbox', { name: 'Onni Korhonen' })).toBeVisible()
    await expect(modal.getByRole('heading', { name: 'Läsnäolovaraukset' })).toBeFocused()
    await expect(modal.getByRole('heading', { name: 'Läsnäolovaraukset' })).toBeInViewport()
    expect(await modal.evaluate((d) => d.scrollTop)).toBe(0)
    // Nothing typed: Escape closes at once, focus back on the button
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await modal.getByRole('group', { name: 'Joka päivä' }).getByLabel('Alkaa').fill('8')
    await page.keyboard.press('Escape')
    const ask = page.getByRole('alertdialog', { name: 'Poistutaanko tallentamatta?' })
    await expect(ask).toBeVisible()
    await expectAccessible(page)
    await ask.getByRole('button', { name: 'Jatka muokkausta' }).click()
    await expect(ask).toBeHidden()
    await expect(modal.getByRole('group', { name: 'Joka päivä' }).getByLabel('Alkaa')).toHaveValue('08:00')
    await modal.getByRole('button', { name: 'Peruuta' }).click()
    await ask.getByRole('button', { name: 'Poistu tallentamatta' }).click()
    await expect(modal).toBeHidden()
    await expect(open).toBeFocused()

    // The absence modal asks as well
    const absences = page.getByRole('button', { name: 'Poissaolot' })
    await absences.click()
    const absence = dialog(page, 'Poissaolo')
    await absence.getByRole('radio', { name: 'Sairaus' }).check()
    await absence.getByRole('button', { name: 'Peruuta' }).click()
    await ask.getByRole('button', { name: 'Poistu tallentamatta' }).click()
    await expect(absence).toBeHidden()
    await expect(absences).toBeFocused()
  })

  test('a modal answers the click at once while its code loads', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    // A slow connection: the modal's chunk takes two seconds
    await page.route(/\/assets\/reservation-modal-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    })
    await page.goto('/calendar')
    const open = page.getByRole('button', { name: 'Läsnäolovaraukset' })
    await open.click()
    const modal = dialog(page, 'Läsnäolovaraukset')
    await expect(modal.getByText('Ladataan…')).toBeVisible({ timeout: 500 })
    await expect(modal.getByRole('checkbox', { name: 'Onni Korhonen' })).toBeVisible()
    await expect(modal.getByRole('heading', { name: 'Läsnäolovaraukset' })).toBeFocused()
    await modal.getByRole('button', { name: 'Peruuta' }).click()
    await expect(open).toBeFocused()
  })

  test('opening hours of two children are named; blank weekdays are not required; irregular days start with their reservations', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const monday = quietWeek(data, 'Onni', addDays(data.reservableRange.start, 7))
    const hours = (name: string) => {
      const limit = childDay(data, name, monday)?.reservableTimeRange
      return limit && limit.type !== 'INTERMITTENT_SHIFT_CARE' ? `${limit.range.start}–${limit.range.end}` : null
    }
    await page.goto(`/calendar?modal=reservations&startDate=${monday}&endDate=${addDays(monday, 4)}`)
    const modal = dialog(page, 'Läsnäolovaraukset')
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    if (childDay(data, 'Ella', monday) && hours('Ella') !== hours('Onni')) {
      await chooseOnly(modal, 'Onni Korhonen')
      await modal.getByRole('checkbox', { name: 'Ella Korhonen' }).check()
      await expect(daily.getByText(`Aukioloaika Onni ${hours('Onni')}, Ella ${hours('Ella')}`)).toBeVisible()
    }
    // One child: a time before opening marks the start, naming nobody
    await chooseOnly(modal, 'Onni Korhonen')
    await daily.getByLabel('Alkaa').fill('0.15')
    await daily.getByLabel('Päättyy').fill('15')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(daily.getByLabel('Alkaa')).toBeFocused()
    await expect(daily.getByText('Aukioloajan ulkopuolella')).toBeVisible()

    await modal.getByRole('radio', { name: 'Viikoittain' }).check()
    await expect(modal.getByRole('group', { name: 'maanantai' }).getByLabel('Alkaa')).not.toHaveAttribute(
      'aria-required',
      'true',
    )
    await expect(modal.getByRole('group', { name: 'maanantai' }).getByText('*')).toHaveCount(0)

    // Onni's reservations of the days (the demo's 08:00–16:00, or what an earlier test wrote)
    await modal.getByRole('radio', { name: 'Epäsäännöllinen' }).check()
    const times = timesOf(data, 'Onni', monday)
    if (times.length === 1) {
      const [start, end] = times[0]!.split('–')
      const first = modal.getByRole('group', { name: new RegExp(formatDate(monday)) })
      await expect(first.getByRole('textbox', { name: 'Alkaa', exact: true })).toHaveValue(start!)
      await expect(first.getByRole('textbox', { name: 'Päättyy', exact: true })).toHaveValue(end!)
    }
    await expectAccessible(page)
  })

  test('a child whose placement starts after the range is left out and said to start later', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const veeti = data.children.find((c) => c.firstName === 'Veeti')!
    const starts = veeti.upcomingPlacementStartDate!
    const day = workingDayFrom(isoInDays(1))
    expect(day < starts).toBe(true)
    for (const modalName of ['reservations', 'absences'] as const) {
      await page.goto(`/calendar?modal=${modalName}&startDate=${day}&endDate=${day}`)
      const modal = dialog(page, modalName === 'reservations' ? 'Läsnäolovaraukset' : 'Poissaolo')
      const chip = modal.getByRole('checkbox', { name: 'Veeti Korhonen' })
      await expect(chip).toBeDisabled()
      await expect(chip).not.toBeChecked()
      await expect(modal.getByText(`Aloittaa ${formatDate(starts)}`)).toBeVisible()
      await expectAccessible(page)
    }
  })

  test('a child that starts later is never chosen by itself when the range moves past its start', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const starts = data.children.find((c) => c.firstName === 'Veeti')!.upcomingPlacementStartDate!
    // The modals open at today (absences) or before a range is chosen (reservations): before Veeti starts
    expect(isoInDays(0) < starts && data.reservableRange.start < starts).toBe(true)
    /** A day from `from` on, quiet for Onni and for Veeti */
    const bothQuiet = (from: string) => {
      let day = quietDay(data, 'Onni', from)
      while (quietDay(data, 'Veeti', day) !== day) day = quietDay(data, 'Onni', addDays(day, 1))
      return day
    }
    const absenceDay = bothQuiet(addDays(starts, 7))
    const reservationDay = bothQuiet(addDays(absenceDay, 1))

    await page.goto('/calendar')
    await page.getByRole('button', { name: 'Poissaolot' }).click()
    const absences = dialog(page, 'Poissaolo')
    const veeti = absences.getByRole('checkbox', { name: 'Veeti Korhonen' })
    await expect(veeti).toBeDisabled()
    await expect(veeti).not.toBeChecked()
    await expect(absences.getByText(`Aloittaa ${formatDate(starts)}`)).toBeVisible()
    await absences.getByRole('checkbox', { name: 'Ella Korhonen' }).uncheck()
    await fillRange(absences.getByRole('group', { name: 'Aikaväli' }), absenceDay, absenceDay)
    // Veeti may be chosen now, but only by ticking him
    await expect(veeti).toBeEnabled()
    await expect(veeti).not.toBeChecked()
    await absences.getByRole('radio', { name: 'Sairaus' }).check()
    await absences.getByRole('button', { name: 'Tallenna' }).click()
    await expect(absences).toBeHidden()
    let after = await calendar(page, absenceDay, absenceDay)
    expect(childDay(after, 'Onni', absenceDay)?.absence?.type).toBe('SICKLEAVE')
    expect(childDay(after, 'Veeti', absenceDay)?.absence ?? null).toBeNull()
    expect(childDay(after, 'Ella', absenceDay)?.absence ?? null).toBeNull()

    // The reservation modal shows him the same way before a range is chosen, and leaves him out after
    await page.getByRole('button', { name: 'Läsnäolovaraukset' }).click()
    const modal = dialog(page, 'Läsnäolovaraukset')
    const chip = modal.getByRole('checkbox', { name: 'Veeti Korhonen' })
    await expect(chip).toBeDisabled()
    await expect(chip).not.toBeChecked()
    await expect(modal.getByText(`Aloittaa ${formatDate(starts)}`)).toBeVisible()
    await expectAccessible(page)
    await modal.getByRole('checkbox', { name: 'Ella Korhonen' }).uncheck()
    await fillRange(modal.getByRole('group', { name: 'Aikaväli' }), reservationDay, reservationDay)
    await expect(chip).toBeEnabled()
    await expect(chip).not.toBeChecked()
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('8')
    await daily.getByLabel('Päättyy').fill('15.45')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    after = await calendar(page, reservationDay, reservationDay)
    expect(timesOf(after, 'Onni', reservationDay)).toEqual(['08:00–15:45'])
    expect(timesOf(after, 'Veeti', reservationDay)).toEqual([])
  })

  test('a holiday period not yet open names the day its answering opens', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    // A holiday period of its own in the reservable range, answering opening in a few days: the
    // demo's may lie past the range's end on some dates
    const before = await calendar(page)
    const start = addDays(before.reservableRange.start, 21)
    const response = await page.request.post('/api/dev/holiday-periods', {
      headers: { 'x-evaka-csrf': '1' },
      data: {
        period: { start, end: addDays(start, 6) },
        reservationsOpenOn: isoInDays(3),
        reservationDeadline: isoInDays(5),
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const data = await calendar(page, start, addDays(start, 6))
    const closed = data.days.flatMap((d) => {
      const effect = childDay(data, 'Onni', d.date)?.holidayPeriodEffect
      return effect?.type === 'NotYetReservable' && !d.holiday
        ? [{ date: d.date, opens: effect.reservationsOpenOn }]
        : []
    })
    expect(closed.length).toBeGreaterThan(0)
    const { date, opens } = closed[0]!
    await page.goto(`/calendar?modal=reservations&startDate=${date}&endDate=${date}`)
    const modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Onni Korhonen')
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('8')
    await daily.getByLabel('Päättyy').fill('16')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    const opensText = `Loma-ajan varauksia voi tehdä ${formatDate(opens)} alkaen.`
    await expect(modal.getByText(`Valituille päiville ei voi tallentaa mitään. ${opensText}`)).toBeVisible()
    // Not the reservable range's start (case-sensitive: the holiday period's sentence says "Loma-ajan varauksia")
    await expect(modal.getByText(/Varauksia voi tehdä/)).toHaveCount(0)
    await expect(page.getByRole('alertdialog', { name: 'Tallennettu' })).toHaveCount(0)
  })
})

test.describe('a session that ends in a modal', () => {
  test('saving goes through the login back to the open modal, its input kept and said so', async ({
    page,
    personas,
  }) => {
    const mikko = personas['three-children-1']!
    const data = await calendarAs(page, mikko)
    const monday = quietWeek(data, 'Onni', addDays(data.reservableRange.start, 21))
    const address = `/calendar?modal=reservations&startDate=${monday}&endDate=${addDays(monday, 1)}`
    await page.goto(address)
    let modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Onni Korhonen')
    let daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('9.15')
    await daily.getByLabel('Päättyy').fill('14')
    await page.context().clearCookies()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page).toHaveURL(/\/login\?next=/)
    const next = new URL(page.url()).searchParams.get('next')!
    expect(next).toBe(address)
    await loginAs(page, mikko)
    await page.goto(next)
    modal = dialog(page, 'Läsnäolovaraukset')
    daily = modal.getByRole('group', { name: 'Joka päivä' })
    await expect(
      modal.getByText('Tallentamattomat merkintäsi säilyivät istunnon päättyessä.', { exact: false }),
    ).toBeVisible()
    await expect(daily.getByLabel('Alkaa')).toHaveValue('09:15')
    await expect(modal.getByRole('checkbox', { name: 'Ella Korhonen' })).not.toBeChecked()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    await expectToast(page, 'Tallennettu')
    expect(timesOf(await calendar(page, monday, monday), 'Onni', monday)).toEqual(['09:15–14:00'])
    // Saved: the modal opens empty again
    await page.goto(address)
    await expect(dialog(page, 'Läsnäolovaraukset').getByText('Tallentamattomat merkintäsi')).toHaveCount(0)
  })
})

test.describe('the date range picker in a modal', () => {
  for (const width of [375, 1280]) {
    test(`opens above the modal and Escape closes only the picker (${width} px)`, async ({ page, personas }) => {
      await page.setViewportSize({ width, height: 800 })
      await loginAs(page, personas['three-children-1']!)
      const { reservableRange } = await calendar(page)
      await page.goto('/calendar?modal=reservations')
      const modal = dialog(page, 'Läsnäolovaraukset')
      await modal.getByRole('group', { name: 'Aikaväli' }).getByRole('button').click()
      const picker = page.getByRole('grid')
      await expect(picker).toBeVisible()
      await noSidewaysScroll(page)
      // Usable: the first reservable day and four days on, picked with the pointer
      const first = reservableRange.start
      const target = (date: string) =>
        picker.getByRole('button', { name: new RegExp(`\\s${Number(date.slice(8, 10))}\\. \\S+ ${date.slice(0, 4)}`) })
      while (!(await target(first).isVisible())) await page.getByRole('button', { name: /Seuraava|Next/ }).click()
      await target(first).click()
      await target(addDays(first, 4)).click()
      await expect(picker).toBeHidden()
      const shown = (await modal.getByRole('group', { name: 'Aikaväli' }).getByRole('spinbutton').allTextContents())
        .map((t) => t.replace(/[\u2066-\u2069\u200e\u200f]/g, ''))
        .join('.')
      expect(shown).toBe(`${formatDate(first)}.${formatDate(addDays(first, 4))}`)
      // Escape closes the picker, the modal stays
      await modal.getByRole('group', { name: 'Aikaväli' }).getByRole('button').click()
      await expect(picker).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(picker).toBeHidden()
      await expect(modal).toBeVisible()
    })
  }
})

test.describe('preschool absences', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the block links to each blocked child’s absence application form', async ({ page, personas }) => {
    const data = await calendarAs(page, personas['preschool']!)
    const eino = idOf(data, 'Eino')
    const start = await preschoolFortnight(page, data, eino)
    await page.goto(`/calendar?lang=en&modal=absences&startDate=${start}&endDate=${addDays(start, 11)}`)
    const modal = dialog(page, 'Absence')
    await chooseOnly(modal, 'Eino Lehtonen', ['Aada Lehtonen', 'Eino Lehtonen'])
    await modal.getByRole('radio', { name: 'Other absence' }).check()
    await expect(modal.getByRole('link', { name: 'Eino: make an absence application' })).toHaveAttribute(
      'href',
      `/children/${eino}/absence-application`,
    )
    await expectAccessible(page)
    await noSidewaysScroll(page)
  })

  test('a fixed-schedule child is present or absent, the other gets its times, in one save', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['preschool']!)
    const preschoolDay = (date: string) => {
      const aada = childDay(data, 'Aada', date)
      return aada?.scheduleType === 'FIXED_SCHEDULE' && !aada.absence && !aada.holidayPeriodEffect
    }
    let monday = quietWeek(data, 'Eino', addDays(data.reservableRange.start, 7))
    while (![0, 1, 2, 3, 4].every((i) => preschoolDay(addDays(monday, i))))
      monday = quietWeek(data, 'Eino', addDays(monday, 7))
    const [mon, tue, wed] = [0, 1, 2].map((i) => addDays(monday, i)) as [string, string, string]
    const aadaChoice = (modal: Locator) => modal.getByRole('radiogroup', { name: /^Aada Lehtonen/ })
    await page.goto(`/calendar?modal=reservations&startDate=${mon}&endDate=${tue}`)
    let modal = dialog(page, 'Läsnäolovaraukset')
    // Both ticked (the default): Eino's times, Aada present or absent, without times
    await expect(modal.getByRole('checkbox', { name: 'Aada Lehtonen' })).toBeChecked()
    const daily = modal.getByRole('group', { name: 'Joka päivä' })
    await daily.getByLabel('Alkaa').fill('8')
    await daily.getByLabel('Päättyy').fill('16')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(aadaChoice(modal).getByText('Valitse läsnä tai poissa')).toBeVisible()
    await aadaChoice(modal).getByRole('radio', { name: 'Poissa' }).check()
    await expectAccessible(page)
    await noSidewaysScroll(page)
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    await expectToast(page, 'Tallennettu')
    let after = await calendar(page, mon, tue)
    for (const date of [mon, tue]) {
      expect(timesOf(after, 'Eino', date)).toEqual(['08:00–16:00'])
      expect(childDay(after, 'Aada', date)?.absence).not.toBeNull()
    }

    // Aada alone: no times offered at all; present takes her absence away
    await page.goto(`/calendar?modal=reservations&startDate=${mon}&endDate=${tue}`)
    modal = dialog(page, 'Läsnäolovaraukset')
    await chooseOnly(modal, 'Aada Lehtonen', ['Aada Lehtonen', 'Eino Lehtonen'])
    await expect(modal.getByLabel('Alkaa')).toHaveCount(0)
    await aadaChoice(modal).getByRole('radio', { name: 'Läsnä' }).check()
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal).toBeHidden()
    after = await calendar(page, mon, tue)
    for (const date of [mon, tue]) {
      expect(childDay(after, 'Aada', date)?.absence ?? null).toBeNull()
      expect(timesOf(after, 'Eino', date)).toEqual(['08:00–16:00'])
    }

    // A refusal the server explains with its code is told in its own words, never as unexpected
    await page.route('**/api/citizen/reservations', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { message: 'refused', errorCode: 'FIXED_SCHEDULE_TAKES_NO_TIMES' } })
        : route.continue(),
    )
    await page.goto(`/calendar?modal=reservations&startDate=${wed}&endDate=${wed}`)
    modal = dialog(page, 'Läsnäolovaraukset')
    await aadaChoice(modal).getByRole('radio', { name: 'Läsnä' }).check()
    await modal.getByRole('group', { name: 'Joka päivä' }).getByLabel('Alkaa').fill('8')
    await modal.getByRole('group', { name: 'Joka päivä' }).getByLabel('Päättyy').fill('16')
    await modal.getByRole('button', { name: 'Tallenna' }).click()
    await expect(modal.getByText('Esiopetuspäiville ei merkitä kellonaikoja', { exact: false })).toBeVisible()
    await expect(modal.getByText('odottamaton virhe', { exact: false })).toHaveCount(0)
  })
})
