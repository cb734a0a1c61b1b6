import type { Locator, Page } from '@playwright/test'
import { test, expect, loginAs, isoInDays, csrf } from '../fixtures'

/**
 * Every page the app has fits a 375 px phone and a 1280 px desktop without sideways scrolling,
 * in fi, sv and en. Pages are found from the demo data, so a page added later belongs in the
 * lists below.
 */
const languages = ['fi', 'sv', 'en'] as const
const viewports = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]

const publicPages = ['/login', '/login/form', '/map', '/accessibility', '/no-such-page']

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: csrf })
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

interface ApplicationsOfChild {
  childId: string
  applicationSummaries: { applicationId: string; applicationStatus: string }[]
}

/** The pages of one logged-in guardian that the demo data can show. */
async function pagesOf(page: Page): Promise<string[]> {
  const byChild = await getJson<ApplicationsOfChild[]>(page, '/api/citizen/applications/by-guardian')
  const summaries = byChild.flatMap((c) => c.applicationSummaries)
  const pages = ['/applications', '/decisions', '/calendar', '/calendar?modal=reservations', '/calendar?modal=absences']
  const calendar = await page.request.get('/api/citizen/reservations', {
    headers: csrf,
    params: { from: isoInDays(0), to: isoInDays(0) },
  })
  if (calendar.ok()) pages.push(`/calendar?day=${isoInDays(0)}`)
  const sent = summaries.find((a) => a.applicationStatus !== 'CREATED')
  if (sent) pages.push(`/applications/${sent.applicationId}`)
  const draft = summaries.find((a) => a.applicationStatus === 'CREATED')
  if (draft) pages.push(`/applications/${draft.applicationId}/edit`)
  const childWithoutApplication = byChild.find((c) => c.applicationSummaries.length === 0) ?? byChild[0]
  if (childWithoutApplication) pages.push(`/applications/new/${childWithoutApplication.childId}`)
  const decisions = await getJson<{ decisions: { applicationId: string }[] }>(page, '/api/citizen/decisions')
  if (decisions.decisions[0]) pages.push(`/decisions/by-application/${decisions.decisions[0].applicationId}`)
  const assistance = await getJson<{ id: string }[]>(page, '/api/citizen/assistance-need-decisions')
  if (assistance[0]) pages.push(`/decisions/assistance/${assistance[0].id}`)
  const preschool = await getJson<{ id: string }[]>(page, '/api/citizen/assistance-need-preschool-decisions')
  if (preschool[0]) pages.push(`/decisions/assistance-preschool/${preschool[0].id}`)
  const children = await getJson<
    { id: string; upcomingPlacementType: string | null; serviceApplicationCreationPossible: boolean }[]
  >(page, '/api/citizen/children')
  for (const c of children.filter((c) => c.upcomingPlacementType !== null)) {
    pages.push(`/children/${c.id}`)
    // A child document of each kind the child has: one to fill in and one to read
    const documents = await page.request.get('/api/citizen/child-documents', {
      headers: csrf,
      params: { childId: c.id },
    })
    if (!documents.ok()) continue // a weak login or no documents feature
    const list = (await documents.json()) as { id: string; status: string }[]
    const draft = list.find((d) => d.status === 'CITIZEN_DRAFT')
    const other = list.find((d) => d.status !== 'CITIZEN_DRAFT')
    for (const d of [draft, other]) if (d) pages.push(`/child-documents/${d.id}`)
  }
  const applicant = children.find((c) => c.serviceApplicationCreationPossible)
  if (applicant) pages.push(`/children/${applicant.id}/service-application`)
  pages.push('/personal-details', '/messages', '/messages?editorVisible=true')
  const received = await getJson<{ data: { id: string }[] }>(page, '/api/citizen/messages/received')
  if (received.data[0]) pages.push(`/messages/${received.data[0].id}`)
  pages.push('/income', '/income/new/edit')
  const statements = await getJson<{ data: { id: string }[] }>(page, '/api/citizen/income-statements')
  if (statements.data[0]) pages.push(`/income/${statements.data[0].id}`)
  const incomeChildren = await getJson<{ id: string }[]>(page, '/api/citizen/income-statements/children')
  if (incomeChildren[0]) pages.push(`/child-income/${incomeChildren[0].id}/new/edit`)
  return pages
}

/** Loads the page once and checks it at each width (the layout follows a resize as it follows a load). */
async function expectFits(page: Page, path: string, lang: string) {
  await page.setViewportSize(viewports[0]!)
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // A page that crashed shows the unexpected-error card (its h1 in an alert): that is no fit
  await expect(page.locator('section[role="alert"] h1'), `${path} in ${lang} crashed`).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    const { scrollWidth, innerWidth } = await page.evaluate(
      () =>
        new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) =>
          // After the resize's layout and the effects it starts
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }),
            ),
          ),
        ),
    )
    expect(innerWidth).toBe(viewport.width)
    expect(scrollWidth, `${path} in ${lang} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(
      innerWidth,
    )
  }
}

test.describe(`every page at ${viewports.map((v) => `${v.width} px`).join(' and ')}`, () => {
  for (const lang of languages) {
    test(`fits without sideways scrolling in ${lang}`, async ({ page, personas }) => {
      test.setTimeout(240_000)
      for (const path of publicPages) await expectFits(page, path, lang)

      // Mikko: applications in several states, fee and assistance decisions
      await loginAs(page, personas['three-children-1']!)
      for (const path of await pagesOf(page)) await expectFits(page, path, lang)

      // Jussi: a pending placement decision to answer
      await page.context().clearCookies()
      await loginAs(page, personas['separated-guardians-1']!)
      for (const path of await pagesOf(page)) await expectFits(page, path, lang)

      // Aino: Eetu's child documents, one waiting to be filled in
      await page.context().clearCookies()
      await loginAs(page, personas['one-child']!)
      for (const path of await pagesOf(page)) await expectFits(page, path, lang)
      // Kaisa: the preschool children's pages with their absence applications, and the form
      await page.context().clearCookies()
      await loginAs(page, personas['preschool']!, 'WEAK')
      const children = await getJson<{ id: string; absenceApplicationCreationPossible: boolean }[]>(
        page,
        '/api/citizen/children',
      )
      for (const c of children.filter((c) => c.absenceApplicationCreationPossible)) {
        await expectFits(page, `/children/${c.id}`, lang)
        await expectFits(page, `/children/${c.id}/absence-application`, lang)
      }
    })
  }
})

test.describe('a phone (375 px): edges, finger targets and no drag hint', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  const height = async (link: Locator) => (await link.boundingBox())!.height

  test('the login pages keep off the edge; their links, the footer’s and “Kirjaudu sisään” are 44 px high', async ({
    page,
  }) => {
    await page.goto('/login')
    const title = page.getByRole('heading', { level: 1 })
    expect((await title.boundingBox())!.x).toBeGreaterThanOrEqual(16)
    const footer = page.getByRole('contentinfo')
    for (const link of await footer.getByRole('link').all()) expect(await height(link)).toBeGreaterThanOrEqual(44)
    await page.goto('/login/form')
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.x).toBeGreaterThanOrEqual(16)
    expect(await height(page.getByRole('link', { name: /Takaisin|Palaa/ }).first())).toBeGreaterThanOrEqual(44)
    await page.goto('/map')
    expect(await height(page.getByRole('link', { name: 'Kirjaudu sisään' }))).toBeGreaterThanOrEqual(44)
  })

  test('a back link is 44 px high and the upload has no drag-and-drop hint', async ({ page, personas }) => {
    await loginAs(page, personas['three-children-1']!)
    await page.goto('/income/new/edit')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await height(page.getByRole('link', { name: /Takaisin|Palaa/ }).first())).toBeGreaterThanOrEqual(44)
    await expect(page.getByText(/raahaa tiedosto/).first()).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(page.getByText(/raahaa tiedosto/).first()).toBeVisible()
  })
})
