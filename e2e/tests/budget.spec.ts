import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { test, expect, loginAs, csrf } from '../fixtures'

/**
 * First-load JavaScript of every page of issue 40, by the project's meter: gzip -9 of every script
 * the page asks for until its data is shown (the browser's cache off, so each page pays for
 * itself). Budgets: a page that shows data 150 KiB, an editor 200, /login 100. A page only read
 * must not load the form machinery (the shared fields chunk, react-hook-form): forms load when they
 * open or on intent. One login per persona, many pages per test.
 */
const dist = fileURLToPath(new URL('../../web/dist', import.meta.url))

const gzipped = new Map<string, number>()
const gzipSize = (script: string) => {
  if (!gzipped.has(script)) {
    gzipped.set(script, zlib.gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length)
  }
  return gzipped.get(script)!
}

let formChunks: Set<string> | undefined
/** The built chunks holding the form machinery, found by their source maps (names change with chunking) */
function formChunkSet(): Set<string> {
  if (formChunks) return formChunks
  const assets = path.join(dist, 'assets')
  formChunks = new Set(
    fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js.map'))
      .filter((f) => {
        const { sources } = JSON.parse(fs.readFileSync(path.join(assets, f), 'utf8')) as { sources: string[] }
        return sources.some((s) => s.endsWith('shared/form/fields.tsx') || s.includes('node_modules/react-hook-form/'))
      })
      .map((f) => `/assets/${f.slice(0, -'.map'.length)}`),
  )
  expect(formChunks.size, 'the form chunks are found in web/dist').toBeGreaterThan(0)
  return formChunks
}

type Kind = 'read' | 'data' | 'editor' | 'login'
const budgets: Record<Kind, number> = { login: 100, read: 150, data: 150, editor: 200 }
/**
 * NOT MET YET (issue 40 stays open for these): the pages still over their budget are held to what
 * they load today (+1 KiB), so that nothing grows while the work goes on; lower these with each
 * step and remove a row once its page meets its budget. See docs/performance.md "Page weight".
 */
const notMetYet: Record<string, number> = {
  // the entry: React, the router and the query client are ≈ 92 of its 105 KiB; 111 until issue 43's
  // logout question (the keep-notifications choice and its storage clean-up in the entry, 0.4 KiB)
  '/login': 112,
  // the typed date field (27), react-hook-form (14), react-aria's core (13); 228 since issue 42
  // (below), 229 since issue 43's logout question
  '/applications/{id}/edit': 229,
  // 221 until issue 42's offline copy: its start check and the waiting absences' state in the
  // entry (0.35 KiB), and TanStack Query 5.104 (the persister's version) instead of 5.108 (0.45)
  '/income/{id}/edit': 223,
}

/**
 * Opens `url` and waits for `settled` (the page's data shown) and the browser's next idle moment
 * (what a page would fetch when idle counts too); the scripts asked for by then are its first load.
 * What the app asks for once the page is interactive (`whenInteractive` in
 * web/src/shared/after-interactive.ts: the forms likely next, the desktop map beside its list) is
 * marked in the performance timeline; the scripts asked for from that mark on are not first load,
 * and are reported apart. The mark, not the order of two idle callbacks, decides: the measure does
 * not depend on timing.
 * 'read': a page only read, which must not load the form machinery.
 */
async function expectFirstLoad(page: Page, name: string, url: string, kind: Kind, settled: (p: Page) => Locator) {
  // Nothing of the page before (e.g. a session change it is reacting to) may be counted
  await page.goto('about:blank')
  const scripts = new Set<string>()
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
  }
  page.on('request', onRequest)
  await page.goto(url)
  await expect(settled(page).first()).toBeVisible()
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  page.off('request', onRequest)
  // A resource's timing entry appears when it has arrived: wait for those still on their way
  await page.waitForFunction(
    (paths) => {
      const arrived = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))
      return paths.every((p) => arrived.has(p))
    },
    [...scripts],
  )
  const { mark, started } = await page.evaluate(() => ({
    mark: performance.getEntriesByName('after-interactive')[0]?.startTime ?? null,
    started: performance
      .getEntriesByType('resource')
      .map((e) => [new URL(e.name).pathname, e.startTime] as [string, number]),
  }))
  const later = new Set(mark === null ? [] : started.filter(([s, t]) => t >= mark && scripts.has(s)).map(([s]) => s))
  const first = [...scripts].filter((s) => !later.has(s))
  const kib = first.reduce((sum, s) => sum + gzipSize(s), 0) / 1024
  const laterKib = [...later].reduce((sum, s) => sum + gzipSize(s), 0) / 1024
  const forms = first.filter((s) => formChunkSet().has(s))
  console.log(
    `${name.padEnd(40)} ${kib.toFixed(1).padStart(6)} KiB  ${first.length} files  form code: ${forms.length > 0}` +
      (later.size > 0 ? `  (then ${laterKib.toFixed(1)} KiB once interactive)` : ''),
  )
  if (process.env.BUDGET_FILES) {
    // Where a page's bytes go: each script, largest first
    for (const s of [...scripts].sort((a, b) => gzipSize(b) - gzipSize(a))) {
      console.log(`  ${(gzipSize(s) / 1024).toFixed(1).padStart(6)} ${s}${later.has(s) ? '  (once interactive)' : ''}`)
    }
  }
  expect.soft(kib, `${name}: first-load JavaScript (KiB gzip)`).toBeLessThanOrEqual(notMetYet[name] ?? budgets[kind])
  if (kind === 'read' || kind === 'login') expect.soft(forms, `${name}: no form code`).toEqual([])
}

/** A fresh page load each time: the HTTP cache would hide what a page asks for */
async function withoutCache(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  // Room for every resource's timing entry (250 by default; the map's tiles are many)
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000))
}

const main = (p: Page) => p.getByRole('main')

test('/login: its first load within budget (100 KiB, held at 112 until met) and none of the other pages', async ({
  page,
}) => {
  await withoutCache(page)
  const scripts = new Set<string>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname)
  })
  await expectFirstLoad(page, '/login', '/login', 'login', (p) => main(p).getByText('Vahva tunnistautuminen'))
  // Code-split: the pages of other routes are not loaded
  expect([...scripts].some((s) => s.includes('accessibility-page'))).toBe(false)
  expect([...scripts].some((s) => s.includes('weak-login-page'))).toBe(false)
})

test("Mikko's pages: map, applications, decisions, calendar, personal details, child, income", async ({
  page,
  personas,
}) => {
  // 14 pages loaded without the cache, each until its scripts are settled: 60 s was its whole margin
  test.setTimeout(150_000)
  const mikko = personas['three-children-1']!
  const onni = mikko.children.find((c) => c.firstName === 'Onni')!.id
  await loginAs(page, mikko)
  await withoutCache(page)
  const get = async <T>(url: string) => (await (await page.request.get(url, { headers: csrf })).json()) as T
  const applications = (
    await get<{ applicationSummaries: { applicationId: string; applicationStatus: string }[] }[]>(
      '/api/citizen/applications/by-guardian',
    )
  ).flatMap((c) => c.applicationSummaries)
  const draft = applications.find((a) => a.applicationStatus === 'CREATED')!.applicationId
  const sent = applications.find((a) => a.applicationStatus === 'SENT')!.applicationId
  const [assistance] = await get<{ id: string }[]>('/api/citizen/assistance-need-decisions')
  const [preschoolAssistance] = await get<{ id: string }[]>('/api/citizen/assistance-need-preschool-decisions')
  const statements = (await get<{ data: { id: string; status: string }[] }>('/api/citizen/income-statements')).data
  const [childStatement] = (await get<{ data: { id: string }[] }>(`/api/citizen/income-statements/child/${onni}`)).data

  const m = main
  await expectFirstLoad(page, '/map', '/map', 'data', (p) => m(p).getByText('Daghemmet Humlan'))
  await expectFirstLoad(page, '/applications', '/applications', 'data', (p) => m(p).getByText('Kerho Kipinä'))
  await expectFirstLoad(page, '/applications/{id}', `/applications/${sent}`, 'read', (p) =>
    m(p).getByText('Veeti Korhonen'),
  )
  await expectFirstLoad(page, '/applications/{id}/edit', `/applications/${draft}/edit`, 'editor', (p) =>
    m(p).getByText('Kerho Kipinä'),
  )
  await expectFirstLoad(page, '/decisions', '/decisions', 'read', (p) =>
    m(p).getByText('Mikko Korhonen, Sanna Korhonen'),
  )
  await expectFirstLoad(page, '/decisions/assistance/{id}', `/decisions/assistance/${assistance!.id}`, 'read', (p) =>
    m(p).getByText('Onni Korhonen'),
  )
  await expectFirstLoad(
    page,
    '/decisions/assistance-preschool/{id}',
    `/decisions/assistance-preschool/${preschoolAssistance!.id}`,
    'read',
    (p) => m(p).getByText('Onni Korhonen'),
  )
  await expectFirstLoad(page, '/calendar', '/calendar', 'data', (p) => m(p).getByText(/^Onni/))
  await expectFirstLoad(page, '/personal-details', '/personal-details', 'read', (p) =>
    m(p).getByText('Rantatie 12', { exact: false }),
  )
  await expectFirstLoad(page, '/children/{id}', `/children/${onni}`, 'read', (p) =>
    m(p).getByText('Päiväkoti Aurinkoinen: Sinisiivet'),
  )
  await expectFirstLoad(page, '/income', '/income', 'data', (p) => m(p).getByRole('link', { name: /Tuloselvitys/ }))
  await expectFirstLoad(
    page,
    '/income/{id}/edit',
    `/income/${statements.find((s) => s.status === 'DRAFT')!.id}/edit`,
    'editor',
    (p) => m(p).getByText('Voimassa alkaen'),
  )
  await expectFirstLoad(
    page,
    '/income/{id}',
    `/income/${statements.find((s) => s.status === 'SENT')!.id}`,
    'read',
    (p) => m(p).getByText('Palkankorotus kuun alusta.'),
  )
  await expectFirstLoad(
    page,
    '/child-income/{child}/{id}',
    `/child-income/${onni}/${childStatement!.id}`,
    'read',
    (p) => m(p).getByText('Onnin perhe-eläke.'),
  )
})

test("the other families' pages: a decision to answer, a child document, messages and a thread", async ({
  page,
  personas,
}) => {
  await withoutCache(page)
  const get = async <T>(url: string) => (await (await page.request.get(url, { headers: csrf })).json()) as T
  const m = main

  // Jussi: Helmi's club decision waits for his answer; the decision is read first, the answer form's
  // code comes once the page is interactive
  await loginAs(page, personas['separated-guardians-1']!)
  const [helmi] = await get<{ applicationSummaries: { applicationId: string }[] }[]>(
    '/api/citizen/applications/by-guardian',
  )
  await expectFirstLoad(
    page,
    '/decisions/by-application/{id}',
    `/decisions/by-application/${helmi!.applicationSummaries[0]!.applicationId}`,
    'read',
    (p) => m(p).getByRole('radio'),
  )

  // Aino: Eetu's decision on support, only read
  const aino = personas['one-child']!
  const eetu = aino.children[0]!.id
  await loginAs(page, aino)
  const documents = await get<{ id: string; status: string }[]>(`/api/citizen/child-documents?childId=${eetu}`)
  await expectFirstLoad(
    page,
    '/child-documents/{id}',
    `/child-documents/${documents.find((d) => d.status === 'COMPLETED')!.id}`,
    'read',
    (p) => m(p).getByText('1024'),
  )

  // Kaisa: her messages and a thread she may answer
  await loginAs(page, personas['preschool']!)
  const { data: threads } = await get<{ data: { id: string }[] }>('/api/citizen/messages/received')
  await expectFirstLoad(page, '/messages', '/messages', 'read', (p) => m(p).getByText('Tukitoimet'))
  await expectFirstLoad(page, '/messages/{id}', `/messages/${threads[0]!.id}`, 'read', (p) =>
    m(p).getByRole('button', { name: 'Vastaa', exact: true }),
  )
})
