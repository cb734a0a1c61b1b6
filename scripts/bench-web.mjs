// `npm run bench:web`: Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) in
// Debian's Chromium against the built app, which it starts on a fresh database with the demo
// municipality. /login anonymous; /map, /applications and /decisions as Mikko Korhonen (strong
// login through the dev API; the session cookie goes in Lighthouse's extra headers). Each page
// runs RUNS times; the table shows the median of each figure. Nothing leaves localhost.
// Goals (issue 15): performance ≥ 95, accessibility 100, CLS < 0.05 on every page.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { build, chromiumPath, ensureInstalled, log, root } from './lib.mjs'

await ensureInstalled()
await build()
const chromium = chromiumPath()
if (!chromium) throw new Error("Chromium not found (/usr/bin/chromium): install Debian's chromium package")
const { default: lighthouse } = await import('lighthouse')
const chromeLauncher = await import('chrome-launcher')
const { default: pg } = await import('pg')

const APP_PORT = Number(process.env.BENCH_WEB_PORT ?? 3203)
const EMBEDDED_PORT = 5493
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// BENCH_REPORT_DIR=/tmp/x keeps each run's Lighthouse JSON (main-thread breakdown, bootup time, long tasks)
const REPORT_DIR = process.env.BENCH_REPORT_DIR
// BENCH_PAGES=/map,/decisions measures only those pages
const PAGE_FILTER = process.env.BENCH_PAGES?.split(',')
const PAGES = [
  { path: '/login', loggedIn: false },
  { path: '/map', loggedIn: true },
  { path: '/applications', loggedIn: true },
  { path: '/decisions', loggedIn: true },
]
const PERSON_SSN = '210886-903A' // Mikko Korhonen: applications, fee and assistance decisions
const csrf = { 'x-evaka-csrf': '1' }

let databaseUrl
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS citizen_bench_web WITH (FORCE)')
  await admin.query('CREATE DATABASE citizen_bench_web')
  await admin.end()
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = '/citizen_bench_web'
  databaseUrl = url.toString()
}

const app = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(APP_PORT),
    LOG_LEVEL: 'warn',
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: path.join(root, '.data', 'bench-web'), EMBEDDED_PG_PORT: String(EMBEDDED_PORT) }),
  },
})
let chrome
const stop = () => {
  app.kill('SIGTERM')
  chrome?.kill()
}
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

const base = `http://localhost:${APP_PORT}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/ready`)).ok) break
  } catch {
    // not up yet
  }
  if (i > 480) throw new Error('the app did not start')
  await new Promise((r) => setTimeout(r, 250))
}

const reset = await fetch(`${base}/api/dev/reset`, { method: 'POST', headers: csrf })
if (!reset.ok) throw new Error(`demo reset failed: ${reset.status}`)
const login = await fetch(`${base}/api/dev/login`, {
  method: 'POST',
  headers: { ...csrf, 'content-type': 'application/json' },
  body: JSON.stringify({ ssn: PERSON_SSN, authLevel: 'STRONG' }),
})
if (!login.ok) throw new Error(`dev login failed: ${login.status}`)
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ')

chrome = await chromeLauncher.launch({
  chromePath: chromium,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-component-update'],
})

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const rows = []
if (REPORT_DIR) fs.mkdirSync(REPORT_DIR, { recursive: true })
for (const page of PAGES.filter((p) => !PAGE_FILTER || PAGE_FILTER.includes(p.path))) {
  const runs = []
  for (let run = 1; run <= RUNS; run++) {
    log(`Lighthouse ${page.path} (${run}/${RUNS})…`)
    let result
    // Lighthouse now and then loses the trace's start (NO_NAVSTART): that run is made again
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.loggedIn ? { Cookie: cookie } : undefined,
      })
      if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) break
      log(`${page.path}: NO_NAVSTART, again`)
    }
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`${page.path}: ${runtimeError.code} ${runtimeError.message}`)
    // A lost session would measure the login page instead
    if (new URL(finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended at ${finalDisplayedUrl}`)
    if (REPORT_DIR) {
      const file = path.join(REPORT_DIR, `${page.path.slice(1) || 'root'}-${run}.json`)
      fs.writeFileSync(file, JSON.stringify(result.lhr))
    }
    runs.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // The weighted accessibility audits that did not pass (the informative ones weigh 0)
      failed: categories.accessibility.auditRefs
        .filter((r) => r.weight > 0 && audits[r.id].score !== null && audits[r.id].score < 1)
        .map((r) => r.id),
    })
  }
  rows.push({
    page: page.path,
    performance: Math.round(median(runs.map((r) => r.performance))),
    accessibility: Math.round(median(runs.map((r) => r.accessibility))),
    'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
    'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
    CLS: Number(median(runs.map((r) => r.cls)).toFixed(3)),
    'failed a11y audits': [...new Set(runs.flatMap((r) => r.failed))].join(', '),
  })
}
await chrome.kill()
chrome = undefined

console.log(`\nLighthouse, mobile defaults, median of ${RUNS} runs`)
console.table(rows)
console.log(
  'Goals (issue 15): performance ≥ 95, accessibility 100, CLS < 0.05. The machine must be otherwise idle: TBT and so performance grow with any other load.',
)
process.exit(0)
