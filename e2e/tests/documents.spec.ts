import type { Page } from '@playwright/test'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  dateField,
  fillDate,
  expectToast,
  csrf,
  expectNoSidewaysScroll,
} from '../fixtures'

/**
 * Child documents (issue 27, spec 001 "Child document view"): Aino Virtanen of the demo data has a
 * start-of-care survey (CITIZEN_DRAFT, one question of every type) waiting for her. The calendar's
 * notice opens it for filling in; sending it returns to the calendar with a success toast.
 */

const texts = {
  fi: {
    notice: /Henkilökunta on pyytänyt sinua täyttämään asiakirjan, joka koskee lastasi: Eetu Virtanen/,
    weak: 'Asiakirjan täyttäminen vaatii vahvan tunnistautumisen.',
    link: 'Täytä asiakirja',
    preview: 'Esikatsele',
    edit: 'Muokkaa',
    send: 'Lähetä',
    confirmTitle: 'Lähetetäänkö asiakirja?',
    confirm: 'Lähetä asiakirja',
    sent: 'Asiakirja lähetetty.',
    other: 'muu, mikä?: tarkenna',
    addRow: 'Lisää rivi',
    back: 'Takaisin kalenteriin',
    print: 'Tulosta',
    download: /Lataa \(PDF\)/,
    sentNotice: 'Asiakirja on lähetetty. Sitä ei voi enää muuttaa.',
  },
  en: {
    notice: /Staff have asked you to fill in a document concerning your child: Eetu Virtanen/,
    weak: 'Filling in the document requires strong identification.',
    link: 'Fill in the document',
    preview: 'Preview',
    edit: 'Edit',
    send: 'Send',
    confirmTitle: 'Send the document?',
    confirm: 'Send the document',
    sent: 'Document sent.',
    other: 'muu, mikä?: please specify',
    addRow: 'Add a row',
    back: 'Back to the calendar',
    print: 'Print',
    download: /Download \(PDF\)/,
    sentNotice: 'The document has been sent. It can no longer be changed.',
  },
} as const

/** The child's documents, as its logged-in guardian's list shows them */
async function documentsOf(page: Page, childId: string) {
  const response = await page.request.get(`/api/citizen/child-documents?childId=${childId}`, { headers: csrf })
  return (await response.json()) as { id: string; templateName: string; status: string }[]
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  for (const lang of ['fi', 'en'] as const) {
    test(`fills in and sends a CITIZEN_DRAFT from the calendar's notice (${lang}, ${viewport.width} px)`, async ({
      page,
      personas,
    }) => {
      test.setTimeout(90_000)
      const t = texts[lang]
      await page.setViewportSize(viewport)
      await loginAs(page, personas['one-child']!)
      await page.goto(`/calendar?lang=${lang}`)
      await expect(page.getByText(t.notice)).toBeVisible()
      await page.getByRole('link', { name: t.link }).click()
      await expect(page).toHaveURL(/\/child-documents\/[^?]+\?returnTo=calendar&readOnly=false$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Varhaiskasvatuksen aloituskysely' })).toBeVisible()
      await expect(page.getByRole('link', { name: t.back })).toBeVisible()
      await expect(page.getByRole('button', { name: t.print })).toBeVisible()
      // Not downloadable until completed
      await expect(page.getByRole('link', { name: t.download })).toHaveCount(0)

      // Every question type of the template
      await page.getByRole('textbox', { name: 'Millä nimellä lasta kutsutaan?' }).fill('Eetu-poika')
      await page.getByRole('textbox', { name: 'Toiveet varhaiskasvatukselle' }).fill('Paljon ulkoilua\nja lauluja')
      await page.getByLabel('Lasta saa valokuvata varhaiskasvatuksen toiminnassa').check()
      await page.getByRole('checkbox', { name: 'suomi' }).check()
      await page.getByRole('checkbox', { name: 'muu, mikä?' }).check()
      await page.getByRole('textbox', { name: t.other }).fill('viro')
      await page.getByRole('radio', { name: 'Kyllä' }).check()
      await fillDate(dateField(page, 'Toivottu keskustelupäivä'), '15.12.2026')
      await page.getByRole('textbox', { name: 'Nimi (1)' }).fill('Mummo Virtanen')
      await page.getByRole('textbox', { name: 'Puhelin (1)' }).fill('040 111 2222')
      await page.getByRole('button', { name: t.addRow }).click()
      await page.getByRole('textbox', { name: 'Nimi (2)' }).fill('Ukki Virtanen')
      await page.getByRole('textbox', { name: 'Puhelin (2)' }).fill('040 333 4444')
      await expectAccessible(page)
      await expectNoSidewaysScroll(page)

      // Preview shows the answers as they will be sent
      await page.getByRole('button', { name: t.preview }).click()
      await expect(page.getByText('Eetu-poika')).toBeVisible()
      await expect(page.getByText('muu, mikä?: viro')).toBeVisible()
      await expect(page.getByText('15.12.2026')).toBeVisible()
      await expect(page.getByText(/Ukki Virtanen/)).toBeVisible()
      await expectAccessible(page)
      await expectNoSidewaysScroll(page)

      // Send asks first (the one at the end of the form); cancel keeps the draft
      await page.getByRole('button', { name: t.send, exact: true }).last().click()
      const dialog = page.getByRole('dialog', { name: t.confirmTitle })
      await expect(dialog).toBeVisible()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: t.confirm }).click()
      await expect(page).toHaveURL(/\/calendar$/)
      await expectToast(page, t.sent)
      await expect(page.getByText(t.notice)).toHaveCount(0)

      // Sent: COMPLETED with the answers, no form, downloadable
      const unanswered = await page.request.get('/api/citizen/child-documents/unanswered', { headers: csrf })
      expect(await unanswered.json()).toEqual([])
      const eetu = personas['one-child']!.children[0]!.id
      const survey = (await documentsOf(page, eetu)).find((d) => d.templateName === 'Varhaiskasvatuksen aloituskysely')!
      expect(survey.status).toBe('COMPLETED')
      await page.goto(`/child-documents/${survey.id}?lang=${lang}`)
      await expect(page.getByText(t.sentNotice)).toBeVisible()
      await expect(page.getByText('Eetu-poika')).toBeVisible()
      await expect(page.getByRole('button', { name: t.send, exact: true })).toHaveCount(0)
      await expect(page.getByRole('link', { name: t.download })).toBeVisible()
      await expectNoSidewaysScroll(page)
    })
  }
}

test('an answer too long is named in the summary and focused; Preview is the default without readOnly=false', async ({
  page,
  personas,
}) => {
  await loginAs(page, personas['one-child']!)
  const eetu = personas['one-child']!.children[0]!.id
  const survey = (await documentsOf(page, eetu)).find((d) => d.status === 'CITIZEN_DRAFT')!
  await page.goto(`/child-documents/${survey.id}`)
  // readOnly defaults to true: the preview first
  await expect(page.getByRole('button', { name: 'Esikatsele' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await page.getByRole('button', { name: 'Muokkaa' }).click()
  const nickname = page.getByRole('textbox', { name: 'Millä nimellä lasta kutsutaan?' })
  await nickname.fill('x'.repeat(10_001))
  await page.getByRole('textbox', { name: 'Toiveet varhaiskasvatukselle' }).focus()
  await page.getByRole('button', { name: 'Lähetä', exact: true }).first().click()
  await expect(page.getByText('Korjaa nämä kohdat ennen lähettämistä:')).toBeVisible()
  await expect(nickname).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await nickname.fill('Eetu')
  await page.getByRole('button', { name: 'Lähetä', exact: true }).first().click()
  await expect(page.getByRole('dialog', { name: 'Lähetetäänkö asiakirja?' })).toBeVisible()
  await page.getByRole('button', { name: 'Peruuta' }).click()
  // Leaving with unsent answers asks first
  await page.getByRole('link', { name: 'Takaisin lapsen sivulle' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Poistutaanko tallentamatta?' })).toBeVisible()
})

test('the mode shows which is on; Send at the end of the form clears the bottom bar; an empty survey is said to be empty (375 px)', async ({
  page,
  personas,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await loginAs(page, personas['one-child']!)
  const eetu = personas['one-child']!.children[0]!.id
  const survey = (await documentsOf(page, eetu)).find((d) => d.status === 'CITIZEN_DRAFT')!
  await page.goto(`/child-documents/${survey.id}?readOnly=false`)
  const edit = page.getByRole('button', { name: 'Muokkaa' })
  const preview = page.getByRole('button', { name: 'Esikatsele' })
  await expect(edit).toHaveAttribute('aria-pressed', 'true')
  // The pressed mode looks unlike the other: filled, not outlined
  const background = (button: typeof edit) => button.evaluate((b) => getComputedStyle(b).backgroundColor)
  expect(await background(edit)).not.toBe(await background(preview))
  const editOn = await background(edit)
  await preview.click()
  await expect(preview).toHaveAttribute('aria-pressed', 'true')
  expect(await background(preview)).toBe(editOn)
  expect(await background(edit)).not.toBe(editOn)
  await edit.click()

  // Send at the end of the long form, reached from the last field, stops above the bottom bar
  const send = page.getByRole('button', { name: 'Lähetä', exact: true })
  await expect(send).toHaveCount(2)
  await page.getByRole('button', { name: 'Lisää rivi' }).focus()
  await page.keyboard.press('Tab')
  await expect(send.last()).toBeFocused()
  const bar = await page.getByRole('navigation').last().boundingBox()
  const box = await send.last().boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y)
  await expectAccessible(page)

  // Nothing answered: the confirmation says so, and so does the toast
  await send.last().click()
  const dialog = page.getByRole('dialog', { name: 'Lähetetäänkö asiakirja ilman vastauksia?' })
  await expect(dialog.getByText('Et ole vastannut yhteenkään kysymykseen.', { exact: false })).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Lähetä asiakirja' }).click()
  await expectToast(page, 'Asiakirja lähetetty ilman vastauksia.')
})

test('the calendar’s notice tells a weak login that filling in needs a strong one', async ({ page, personas }) => {
  const pekka = personas['weak-login']!
  const siiri = pekka.children[0]!.id
  const template = await page.request.post('/api/dev/document-templates', { data: { name: 'Kysely' }, headers: csrf })
  const { id: templateId } = (await template.json()) as { id: string }
  expect(
    (
      await page.request.post('/api/dev/child-documents', {
        data: { childId: siiri, templateId, status: 'CITIZEN_DRAFT' },
        headers: csrf,
      })
    ).ok(),
  ).toBe(true)
  await loginAs(page, pekka, 'WEAK')
  await page.goto('/calendar')
  await expect(page.getByText(new RegExp(`joka koskee lastasi: ${pekka.children[0]!.firstName}`))).toBeVisible()
  await expect(page.getByText(texts.fi.weak)).toBeVisible()
  await expectAccessible(page)
})

test('a document another family’s guardian opens is not found', async ({ page, personas }) => {
  await loginAs(page, personas['one-child']!)
  const list = await documentsOf(page, personas['one-child']!.children[0]!.id)
  await page.context().clearCookies()
  await loginAs(page, personas['three-children-1']!)
  await page.goto(`/child-documents/${list[0]!.id}`)
  await expect(page.getByText('Asiakirjaa ei löytynyt.')).toBeVisible()
})

test('documents sections on the child page, and their unread count in the header', async ({ page, personas }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await loginAs(page, personas['one-child']!)
  const eetu = personas['one-child']!.children[0]!.id
  await page.goto(`/children/${eetu}`)
  // One child: the header's link to the page carries the unread documents' count
  await expect(
    page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: /^Lapset/ }),
  ).toHaveAccessibleName(/uutta|uusi/)
  // Each section's title carries its own count: two child documents and one pedagogical document
  const summary = (title: string) => page.locator('summary').filter({ hasText: title })
  await expect(summary('Lapsen asiakirjat')).toContainText('2 uutta')
  await expect(summary('Pedagoginen dokumentointi')).toContainText('1 uusi')
  await page.getByText('Lapsen asiakirjat', { exact: true }).click()
  await page.getByText('Pedagoginen dokumentointi', { exact: true }).click()
  await expect(page.getByRole('link', { name: 'Varhaiskasvatuksen aloituskysely' })).toBeVisible()
  await expect(page.getByText('Odottaa täyttämistä')).toBeVisible()
  await expect(page.getByText('Hyväksytty')).toBeVisible()
  // Pedagogical documents: ten a page on a desktop, the newest description clamped with "read more"
  await expect(page.getByRole('button', { name: 'Seuraava sivu' })).toBeVisible()
  await page.getByRole('button', { name: 'Näytä lisää' }).first().click()
  await expect(page.getByRole('button', { name: 'Näytä vähemmän' })).toBeVisible()
  await expectAccessible(page)
  await page.setViewportSize({ width: 375, height: 740 })
  await expectNoSidewaysScroll(page)
})
