import type { Page } from '@playwright/test'
import { addDays, daysOf, formatDate, isWeekend, startOfIsoWeek } from '../../contract/src/dates'
import { isFinnishHoliday } from '../../contract/src/holidays'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  isoInDays,
  dateField,
  expectToast,
  csrf,
  fillRange,
} from '../fixtures'
import { calendar, childDay, dialog } from '../calendar-fixtures'

/**
 * Holiday questionnaires (issue 29, spec 001 "Holiday periods"): the demo's FIXED_PERIOD
 * questionnaire over the holiday period open for answers (two free weeks from the Monday of
 * today + 98 days), OPEN_RANGES and strong-login questionnaires made through the dev API (the
 * active one created last is the one asked).
 */

const workingDays = (r: { start: string; end: string }) =>
  [...daysOf(r)].filter((d) => !isWeekend(d) && !isFinnishHoliday(d))
// The demo questionnaire's first week (api/src/dev: the same day from today)
const monday = () => startOfIsoWeek(isoInDays(98))
/**
 * A Monday near the demo's whose two weeks have no public holiday (Easter Monday, Ascension
 * Day…), for a questionnaire of the test's own whose week answered is five absences on any date
 */
function holidayFreeMonday() {
  let start = monday()
  while ([0, 1].some((n) => workingDays({ start: addDays(start, 7 * n), end: addDays(start, 7 * n + 4) }).length < 5))
    start = addDays(start, 7)
  return start
}
const week = (n: number) => ({ start: addDays(monday(), 7 * n), end: addDays(monday(), 7 * n + 6) })
const range = (r: { start: string; end: string }) => `${formatDate(r.start)}–${formatDate(r.end)}`

async function devQuestionnaire(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/dev/holiday-questionnaires', { headers: csrf, data: body })
  expect(response.ok(), await response.text()).toBe(true)
}

const texts = {
  fi: {
    cta: (deadline: string) => `Vastaa lomakyselyyn ${formatDate(deadline)} mennessä.`,
    answer: 'Vastaa lomakyselyyn',
    title: 'Maksuton lomaviikko',
    option: (r: { start: string; end: string }) => `Maksuton lomaviikko ${range(r)}`,
    noHoliday: 'Ei maksutonta poissaoloa',
    save: 'Tallenna',
    saved: 'Vastaus tallennettu',
    partly: /Olet vastannut lomakyselyyn vain osan lapsista puolesta/,
    freeAbsence: 'Maksuton poissaolo',
    fromAnswer: /Poissaolo tulee vastauksestasi loma-ajan kyselyyn/,
    picker: 'Uusi merkintä',
    pickerHolidays: 'Lomakysely',
    addRange: 'Lisää lomajakso',
    rangeLabel: (n: number) => `Lomajakso ${n}`,
    overlap: 'Päällekkäiset ajanjaksot',
    tooEarly: 'Päivämäärä on liian aikaisin',
    errorSummary: 'Tarkista seuraavat kohdat:',
    lock: 'Vaatii vahvan tunnistautumisen',
    strongTitle: 'Vahva tunnistautuminen tarvitaan',
    strongLink: 'Tunnistaudu vahvasti',
    openTitle: 'Lomakysely',
  },
  sv: {
    cta: (deadline: string) => `Svara på semesterenkäten senast ${formatDate(deadline)}.`,
    answer: 'Svara på semesterenkäten',
    title: 'Avgiftsfri semestervecka',
    option: (r: { start: string; end: string }) => `Avgiftsfri semestervecka ${range(r)}`,
    noHoliday: 'Ingen avgiftsfri frånvaro',
    save: 'Spara',
    saved: 'Svaret har sparats',
    partly: /Du har svarat på semesterenkäten för bara en del av barnen/,
    freeAbsence: 'Avgiftsfri frånvaro',
    fromAnswer: /Frånvaron kommer från ditt svar på semesterenkäten/,
    picker: 'Ny anteckning',
    pickerHolidays: 'Semesterenkät',
    addRange: 'Lägg till semesterperiod',
    rangeLabel: (n: number) => `Semesterperiod ${n}`,
    overlap: 'Överlappande perioder',
    tooEarly: 'Datumet är för tidigt',
    errorSummary: 'Kontrollera följande:',
    lock: 'Kräver stark autentisering',
    strongTitle: 'Stark autentisering behövs',
    strongLink: 'Identifiera dig starkt',
    openTitle: 'Semesterenkät',
  },
}

for (const [lang, width] of [
  ['fi', 1280],
  ['sv', 375],
] as const) {
  const t = texts[lang]
  const phone = width < 1000

  /**
   * Opens the questionnaire as a person does: the call to action's button (or, once answered, the
   * toolbar's), on a phone the picker
   */
  async function openQuestionnaire(page: Page, title: string, via: 'cta' | 'toolbar' = 'cta') {
    if (phone) {
      await page.getByRole('button', { name: t.picker }).click()
      await page.getByRole('button', { name: t.pickerHolidays }).click()
    } else if (via === 'toolbar') {
      await page.getByRole('button', { name: t.pickerHolidays }).click()
    } else {
      await page.getByRole('link', { name: t.answer }).click()
    }
    const modal = dialog(page, title)
    await expect(modal).toBeVisible()
    return modal
  }

  test.describe(`holiday questionnaires (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('FIXED_PERIOD: a week for one child, the absences on its days, the answer shown again', async ({
      page,
      personas,
    }) => {
      await loginAs(page, personas['three-children-1']!)
      await page.goto(`/calendar?lang=${lang}`)
      await expect(page.getByText(t.cta(isoInDays(21)))).toBeVisible()
      await expectAccessible(page)
      const modal = await openQuestionnaire(page, t.title)
      await expect(page).toHaveURL(/modal=holidays/)
      const onni = modal.getByRole('radiogroup', { name: 'Onni Korhonen' })
      await expect(onni.getByRole('radio')).toHaveCount(3)
      await onni.getByRole('radio', { name: t.option(week(1)) }).check()
      await expectAccessible(page)
      await modal.getByRole('button', { name: t.save }).click()
      await expectToast(page, t.saved)
      await expect(modal).toBeHidden()
      // Onni answered, Ella and Veeti not yet
      await expect(page.getByText(t.partly)).toBeVisible()

      const data = await calendar(page, week(1).start, week(1).end)
      for (const date of workingDays(week(1))) {
        expect(childDay(data, 'Onni', date)?.absence).toMatchObject({ type: 'FREE_ABSENCE', editable: false })
      }
      const day = workingDays(week(1))[0]!
      await page.goto(`/calendar?lang=${lang}&day=${day}`)
      const dayView = dialog(page, new RegExp(formatDate(day)))
      await expect(dayView.getByText(t.freeAbsence).first()).toBeVisible()
      await expect(dayView.getByText(t.fromAnswer)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dayView).toBeHidden()

      // The answer is there when the questionnaire opens again; "no holiday" clears the days
      const again = await openQuestionnaire(page, t.title)
      const onniAgain = again.getByRole('radiogroup', { name: 'Onni Korhonen' })
      await expect(onniAgain.getByRole('radio', { name: t.option(week(1)) })).toBeChecked()
      await onniAgain.getByRole('radio', { name: t.noHoliday }).check()
      await again.getByRole('button', { name: t.save }).click()
      await expect(again).toBeHidden()
      const after = await calendar(page, week(1).start, week(1).end)
      expect(childDay(after, 'Onni', day)?.absence ?? null).toBeNull()
    })

    test('OPEN_RANGES: overlapping ranges are refused with the message, then saved', async ({ page, personas }) => {
      const m = holidayFreeMonday()
      const period = { start: m, end: addDays(m, 13) }
      await devQuestionnaire(page, {
        type: 'OPEN_RANGES',
        active: { start: isoInDays(-1), end: isoInDays(10) },
        period,
        absenceTypeThreshold: 5,
        title: { fi: 'Lomakysely', sv: 'Semesterenkät', en: 'Holiday questionnaire' },
      })
      await loginAs(page, personas['weak-login']!, 'WEAK')
      await page.goto(`/calendar?lang=${lang}`)
      const modal = await openQuestionnaire(page, t.openTitle)
      await modal.getByRole('button', { name: t.addRange }).click()
      await modal.getByRole('button', { name: t.addRange }).click()
      const first = dateField(modal, t.rangeLabel(1))
      const second = dateField(modal, t.rangeLabel(2))
      await fillRange(first, m, addDays(m, 4))
      await fillRange(second, addDays(m, 4), addDays(m, 8))
      await modal.getByRole('button', { name: t.save }).click()
      await expect(modal.getByText(t.errorSummary)).toBeVisible()
      await expect(modal.getByText(t.overlap).last()).toBeVisible()
      await expectAccessible(page)
      // Before the period: too early
      await fillRange(second, addDays(m, -3), addDays(m, 8))
      await expect(modal.getByText(t.tooEarly).last()).toBeVisible()
      await fillRange(second, addDays(m, 7), addDays(m, 8))
      await expect(modal.getByText(t.overlap)).toHaveCount(0)
      await modal.getByRole('button', { name: t.save }).click()
      await expectToast(page, t.saved)
      await expect(modal).toBeHidden()
      const data = await calendar(page, period.start, period.end)
      expect(childDay(data, 'Siiri', m)?.absence?.type).toBe('FREE_ABSENCE')
      expect(childDay(data, 'Siiri', addDays(m, 7))?.absence?.type).toBe('OTHER_ABSENCE')
      expect(childDay(data, 'Siiri', addDays(m, 9))?.absence ?? null).toBeNull()

      // Siiri, the only child asked about, is answered: nothing calls to answer, and the
      // questionnaire still opens (the toolbar, the picker on a phone) with the answer to change
      await expect(page.getByText(t.cta(isoInDays(10)))).toBeHidden()
      await expect(page.getByRole('link', { name: t.answer })).toHaveCount(0)
      // On a phone the toast lies over the action button until it goes (held while hovered)
      await page.mouse.move(0, 0)
      await expect(page.getByRole('alertdialog', { name: t.saved })).toBeHidden({ timeout: 15_000 })
      const again = await openQuestionnaire(page, t.openTitle, 'toolbar')
      await expect(dateField(again, t.rangeLabel(2))).toBeVisible()
    })

    test('a questionnaire that needs a strong login shows a lock and the strong-login link to a weak login', async ({
      page,
      personas,
    }) => {
      await devQuestionnaire(page, {
        type: 'FIXED_PERIOD',
        requiresStrongAuth: true,
        active: { start: isoInDays(-1), end: isoInDays(10) },
        periodOptions: [week(0)],
        title: { fi: 'Maksuton lomaviikko', sv: 'Avgiftsfri semestervecka', en: 'A free holiday week' },
      })
      await loginAs(page, personas['weak-login']!, 'WEAK')
      await page.goto(`/calendar?lang=${lang}`)
      await expect(page.getByRole('img', { name: t.lock })).toBeVisible()
      const modal = await openQuestionnaire(page, t.title)
      await expect(modal.getByText(t.strongTitle)).toBeVisible()
      await expect(modal.getByRole('radio')).toHaveCount(0)
      await expect(modal.getByRole('link', { name: t.strongLink })).toHaveAttribute(
        'href',
        /\/api\/citizen\/auth\/sfi\/login\?RelayState=%2Fcalendar%3Fmodal%3Dholidays/,
      )
      await expectAccessible(page)
    })
  })
}
