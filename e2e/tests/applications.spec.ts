import { test, expect, loginAs, expectAccessible, createApplication, personIdOf, dateInDays } from '../fixtures'
import type { Page } from '@playwright/test'

const pdf = { name: 'todistus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') }

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

    await page.getByRole('textbox', { name: 'Toivottu aloituspäivä', exact: true }).fill(dateInDays(60))
    await expect(page.getByText(/käsittelyaika on neljä kuukautta/)).toBeVisible()
    await page.getByLabel('Hakemus on kiireellinen').check()
    await page.getByLabel(/Lisää liite: Todistukset kiireellisyydestä/).setInputFiles(pdf)
    await expect(page.getByRole('link', { name: 'todistus.pdf' })).toBeVisible()
    await page.getByRole('group', { name: 'Palveluntarve' }).getByRole('radio').first().check()
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
    const start = page.getByRole('textbox', { name: 'Preferred start date', exact: true })
    await expect(start).not.toHaveValue('') // the next term's start is filled in
    await page.getByLabel('I also apply for connected early childhood education').check()
    await page.getByRole('textbox', { name: /^Preferred start date of connected/ }).fill(await start.inputValue())
    await page.getByRole('group', { name: 'Service need' }).getByRole('radio').first().check()
    await chooseFirstUnit(page, /Add a preferred unit/)
    await page.getByRole('button', { name: 'Check before sending' }).click()
    await page.getByLabel('I confirm that the information I have given is correct').check()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Send the application' }).click()
    await expect(page.getByRole('dialog', { name: 'The application has been sent.' })).toBeVisible()
  })

  test('edit a sent application, then cancel it', async ({ page, request, personas }) => {
    const matti = personas['no-placements']!
    const guardianId = await personIdOf(request, matti)
    const id = await createApplication(request, { childId: matti.children[0]!.id, guardianId, type: 'DAYCARE', status: 'SENT' })
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

    await page.getByRole('article', { name: /Varhaiskasvatushakemus/ }).getByRole('button', { name: 'Peru hakemus' }).click()
    const confirm = page.getByRole('dialog', { name: 'Haluatko perua hakemuksen?' })
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Peru hakemus' }).click()
    await expect(page.getByRole('dialog', { name: 'Hakemus on peruttu.' })).toBeVisible()
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('article', { name: /Varhaiskasvatushakemus/ })).toHaveCount(0)
  })

  test('the other guardian sees the application without contact details', async ({ page, request, personas }) => {
    const jussi = personas['separated-guardians-1']!
    const laura = personas['separated-guardians-2']!
    const jussiId = await personIdOf(request, jussi)
    const lauraId = await personIdOf(request, laura)
    const id = await createApplication(request, {
      childId: jussi.children[0]!.id,
      guardianId: jussiId,
      type: 'DAYCARE',
      status: 'SENT',
      allowOtherGuardianAccess: true,
      otherGuardianIds: [lauraId],
    })
    await loginAs(page, laura)
    await page.goto(`/applications/${id}`)
    await expect(page.getByText(/Näet toisen huoltajan tekemän hakemuksen/)).toBeVisible()
    await expect(page.getByText('0401234564')).toHaveCount(0)
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
    // The club term has started: no default date, any day of the term will do
    await page.getByRole('textbox', { name: 'Toivottu aloituspäivä', exact: true }).fill(dateInDays(14))
    await chooseFirstUnit(page, /Lisää hakutoive/)
    await page.getByLabel('Minulla ei ole sähköpostiosoitetta').check()
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    await page.getByLabel('Vakuutan antamani tiedot oikeiksi').check()
    await page.getByRole('button', { name: 'Lähetä hakemus' }).click()
    await expect(page.getByRole('dialog', { name: 'Hakemus on lähetetty.' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
  })
})
