import type { Page } from '@playwright/test'
import { formatDate } from '../../contract/src/dates'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  fileInput,
  dateField,
  fillDate,
  isoInDays,
  dateInDays,
  personIdOf,
  csrf,
} from '../fixtures'

/**
 * Income statements (issue 28, spec 002 "Income list" and "Income forms"): the adult form's
 * variants sent with their typed attachments, a child's statement, adding details to a sent one,
 * the invalid send and the weak session. Each case runs in one of fi/sv at 1280 or 375 px, so that
 * both languages and both widths are gone through; every screen is checked with axe.
 */

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
})
const desktop = { width: 1280, height: 900 }
const phone = { width: 375, height: 740 }
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../.data/e2e-results/income-${name}.png`, fullPage: true })

const texts = {
  fi: {
    title: 'Tulotiedot',
    newStatement: 'Uusi tuloselvitys',
    start: 'Voimassa alkaen',
    end: 'Voimassa asti',
    gross: 'Palkkatulot ja muut tulot (bruttotulot)',
    entrepreneur: 'Yrittäjän tulot',
    highestFee: 'Suostun korkeimpaan varhaiskasvatusmaksuun',
    attachments: 'Toimitan tulotiedot liitteinä',
    estimate: 'Arvio kuukausitulosta (brutto, euroa)',
    pension: 'Eläke',
    payslip: 'Palkkalaskelma',
    upload: 'Lisää liite',
    assure: 'Vakuutan antamani tiedot oikeiksi',
    send: 'Lähetä',
    saveDraft: 'Tallenna luonnos',
    sent: 'Lähetetty',
    draft: 'Luonnos',
    invalid: /Lomakkeelta puuttuu pakollisia tietoja/,
    missing: 'Puuttuvat liitteet',
  },
  sv: {
    title: 'Inkomstuppgifter',
    newStatement: 'Ny inkomstutredning',
    start: 'Giltig från',
    end: 'Giltig till',
    gross: 'Löneinkomster och andra inkomster (bruttoinkomster)',
    entrepreneur: 'Företagarens inkomster',
    highestFee: 'Jag godkänner den högsta avgiften för småbarnspedagogik',
    attachments: 'Jag lämnar inkomstuppgifterna som bilagor',
    estimate: 'Uppskattad månadsinkomst (brutto, euro)',
    pension: 'Pension',
    payslip: 'Lönespecifikation',
    upload: 'Lägg till bilaga',
    assure: 'Jag försäkrar att uppgifterna jag lämnat är riktiga',
    send: 'Skicka',
    saveDraft: 'Spara utkast',
    sent: 'Skickad',
    draft: 'Utkast',
    invalid: /Blanketten saknar obligatoriska uppgifter/,
    missing: 'Bilagor som saknas',
  },
}

/** Uploads a PDF to the upload control of an attachment type (named by the type) */
async function upload(page: Page, lang: 'fi' | 'sv', typeName: string, file: string) {
  const group = page.getByRole('group', { name: typeName, exact: true })
  await fileInput(group, `${texts[lang].upload}: ${typeName}`).setInputFiles(pdf(file))
  await expect(group.getByRole('link', { name: file })).toBeVisible()
}

async function openNewForm(page: Page, lang: 'fi' | 'sv') {
  const t = texts[lang]
  await page.goto(`/income?lang=${lang}`)
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  await page.getByRole('link', { name: t.newStatement, exact: true }).click()
  await expect(page).toHaveURL(/\/income\/new\/edit/)
}

/** The row of the own statements' table that starts on `start` */
const row = (page: Page, start: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: formatDate(start), exact: true }) })

test.describe('on a desktop in Finnish', () => {
  test.use({ viewport: desktop })

  test('gross income with its typed attachments is sent; a draft is deleted after a confirmation', async ({
    page,
    personas,
  }) => {
    const t = texts.fi
    await loginAs(page, personas['one-child']!)
    await openNewForm(page, 'fi')
    await fillDate(dateField(page, t.start), dateInDays(3))
    await fillDate(dateField(page, t.end), dateInDays(300))
    await page.getByRole('checkbox', { name: t.gross }).check()
    await page.getByRole('radio', { name: t.attachments }).check()
    await page.getByLabel(t.estimate).fill('3200')
    await page.getByRole('checkbox', { name: t.pension, exact: true }).check()
    await upload(page, 'fi', t.payslip, 'palkka.pdf')
    await upload(page, 'fi', t.pension, 'elake.pdf')
    await page.getByRole('checkbox', { name: t.assure }).check()
    await expectAccessible(page)
    await shot(page, 'form-fi-1280')
    await page.getByRole('button', { name: t.send, exact: true }).click()
    await expect(page).toHaveURL(/\/income$/)
    await expect(row(page, isoInDays(3)).getByRole('cell', { name: t.sent, exact: true })).toBeVisible()

    // The sent one read only, with its attachments by type
    await row(page, isoInDays(3))
      .getByRole('link', { name: /^Näytä/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tuloselvitys' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'palkka.pdf' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'elake.pdf' })).toBeVisible()
    await expect(page.getByText('3200 €')).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'view-fi-1280')

    // A draft: saved without the assurance or attachments, then deleted after the question
    await openNewForm(page, 'fi')
    await fillDate(dateField(page, t.start), dateInDays(5))
    await page.getByRole('checkbox', { name: t.gross }).check()
    await page.getByRole('button', { name: t.saveDraft }).click()
    await expect(page).toHaveURL(/\/income$/)
    const draft = row(page, isoInDays(5))
    await expect(draft.getByRole('cell', { name: t.draft, exact: true })).toBeVisible()
    await shot(page, 'list-fi-1280')
    await expectAccessible(page)
    await draft.getByRole('button', { name: /^Poista/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Poistetaanko luonnos?' })
    await expect(dialog.getByText('Tuloselvityksen luonnos ja sen liitteet poistetaan pysyvästi.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Poista', exact: true }).click()
    await expect(draft).toHaveCount(0)
    await expect(row(page, isoInDays(3))).toHaveCount(1)
  })

  test('the list: 10 a page from page 1, the handler, a handled one read only, the partner notice', async ({
    page,
    personas,
  }) => {
    const aino = personas['one-child']!
    const personId = await loginAs(page, aino)
    const partnerId = await personIdOf(page.request, personas['no-placements']!)
    await loginAs(page, aino)
    const partnership = await page.request.post('/api/dev/partnerships', {
      headers: csrf,
      data: { personId, partnerId, startDate: isoInDays(-100) },
    })
    expect(partnership.ok(), await partnership.text()).toBe(true)
    const ids: string[] = []
    for (let i = 0; i < 11; i++) {
      const response = await page.request.post('/api/dev/income-statements', {
        headers: csrf,
        data: {
          personId,
          status: i === 0 ? 'HANDLED' : 'SENT',
          handlerName: i === 0 ? 'Kaisa Käsittelijä' : undefined,
          startDate: isoInDays(-300 + i * 20),
          endDate: isoInDays(-281 + i * 20),
          gross: { type: 'INCOME', incomeSource: 'INCOMES_REGISTER', estimatedMonthlyIncome: 2000 + i },
        },
      })
      expect(response.ok(), await response.text()).toBe(true)
      ids.push(((await response.json()) as { id: string }).id)
    }
    await page.goto('/income')
    await expect(page.getByText(/Puolisosi Matti Järvinen ei ole toimittanut tuloselvitystä/)).toBeVisible()
    const own = page.getByRole('region', { name: 'Omat tuloselvitykset' })
    // Newest first: the ten latest on page 1, the handled (oldest) one alone on page 2
    await expect(own.getByRole('row')).toHaveCount(11)
    const pager = own.getByRole('navigation', { name: 'Sivut' })
    await expect(pager.getByRole('button', { name: 'Sivu 1' })).toHaveAttribute('aria-current', 'page')
    await pager.getByRole('button', { name: 'Sivu 2' }).click()
    await expect(page).toHaveURL(/\/income\?page=2$/)
    const handled = row(page, isoInDays(-300))
    await expect(handled.getByRole('cell', { name: 'Kaisa Käsittelijä' })).toBeVisible()
    await expect(handled.getByRole('cell', { name: 'Käsitelty', exact: true })).toBeVisible()
    // Handled: to be read only (no edit, add details, delete or cancel)
    await expect(handled.getByRole('button')).toHaveCount(0)
    await expect(handled.getByRole('link')).toHaveText(['Näytä'])
    await expectAccessible(page)
    await handled.getByRole('link', { name: /^Näytä/ }).click()
    await expect(page).toHaveURL(new RegExp(`/income/${ids[0]}$`))
    await expect(page.getByRole('link', { name: /^(Muokkaa|Täydennä)$/ })).toHaveCount(0)
    await page.goto(`/income/${ids[0]}/edit`)
    await expect(page).toHaveURL(/\/income$/)
  })

  test('a sent statement takes more details: other info and attachments only', async ({ page, personas }) => {
    await loginAs(page, personas['one-child']!)
    const start = isoInDays(7)
    const response = await page.request.post('/api/citizen/income-statements?draft=false', {
      headers: csrf,
      data: {
        type: 'INCOME',
        startDate: start,
        endDate: isoInDays(200),
        assure: true,
        gross: {
          type: 'INCOME',
          incomeSource: 'INCOMES_REGISTER',
          estimatedMonthlyIncome: 2500,
          otherIncome: [],
          otherIncomeInfo: '',
        },
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
    await page.goto('/income')
    await row(page, start)
      .getByRole('link', { name: /^Täydennä/ })
      .click()
    await expect(page.getByRole('heading', { name: 'Lähetetyn tuloselvityksen täydentäminen' })).toBeVisible()
    // Only other info and attachments are open: no dates nor income choices
    await expect(dateField(page, 'Voimassa alkaen')).toHaveCount(0)
    await page.getByLabel('Muita tulotietoihin liittyviä lisätietoja').fill('Palkankorotus kesäkuusta alkaen')
    await upload(page, 'fi', 'Muu liite', 'korotus.pdf')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Tallenna', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Lähetetyn tuloselvityksen täydentäminen' })).toBeHidden()
    await expect(page.getByText('Palkankorotus kesäkuusta alkaen')).toBeVisible()
    await expect(page.getByRole('link', { name: 'korotus.pdf' })).toBeVisible()
    // Still sent, and the edit route of a sent one leads back to the list
    await page.goto(`/income/${page.url().split('/').pop()!.split('?')[0]}/edit`)
    await expect(page).toHaveURL(/\/income$/)
    await expect(row(page, start).getByRole('cell', { name: 'Lähetetty', exact: true })).toBeVisible()
  })
})

test.describe('on a phone in Swedish', () => {
  test.use({ viewport: phone })

  test('an entrepreneur with a partnership gives the accountant and its attachments', async ({ page, personas }) => {
    const t = texts.sv
    await loginAs(page, personas['one-child']!)
    await openNewForm(page, 'sv')
    await fillDate(dateField(page, t.start), dateInDays(10))
    await fillDate(dateField(page, t.end), dateInDays(370))
    await page.getByRole('checkbox', { name: t.entrepreneur }).check()
    await fillDate(dateField(page, 'Företagsverksamheten började'), dateInDays(-400))
    await page.getByLabel('Företagets namn').fill('Nieminen & Co')
    await page.getByRole('radio', { name: 'Nej' }).check()
    await page.getByRole('checkbox', { name: /^Öppet bolag eller kommanditbolag/ }).check()
    await page.getByLabel('Bokförarens namn').fill('Bokföring Ab')
    await page.getByLabel('Telefonnummer').fill('0401234567')
    await page.getByLabel('E-postadress').fill('bokforing@example.com')
    await upload(page, 'sv', 'Resultat- och balansräkning (personbolag)', 'resultat.pdf')
    await upload(page, 'sv', 'Bokförarens utredning om lön och naturaförmåner (personbolag)', 'utredning.pdf')
    await page.getByRole('checkbox', { name: t.assure }).check()
    await expectAccessible(page)
    await shot(page, 'form-sv-375')
    await page.getByRole('button', { name: t.send, exact: true }).click()
    await expect(page).toHaveURL(/\/income$/)
    await expect(page.getByText(formatDate(isoInDays(10))).first()).toBeVisible()
    await expect(page.getByText(t.sent, { exact: true }).first()).toBeVisible()
    await shot(page, 'list-sv-375')
    await expectAccessible(page)
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scroll).toBeLessThanOrEqual(375)
    // Read only, the accountant among the facts
    await page.getByRole('link', { name: new RegExp(`^Visa: .*${formatDate(isoInDays(10))}`) }).click()
    await expect(page.getByText('Bokföring Ab, 0401234567, bokforing@example.com')).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'view-sv-375')
  })

  test('an invalid send focuses the first missing field and lists the missing attachments', async ({
    page,
    personas,
  }) => {
    const t = texts.sv
    await loginAs(page, personas['one-child']!)
    await openNewForm(page, 'sv')
    await page.getByRole('checkbox', { name: t.gross }).check()
    await page.getByRole('radio', { name: t.attachments }).check()
    await page.getByRole('checkbox', { name: t.pension, exact: true }).check()
    await page.getByRole('button', { name: t.send, exact: true }).click()
    await expect(page.getByText(t.invalid)).toBeVisible()
    // The start date is the first field: its day takes the focus
    await expect(dateField(page, t.start).getByRole('spinbutton').first()).toBeFocused()
    const missing = page.getByRole('group', { name: t.missing })
    await expect(missing.getByRole('link')).toHaveText([t.payslip, t.pension])
    await missing.getByRole('link', { name: t.pension }).click()
    await expect(page.getByRole('button', { name: `${t.upload}: ${t.pension}` })).toBeFocused()
    await expectAccessible(page)
    await shot(page, 'invalid-sv-375')
    // Nothing was sent
    await page.goto('/income?lang=sv')
    await expect(page.getByText('Du har inte gjort några inkomstutredningar ännu.')).toBeVisible()
  })
})

test.describe('on a desktop in Swedish', () => {
  test.use({ viewport: desktop })

  test('the highest fee: choosing it unselects gross income; sent without an end date', async ({ page, personas }) => {
    const t = texts.sv
    await loginAs(page, personas['one-child']!)
    await openNewForm(page, 'sv')
    await fillDate(dateField(page, t.start), dateInDays(1))
    await page.getByRole('checkbox', { name: t.gross }).check()
    // The long form first: gross income and entrepreneur with every company form
    await page.getByRole('checkbox', { name: t.entrepreneur }).check()
    for (const form of ['Firma', 'Aktiebolag', 'Öppet bolag eller kommanditbolag', 'Lättföretagare'])
      await page.getByRole('checkbox', { name: new RegExp(`^${form}`) }).check()
    await page
      .getByRole('checkbox', { name: 'Verksamheten har nyss börjat: jag ger en uppskattning av min månadsinkomst' })
      .check()
    await expectAccessible(page)
    await shot(page, 'long-form-sv-1280')
    await page.getByRole('checkbox', { name: t.highestFee }).check()
    await expect(page.getByRole('checkbox', { name: t.entrepreneur })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: t.gross })).not.toBeChecked()
    await expect(page.getByRole('heading', { name: 'Bruttoinkomster' })).toBeHidden()
    await page.getByRole('checkbox', { name: t.assure }).check()
    await expectAccessible(page)
    await shot(page, 'form-sv-1280')
    await page.getByRole('button', { name: t.send, exact: true }).click()
    await expect(page).toHaveURL(/\/income$/)
    await expect(row(page, isoInDays(1)).getByRole('cell', { name: t.sent, exact: true })).toBeVisible()
    await shot(page, 'list-sv-1280')
    // Sent highest fee: nothing to add details to
    await expect(row(page, isoInDays(1)).getByRole('link', { name: /^Komplettera/ })).toHaveCount(0)
  })
})

test.describe('a session that ends while sending, in Swedish on a desktop', () => {
  test.use({ viewport: desktop })

  test('keeps the input through the login, and says so', async ({ page, personas }) => {
    const t = texts.sv
    const aino = personas['one-child']!
    await loginAs(page, aino)
    await openNewForm(page, 'sv')
    await fillDate(dateField(page, t.start), dateInDays(1))
    await page.getByRole('checkbox', { name: t.highestFee }).check()
    await page.getByRole('checkbox', { name: t.assure }).check()
    await page.context().clearCookies()
    await page.getByRole('button', { name: t.send, exact: true }).click()
    await expect(page).toHaveURL(/\/login\?next=/)
    const next = new URL(page.url()).searchParams.get('next')!
    expect(next).toMatch(/^\/income\/new\/edit/)
    await loginAs(page, aino)
    await page.goto(next)
    await expect(page.getByText('Blanketten har dina osparade uppgifter från förra gången.')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: t.highestFee })).toBeChecked()
    await expectAccessible(page)
    await page.getByRole('checkbox', { name: t.assure }).check()
    await page.getByRole('button', { name: t.send, exact: true }).click()
    await expect(page).toHaveURL(/\/income$/)
    await expect(row(page, isoInDays(1)).getByRole('cell', { name: t.sent, exact: true })).toBeVisible()
  })
})

test.describe('on a phone in Finnish', () => {
  test.use({ viewport: phone })

  test('a child statement: send waits for the assurance, an attachment is needed', async ({ page, personas }) => {
    const persona = personas['three-children-1']!
    await loginAs(page, persona)
    // The adult form at its longest on a phone: gross income with other incomes and an entrepreneur
    await openNewForm(page, 'fi')
    await page.getByRole('checkbox', { name: texts.fi.gross }).check()
    await page.getByRole('radio', { name: texts.fi.attachments }).check()
    await page.getByRole('checkbox', { name: texts.fi.pension, exact: true }).check()
    await page.getByRole('checkbox', { name: texts.fi.entrepreneur }).check()
    await page.getByRole('checkbox', { name: /^Osakeyhtiö/ }).check()
    await page.getByRole('checkbox', { name: /^Toiminimi/ }).check()
    await expectAccessible(page)
    await shot(page, 'long-form-fi-375')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // Nothing typed is saved: leaving asks first
    await page.getByRole('button', { name: 'Peruuta' }).click()
    await page
      .getByRole('alertdialog', { name: 'Poistutaanko tallentamatta?' })
      .getByRole('button', { name: 'Poistu' })
      .click()
    await expect(page).toHaveURL(/\/income$/)
    const children = await (await page.request.get('/api/citizen/income-statements/children', { headers: csrf })).json()
    const child = (children as { id: string; firstName: string; lastName: string }[])[0]!
    const name = `${child.firstName} ${child.lastName}`
    const section = page.getByRole('region', { name })
    await section.getByRole('link', { name: /^Uusi tuloselvitys lapselle/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Tuloselvitys: ${name}` })).toBeVisible()
    await fillDate(dateField(page, 'Voimassa alkaen'), dateInDays(11))
    const send = page.getByRole('button', { name: 'Lähetä', exact: true })
    await expect(send).toBeDisabled()
    await page.getByRole('checkbox', { name: texts.fi.assure }).check()
    await expect(send).toBeEnabled()
    await send.click()
    // No attachment: the file-upload-required warning, nothing sent
    await expect(page.getByRole('status').filter({ hasText: 'vähintään yksi liite' })).toBeVisible()
    await upload(page, 'fi', 'Lapsen tulot', 'elatusapu.pdf')
    await page.getByLabel('Muita tulotietoihin liittyviä lisätietoja').fill('Elatusapu 200 € kuussa')
    await expectAccessible(page)
    await shot(page, 'child-fi-375')
    await send.click()
    await expect(page).toHaveURL(/\/income$/)
    await expect(page.getByRole('region', { name }).getByText(formatDate(isoInDays(11)), { exact: true })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'list-fi-375')
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scroll).toBeLessThanOrEqual(375)
  })

  test('a weak session sees the lock and goes through strong identification to the income page', async ({
    page,
    personas,
  }) => {
    const persona = personas['one-child']!
    await loginAs(page, persona, 'WEAK')
    await page.goto('/calendar')
    await page.getByRole('button', { name: 'Valikko' }).click()
    const income = page.getByRole('link', { name: /^Tulotiedot/ })
    await expect(income.getByRole('img', { name: 'Vaatii vahvan tunnistautumisen' })).toBeVisible()
    await income.click()
    await expect(page).toHaveURL(/\/api\/citizen\/auth\/sfi\/login\?RelayState=%2Fincome$/)
    await page.getByLabel(new RegExp(persona.ssn)).check()
    await page.getByRole('button', { name: 'Kirjaudu / Log in' }).click()
    await expect(page).toHaveURL(/\/income$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tulotiedot' })).toBeVisible()
    await expectAccessible(page)
  })
})
