import {
  test,
  expect,
  loginAs,
  expectAccessible,
  createApplication,
  createApplicationFor,
  personIdOf,
  dateInDays,
  isoInDays,
  dateField,
  dateValue,
  fillDate,
  fileInput,
} from '../fixtures'
import { formatDate } from '../../contract/src/dates'
import { formUpdateOf } from '../../contract/src/application-rules'
import type { ApplicationDetails } from '../../contract/src/applications'
import type { Page } from '@playwright/test'

/** `wanted` when it is in a club term, else the first day of the next term */
async function clubTermDay(page: Page, wanted: string): Promise<string> {
  const response = await page.request.get('/api/citizen/public/club-terms')
  expect(response.ok()).toBe(true)
  const terms = ((await response.json()) as { term: { start: string; end: string } }[]).map((t) => t.term)
  if (terms.some((t) => t.start <= wanted && wanted <= t.end)) return wanted
  const next = terms.filter((t) => t.start > wanted).sort((a, b) => a.start.localeCompare(b.start))[0]
  expect(next, `a club term after ${wanted}`).toBeDefined()
  return next!.start
}

/** The applicant's answer about the other guardian, saved through the citizen update of a sent application. */
async function updateSecondGuardian(
  page: Page,
  id: string,
  secondGuardian: { phoneNumber: string; email: string; agreementStatus: string },
) {
  const app = (await (await page.request.get(`/api/citizen/applications/${id}`)).json()) as ApplicationDetails
  const response = await page.request.put(`/api/citizen/applications/${id}`, {
    headers: { 'x-evaka-csrf': '1' },
    data: {
      form: { ...formUpdateOf(app.form), secondGuardian },
      allowOtherGuardianAccess: true,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

const pdf = {
  name: 'todistus.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
}

async function chooseFirstUnit(page: Page, label: RegExp) {
  const select = page.getByLabel(label).first()
  await expect(select.locator('option').nth(1)).toBeAttached()
  await select.selectOption({ index: 1 })
  await page.getByRole('button', { name: label }).click()
}

test.describe('applications on a desktop', () => {
  test('a daycare application from new to sent, with an urgency attachment', async ({ page, personas }) => {
    await loginAs(page, personas['no-placements']!)
    await page.goto('/applications')
    await expect(page.getByRole('heading', { level: 1, name: 'Hakemukset' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('region', { name: 'Lilja Järvinen' }).getByRole('link', { name: 'Uusi hakemus' }).click()
    await page.getByRole('radio', { name: 'Varhaiskasvatus' }).check()
    await page.getByRole('button', { name: 'Luo hakemus' }).click()
    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]+\/edit$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Varhaiskasvatushakemus' })).toBeVisible()

    await fillDate(dateField(page, 'Toivottu aloituspäivä'), dateInDays(60))
    await expect(page.getByText(/käsittelyaika on neljä kuukautta/)).toBeVisible()
    await page.getByLabel('Hakemus on kiireellinen').check()
    await fileInput(page, /Lisää liite: Todistukset kiireellisyydestä/).setInputFiles(pdf)
    await expect(page.getByRole('link', { name: 'todistus.pdf' })).toBeVisible()
    await page.getByRole('radiogroup', { name: 'Palveluntarve' }).getByRole('radio').first().check()
    // The unit picker's map: a marker's popup adds the unit
    await page.getByRole('button', { name: 'Valitse kartalta' }).click()
    await page.locator('.leaflet-marker-icon').first().click()
    // Markers may overlap: the popup, not the marker clicked, tells which unit is added
    const popup = page.locator('.leaflet-popup')
    const unitName = await popup.locator('.map-popup-name').textContent()
    await popup.getByRole('button', { name: 'Lisää hakutoive' }).click()
    await expect(page.getByRole('list', { name: /Hakutoiveet/ }).getByText(unitName!)).toBeVisible()
    // Adding closes the popup; axe would measure contrast through its fade-out
    await expect(popup).toHaveCount(0)
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tarkista hakemus' })).toBeVisible()
    await expectAccessible(page)
    const send = page.getByRole('button', { name: 'Lähetä hakemus' })
    await expect(send).toBeDisabled()
    await page.getByLabel('Vakuutan antamani tiedot oikeiksi').check()
    await send.click()
    await expect(page.getByRole('dialog', { name: 'Hakemus on lähetetty.' })).toBeVisible()
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/applications$/)
    await expect(page.getByText('Lähetetty', { exact: true }).first()).toBeVisible()
  })

  test('the editor shows errors after verify, with counts per section', async ({ page, personas }) => {
    await loginAs(page, personas['no-placements']!)
    await page.goto(`/applications/new/${personas['no-placements']!.children[0]!.id}`)
    await page.getByRole('radio', { name: 'Varhaiskasvatus' }).check()
    await page.getByRole('button', { name: 'Luo hakemus' }).click()
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    await expect(page.getByText(/Hakemuksesta puuttuu tarpeellisia tietoja/)).toBeVisible()
    await expect(page.getByText(/puuttuva(a)? tai virheellinen tieto/).first()).toBeVisible()
    // Saving a draft needs no validation
    await page.getByRole('button', { name: 'Tallenna keskeneräisenä' }).click()
    await expect(page.getByRole('dialog')).toContainText('kuukauden viimeisimmästä tallennuksesta')
  })

  test('a preschool application with connected daycare, in English', async ({ page, personas }) => {
    await loginAs(page, personas['weak-login']!)
    await page.goto(`/applications/new/${personas['weak-login']!.children[0]!.id}?lang=en`)
    await page.getByRole('radio', { name: 'Pre-primary education' }).check()
    await page.getByRole('button', { name: 'Create the application' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pre-primary education application' })).toBeVisible()
    const start = dateField(page, 'Preferred start date')
    await expect(start.getByRole('spinbutton').last()).toHaveText(/^\d{4}$/) // the next term's start is filled in
    await page.getByLabel('I also apply for connected early childhood education').check()
    await fillDate(dateField(page, /^Preferred start date of connected/), await dateValue(start))
    await page.getByRole('radiogroup', { name: 'Service need' }).getByRole('radio').first().check()
    await chooseFirstUnit(page, /Add a preferred unit/)
    await page.getByRole('button', { name: 'Check before sending' }).click()
    await page.getByLabel('I confirm that the information I have given is correct').check()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Send the application' }).click()
    await expect(page.getByRole('dialog', { name: 'The application has been sent.' })).toBeVisible()
  })

  test('edit a sent application, then cancel it', async ({ page, request, personas }) => {
    const matti = personas['no-placements']!
    const id = await createApplicationFor(request, matti, { type: 'DAYCARE', status: 'SENT' })
    await loginAs(page, matti)
    await page.goto('/applications')
    const app = page.getByRole('article', { name: /Varhaiskasvatushakemus/ })
    await app.getByRole('link', { name: 'Muokkaa' }).click()
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit$`))
    await expect(page.getByRole('button', { name: 'Tallenna keskeneräisenä' })).toHaveCount(0)
    await page.getByLabel('Muut lisätiedot').fill('Lapsi tarvitsee päiväunet.')
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    await page.getByLabel('Vakuutan antamani tiedot oikeiksi').check()
    await page.getByRole('button', { name: 'Tallenna muutokset' }).click()
    await expect(page.getByRole('dialog', { name: 'Muutokset on tallennettu.' })).toBeVisible()
    await page.getByRole('button', { name: 'OK' }).click()

    await page
      .getByRole('article', { name: /Varhaiskasvatushakemus/ })
      .getByRole('button', { name: 'Peru hakemus' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Haluatko perua hakemuksen?' })
    await expectAccessible(page)
    // The destructive choice looks destructive (danger, not the primary blue); the safe one has the focus
    await expect(confirm.getByRole('button', { name: 'Peru hakemus' })).toHaveCSS('background-color', 'rgb(176, 0, 32)')
    await expect(confirm.getByRole('button', { name: 'Peruuta' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Peru hakemus' }).click()
    await expect(page.getByRole('dialog', { name: 'Hakemus on peruttu.' })).toBeVisible()
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('article', { name: /Varhaiskasvatushakemus/ })).toHaveCount(0)
  })

  test('the list: names first name first, a sent application can be opened, each status has its own mark', async ({
    page,
    request,
    personas,
  }) => {
    const matti = personas['no-placements']!
    const lilja = matti.children[0]!
    const guardianId = await personIdOf(request, matti)
    const sentId = await createApplication(request, { childId: lilja.id, guardianId, type: 'DAYCARE', status: 'SENT' })
    await createApplication(request, { childId: lilja.id, guardianId, type: 'CLUB', status: 'CREATED' })
    await loginAs(page, matti)
    await page.goto('/applications')
    const card = page.getByRole('region', { name: `${lilja.firstName} ${lilja.lastName}` })
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${lilja.firstName} ${lilja.lastName}`)

    const sent = card.getByRole('article', { name: /Varhaiskasvatushakemus/ })
    await expect(sent.getByRole('link', { name: 'Muokkaa' })).toBeVisible()
    await expect(sent.getByRole('button', { name: 'Peru hakemus' })).toBeVisible()
    const draft = card.getByRole('article', { name: /Kerhohakemus/ })
    await expect(draft.getByRole('link', { name: 'Avaa hakemus' })).toHaveCount(0)

    // Draft and sent: a different colour and a different shape
    const mark = async (row: typeof sent) => {
      const status = row.locator('[data-status]')
      return {
        colour: await status.evaluate((e) => getComputedStyle(e).color),
        shape: await status.locator('svg').innerHTML(),
      }
    }
    const [sentMark, draftMark] = [await mark(sent), await mark(draft)]
    expect(sentMark.colour).not.toBe(draftMark.colour)
    expect(sentMark.shape).not.toBe(draftMark.shape)
    await expectAccessible(page)

    await sent.getByRole('link', { name: 'Avaa hakemus' }).click()
    await expect(page).toHaveURL(new RegExp(`/applications/${sentId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Varhaiskasvatushakemus' })).toBeVisible()
  })

  test('long other information wraps inside its card', async ({ page, request, personas }) => {
    const matti = personas['no-placements']!
    const otherInfo = `Lisätietoa: ${'Varhaiskasvatussuunnitelmakeskustelu'.repeat(4)} https://example.fi/${'pitka-osoite/'.repeat(8)}`
    const id = await createApplicationFor(request, matti, { type: 'DAYCARE', status: 'SENT', form: { otherInfo } })
    await loginAs(page, matti)
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(`/applications/${id}`)
      const answer = page.locator('dd', { hasText: 'Lisätietoa:' })
      await expect(answer).toBeVisible()
      const { answerRight, cardRight, scrollWidth } = await answer.evaluate((dd) => ({
        answerRight: dd.getBoundingClientRect().right,
        cardRight: dd.closest('section')!.parentElement!.getBoundingClientRect().right,
        scrollWidth: document.documentElement.scrollWidth,
      }))
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width)
      expect(answerRight).toBeLessThanOrEqual(cardRight)
    }
  })

  test('the other guardian sees the application without contact details', async ({ page, request, personas }) => {
    const jussi = personas['separated-guardians-1']!
    const laura = personas['separated-guardians-2']!
    const id = await createApplicationFor(request, jussi, {
      type: 'DAYCARE',
      status: 'SENT',
      allowOtherGuardianAccess: true,
      otherGuardianIds: [await personIdOf(request, laura)],
    })
    // Jussi answers that they have not agreed on the application, and gives Laura's phone
    await loginAs(page, jussi)
    await updateSecondGuardian(page, id, {
      phoneNumber: '0401112223',
      email: 'laura@example.com',
      agreementStatus: 'NOT_AGREED',
    })
    await page.goto(`/applications/${id}`)
    await expect(page.getByText('Emme ole sopineet hakemuksesta')).toBeVisible()

    await loginAs(page, laura)
    await page.goto(`/applications/${id}`)
    await expect(page.getByText(/Näet toisen huoltajan tekemän hakemuksen/)).toBeVisible()
    const helmi = jussi.children[0]!
    await expect(page.getByText(`${helmi.firstName} ${helmi.lastName}`)).toBeVisible()
    // Neither the agreement answer nor the applicant's contact section, not even an empty heading
    await expect(page.getByText('Emme ole sopineet hakemuksesta')).toHaveCount(0)
    await expect(page.getByText('Onko hakemuksesta sovittu toisen huoltajan kanssa?')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Henkilötiedot' })).toHaveCount(0)
    await expect(page.getByText('0401234564')).toHaveCount(0)
    await expect(page.getByText('0401112223')).toHaveCount(0)
    for (const heading of await page.locator('main h2').all()) {
      // every heading has content after it in its section
      await expect(heading.locator('xpath=following-sibling::*[1]')).toBeVisible()
    }
    await expectAccessible(page)
    // Another family's application is not found
    await loginAs(page, personas['one-child']!)
    await page.goto(`/applications/${id}`)
    await expect(page.getByText('Hakemusta ei löytynyt.')).toBeVisible()
  })
})

test.describe('applications on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a club application without an email address', async ({ page, personas }) => {
    await loginAs(page, personas['no-email']!)
    await page.goto(`/applications/new/${personas['no-email']!.children[0]!.id}`)
    await page.getByRole('radio', { name: 'Kerho' }).check()
    await page.getByRole('button', { name: 'Luo hakemus' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kerhohakemus' })).toBeVisible()
    // Any day of a club term will do: two weeks ahead when that is in a term (not in the summer
    // between terms), else the next term's first day
    await fillDate(dateField(page, 'Toivottu aloituspäivä'), formatDate(await clubTermDay(page, isoInDays(14))))
    await chooseFirstUnit(page, /Lisää hakutoive/)
    await page.getByLabel('Minulla ei ole sähköpostiosoitetta').check()
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    await page.getByLabel('Vakuutan antamani tiedot oikeiksi').check()
    await page.getByRole('button', { name: 'Lähetä hakemus' }).click()
    await expect(page.getByRole('dialog', { name: 'Hakemus on lähetetty.' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
  })

  test('the back link and headings outside the cards keep off the screen edge', async ({ page, request, personas }) => {
    const matti = personas['no-placements']!
    const id = await createApplicationFor(request, matti, { type: 'DAYCARE', status: 'SENT' })
    await loginAs(page, matti)
    await page.goto(`/applications/${id}`)
    const back = page.getByRole('link', { name: 'Takaisin hakemuksiin' })
    await expect(back).toBeVisible()
    expect((await back.boundingBox())!.x).toBeGreaterThanOrEqual(12)
    // The one-word heading fits its line instead of breaking inside the word
    const title = page.getByRole('heading', { level: 1, name: 'Varhaiskasvatushakemus' })
    const lineHeight = await title.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight))
    expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5)
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/decisions')
    const childrenTitle = page.getByRole('heading', { level: 2, name: 'Varhaiskasvatus, esiopetus ja kerho' })
    await expect(childrenTitle).toBeVisible()
    expect((await childrenTitle.boundingBox())!.x).toBeGreaterThanOrEqual(12)
  })
})
