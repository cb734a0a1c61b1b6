import type { Locator, Page } from '@playwright/test'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  dateInDays,
  dateField,
  fillDate,
  fileInput,
  csrf,
  expectNoSidewaysScroll,
} from '../fixtures'
import type { Persona } from '../../contract/src/dev'

/**
 * The application editor's own behaviour (issue 12): attachments on the verification step, the
 * part-time limit, the unit language filter, asking before unsaved work is lost, keeping the form
 * over a new login, errors and times on a phone, the upload control, and no sideways scrolling.
 */

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
})

/** A new draft of the persona's first child, opened in the editor through the applications list (so Back has somewhere to go). */
async function openNewDraft(
  page: Page,
  persona: Persona,
  type: 'DAYCARE' | 'PRESCHOOL' = 'DAYCARE',
  lang = 'fi',
): Promise<string> {
  await loginAs(page, persona)
  const response = await page.request.post('/api/citizen/applications', {
    headers: csrf,
    data: { childId: persona.children[0]!.id, type },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { id } = (await response.json()) as { id: string }
  await page.goto(`/applications?lang=${lang}`)
  // In-app navigation, as people arrive (Back is then the router's, not a new document)
  await page.locator(`a[href="/applications/${id}/edit"]`).click()
  await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return id
}

/** The select of units to apply to, once its units have loaded */
async function loadedUnitSelect(page: Page): Promise<Locator> {
  const select = page.getByRole('combobox', { name: 'Lisää hakutoive' })
  await expect(select.locator('option').nth(1)).toBeAttached()
  return select
}

/** The minimum a daycare application needs besides what is pre-filled. */
async function fillDaycare(page: Page, { shiftCare = false } = {}) {
  await fillDate(dateField(page, 'Toivottu aloituspäivä'), dateInDays(150))
  await page.getByRole('radiogroup', { name: 'Palveluntarve' }).getByRole('radio').first().check()
  // Before the unit: shift care narrows the units offered
  if (shiftCare) await page.getByLabel(/Lapsi tarvitsee vuorohoitoa/).check()
  const select = await loadedUnitSelect(page)
  await select.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Lisää hakutoive' }).click()
  const phone = page.getByRole('textbox', { name: 'Puhelinnumero' })
  if ((await phone.inputValue()) === '') await phone.fill('040 1234567')
  const noEmail = page.getByLabel('Minulla ei ole sähköpostiosoitetta')
  if (
    (await noEmail.count()) > 0 &&
    (await page.getByRole('textbox', { name: 'Sähköpostiosoite', exact: true }).inputValue()) === ''
  )
    await noEmail.check()
}

test.describe('the application editor on a desktop', () => {
  test('the verification step lists the attachments by kind; part-time is at most 5 hours a day', async ({
    page,
    personas,
  }) => {
    await openNewDraft(page, personas['no-placements']!)
    await fillDaycare(page, { shiftCare: true })
    // The demo's shift care units are all Finnish: no language to choose between
    await expect(page.getByRole('group', { name: 'Yksikön kieli' })).toHaveCount(0)
    await page.getByLabel('Hakemus on kiireellinen').check()
    await fileInput(page, 'Lisää liite: Todistukset kiireellisyydestä').setInputFiles(pdf('tyotodistus.pdf'))
    await expect(page.getByRole('link', { name: 'tyotodistus.pdf' })).toBeVisible()

    // Part-time with 09:00-17:00 is 8 hours: refused
    await page.getByRole('radio', { name: /^Osapäiväinen \(enintään 5 h/ }).check()
    await page.getByRole('radiogroup', { name: 'Palveluntarve' }).getByRole('radio').first().check()
    await page.getByRole('textbox', { name: 'Alkaa klo' }).fill('9')
    await page.getByRole('textbox', { name: 'Päättyy klo' }).fill('17')
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    await expect(page.getByRole('textbox', { name: 'Alkaa klo' })).toHaveValue('09:00')
    await expect(page.getByRole('textbox', { name: 'Päättyy klo' })).toHaveValue('17:00')
    await expect(page.getByRole('textbox', { name: 'Päättyy klo' })).toHaveAccessibleDescription(
      /Osapäiväinen varhaiskasvatus on enintään 5 tuntia päivässä/,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Tarkista hakemus' })).toHaveCount(0)
    await page.getByRole('textbox', { name: 'Päättyy klo' }).fill('14.00')
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Tarkista hakemus' })).toBeVisible()
    // Listed under the service need they prove
    const serviceNeed = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Palveluntarve' }) })
    const attachments = serviceNeed.getByRole('region', { name: 'Liitteet' })
    await expect(attachments.getByRole('term')).toHaveText([
      'Todistukset kiireellisyydestä',
      'Työnantajan tai oppilaitoksen todistus vuorotyöstä',
    ])
    await expect(
      attachments.getByRole('definition').first().getByRole('link', { name: 'tyotodistus.pdf' }),
    ).toBeVisible()
    await expect(attachments.getByRole('definition').nth(1)).toHaveText('Liite puuttuu')
    await expectAccessible(page)
    await page.getByLabel('Vakuutan antamani tiedot oikeiksi').check()
    await page.getByRole('button', { name: 'Lähetä hakemus' }).click()
    await expect(page.getByRole('dialog', { name: 'Hakemus on lähetetty.' })).toBeVisible()
  })

  test('an unanswered radio group: verifying focuses its first option, the summary links to it, the error follows the choice', async ({
    page,
    personas,
  }) => {
    await openNewDraft(page, personas['no-placements']!)
    await fillDate(dateField(page, 'Toivottu aloituspäivä'), dateInDays(150))
    const group = page.getByRole('radiogroup', { name: 'Palveluntarve' })
    await expect(group).not.toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    const first = group.getByRole('radio').first()
    await expect(first).toBeFocused()
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('Valitse jokin vaihtoehdoista')
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).focus()
    await page.getByRole('link', { name: /^Palveluntarve: / }).click()
    await expect(first).toBeFocused()
    // Arrow keys choose within the group; the error goes with the choice
    await page.keyboard.press('ArrowDown')
    await expect(group.getByRole('radio').nth(1)).toBeChecked()
    await expect(group).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('link', { name: /^Palveluntarve: / })).toHaveCount(0)
  })

  test('the server refuses part-time daily times over 5 hours', async ({ page, personas }) => {
    const id = await openNewDraft(page, personas['no-placements']!)
    await fillDaycare(page)
    await page.getByRole('radio', { name: /^Osapäiväinen \(enintään 5 h/ }).check()
    await page.getByRole('button', { name: 'Tallenna keskeneräisenä' }).click()
    await expect(page.getByRole('dialog')).toContainText('kuukauden viimeisimmästä tallennuksesta')
    const draft = await (await page.request.get(`/api/citizen/applications/${id}`, { headers: csrf })).json()
    const form = draft.form
    form.preferences.serviceNeed = { ...form.preferences.serviceNeed, startTime: '09:00', endTime: '17:00' }
    const update = { ...form, child: { ...form.child }, guardian: { ...form.guardian } }
    for (const key of ['person', 'dateOfBirth', 'address']) delete update.child[key]
    for (const key of ['person', 'address']) delete update.guardian[key]
    // A draft is saved as typed; sending it is refused
    expect(
      (await page.request.put(`/api/citizen/applications/${id}/draft`, { headers: csrf, data: update })).status(),
    ).toBe(200)
    const send = await page.request.post(`/api/citizen/applications/${id}/actions/send-application`, { headers: csrf })
    expect(send.status()).toBe(400)
    expect(await send.text()).toContain('endTime: partTimeTooLong')
  })

  test('the unit picker filters by language, with a chip only for the languages offered', async ({
    page,
    personas,
  }) => {
    await openNewDraft(page, personas['weak-login']!, 'PRESCHOOL')
    const select = await loadedUnitSelect(page)
    const languages = page.getByRole('group', { name: 'Yksikön kieli' })
    await expect(languages.getByRole('button')).toHaveText(['Suomenkielinen', 'Ruotsinkielinen'])
    const all = await select.locator('option').count()
    await languages.getByRole('button', { name: 'Ruotsinkielinen' }).click()
    await expect(languages.getByRole('button', { name: 'Ruotsinkielinen' })).toHaveAttribute('aria-pressed', 'true')
    await expect(select.locator('option', { hasText: 'Päiväkoti' })).toHaveCount(0)
    await expect(select.locator('option', { hasText: 'Daghemmet Solrosen' })).toHaveCount(1)
    const swedish = (await select.locator('option').count()) - 1
    // Finnish only: the rest
    await languages.getByRole('button', { name: 'Suomenkielinen' }).click()
    await languages.getByRole('button', { name: 'Ruotsinkielinen' }).click()
    await expect(select.locator('option')).toHaveCount(all - swedish)
    await expect(select.locator('option', { hasText: 'Solrosen' })).toHaveCount(0)
    // Neither: every unit again
    await languages.getByRole('button', { name: 'Suomenkielinen' }).click()
    await expect(select.locator('option')).toHaveCount(all)
    await expectAccessible(page)
  })

  test('typing the start date at a normal pace keeps a chosen unit that takes applications on the finished date', async ({
    page,
    personas,
  }) => {
    await openNewDraft(page, personas['weak-login']!, 'PRESCHOOL')
    const select = await loadedUnitSelect(page)
    const unit = (await select.locator('option').nth(1).textContent())!.split(',')[0]!
    await select.selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Lisää hakutoive' }).click()
    const chosen = page.getByRole('list', { name: /Hakutoiveet/ })
    await expect(chosen.getByRole('listitem')).toHaveText([new RegExp(unit)])

    // The year typed again, as a person types it: the field passes 0002, 0020 and 0202 on the way
    const lookups: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname === '/api/citizen/units') lookups.push(url.searchParams.get('date')!)
    })
    const year = dateField(page, 'Toivottu aloituspäivä').getByRole('spinbutton').nth(2)
    const typed = (await year.textContent())!.replace(/\D/g, '')
    expect(typed).toMatch(/^\d{4}$/)
    await year.focus()
    await year.pressSequentially(typed, { delay: 300 })
    await year.blur()
    await page.waitForTimeout(500) // a lookup of the last keystroke would have answered by now
    await expect(chosen.getByRole('listitem')).toHaveText([new RegExp(unit)])
    await expect(page.getByText(/eivät ota hakemuksia valitulle päivälle/)).toHaveCount(0)
    // No half-typed year was looked up
    expect(lookups.filter((date) => !date.startsWith(typed))).toEqual([])
  })

  test('leaving with unsaved changes asks first: Cancel, another link, Back, closing the tab', async ({
    page,
    personas,
  }) => {
    await openNewDraft(page, personas['no-placements']!)
    // Nothing typed: Cancel leaves at once
    await page.getByRole('link', { name: 'Peruuta' }).click()
    await expect(page).toHaveURL(/\/applications$/)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Varhaiskasvatushakemus' })).toBeVisible()

    await page.getByRole('textbox', { name: 'Muut lisätiedot' }).fill('Tärkeää tietoa')
    const ask = page.getByRole('alertdialog', { name: 'Poistutaanko tallentamatta?' })
    // Cancel: stay (the safe choice has the focus)
    await page.getByRole('link', { name: 'Peruuta' }).click()
    await expect(ask).toContainText('menetetään')
    await expect(ask.getByRole('button', { name: 'Jatka muokkaamista' })).toBeFocused()
    await expectAccessible(page)
    await ask.getByRole('button', { name: 'Jatka muokkaamista' }).click()
    await expect(ask).toHaveCount(0)
    await expect(page).toHaveURL(/\/edit/)
    // Other links ask too (the header's logo)
    await page.getByRole('banner').getByRole('link').first().click()
    await expect(ask).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(ask).toHaveCount(0)
    await expect(page).toHaveURL(/\/edit/)
    // Back: asked, and the page stays where it was
    await page.evaluate(() => history.back())
    await expect(ask).toBeVisible()
    await expect(page).toHaveURL(/\/edit/)
    await ask.getByRole('button', { name: 'Jatka muokkaamista' }).click()
    await expect(page.getByRole('textbox', { name: 'Muut lisätiedot' })).toHaveValue('Tärkeää tietoa')
    // Closing the tab: the browser's own question
    await page.getByLabel('Lapsella on tuen tarve').click()
    await page.getByLabel('Lapsella on tuen tarve').click()
    const unload = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const dialog = await unload
    expect(dialog.type()).toBe('beforeunload')
    await dialog.dismiss()
    expect(page.isClosed()).toBe(false)
    // Back, and leaving this time
    await page.evaluate(() => history.back())
    await ask.getByRole('button', { name: 'Poistu tallentamatta' }).click()
    await expect(page).toHaveURL(/\/applications(\?lang=fi)?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hakemukset' })).toBeVisible()
  })

  test('a session that ended while editing: saving goes through login and back with the form restored', async ({
    page,
    personas,
  }) => {
    const matti = personas['no-placements']!
    const id = await openNewDraft(page, matti)
    await page.getByRole('textbox', { name: 'Muut lisätiedot' }).fill('Kirjoitettu ennen kuin istunto päättyi')
    await page.context().clearCookies()
    await page.getByRole('button', { name: 'Tallenna keskeneräisenä' }).click()
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/applications/${id}/edit`)}$`))
    await loginAs(page, matti)
    await page.goto(`/applications/${id}/edit`)
    await expect(page.getByText('Palautimme muutokset, joita et ehtinyt tallentaa.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Muut lisätiedot' })).toHaveValue(
      'Kirjoitettu ennen kuin istunto päättyi',
    )
    // Saved: the kept copy is gone
    await page.getByRole('button', { name: 'Tallenna keskeneräisenä' }).click()
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/applications$/)
    await page.goto(`/applications/${id}/edit`)
    await expect(page.getByRole('textbox', { name: 'Muut lisätiedot' })).toHaveValue(
      'Kirjoitettu ennen kuin istunto päättyi',
    )
    await expect(page.getByText('Palautimme muutokset')).toHaveCount(0)
  })

  test('the upload control takes a dropped file and says which file was chosen', async ({ page, personas }) => {
    await openNewDraft(page, personas['no-placements']!)
    await page.getByLabel('Hakemus on kiireellinen').check()
    const group = page.getByRole('group', { name: 'Todistukset kiireellisyydestä' })
    const zone = group.getByText('tai raahaa tiedosto tähän').locator('..')
    await expect(zone).toBeVisible()
    // A file made in the page has no file system entry, which a file dragged from the file manager
    // has and the drop zone asks for
    await page.evaluate(() => {
      DataTransferItem.prototype.webkitGetAsEntry = function () {
        return { isFile: true, isDirectory: false } as FileSystemEntry
      }
    })
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      // As a drag from the file manager allows (a new DataTransfer allows nothing)
      transfer.effectAllowed = 'all'
      transfer.items.add(
        new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'pudotettu.pdf', {
          type: 'application/pdf',
        }),
      )
      return transfer
    })
    await zone.dispatchEvent('dragenter', { dataTransfer })
    await zone.dispatchEvent('dragover', { dataTransfer })
    await zone.dispatchEvent('drop', { dataTransfer })
    await expect(group.getByRole('link', { name: 'pudotettu.pdf' })).toBeVisible()
    // Keyboard: the button is focusable and named
    const button = group.getByRole('button', { name: 'Lisää liite: Todistukset kiireellisyydestä' })
    await button.focus()
    await expect(button).toBeFocused()
    const input = fileInput(group, 'Lisää liite: Todistukset kiireellisyydestä')
    // A slow upload: the status names the file and the progress
    await page.route('**/api/citizen/attachments/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await input.setInputFiles(pdf('valittu.pdf'))
    await expect(group.getByRole('status')).toContainText(/valittu\.pdf: Ladataan… \d+ %/)
    await expect(group.getByRole('link', { name: 'valittu.pdf' })).toBeVisible()
    await expect(group.getByRole('status')).toHaveText('')
    await expectAccessible(page)
  })
})

test.describe('the application editor on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('errors: the first invalid field is focused and on screen, an empty date is missing, fields shown later are not red yet', async ({
    page,
    personas,
  }) => {
    await openNewDraft(page, personas['no-placements']!)
    await expectNoSidewaysScroll(page, 'editor')
    await page.getByRole('button', { name: 'Tarkista ennen lähettämistä' }).click()
    const start = dateField(page, 'Toivottu aloituspäivä')
    const day = start.getByRole('spinbutton').first()
    await expect(day).toBeFocused()
    await expect(day).toBeInViewport()
    await expect(page.getByText('Hakemuksesta puuttuu tarpeellisia tietoja')).toBeVisible()
    await expect(day).toHaveAccessibleDescription(/Tieto puuttuu/)
    // A day typed only in part is not a day (an impossible one, 31.02., the picker turns into 28.02.)
    await fillDate(start, '31.02.')
    await expect(day).toHaveAccessibleDescription(/Anna päivämäärä muodossa pp.kk.vvvv/)
    // The summary's link takes to the first invalid field of its section
    await page.getByRole('link', { name: /^Palveluntarve: / }).click()
    await expect(day).toBeFocused()

    // Revealed after verification: not red before touched
    await page.getByLabel('Lapsen osoite on muuttumassa').check()
    const street = page.getByRole('textbox', { name: 'Katuosoite' }).first()
    await expect(street).not.toHaveAttribute('aria-invalid', 'true')
    await street.focus()
    await street.blur()
    await expect(street).toHaveAttribute('aria-invalid', 'true')
    await expectNoSidewaysScroll(page, 'editor with errors')
  })

  for (const lang of ['fi', 'sv'] as const) {
    test(`no sideways scrolling on any section or the verification step (${lang})`, async ({ page, personas }) => {
      const id = await openNewDraft(page, personas['no-placements']!)
      await fillDaycare(page)
      await page.getByLabel('Hakemus on kiireellinen').check()
      await fileInput(page, 'Lisää liite: Todistukset kiireellisyydestä').setInputFiles(
        pdf('hyvin-pitka-tiedostonimi-jossa-ei-ole-valilyonteja-lainkaan.pdf'),
      )
      await page.getByRole('textbox', { name: 'Muut lisätiedot' }).fill(`Pitkä${'x'.repeat(400)}`)
      await page.getByRole('button', { name: 'Tallenna keskeneräisenä' }).click()
      await page.getByRole('button', { name: 'OK' }).click()
      await expect(page).toHaveURL(/\/applications$/)
      await page.goto(`/applications/${id}/edit?lang=${lang}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Every revealed part too: moving, other children
      const moving = page.getByLabel(lang === 'fi' ? 'Lapsen osoite on muuttumassa' : 'Barnets adress ändras')
      const otherChildren = page.getByLabel(
        lang === 'fi'
          ? /Samassa taloudessa asuu muita alle 18-vuotiaita lapsia/
          : /I samma hushåll bor andra barn under 18 år/,
      )
      await moving.check()
      await otherChildren.check()
      for (const section of await page.locator('section[id^="section-"]').all()) {
        await section.scrollIntoViewIfNeeded()
        await expectNoSidewaysScroll(page, `${lang} ${await section.getAttribute('id')}`)
      }
      // Their fields are required: untick them to reach the verification step
      await otherChildren.uncheck()
      await moving.uncheck()
      await page
        .getByRole('button', { name: lang === 'fi' ? 'Tarkista ennen lähettämistä' : 'Kontrollera innan du skickar' })
        .click()
      await expect(
        page.getByRole('heading', { level: 1, name: lang === 'fi' ? 'Tarkista hakemus' : 'Kontrollera ansökan' }),
      ).toBeVisible()
      await expectNoSidewaysScroll(page, `${lang} verification`)
      await expectAccessible(page)
    })
  }
})
