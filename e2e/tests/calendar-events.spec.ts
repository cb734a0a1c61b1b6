import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { addDays, formatDate } from '../../contract/src/dates'
import { discussionWindowStart } from '../../contract/src/calendar-event-rules'
import type { Persona } from '../../contract/src/dev'
import { test, expect, loginAs, expectAccessible, isoInDays } from '../fixtures'
import { csrf, dialog, showMonthOf, workingDayFrom } from '../calendar-fixtures'

/**
 * Calendar events, discussion times and the calendar subscription (issue 29) for the Korhonen
 * family of the demo: Onni at Aurinkoinen (its discussion survey has free times), Ella at
 * Metsätähti. Each flow in Finnish and Swedish, on a phone and on a desktop, axe clean.
 */

const texts = {
  fi: {
    nextMonth: 'Seuraava kuukausi',
    events: 'Tapahtumat',
    download: (title: string) => `Lataa tapahtuma ${title} kalenteriin`,
    discussions: 'Keskusteluajat',
    choose: 'Valitse aika',
    reservationTitle: 'Varaa keskusteluaika',
    required: 'Valitse aika ennen vahvistamista.',
    confirm: 'Vahvista varaus',
    booked: 'Varattu aika:',
    cancel: 'Peru varaus',
    cancelTitle: 'Perutaanko keskusteluaika?',
    weekday: /^(ma|ti|ke|to|pe) \d\d\.\d\d\.\d{4} klo/,
    deadline: /määräaika on umpeutunut/,
    alreadyReserved: /Aika ehdittiin varata toiselle/,
    show: 'Näytä',
    subscription: 'Kalenterin tilaus',
    create: 'Luo tilausosoite',
    renew: 'Luo uusi osoite',
    renewText: /Vanha osoite lakkaa toimimasta/,
    revoke: 'Poista tilaus',
    none: 'Sinulla ei ole kalenterin tilausta.',
    open: 'Uusi merkintä',
  },
  sv: {
    nextMonth: 'Nästa månad',
    events: 'Evenemang',
    download: (title: string) => `Ladda ner evenemanget ${title} till kalendern`,
    discussions: 'Samtalstider',
    choose: 'Välj tid',
    reservationTitle: 'Boka samtalstid',
    required: 'Välj en tid innan du bekräftar.',
    confirm: 'Bekräfta bokningen',
    booked: 'Bokad tid:',
    cancel: 'Avboka',
    cancelTitle: 'Avboka samtalstiden?',
    weekday: /^(mån|tis|ons|tors|fre) \d\d\.\d\d\.\d{4} kl\./,
    deadline: /Tidsfristen för att avboka har gått ut/,
    alreadyReserved: /Tiden hann bokas av någon annan/,
    show: 'Visa',
    subscription: 'Prenumeration på kalendern',
    create: 'Skapa prenumerationsadress',
    renew: 'Skapa ny adress',
    renewText: /Den gamla adressen slutar fungera/,
    revoke: 'Ta bort prenumerationen',
    none: 'Du har ingen prenumeration på kalendern.',
    open: 'Ny anteckning',
  },
} as const

const SHOTS = process.env.E2E_SCREENSHOTS

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** Waits until no animation runs (a dialog sliding in moves its buttons under the pointer) */
const settle = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )

interface Child {
  id: string
  firstName: string
  unit: { id: string; name: string } | null
  group: { id: string; name: string } | null
}

async function childrenOf(page: Page): Promise<Child[]> {
  const res = await page.request.get('/api/citizen/children')
  expect(res.ok()).toBe(true)
  return (await res.json()) as Child[]
}

async function createEvent(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/dev/calendar-events', { headers: csrf, data: body })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as { id: string; timeIds: string[] }
}

const parseIcs = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const) {
  for (const lang of ['fi', 'sv'] as const) {
    const t = texts[lang]
    test.describe(`calendar events on a ${device} in ${lang}`, () => {
      test.use({ viewport })

      test('an event shows on its day with the title pattern and downloads as .ics', async ({
        page,
        personas,
        request,
      }) => {
        await loginAs(page, personas['three-children-1']!)
        const ella = (await childrenOf(page)).find((c) => c.firstName === 'Ella')!
        const date = workingDayFrom(isoInDays(3))
        await createEvent(request, {
          title: 'Satutuokio',
          description: 'Kirjastoauto tulee pihaan.',
          period: { start: date, end: date },
          attendees: [{ unitId: ella.unit!.id }],
        })
        await page.goto(`/calendar?lang=${lang}`)
        const title = `Satutuokio / ${ella.unit!.name}`
        if (device === 'phone') {
          // The phone list names the day's events
          await expect(page.locator(`[data-day="${date}"]`).getByText(title)).toBeVisible()
        } else {
          await showMonthOf(page, date, t.nextMonth)
          await expect(page.locator(`td:has([data-day="${date}"]) [data-qa="event-count"]`)).toBeVisible()
        }
        await shot(page, `calendar-${device}-${lang}`)
        await page.goto(`/calendar?day=${date}&lang=${lang}`)
        const day = dialog(page, new RegExp(formatDate(date)))
        await expect(day.getByRole('region', { name: t.events })).toBeVisible()
        await expect(day.getByText(title)).toBeVisible()
        await expect(day.getByText('Kirjastoauto tulee pihaan.')).toBeVisible()
        await expectAccessible(page)
        await shot(page, `day-events-${device}-${lang}`)
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          day.getByRole('link', { name: t.download(title) }).click(),
        ])
        const [event, ...rest] = parseIcs(fs.readFileSync((await download.path())!, 'utf8'))
        expect(rest).toEqual([])
        expect(event!.summary).toBe(title)
        expect(event!.startDate.isDate).toBe(true)
        expect(event!.startDate.toString()).toBe(date)
        // An all-day event ends the next day
        expect(event!.endDate.toString()).toBe(addDays(date, 1))
      })

      test('a discussion time is booked, shown on the calendar and cancelled', async ({ page, personas }) => {
        await loginAs(page, personas['three-children-1']!)
        await page.goto(`/calendar?lang=${lang}`)
        if (device === 'phone') {
          await page.getByRole('button', { name: t.open }).click()
          await page.getByRole('dialog').getByRole('button', { name: t.discussions }).click()
        } else {
          await page.getByRole('button', { name: t.discussions }).click()
        }
        const list = dialog(page, t.discussions)
        await expect(list.getByText('Varhaiskasvatuskeskustelut')).toBeVisible()
        await expectAccessible(page)
        await shot(page, `discussions-${device}-${lang}`)
        await list.getByRole('button', { name: new RegExp(`^${t.choose}: Varhaiskasvatuskeskustelut, Onni`) }).click()
        await expect(page).toHaveURL(/modal=discussion-reservations/)
        const modal = dialog(page, t.reservationTitle)
        // Exactly one time must be chosen before confirming
        await modal.getByRole('button', { name: t.confirm }).click()
        await expect(modal.getByText(t.required)).toBeVisible()
        const first = modal.getByRole('radio').first()
        const label = (await first.locator('xpath=ancestor::label[1]').textContent())!.trim()
        // Each option names its weekday
        expect(label).toMatch(t.weekday)
        await first.check()
        await expectAccessible(page)
        await shot(page, `discussion-reservation-${device}-${lang}`)
        const modalUrl = page.url()
        await modal.getByRole('button', { name: t.confirm }).click()
        const booked = modal.getByText(new RegExp(`^${t.booked}`))
        await expect(booked).toBeVisible()
        expect(await booked.textContent()).toContain(label)
        // The form is gone: focus is on the booked time, not the page's body; cancelling is secondary
        await expect(booked).toBeFocused()
        await expect(modal.getByRole('button', { name: t.cancel })).not.toHaveClass(/primary/)
        // The booked time shows on its day in the calendar
        const events = (await (
          await page.request.get(`/api/citizen/calendar-events?start=${isoInDays(-1)}&end=${isoInDays(60)}`)
        ).json()) as { title: string; timesByChild: Record<string, { date: string; childId: string | null }[]> }[]
        const survey = events.find((e) => e.title === 'Varhaiskasvatuskeskustelut')!
        const date = Object.values(survey.timesByChild)
          .flat()
          .find((x) => x.childId !== null)!.date
        await page.goto(`/calendar?day=${date}&lang=${lang}`)
        const day = dialog(page, new RegExp(formatDate(date)))
        await expect(day.locator('[data-qa="day-discussion-time"]')).toHaveCount(1)
        await expect(day.locator('[data-qa="day-discussion-time"]')).toContainText('Onni')
        // Cancelled from the day view, asked first
        await settle(page)
        await day.getByRole('button', { name: `${t.cancel}: Varhaiskasvatuskeskustelut / Onni` }).click()
        const ask = page.getByRole('alertdialog', { name: t.cancelTitle })
        await expect(ask).toContainText(label)
        await expectAccessible(page)
        await settle(page)
        await ask.getByRole('button', { name: t.cancel, exact: true }).click()
        await expect(ask).toBeHidden()
        await expect(day.locator('[data-qa="day-discussion-time"]')).toHaveCount(0)
        await page.goto(modalUrl)
        await expect(modal.getByRole('radio').first()).toBeVisible()
        await expect(modal.getByText(new RegExp(`^${t.booked}`))).toHaveCount(0)
      })

      test('the calendar subscription: a secret address, renewed and revoked', async ({
        page,
        personas,
        playwright,
        baseURL,
      }) => {
        await loginAs(page, personas['three-children-1']!)
        await page.goto(`/calendar?lang=${lang}`)
        const section = page.getByRole('region', { name: t.subscription })
        await section.getByRole('button', { name: t.create }).click()
        const url = section.locator('[data-qa="subscription-url"]')
        await expect(url).toBeVisible()
        const first = (await url.textContent())!
        // The address wraps only where a line is full (not at a hyphen, leaving a short line)
        const lineEnds = await url.evaluate((code) => {
          const text = code.firstChild!
          const range = document.createRange()
          const rects = [...(text.textContent ?? '')].map((_, i) => {
            range.setStart(text, i)
            range.setEnd(text, i + 1)
            return range.getBoundingClientRect()
          })
          const lines = new Map<number, number>()
          for (const r of rects) lines.set(Math.round(r.top), Math.max(lines.get(Math.round(r.top)) ?? 0, r.right))
          const { right } = code.getBoundingClientRect()
          return { right, ends: [...lines.values()].slice(0, -1), char: rects[0]!.width }
        })
        for (const end of lineEnds.ends) expect(end).toBeGreaterThan(lineEnds.right - 2 * lineEnds.char)
        // The feed is read with its token only: a context without the session
        const anonymous = await playwright.request.newContext({ baseURL })
        const feed = await anonymous.get(first)
        expect(feed.status()).toBe(200)
        expect(parseIcs(await feed.text()).map((e) => e.summary)).toContain('Valokuvaus / Ella')
        await section.scrollIntoViewIfNeeded()
        // The section (calendar.spec checks the whole page): axe scrolls each part of the page
        // into view, which draws the phone list's later months, 5 000 elements and 20 s more
        await expectAccessible(page, '[data-qa="calendar-subscription"]')
        await shot(page, `subscription-${device}-${lang}`)

        await section.getByRole('button', { name: t.renew }).click()
        const ask = page.getByRole('alertdialog')
        await expect(ask.getByText(t.renewText)).toBeVisible()
        await settle(page)
        await ask.getByRole('button', { name: t.renew, exact: true }).click()
        await expect(url).not.toHaveText(first)
        const second = (await url.textContent())!
        expect((await anonymous.get(first)).status()).toBe(404)
        expect((await anonymous.get(second)).status()).toBe(200)

        // Personal details show the same subscription; revoking there stops the address
        await page.goto(`/personal-details?lang=${lang}`)
        const details = page.getByRole('region', { name: t.subscription })
        await details.getByRole('button', { name: t.revoke }).click()
        await expect(page.getByRole('alertdialog')).toBeVisible()
        await settle(page)
        await page.getByRole('alertdialog').getByRole('button', { name: t.revoke, exact: true }).click()
        await expect(details.getByText(t.none)).toBeVisible()
        expect((await anonymous.get(second)).status()).toBe(404)
        await expectAccessible(page)
        await anonymous.dispose()
      })
    })
  }
}

test.describe('discussion times: the race and the deadline', () => {
  test('TIME_ALREADY_RESERVED clears the choice and reloads; a booked time past the window shows the deadline info', async ({
    page,
    personas,
    playwright,
    baseURL,
    request,
  }) => {
    await loginAs(page, personas['three-children-1']!)
    const onni = (await childrenOf(page)).find((c) => c.firstName === 'Onni')!
    // A survey of Onni's unit: one time that Aino Virtanen (Eetu, the same unit) books meanwhile
    const date = discussionWindowStart(isoInDays(0))
    const survey = await createEvent(request, {
      title: 'Kilpailu',
      period: { start: isoInDays(0), end: addDays(date, 10) },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: onni.unit!.id }],
      times: [
        { date: addDays(date, 1), startTime: '09:00', endTime: '09:30' },
        { date: addDays(date, 1), startTime: '10:00', endTime: '10:30' },
      ],
    })
    await page.goto(
      `/calendar?modal=discussion-reservations&selectedChildId=${onni.id}&selectedEventId=${survey.id}&lang=fi`,
    )
    const modal = dialog(page, 'Varaa keskusteluaika')
    await expect(modal.getByRole('radio')).toHaveCount(2)
    await modal.getByRole('radio').first().check()

    const aino = await playwright.request.newContext({ baseURL })
    await aino.post('/api/dev/login', {
      headers: csrf,
      data: { ssn: (personas['one-child'] as Persona).ssn, authLevel: 'WEAK' },
    })
    const eetuId = (personas['one-child'] as Persona).children[0]!.id
    const booked = await aino.post('/api/citizen/calendar-event/reservation', {
      headers: csrf,
      data: { calendarEventTimeId: survey.timeIds[0], childId: eetuId },
    })
    expect(booked.status()).toBe(200)
    await aino.dispose()

    await modal.getByRole('button', { name: 'Vahvista varaus' }).click()
    await expect(modal.getByText(/Aika ehdittiin varata toiselle/)).toBeVisible()
    // The times were read again: Eetu's is gone, nothing is chosen
    await expect(modal.getByRole('radio')).toHaveCount(1)
    await expect(modal.getByRole('radio').first()).not.toBeChecked()
    await expectAccessible(page)

    // A time booked for Onni inside the two-working-day window: no cancel, the deadline info
    const late = await createEvent(request, {
      title: 'Myöhäinen',
      period: { start: isoInDays(0), end: isoInDays(10) },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: onni.unit!.id }],
      times: [{ date: isoInDays(1), startTime: '09:00', endTime: '09:30', childId: onni.id }],
    })
    await page.goto(
      `/calendar?modal=discussion-reservations&selectedChildId=${onni.id}&selectedEventId=${late.id}&lang=fi`,
    )
    const lateModal = dialog(page, 'Varaa keskusteluaika')
    await expect(lateModal.getByText(/määräaika on umpeutunut/)).toBeVisible()
    await expect(lateModal.getByRole('button', { name: 'Peru varaus' })).toHaveCount(0)
    await expectAccessible(page)
  })
})
