import type { Page } from '@playwright/test'
import { test, expect, loginAs, expectAccessible, createApplicationFor, startSecondServer } from '../fixtures'

/**
 * The process metadata panels with SHOW_METADATA_TO_CITIZEN on (spec 000: the applications list,
 * the application page and the editor; spec 002: the decisions). The suite's server runs with the
 * flag off, so this file starts a second API process with it on, on the same database.
 */
const port = Number(process.env.E2E_METADATA_PORT ?? 3101)
let server: Awaited<ReturnType<typeof startSecondServer>> | null = null

test.use({ baseURL: `http://localhost:${port}` })

test.beforeAll(async () => {
  server = await startSecondServer(port, { SHOW_METADATA_TO_CITIZEN: 'true' })
})

test.afterAll(async () => {
  await server?.stop()
})

/** Opens the panel inside `scope` and checks what it tells of a sent application. */
async function expectSentApplicationMetadata(page: Page, scope: ReturnType<Page['locator']>) {
  const panel = scope.locator('details', { has: page.getByText('Asiankäsittelyn tiedot', { exact: true }) })
  await expect(panel).toHaveCount(1)
  await panel.locator('summary').click()
  await expect(panel.getByText('Asiatunnus')).toBeVisible()
  await expect(panel.getByText(/^Vireillepano: \d\d\.\d\d\.\d{4}$/)).toBeVisible()
}

test('the applications list, the application page and the editor show the process metadata', async ({
  page,
  request,
  personas,
}) => {
  const matti = personas['no-placements']!
  // A complete draft, sent the citizen's way: sending starts the case process
  const id = await createApplicationFor(request, matti, { type: 'DAYCARE', status: 'CREATED' })
  await loginAs(page, matti)
  const sent = await page.request.post(`/api/citizen/applications/${id}/actions/send-application`, {
    headers: { 'x-evaka-csrf': '1' },
  })
  expect(sent.ok(), await sent.text()).toBe(true)

  await page.goto('/applications')
  const row = page.getByRole('article', { name: /Varhaiskasvatushakemus/ })
  await expectSentApplicationMetadata(page, row)
  await expectAccessible(page)

  await page.goto(`/applications/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Varhaiskasvatushakemus' })).toBeVisible()
  await expectSentApplicationMetadata(page, page.locator('main'))

  // A sent application is still editable: the editor has the panel too
  await page.goto(`/applications/${id}/edit`)
  await expect(page.getByRole('button', { name: 'Tarkista ennen lähettämistä' })).toBeVisible()
  await expectSentApplicationMetadata(page, page.locator('main'))
  await expectAccessible(page)
})

test('a draft says it has no handling details yet', async ({ page, personas }) => {
  const matti = personas['no-placements']!
  await loginAs(page, matti)
  await page.goto(`/applications/new/${matti.children[0]!.id}`)
  await page.getByRole('radio', { name: 'Varhaiskasvatus' }).check()
  await page.getByRole('button', { name: 'Luo hakemus' }).click()
  await expect(page).toHaveURL(/\/edit$/)
  await page.getByText('Asiankäsittelyn tiedot', { exact: true }).click()
  await expect(page.getByText('Asialle ei ole vielä käsittelytietoja.')).toBeVisible()
})

test('the decisions keep their panels', async ({ page, personas }) => {
  await loginAs(page, personas['three-children-1']!)
  await page.goto('/decisions')
  const finance = page.getByRole('region', { name: 'Maksupäätökset' })
  // The first fee decision's panel is open; its metadata panel is inside
  await finance.locator('details[open]').first().getByText('Asiankäsittelyn tiedot', { exact: true }).click()
  await expect(finance.getByText('Asiatunnus').first()).toBeVisible()
})
