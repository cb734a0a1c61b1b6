// `npm run bench:web`: Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) in
// Debian's Chromium against the built app, which it starts on a fresh database with the demo
// municipality. Every page of issue 40, each as the demo person who has data there (strong login
// through the dev API; the session cookie goes in Lighthouse's extra headers), /login anonymous;
// the calendar twice: the phone list (mobile defaults) and the month grid (a desktop-width
// viewport, still with the mobile throttling) of Mikko's three children. Each page runs RUNS times;
// the table shows the median of each figure. Nothing leaves localhost.
// Goals (issue 40): performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.5 s; accessibility 100, CLS < 0.05.
import fs from 'node:fs'
import path from 'node:path'
import { build, chromiumPath, ensureInstalled, log } from './lib.mjs'
import { csrf, startDemoApp } from './bench-app.mjs'

await ensureInstalled()
await build()
const chromium = chromiumPath()
if (!chromium) throw new Error("Chromium not found (/usr/bin/chromium): install Debian's chromium package")
const { default: lighthouse } = await import('lighthouse')
const chromeLauncher = await import('chrome-launcher')

const APP_PORT = Number(process.env.BENCH_WEB_PORT ?? 3203)
const EMBEDDED_PORT = 5493
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// BENCH_REPORT_DIR=/tmp/x keeps each run's Lighthouse JSON (main-thread breakdown, bootup time, long tasks)
const REPORT_DIR = process.env.BENCH_REPORT_DIR
// BENCH_PAGES=/map,/decisions measures only the rows whose name starts with one of these
const PAGE_FILTER = process.env.BENCH_PAGES?.split(',')
// The demo persons (api/src/dev/demo-families.ts) with data on the pages
const MIKKO = '210886-903A' // three children: applications, decisions, the calendar, income statements
const JUSSI = '090284-908C' // Helmi's club decision waiting for his answer
const AINO = '140390-901R' // Eetu's documents
const KAISA = '190489-9193' // messages
// The calendar's month grid: no screen emulation, so the page gets the browser's own desktop-sized
// window (--window-size below), with the mobile throttling and scoring kept (formFactor stays
// mobile, which an emulated desktop screen would not allow)
const desktopScreen = { disabled: true }

const { base, personas } = await startDemoApp({
  name: 'citizen_bench_web',
  port: APP_PORT,
  embeddedPort: EMBEDDED_PORT,
})
let chrome
process.on('exit', () => chrome?.kill())

const cookies = new Map()
/** A strong session of the person (one each: a new login would not end the earlier ones) */
async function cookieOf(ssn) {
  if (cookies.has(ssn)) return cookies.get(ssn)
  const login = await fetch(`${base}/api/dev/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ ssn, authLevel: 'STRONG' }),
  })
  if (!login.ok) throw new Error(`dev login failed: ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  cookies.set(ssn, cookie)
  return cookie
}
async function get(ssn, url) {
  const response = await fetch(`${base}${url}`, { headers: { ...csrf, Cookie: await cookieOf(ssn) } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}

// The ids of the demo's things, found through the API as a person's pages find them
const onni = personas.find((p) => p.key === 'three-children-1').children.find((c) => c.firstName === 'Onni').id
const eetu = personas.find((p) => p.key === 'one-child').children[0].id
const applications = (await get(MIKKO, '/api/citizen/applications/by-guardian')).flatMap((c) => c.applicationSummaries)
const statements = (await get(MIKKO, '/api/citizen/income-statements')).data
const [assistance] = await get(MIKKO, '/api/citizen/assistance-need-decisions')
const [preschoolAssistance] = await get(MIKKO, '/api/citizen/assistance-need-preschool-decisions')
const [childStatement] = (await get(MIKKO, `/api/citizen/income-statements/child/${onni}`)).data
const [helmi] = await get(JUSSI, '/api/citizen/applications/by-guardian')
const documents = await get(AINO, `/api/citizen/child-documents?childId=${eetu}`)
const [thread] = (await get(KAISA, '/api/citizen/messages/received')).data
const PAGES = [
  { name: '/login', path: '/login' },
  { name: '/map', path: '/map', person: MIKKO },
  { name: '/applications', path: '/applications', person: MIKKO },
  {
    name: '/applications/{id}',
    path: `/applications/${applications.find((a) => a.applicationStatus === 'SENT').applicationId}`,
    person: MIKKO,
  },
  {
    name: '/applications/{id}/edit',
    path: `/applications/${applications.find((a) => a.applicationStatus === 'CREATED').applicationId}/edit`,
    person: MIKKO,
  },
  { name: '/decisions', path: '/decisions', person: MIKKO },
  {
    name: '/decisions/by-application/{id}',
    path: `/decisions/by-application/${helmi.applicationSummaries[0].applicationId}`,
    person: JUSSI,
  },
  { name: '/decisions/assistance/{id}', path: `/decisions/assistance/${assistance.id}`, person: MIKKO },
  {
    name: '/decisions/assistance-preschool/{id}',
    path: `/decisions/assistance-preschool/${preschoolAssistance.id}`,
    person: MIKKO,
  },
  { name: '/calendar (phone list)', path: '/calendar', person: MIKKO },
  { name: '/calendar (month grid, 3 children)', path: '/calendar', person: MIKKO, screen: desktopScreen },
  { name: '/messages', path: '/messages', person: KAISA },
  { name: '/messages/{id}', path: `/messages/${thread.id}`, person: KAISA },
  { name: '/personal-details', path: '/personal-details', person: MIKKO },
  { name: '/children/{id}', path: `/children/${onni}`, person: MIKKO },
  {
    name: '/child-documents/{id}',
    path: `/child-documents/${documents.find((d) => d.status === 'COMPLETED').id}`,
    person: AINO,
  },
  { name: '/income', path: '/income', person: MIKKO },
  {
    name: '/income/{id}/edit',
    path: `/income/${statements.find((s) => s.status === 'DRAFT').id}/edit`,
    person: MIKKO,
  },
  { name: '/income/{id}', path: `/income/${statements.find((s) => s.status === 'SENT').id}`, person: MIKKO },
  { name: '/child-income/{child}/{id}', path: `/child-income/${onni}/${childStatement.id}`, person: MIKKO },
]

chrome = await chromeLauncher.launch({
  chromePath: chromium,
  chromeFlags: [
    '--headless=new',
    '--window-size=1350,940',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-component-update',
  ],
})

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const rows = []
if (REPORT_DIR) fs.mkdirSync(REPORT_DIR, { recursive: true })
for (const page of PAGES.filter((p) => !PAGE_FILTER || PAGE_FILTER.some((f) => p.name.startsWith(f)))) {
  const runs = []
  const cookie = page.person ? await cookieOf(page.person) : undefined
  for (let run = 1; run <= RUNS; run++) {
    log(`Lighthouse ${page.name} (${run}/${RUNS})…`)
    let result
    // Lighthouse now and then loses the trace's start (NO_NAVSTART): that run is made again
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
        ...(page.screen ? { screenEmulation: page.screen } : {}),
      })
      if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) break
      log(`${page.name}: NO_NAVSTART, again`)
    }
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`${page.name}: ${runtimeError.code} ${runtimeError.message}`)
    // A lost session would measure the login page instead
    if (new URL(finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.name} ended at ${finalDisplayedUrl}`)
    if (REPORT_DIR) {
      const file = path.join(
        REPORT_DIR,
        `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${run}.json`,
      )
      fs.writeFileSync(file, JSON.stringify(result.lhr))
    }
    runs.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // What the page's scripts weigh on the wire (Lighthouse's network records, gzip as served)
      js: result.lhr.audits['network-requests'].details.items
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + r.transferSize, 0),
      // The weighted accessibility audits that did not pass (the informative ones weigh 0)
      failed: categories.accessibility.auditRefs
        .filter((r) => r.weight > 0 && audits[r.id].score !== null && audits[r.id].score < 1)
        .map((r) => r.id),
    })
  }
  rows.push({
    page: page.name,
    performance: Math.round(median(runs.map((r) => r.performance))),
    accessibility: Math.round(median(runs.map((r) => r.accessibility))),
    'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
    'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
    CLS: Number(median(runs.map((r) => r.cls)).toFixed(3)),
    'JS KiB': Math.round(median(runs.map((r) => r.js)) / 1024),
    'failed a11y audits': [...new Set(runs.flatMap((r) => r.failed))].join(', '),
  })
}
await chrome.kill()
chrome = undefined

console.log(`\nLighthouse, mobile defaults, median of ${RUNS} runs`)
console.table(rows)
console.log(
  'Goals (issue 40): performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.5 s, accessibility 100, CLS < 0.05. The machine must be otherwise idle: TBT and so performance grow with any other load.',
)
process.exit(0)
