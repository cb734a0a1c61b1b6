import type { Page } from '@playwright/test'
import { addDays, formatDate, isoWeekday } from '../../contract/src/dates'
import { calendarAs, chooseOnly, dialog, idOf, preschoolFortnight } from '../calendar-fixtures'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  isoInDays,
  expectToast,
  csrf,
  expectNoSidewaysScroll,
  fillRange,
} from '../fixtures'

/**
 * Long preschool absence applications (issue 27 part; spec 001 "Absence application form"): Kaisa
 * Lehtonen's Aada has one waiting, one accepted and one rejected application in the demo. On a
 * phone and a desktop, in Finnish and English: the child page's list, a new application through
 * the form (errors first), withdrawing it after the confirmation, and the calendar's "more than
 * five absence days" block leading to the form.
 */

interface Range {
  start: string
  end: string
}

const texts = {
  fi: {
    section: 'Poissaolohakemukset',
    new: 'Uusi poissaolohakemus',
    title: 'Poissaolohakemus',
    range: 'Poissaolon ajanjakso',
    description: 'Poissaolon syy',
    confirm: /Vahvistan, että tiedot ovat oikein/,
    send: 'Lähetä hakemus',
    summary: 'Tarkista nämä tiedot:',
    required: 'Poissaolon ajanjakso: Pakollinen tieto',
    sent: 'Poissaolohakemus lähetettiin',
    waiting: 'Odottaa päätöstä',
    rejected: 'Hylätty',
    reason: 'Hylkäyksen perustelu',
    cancel: 'Peru hakemus',
    cancelTitle: 'Perutaanko poissaolohakemus?',
    cancelText: /perutaan ja poistetaan/,
    cancelled: 'Poissaolohakemus peruttiin',
    otherAbsence: 'Muu poissaolo',
    absenceModal: 'Poissaolo',
    blockLink: 'Aada: tee poissaolohakemus',
    leave: 'Poistu tallentamatta',
  },
  en: {
    section: 'Absence applications',
    new: 'New absence application',
    title: 'Absence application',
    range: 'Period of absence',
    description: 'Reason for the absence',
    confirm: /I confirm that the information is correct/,
    send: 'Send application',
    summary: 'Check these details:',
    required: 'Period of absence: Required',
    sent: 'The absence application was sent',
    waiting: 'Waiting for a decision',
    rejected: 'Rejected',
    reason: 'Reason for rejection',
    cancel: 'Withdraw application',
    cancelTitle: 'Withdraw the absence application?',
    cancelText: /is withdrawn and deleted/,
    cancelled: 'The absence application was withdrawn',
    otherAbsence: 'Other absence',
    absenceModal: 'Absence',
    blockLink: 'Aada: make an absence application',
    leave: 'Leave without saving',
  },
} as const

async function aadaId(page: Page): Promise<string> {
  const response = await page.request.get('/api/citizen/children', { headers: csrf })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { id: string; firstName: string }[]).find((c) => c.firstName === 'Aada')!.id
}

/** Monday to Friday inside Aada's allowed ranges, five weeks or more ahead (after the demo's waiting one) */
async function freeWeek(page: Page, childId: string): Promise<Range> {
  const response = await page.request.get(`/api/citizen/absence-application/application-possible?childId=${childId}`, {
    headers: csrf,
  })
  expect(response.ok()).toBe(true)
  for (const r of (await response.json()) as Range[]) {
    let start = r.start < isoInDays(60) ? isoInDays(60) : r.start
    while (isoWeekday(start) !== 1) start = addDays(start, 1)
    if (addDays(start, 4) <= r.end) return { start, end: addDays(start, 4) }
  }
  throw new Error('No free week in the allowed ranges')
}

const openSection = async (page: Page, title: string) => {
  const details = page.locator('[data-section="absence-applications"] details')
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await page.locator('summary').filter({ hasText: title }).click()
  return page.locator('[data-section="absence-applications"]')
}

for (const [device, viewport] of [
  ['phone', { width: 375, height: 800 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  for (const lang of ['fi', 'en'] as const) {
    const t = texts[lang]
    test.describe(`absence applications on a ${device} (${lang})`, () => {
      test.use({ viewport })

      test('list, a new application, withdrawing it', async ({ page, personas }) => {
        await loginAs(page, personas['preschool']!, 'WEAK')
        const aada = await aadaId(page)
        const week = await freeWeek(page, aada)
        await page.goto(`/children/${aada}?lang=${lang}`)
        const section = await openSection(page, t.section)
        const rows = section.locator('[data-qa="absence-application"]')
        await expect(rows).toHaveCount(3)
        const rejected = rows.filter({ hasText: t.rejected })
        await expect(rejected.getByText(t.reason)).toBeVisible()
        await expect(rejected.getByText(/esiopetuslain mukainen/)).toBeVisible()
        await expect(rows.getByRole('button', { name: t.cancel })).toHaveCount(1)
        await expectAccessible(page)
        await expectNoSidewaysScroll(page)
        await page.screenshot({ path: `../.data/e2e-results/absence-section-${device}-${lang}.png`, fullPage: true })

        // The form: the errors first, the first one focused
        await section.getByRole('link', { name: t.new }).click()
        await expect(page).toHaveURL(new RegExp(`/children/${aada}/absence-application$`))
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
        await page.getByRole('button', { name: t.send }).click()
        await expect(page.getByText(t.summary)).toBeVisible()
        await expect(page.getByRole('link', { name: t.required })).toBeVisible()
        await expect(page.getByRole('group', { name: t.range }).getByRole('spinbutton').first()).toBeFocused()
        // The confirmation is marked invalid, its error its description
        const confirmBox = page.getByRole('checkbox', { name: t.confirm })
        await expect(confirmBox).toHaveAttribute('aria-invalid', 'true')
        await expect(confirmBox).toHaveAccessibleDescription(/./)
        await expectAccessible(page)
        await expectNoSidewaysScroll(page)
        await page.screenshot({ path: `../.data/e2e-results/absence-form-${device}-${lang}.png`, fullPage: true })

        await fillRange(page.getByRole('group', { name: t.range }), week.start, week.end)
        await page.getByRole('textbox', { name: t.description }).fill('Mökkiviikko isovanhempien kanssa')
        await page.getByRole('checkbox', { name: t.confirm }).check()
        await page.getByRole('button', { name: t.send }).click()
        await expect(page).toHaveURL(new RegExp(`/children/${aada}$`))
        await expectToast(page, t.sent)

        // Listed (the section shown open), waiting; withdrawn after the confirmation that says so
        await expect(page.locator('[data-section="absence-applications"] details')).toHaveAttribute('open', '')
        const listed = page.locator('[data-section="absence-applications"]')
        const mine = listed
          .locator('[data-qa="absence-application"]')
          .filter({ hasText: `${formatDate(week.start)}–${formatDate(week.end)}` })
        await expect(mine.getByText(t.waiting)).toBeVisible()
        await expect(mine.getByText('Mökkiviikko isovanhempien kanssa')).toBeVisible()
        await mine.getByRole('button', { name: t.cancel }).click()
        const confirm = page.getByRole('alertdialog', { name: t.cancelTitle })
        await expect(confirm.getByText(t.cancelText)).toBeVisible()
        await expectAccessible(page)
        await confirm.getByRole('button', { name: t.cancel }).click()
        await expectToast(page, t.cancelled)
        await expect(mine).toHaveCount(0)
        await expect(listed.locator('[data-qa="absence-application"]')).toHaveCount(3)
      })

      test('the calendar’s block of more than five absence days leads to the form', async ({ page, personas }) => {
        const data = await calendarAs(page, personas['preschool']!, 'WEAK')
        const aada = idOf(data, 'Aada')
        const start = await preschoolFortnight(page, data, aada)
        await page.goto(`/calendar?lang=${lang}&modal=absences&startDate=${start}&endDate=${addDays(start, 11)}`)
        const modal = dialog(page, t.absenceModal)
        await chooseOnly(modal, 'Aada Lehtonen', ['Aada Lehtonen', 'Eino Lehtonen'])
        await modal.getByRole('radio', { name: t.otherAbsence }).check()
        const link = modal.getByRole('link', { name: t.blockLink })
        await expect(link).toBeVisible()
        await expectAccessible(page)
        await link.click()
        // The modal's input is unsaved: leaving asks first
        const leave = page.getByRole('button', { name: t.leave })
        if (await leave.isVisible().catch(() => false)) await leave.click()
        await expect(page).toHaveURL(new RegExp(`/children/${aada}/absence-application$`))
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      })
    })
  }
}

test.describe('the reservation modal', () => {
  test('marking a preschool child absent for over five days is refused with a link to the form', async ({
    page,
    personas,
  }) => {
    const data = await calendarAs(page, personas['preschool']!, 'WEAK')
    const aada = idOf(data, 'Aada')
    const start = await preschoolFortnight(page, data, aada)
    await page.goto(`/calendar?lang=en&modal=reservations&startDate=${start}&endDate=${addDays(start, 11)}`)
    const modal = dialog(page, 'Attendance reservations')
    await chooseOnly(modal, 'Aada Lehtonen', ['Aada Lehtonen', 'Eino Lehtonen'])
    await modal.getByRole('group', { name: 'Every day' }).getByRole('radio', { name: 'Absent' }).check()
    await modal.getByRole('button', { name: 'Save' }).click()
    await expect(modal.getByRole('link', { name: 'Aada: make an absence application' })).toHaveAttribute(
      'href',
      `/children/${aada}/absence-application`,
    )
    await expectAccessible(page)
  })
})

test.describe('a session that ends while sending an absence application', () => {
  test('keeps the input through the login, and says so (en)', async ({ page, personas }) => {
    const t = texts.en
    const kaisa = personas['preschool']!
    await loginAs(page, kaisa, 'WEAK')
    const aada = await aadaId(page)
    const week = await freeWeek(page, aada)
    await page.goto(`/children/${aada}/absence-application?lang=en`)
    await fillRange(page.getByRole('group', { name: t.range }), week.start, week.end)
    await page.getByRole('textbox', { name: t.description }).fill('A week at the cottage')
    await page.getByRole('checkbox', { name: t.confirm }).check()
    await page.context().clearCookies()
    await page.getByRole('button', { name: t.send }).click()
    await expect(page).toHaveURL(/\/login\?next=/)
    const next = new URL(page.url()).searchParams.get('next')!
    expect(next).toBe(`/children/${aada}/absence-application?lang=en`)
    await loginAs(page, kaisa, 'WEAK')
    await page.goto(next)
    await expect(page.getByText('The form has your earlier input that was not yet sent.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.description })).toHaveValue('A week at the cottage')
    await expectAccessible(page)
    await page.getByRole('checkbox', { name: t.confirm }).check()
    await page.getByRole('button', { name: t.send }).click()
    await expectToast(page, t.sent)
  })
})
