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

/**
 * The requests of the page not yet answered: the page is settled when none is in flight across a
 * rendered frame (an answer renders and may ask for more: a chunk, the next query). It replaces
 * networkidle's 500 ms of quiet, and works after a move inside the app, which has no load event.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<object>()
  page.on('request', (r) => inFlight.add(r))
  page.on('requestfinished', (r) => inFlight.delete(r))
  page.on('requestfailed', (r) => inFlight.delete(r))
  const frame = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return async function settled() {
    await expect
      .poll(async () => {
        if (inFlight.size > 0) return inFlight.size
        await frame()
        return inFlight.size
      })
      .toBe(0)
  }
}

/**
 * Opens the page: the first of a session with a load, the rest with a move inside the app (the
 * router follows a popstate as it follows Back), which is what a person does and skips parsing
 * the app again. The language given at the load stays for the session.
 */
async function open(page: Page, path: string, lang: string, loaded: boolean) {
  if (loaded) {
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path)
  } else {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
  }
}

/** Opens the page once and checks it at each width (the layout follows a resize as it follows a load). */
async function expectFits(page: Page, path: string, lang: string, loaded: boolean, settled: () => Promise<void>) {
  await page.setViewportSize(viewports[0]!)
  await open(page, path, lang, loaded)
  await expect(page.locator('h1').first()).toBeVisible()
  await settled()
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
      const settled = trackRequests(page)
      /** Each session's pages: the first loads the app, the rest move inside it */
      const fitAll = async (paths: string[]) => {
        for (const [i, path] of paths.entries()) await expectFits(page, path, lang, i > 0, settled)
      }
      await fitAll(publicPages)

      // Mikko: applications in several states, fee and assistance decisions
      await loginAs(page, personas['three-children-1']!)
      await fitAll(await pagesOf(page))

      // Jussi: a pending placement decision to answer
      await page.context().clearCookies()
      await loginAs(page, personas['separated-guardians-1']!)
      await fitAll(await pagesOf(page))

      // Aino: Eetu's child documents, one waiting to be filled in
      await page.context().clearCookies()
      await loginAs(page, personas['one-child']!)
      await fitAll(await pagesOf(page))
      // Kaisa: the preschool children's pages with their absence applications, and the form
      await page.context().clearCookies()
      await loginAs(page, personas['preschool']!, 'WEAK')
      const children = await getJson<{ id: string; absenceApplicationCreationPossible: boolean }[]>(
        page,
        '/api/citizen/children',
      )
      await fitAll(
        children
          .filter((c) => c.absenceApplicationCreationPossible)
          .flatMap((c) => [`/children/${c.id}`, `/children/${c.id}/absence-application`]),
      )
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
