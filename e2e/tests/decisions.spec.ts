import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import type { Persona } from '../../contract/src/dev'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  createApplicationFor,
  personIdOf,
  dateInDays,
  isoInDays,
  dateField,
  fillDate,
  csrf,
} from '../fixtures'

/** Eetu's demo preschool application (with connected daycare) gets its two decisions. */
async function sendEetuPreschoolDecisions(page: Page): Promise<string> {
  const children = (await (await page.request.get('/api/citizen/applications/by-guardian')).json()) as {
    applicationSummaries: { applicationId: string; type: string }[]
  }[]
  const preschool = children.flatMap((c) => c.applicationSummaries).find((a) => a.type === 'PRESCHOOL')!
  const sent = await page.request.post(`/api/dev/applications/${preschool.applicationId}/actions/SEND_DECISIONS`, {
    headers: csrf,
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  return preschool.applicationId
}

/** Matti's daycare application, starting in 40 days, waits for his answer; he is logged in */
async function waitingMattisAnswer(page: Page, matti: Persona): Promise<string> {
  const applicationId = await createApplicationFor(page.request, matti, {
    type: 'DAYCARE',
    status: 'WAITING_CONFIRMATION',
    form: { preferredStartDate: isoInDays(40) },
  })
  await loginAs(page, matti)
  return applicationId
}

const decisionArticle = (page: Page, name: string) => page.getByRole('article', { name })

/** Sends the decision's answer and accepts the place in the dialog that asks first */
async function sendAcceptance(page: Page, decision: Locator) {
  await decision.getByRole('button', { name: 'Lähetä vastaus' }).click()
  await page
    .getByRole('dialog', { name: 'Vastaanotetaanko paikka?' })
    .getByRole('button', { name: 'Vastaanota paikka' })
    .click()
}

test.describe('answering application decisions', () => {
  test('a daycare decision accepted with a chosen start date places the child', async ({ page, personas }) => {
    const applicationId = await waitingMattisAnswer(page, personas['no-placements']!)
    await page.goto('/decisions')
    await expect(page.getByText('1 päätös odottaa vahvistustasi.')).toBeVisible()
    await page.getByRole('link', { name: 'Siirry vastaamaan' }).click()
    await expect(page).toHaveURL(`/decisions/by-application/${applicationId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Päätöksiin vastaaminen' })).toBeVisible()

    const decision = decisionArticle(page, 'Varhaiskasvatuspäätös')
    await decision.getByRole('radio', { name: 'Vastaanotan paikan' }).check()
    const date = dateField(decision, 'Aloituspäivä')
    // Outside the two weeks after the decision's start: refused in the browser already
    await fillDate(date, dateInDays(70))
    await decision.getByRole('button', { name: 'Lähetä vastaus' }).click()
    // The day is focused, its error bound to it, and the summary links to it
    const day = date.getByRole('spinbutton').first()
    await expect(day).toBeFocused()
    await expect(day).toHaveAccessibleDescription(/Valitse aloituspäivä sallitulta väliltä\./)
    const summaryLink = decision.getByRole('link', { name: 'Aloituspäivä: Valitse aloituspäivä sallitulta väliltä.' })
    await expect(summaryLink).toBeVisible()
    await expectAccessible(page)
    await summaryLink.focus()
    await summaryLink.click()
    await expect(day).toBeFocused()
    await fillDate(date, dateInDays(45))
    // Accepting is final: a dialog says what will happen, and cancelling it sends nothing
    await decision.getByRole('button', { name: 'Lähetä vastaus' }).click()
    const confirm = page.getByRole('dialog', { name: 'Vastaanotetaanko paikka?' })
    await expect(confirm).toContainText(`${dateInDays(45)} alkaen`)
    await expect(confirm).toContainText('Vastausta ei voi muuttaa')
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Peruuta' }).click()
    await expect(confirm).toHaveCount(0)
    const stillPending = (await (
      await page.request.get(`/api/citizen/applications/${applicationId}/decisions`)
    ).json()) as { decision: { status: string } }[]
    expect(stillPending.map((d) => d.decision.status)).toEqual(['PENDING'])
    await decision.getByRole('button', { name: 'Lähetä vastaus' }).click()
    await confirm.getByRole('button', { name: 'Vastaanota paikka' }).click()
    await expect(decision.getByRole('status')).toHaveText('Vastauksesi on tallennettu.')
    await expect(decision.getByText('Vastaanotettu')).toBeVisible()

    const answered = (await (
      await page.request.get(`/api/citizen/applications/${applicationId}/decisions`)
    ).json()) as {
      decision: { status: string; requestedStartDate: string }
    }[]
    expect(answered.map((d) => d.decision)).toMatchObject([{ status: 'ACCEPTED', requestedStartDate: isoInDays(45) }])
    // The child now has a placement from the chosen day: the application is active
    await page.goto('/applications')
    await expect(page.getByText('Paikka vastaanotettu')).toBeVisible()
  })

  test('the connected daycare decision waits for the preschool decision', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    const applicationId = await sendEetuPreschoolDecisions(page)
    await page.goto(`/decisions/by-application/${applicationId}`)
    const preschool = decisionArticle(page, 'Esiopetuspäätös')
    const connected = decisionArticle(page, 'Liittyvän varhaiskasvatuksen päätös')
    await expect(connected.getByText(/kun olet ensin vastaanottanut esiopetuksen/)).toBeVisible()
    await expect(connected.getByRole('radio', { name: 'Vastaanotan paikan' })).toBeDisabled()
    await expect(connected.getByRole('button', { name: 'Lähetä vastaus' })).toBeDisabled()
    await expectAccessible(page)

    // Leaving with decisions unanswered asks first; staying keeps the page
    await page.getByRole('link', { name: 'Takaisin päätöksiin' }).click()
    const leave = page.getByRole('dialog', { name: 'Päätöksiin on vastaamatta' })
    await expect(leave).toBeVisible()
    await leave.getByRole('button', { name: 'Jää vastaamaan' }).click()
    await expect(page).toHaveURL(`/decisions/by-application/${applicationId}`)

    // Preschool starts on a fixed day
    await preschool.getByRole('radio', { name: 'Vastaanotan paikan' }).check()
    await expect(preschool.getByText(/Aloituspäivä on \d\d\.\d\d\.\d{4}\./)).toBeVisible()
    await sendAcceptance(page, preschool)
    await expect(preschool.getByText('Vastaanotettu')).toBeVisible()

    await expect(connected.getByRole('radio', { name: 'Vastaanotan paikan' })).toBeEnabled()
    await connected.getByRole('radio', { name: 'Vastaanotan paikan' }).check()
    await sendAcceptance(page, connected)
    await expect(connected.getByText('Vastaanotettu')).toBeVisible()

    // Everything answered: the back link goes straight back
    await page.getByRole('link', { name: 'Takaisin päätöksiin' }).click()
    await expect(page).toHaveURL('/decisions')
  })

  test('rejecting the preschool decision warns that the connected one goes too', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    const applicationId = await sendEetuPreschoolDecisions(page)
    await page.goto(`/decisions/by-application/${applicationId}`)
    const preschool = decisionArticle(page, 'Esiopetuspäätös')
    await preschool.getByRole('radio', { name: 'Hylkään paikan' }).check()
    await preschool.getByRole('button', { name: 'Lähetä vastaus' }).click()
    const warning = page.getByRole('alertdialog', { name: 'Hylätäänkö molemmat päätökset?' })
    await expect(warning).toBeVisible()
    await expect(warning).toContainText('Hylkäystä ei voi perua.')
    await expect(warning).toContainText('Hakemus päättyy.')
    await expectAccessible(page)
    // The destructive choice looks destructive: the danger colour, not the primary blue
    const rejectBoth = warning.getByRole('button', { name: 'Hylkää molemmat' })
    await expect(rejectBoth).toHaveCSS('background-color', 'rgb(176, 0, 32)')
    await rejectBoth.click()
    await expect(preschool.getByText('Hylätty', { exact: true })).toBeVisible()
    await expect(
      decisionArticle(page, 'Liittyvän varhaiskasvatuksen päätös').getByText('Hylätty', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Lähetä vastaus' })).toHaveCount(0)
  })

  test('rejecting a place asks first, says it is final and ends the application', async ({ page, personas }) => {
    const applicationId = await waitingMattisAnswer(page, personas['no-placements']!)
    await page.goto(`/decisions/by-application/${applicationId}?lang=sv`)
    const decision = decisionArticle(page, 'Beslut om småbarnspedagogik')
    // Sent without an answer: the first choice is focused and the summary links to the question
    await decision.getByRole('button', { name: 'Skicka svaret' }).click()
    await expect(decision.getByRole('radio', { name: 'Jag tar emot platsen' })).toBeFocused()
    await expect(decision.getByRole('radiogroup', { name: 'Ditt svar' })).toHaveAccessibleDescription(
      'Välj om du tar emot eller avvisar platsen.',
    )
    await expect(
      decision.getByRole('link', { name: 'Ditt svar: Välj om du tar emot eller avvisar platsen.' }),
    ).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await decision.getByRole('radio', { name: 'Jag avvisar platsen' }).check()
    await expect(decision.getByRole('link', { name: /^Ditt svar: / })).toHaveCount(0)
    await decision.getByRole('button', { name: 'Skicka svaret' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Avvisa platsen?' })
    await expect(confirm).toContainText('Avvisningen kan inte ångras.')
    await expect(confirm).toContainText('Ansökan avslutas.')
    await expect(confirm.getByRole('button', { name: 'Avvisa platsen' })).toHaveCSS(
      'background-color',
      'rgb(176, 0, 32)',
    )
    // The safe choice has the focus
    await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Avvisa platsen' }).click()
    await expect(decision.getByText('Avvisad', { exact: true })).toBeVisible()
  })

  test('the other guardian learns that the applicant answers the decision', async ({ page, request, personas }) => {
    const jussi = personas['separated-guardians-1']!
    const laura = personas['separated-guardians-2']!
    await createApplicationFor(request, jussi, {
      type: 'DAYCARE',
      status: 'WAITING_CONFIRMATION',
      allowOtherGuardianAccess: true,
      otherGuardianIds: [await personIdOf(request, laura)],
    })
    await loginAs(page, laura)
    await page.goto('/decisions')
    const helmi = jussi.children[0]!
    const card = page.getByRole('region', { name: `${helmi.firstName} ${helmi.lastName}` })
    await expect(card.getByText('Vahvistettavana').first()).toBeVisible()
    await expect(card.getByText('Ei vahvistamattomia päätöksiä')).toHaveCount(0)
    await expect(card.getByText(/odottaa? hakemuksen tehneen huoltajan vastausta/)).toBeVisible()
    await expect(card.getByText(/Tähän päätökseen vastaa hakemuksen tehnyt huoltaja/).first()).toBeVisible()
    await expect(card.getByRole('link', { name: 'Siirry vastaamaan' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('an answer that fails on the server shows the error dialog', async ({ page, personas }) => {
    const applicationId = await waitingMattisAnswer(page, personas['no-placements']!)
    await page.goto(`/decisions/by-application/${applicationId}`)
    const decision = decisionArticle(page, 'Varhaiskasvatuspäätös')
    await decision.getByRole('radio', { name: 'Vastaanotan paikan' }).check()
    // Meanwhile the decision is rejected elsewhere (another tab): this page still offers the answer
    const [pending] = (await (
      await page.request.get(`/api/citizen/applications/${applicationId}/decisions`)
    ).json()) as {
      decision: { id: string }
    }[]
    const rejected = await page.request.post(`/api/citizen/applications/${applicationId}/actions/reject-decision`, {
      headers: csrf,
      data: { decisionId: pending!.decision.id },
    })
    expect(rejected.ok(), await rejected.text()).toBe(true)
    await sendAcceptance(page, decision)
    const dialog = page.getByRole('alertdialog', { name: 'Vastauksen lähettäminen ei onnistunut' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Päätökseen on jo vastattu.')
    await expectAccessible(page)
  })

  test('an answered decision offers its PDF, a real document', async ({ page, personas }, testInfo) => {
    // Venla's club application was accepted in the demo
    await loginAs(page, personas['no-email']!)
    await page.goto('/decisions')
    // Answered decisions start closed
    await page.getByText('Kerhopäätös').click()
    const link = page.getByRole('link', { name: /Lataa päätös \(PDF\)/ })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('target', '_blank')
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const file = testInfo.outputPath('decision.pdf')
    fs.writeFileSync(file, await response.body())
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, testInfo.outputPath('decision')])
    const rendered = fs.readdirSync(testInfo.outputPath()).filter((f) => f.startsWith('decision') && f.endsWith('.png'))
    expect(rendered).toHaveLength(1)
    expect(fs.statSync(testInfo.outputPath(rendered[0]!)).size).toBeGreaterThan(5_000)
  })
})

test.describe('decisions overview', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`finance panels first, then a card per child, in fi and sv at ${viewport.width} px`, async ({
      page,
      personas,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      await loginAs(page, personas['three-children-1']!)
      await page.goto('/decisions')
      await expect(page.getByRole('heading', { level: 1, name: 'Päätökset' })).toBeVisible()

      // Fee decisions newest first, the first open and its PDF in a new tab
      const finance = page.getByRole('region', { name: 'Maksupäätökset' })
      const panels = finance.locator('details')
      await expect(panels).toHaveCount(3)
      await expect(panels.nth(0).locator('summary')).toHaveText(
        /^Varhaiskasvatuksen maksupäätös \d\d\.\d\d\.\d{4} alkaen$/,
      )
      await expect(panels.nth(0)).toHaveAttribute('open', '')
      await expect(panels.nth(1)).not.toHaveAttribute('open', '')
      await expect(panels.nth(2).locator('summary')).toHaveText(/^Palvelusetelipäätös/)
      await expect(panels.nth(0).getByRole('link', { name: /Avaa päätös \(PDF\)/ })).toHaveAttribute('target', '_blank')

      // Onni's card: unread assistance decisions start open, the annulled one shows why
      const onni = page.getByRole('region', { name: 'Onni Korhonen' })
      await expect(onni.getByText('Uusi', { exact: true })).toHaveCount(3)
      await expect(onni.getByText(/Päätös perustui virheellisiin tietoihin/)).toBeVisible()
      await expect(onni.getByText('Mitätöity')).toBeVisible()
      await expectAccessible(page)
      await page.screenshot({ path: testInfo.outputPath('overview-fi.png'), fullPage: true })

      await page.goto('/decisions?lang=sv')
      await expect(page.getByRole('heading', { level: 1, name: 'Beslut' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Avgiftsbeslut' }).locator('summary').first()).toHaveText(
        /^Beslut om avgift för småbarnspedagogik från och med \d\d\.\d\d\.\d{4}$/,
      )
      await expect(
        page.getByRole('region', { name: 'Onni Korhonen' }).getByText('Orsak till annulleringen'),
      ).toBeVisible()
      await expectAccessible(page)
      await page.screenshot({ path: testInfo.outputPath('overview-sv.png'), fullPage: true })
    })
  }

  test('opening an unread assistance decision marks it read and lowers the badge', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/decisions')
    // Three unread assistance decisions, no applications waiting
    const menu = page.getByRole('button', { name: /Mikko/ })
    await expect(menu).toContainText('3 uutta')
    const onni = page.getByRole('region', { name: 'Onni Korhonen' })
    const ece = onni.locator('details', { has: page.getByText('Tehostettu tuki') })
    await ece.getByRole('link', { name: 'Avaa päätös' }).click()
    await expect(page).toHaveURL(/\/decisions\/assistance\/[0-9a-f-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Päätös tuesta varhaiskasvatuksessa' })).toBeVisible()
    await expect(page.getByText('Pedagogiset perustelut')).toBeVisible()
    // Valid until further notice: "from <date>", not a dangling dash
    await expect(page.getByText(/^\d\d\.\d\d\.\d{4} alkaen$/)).toBeVisible()
    await expectAccessible(page)
    await expect(menu).toContainText('2 uutta')
    await page.getByRole('link', { name: 'Takaisin päätöksiin' }).click()
    await expect(ece.getByText('Uusi', { exact: true })).toHaveCount(0)

    const preschool = onni.locator('details', { has: page.getByText('Päätös tuesta esiopetuksessa') })
    await preschool.getByRole('link', { name: 'Avaa päätös' }).click()
    await expect(page).toHaveURL(/\/decisions\/assistance-preschool\/[0-9a-f-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Päätös tuesta esiopetuksessa' })).toBeVisible()
    await expectAccessible(page)
    await expect(menu).toContainText('1 uusi')
  })

  test('a fee decision PDF is a real document', async ({ page, personas }, testInfo) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/decisions?lang=sv')
    const link = page.getByRole('region', { name: 'Avgiftsbeslut' }).getByRole('link', { name: /PDF/ }).first()
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/\?lang=sv$/)
    const response = await page.request.get(href)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const file = testInfo.outputPath('fee-decision.pdf')
    fs.writeFileSync(file, await response.body())
    execFileSync('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      file,
      testInfo.outputPath('fee-decision'),
    ])
    const rendered = fs
      .readdirSync(testInfo.outputPath())
      .filter((f) => f.startsWith('fee-decision') && f.endsWith('.png'))
    expect(rendered).toHaveLength(1)
    expect(fs.statSync(testInfo.outputPath(rendered[0]!)).size).toBeGreaterThan(5_000)
  })
})
