import type { Locator, Page, Request } from '@playwright/test'
import { addDays, formatDate, isoWeekday } from '../../contract/src/dates'
import type { DailyReservationRequest } from '../../contract/src/calendar'
import type { PublicUnit } from '../../contract/src/map'
import { test, expect, loginAs, expectAccessible, isoInDays, createApplicationFor } from '../fixtures'
import { calendar, calendarAs, childDay, csrf, dialog, idOf, showMonthOf, workingDayFrom } from '../calendar-fixtures'

/**
 * The calendar's days (issue 16's follow-up): the day view's edit across days, fixed-schedule
 * preschool days, read-only days, used service, intermittent shift care, who marked an absence,
 * the month summaries, month navigation with a mocked clock, focus, layout and loading.
 * The demo data is calendar.spec.ts's; fixtures add what it lacks (POST /api/dev/calendar).
 */
const dayDialog = (page: Page, date: string) => dialog(page, new RegExp(formatDate(date)))

async function fixtures(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/dev/calendar', { headers: csrf, data: body })
  expect(response.ok(), await response.text()).toBe(true)
}

const isReservationPost = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/citizen/reservations')

test.describe('the day view', () => {
  test('an edit asks before another day, Cancel or Esc, stays with its day, and sends only the changed child', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    // A Monday to Thursday Onni may change, with his reservation, and the next day too
    const day = data.days.find(
      (d) =>
        d.date >= data.reservableRange.start &&
        isoWeekday(d.date) <= 4 &&
        [d.date, addDays(d.date, 1)].every((date) => {
          const onni = childDay(data, 'Onni', date)
          return onni && !onni.absence && onni.reservations.length > 0 && childDay(data, 'Ella', date)
        }),
    )!.date
    const next = addDays(day, 1)
    await page.goto(`/calendar?day=${day}`)
    const view = dayDialog(page, day)
    await view.getByRole('button', { name: 'Muokkaa' }).click()
    const onni = view.getByRole('group', { name: 'Onni Korhonen' })
    await onni.getByLabel('Alkaa').fill('9')
    const ask = page.getByRole('alertdialog', { name: 'Hylätäänkö muutokset?' })

    // Another day asks; keeping on editing keeps what was typed, on its own day
    await view.getByRole('button', { name: 'Seuraava päivä' }).click()
    await expect(ask).toBeVisible()
    await expectAccessible(page)
    await ask.getByRole('button', { name: 'Jatka muokkausta' }).click()
    await expect(ask).toBeHidden()
    await expect(dayDialog(page, day)).toBeVisible()
    await expect(onni.getByLabel('Alkaa')).toHaveValue(/^0?9(:00)?$/)
    // Esc and Cancel ask too
    await page.keyboard.press('Escape')
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Jatka muokkausta' }).click()
    await view.getByRole('button', { name: 'Peruuta' }).click()
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Jatka muokkausta' }).click()

    // Discarding moves to the next day in view mode; nothing was saved on the first
    await view.getByRole('button', { name: 'Seuraava päivä' }).click()
    await ask.getByRole('button', { name: 'Hylkää muutokset' }).click()
    const nextView = dayDialog(page, next)
    await expect(nextView.getByRole('button', { name: 'Muokkaa' })).toBeVisible()
    const before = await calendar(page, day, next)
    expect(childDay(before, 'Onni', day)!.reservations).toEqual(childDay(data, 'Onni', day)!.reservations)

    // On the next day only Ella is changed: only Ella is sent, the others keep what they had
    await nextView.getByRole('button', { name: 'Muokkaa' }).click()
    await nextView.getByRole('group', { name: 'Ella Korhonen' }).getByRole('radio', { name: 'Poissa' }).check()
    const [request] = await Promise.all([
      page.waitForRequest(isReservationPost),
      nextView.getByRole('button', { name: 'Tallenna' }).click(),
    ])
    const sent = request.postDataJSON() as DailyReservationRequest[]
    expect(sent).toEqual([{ type: 'ABSENT', childId: idOf(data, 'Ella'), date: next }])
    await expect(nextView.getByRole('button', { name: 'Muokkaa' })).toBeVisible()
    const after = await calendar(page, next, next)
    expect(childDay(after, 'Ella', next)!.absence).not.toBeNull()
    expect(childDay(after, 'Onni', next)!.reservations).toEqual(childDay(data, 'Onni', next)!.reservations)
  })

  test('a preschool day is present or absent without times, edit starting from what the view shows', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['preschool']!)
    const day = data.days.find((d) => {
      const aada = childDay(data, 'Aada', d.date)
      return d.date >= data.reservableRange.start && aada?.scheduleType === 'FIXED_SCHEDULE' && !aada.absence
    })!.date
    await page.goto(`/calendar?day=${day}`)
    const view = dayDialog(page, day)
    await expect(view.getByRole('region', { name: 'Aada Lehtonen' }).getByText('Läsnä')).toBeVisible()
    await view.getByRole('button', { name: 'Muokkaa' }).click()
    const aada = view.getByRole('group', { name: 'Aada Lehtonen' })
    await expect(aada.getByRole('radio', { name: 'Läsnä' })).toBeChecked()
    await expect(aada.getByRole('radio', { name: 'Kellonajat' })).toHaveCount(0)
    await expect(aada.getByLabel('Alkaa')).toHaveCount(0)
    await expectAccessible(page)
    await aada.getByRole('radio', { name: 'Poissa' }).check()
    const [request] = await Promise.all([
      page.waitForRequest(isReservationPost),
      view.getByRole('button', { name: 'Tallenna' }).click(),
    ])
    expect(request.postDataJSON()).toEqual([{ type: 'ABSENT', childId: idOf(data, 'Aada'), date: day }])
  })

  test('read-only days say why once, whom to ask about a staff-marked absence, and a holiday is a holiday', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const staffDay = data.days.find((d) => d.children.some((c) => c.absence?.markedByStaff))!.date
    await page.goto(`/calendar?day=${staffDay}`)
    let view = dayDialog(page, staffDay)
    await expect(view.getByText('Poissa (merkitty henkilökunnan toimesta)')).toBeVisible()
    await expect(view.getByText(/Jos se on virheellinen, ota yhteyttä lapsen yksikköön/)).toBeVisible()

    // Not yet reservable: the day says when reservations open, and nothing contradicts it
    const holidayPeriodDay = data.days.find(
      (d) => d.date > isoInDays(70) && d.children.some((c) => c.holidayPeriodEffect?.type === 'NotYetReservable'),
    )!.date
    await page.goto(`/calendar?day=${holidayPeriodDay}`)
    view = dayDialog(page, holidayPeriodDay)
    await expect(view.getByText(`Varaukset avautuvat ${formatDate(isoInDays(7))}`).first()).toBeVisible()
    await expect(view.getByText(/Varauksia ei voi enää tehdä/)).toHaveCount(0)

    // Before the reservable range nothing can be reserved: no "missing reservation" there
    const early = data.days.find(
      (d) => d.date >= isoInDays(0) && d.date < data.reservableRange.start && childDay(data, 'Ella', d.date),
    )
    if (early) {
      await page.goto(`/calendar?day=${early.date}`)
      view = dayDialog(page, early.date)
      await expect(view.getByRole('region', { name: 'Ella Korhonen' })).toBeVisible()
      await expect(view.getByText('Ilmoitus puuttuu')).toHaveCount(0)
    }

    // A public holiday without care: a holiday, not "no place"
    // From today on: the page opens no day view of a day before its own range (on 1.8. the data's
    // midsummer eve lies before it)
    const holiday = data.days.find(
      (d) => d.date >= isoInDays(0) && d.holiday && d.children.length === 0 && isoWeekday(d.date) <= 5,
    )
    if (holiday) {
      await page.goto(`/calendar?day=${holiday.date}`)
      view = dayDialog(page, holiday.date)
      await expect(view.getByText('Pyhäpäivä: yksikkö on kiinni.')).toBeVisible()
      await expect(view.getByText('Ei hoitopaikkaa tänä päivänä')).toHaveCount(0)
    }
  })

  test("a guardian's own past absence is not told as staff's; used service and a longer attendance", async ({
    page,
    personas,
  }) => {
    await loginAs(page, personas['three-children-1']!)
    let data = await calendar(page)
    const pastOnni = data.days.filter(
      (d) => d.date < isoInDays(0) && childDay(data, 'Onni', d.date)?.attendances.length,
    )
    const day = pastOnni[pastOnni.length - 1]!.date
    const onniUnit = 'Päiväkoti Aurinkoinen'
    const units = (await (await page.request.get('/api/citizen/public/units/DAYCARE')).json()) as PublicUnit[]
    const unitId = units.find((u) => u.name === onniUnit)!.id
    await fixtures(page, {
      // Ella's own absence that day (past: not editable, yet not staff's)
      absences: [{ childId: idOf(data, 'Ella'), date: day, type: 'OTHER_ABSENCE', byStaff: false }],
      // Onni came at 07:00, before his reservation
      attendances: [{ childId: idOf(data, 'Onni'), unitId, date: day, start: '07:00', end: '08:05' }],
    })
    data = await calendar(page)
    expect(childDay(data, 'Ella', day)!.absence).toEqual({
      type: 'OTHER_ABSENCE',
      editable: false,
      markedByStaff: false,
      fromQuestionnaire: false,
    })
    await page.goto(`/calendar?day=${day}`)
    const view = dayDialog(page, day)
    const ella = view.getByRole('region', { name: 'Ella Korhonen' })
    await expect(ella.getByText('Poissa', { exact: true })).toBeVisible()
    await expect(view.getByText(/merkitty henkilökunnan toimesta/)).toHaveCount(0)
    const onni = view.getByRole('region', { name: 'Onni Korhonen' })
    await expect(onni.getByText('Käytetty palvelu: 07:00–16:00 (9 h)')).toBeVisible()
    await expect(onni.getByText('Toteutunut läsnäoloaika ylittää ilmoitetun ajan.')).toBeVisible()
    await expectAccessible(page)
  })

  test('focus returns to the day cell that opened the day view', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/calendar')
    // A working day: the phone's list leaves out a weekend the children have no care on
    const today = workingDayFrom(isoInDays(0))
    await showMonthOf(page, today, 'Seuraava kuukausi')
    // Enter opens the day, Escape closes it, and the focus is back where it was, visibly
    const opensAndReturns = async (opener: Locator) => {
      await opener.focus()
      await page.keyboard.press('Enter')
      await expect(dayDialog(page, today)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dayDialog(page, today)).toBeHidden()
      await expect(opener).toBeFocused()
      expect(await opener.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
    }
    await opensAndReturns(page.getByRole('button', { name: new RegExp(`^Avaa päivä \\S+ ${formatDate(today)}`) }))

    // The phone's list: today's row
    await page.setViewportSize({ width: 375, height: 740 })
    await opensAndReturns(
      page.getByRole('listitem').getByRole('button', { name: new RegExp(`${formatDate(today).slice(0, 6)}`) }),
    )
  })

  test("a failed save's error stays with its day", async ({ page, personas }) => {
    const data = await calendarAs(page, personas['three-children-1']!)
    const day = data.days.find(
      (d) =>
        d.date >= data.reservableRange.start &&
        isoWeekday(d.date) <= 4 &&
        [d.date, addDays(d.date, 1)].every((date) => childDay(data, 'Ella', date)),
    )!.date
    await page.route('**/api/citizen/reservations', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"errorCode":"NON_RESERVABLE_DAYS"}' })
        : route.continue(),
    )
    await page.goto(`/calendar?day=${day}`)
    const view = dayDialog(page, day)
    await view.getByRole('button', { name: 'Muokkaa' }).click()
    await view.getByRole('group', { name: 'Ella Korhonen' }).getByRole('radio', { name: 'Poissa' }).check()
    await view.getByRole('button', { name: 'Tallenna' }).click()
    await expect(view.getByText(/Osa valituista päivistä ei ole varattavissa/)).toBeVisible()
    await view.getByRole('button', { name: 'Seuraava päivä' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hylkää muutokset' }).click()
    const next = dayDialog(page, addDays(day, 1))
    await next.getByRole('button', { name: 'Muokkaa' }).click()
    await expect(next.getByRole('button', { name: 'Tallenna' })).toBeVisible()
    await expect(next.getByText(/Osa valituista päivistä ei ole varattavissa/)).toHaveCount(0)
  })
})

test.describe('the month', () => {
  test('previous month reaches January when February begins on a Monday (clock at 15.3.2027)', async ({
    page,
    personas,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('citizen.mockedTime', '2027-03-15T10:00:00+02:00'))
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/calendar')
    const title = page.locator('#calendar-month')
    await expect(title).toHaveText('maaliskuu 2027')
    const previous = page.getByRole('button', { name: 'Edellinen kuukausi' })
    for (const month of ['helmikuu 2027', 'tammikuu 2027', 'joulukuu 2026']) {
      await previous.click()
      await expect(title).toHaveText(month)
    }
  })

  test('a child placed before the reservable range shows on each placed day; "missing" only where the next deadline is', async ({
    page,
    request,
    personas,
  }) => {
    // Lilja (no placement in the demo) placed from a working day before the reservable range
    const matti = personas['no-placements']!
    await loginAs(page, matti)
    const range = (await calendar(page)).reservableRange
    const start = workingDayFrom(isoInDays(1))
    expect(start < range.start).toBe(true)
    await createApplicationFor(request, matti, {
      type: 'DAYCARE',
      status: 'ACTIVE',
      form: { preferredStartDate: start },
    })
    const data = await calendar(page, start, addDays(range.start, 30))
    expect(childDay(data, 'Lilja', start)).toBeTruthy()
    await page.goto('/calendar')
    const cell = (date: string) => page.locator('td').filter({ has: page.locator(`[data-day="${date}"]`) })
    await showMonthOf(page, start, 'Seuraava kuukausi')
    await expect(cell(start)).toContainText('Lilja')
    await expect(cell(start)).not.toContainText('Ilmoitus puuttuu')
    // The first reservable week is what the next deadline locks: "missing" there, not after it
    const first = data.days.find((d) => d.date >= range.start && childDay(data, 'Lilja', d.date))!.date
    await showMonthOf(page, first, 'Seuraava kuukausi')
    await expect(cell(first)).toContainText('Ilmoitus puuttuu')
    const later = data.days.find((d) => d.date > addDays(range.start, 6) && childDay(data, 'Lilja', d.date))!.date
    await showMonthOf(page, later, 'Seuraava kuukausi')
    await expect(cell(later)).toContainText('Lilja')
    await expect(cell(later)).not.toContainText('Ilmoitus puuttuu')
    await expectAccessible(page)
  })

  test('the month summary says which days it counts as the daily average', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/calendar')
    await page.getByRole('button', { name: 'Edellinen kuukausi' }).click()
    // Ella has an hour-based need and nothing recorded last month
    await expect(page.getByText(/Toteutuneessa on mukana \d+ päivää ilman kellonaikoja/).first()).toBeVisible()
  })

  test('intermittent shift care: the part outside the normal hours is labelled', async ({ page, personas }) => {
    const family = personas['no-placements']!
    await loginAs(page, family)
    const units = (await (await page.request.get('/api/citizen/public/units/DAYCARE')).json()) as PublicUnit[]
    const unitId = units.find((u) => u.name === 'Päiväkoti Aurinkoinen')!.id
    const lilja = family.children[0]!.id
    // Not a public holiday either (from 23.12 two weeks ahead is Epiphany, when the unit is closed)
    const day = workingDayFrom(isoInDays(14))
    await fixtures(page, {
      placements: [
        {
          childId: lilja,
          unitId,
          type: 'DAYCARE',
          startDate: isoInDays(-30),
          endDate: isoInDays(200),
          shiftCare: 'INTERMITTENT',
        },
      ],
      reservations: [{ childId: lilja, date: day, start: '06:00', end: '20:00' }],
    })
    const data = await calendar(page, day, day)
    const hours = childDay(data, 'Lilja', day)!.reservableTimeRange
    expect(hours.type).toBe('INTERMITTENT_SHIFT_CARE')
    const open = hours.type === 'INTERMITTENT_SHIFT_CARE' ? hours.placementUnitOperationTime! : null
    const label = `06:00–20:00, ilta- ja vuorohoitoa 06:00–${open!.start}, ${open!.end}–20:00`
    await page.goto(`/calendar?day=${day}`)
    await expect(dayDialog(page, day).getByText(label)).toBeVisible()
    await page.keyboard.press('Escape')
    // The grid's cell of the day's month
    await showMonthOf(page, day, 'Seuraava kuukausi')
    await expect(page.locator('td', { has: page.locator(`[data-day="${day}"]`) })).toContainText(label)
    // The phone's list
    await page.setViewportSize({ width: 375, height: 740 })
    await expect(page.locator('li', { has: page.locator(`[data-day="${day}"]`) })).toContainText(label)
  })
})

test.describe('layout and loading', () => {
  for (const [lang, width] of [
    ['fi', 1280],
    ['sv', 1280],
    ['en', 1280],
    ['fi', 375],
    ['sv', 375],
    ['en', 375],
  ] as const) {
    test(`times and dates are never broken inside, nor a phone's day label (${lang}, ${width} px)`, async ({
      page,
      personas,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await loginAs(page, personas['three-children-1']!)
      await page.goto(`/calendar?lang=${lang}`)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      if (width > 1000) {
        // Three months on: the holiday period's "reservations open on" cells
        for (let i = 0; i < 3; i++) await page.locator('#calendar-month ~ button').first().click()
      }
      const broken = await page.evaluate(() => {
        // Lines of text: the tops of the boxes a range takes (one line's boxes differ by a pixel or two)
        const lines = (range: Range) => {
          const tops = Array.from(range.getClientRects())
            .map((r) => r.top)
            .sort((a, b) => a - b)
          return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 6).length
        }
        // Each time range and date in the page's text, as a range of its text node
        const found: Range[] = []
        const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent!.matchAll(/\d\d:\d\d–\d\d:\d\d|\d\d\.\d\d\.\d{4}/g)) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            if (range.getClientRects().length > 0) found.push(range)
          }
        }
        // The phone's day labels ("Ma 30.11.")
        const labels = Array.from(document.querySelectorAll('li > button > span:first-child')).map((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return range
        })
        return {
          count: found.length,
          brokenTimes: found.filter((r) => lines(r) > 1).map((r) => r.toString()),
          brokenLabels: labels.filter((r) => lines(r) > 1).map((r) => r.toString()),
        }
      })
      expect(broken.count).toBeGreaterThan(0)
      expect(broken.brokenTimes).toEqual([])
      expect(broken.brokenLabels).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }

  test('the phone calendar does not shift while it loads, though the income reminder comes late', async ({
    page,
    personas,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await loginAs(page, personas['three-children-1']!)
    await page.route('**/api/citizen/income/expiring', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number }
      w.shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.shift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/calendar')
    await expect(page.getByText(/Muista päivittää tulotietosi/)).toBeVisible()
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.02)
    // The income reminder links to the income page
    await expect(page.getByRole('link', { name: 'Tee tuloselvitys' })).toHaveAttribute('href', '/income')
  })
})
