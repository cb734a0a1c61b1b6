// `npm run bench [-- seed:scale options]`: requests per second, p50 and p99 of every endpoint a
// logged-in guardian's pages call, measured with autocannon (10 connections) against the built
// app on real PostgreSQL, next to a bare SELECT 1 route of the same Fastify and pg, first on the
// demo municipality and then on a municipality-sized dataset (`npm run seed:scale`, loaded on top
// of the demo, so the same guardian, Mikko Korhonen, is measured on both). Prints a table with
// the ratio large / small and checks the budgets (docs/architecture.md "Municipality scale"):
//   - every endpoint on the large data at least 1/1.5 of its demo requests per second, at least
//     1/20 of SELECT 1's, and p99 under 60 ms
//   - the public unit lists (300 units) under 10 ms at the median
//   - the status call at least half of SELECT 1 (the page-load budget)
// Exits 1 when a budget is missed.
//
// Environment: DATABASE_URL (else an embedded PostgreSQL under .data/bench), BENCH_SECONDS per
// endpoint (5), BENCH_ONLY (comma-separated endpoint names, for development),
// BENCH_SCALE_DATABASE_URL (a database already loaded by seed:scale: used as it is, instead of
// loading the bench database, which takes a minute), BENCH_DATASETS (demo,scale).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { build, ensureInstalled, log, root } from './lib.mjs'

await ensureInstalled()
await build()
const { default: autocannon } = await import('autocannon')
const { default: pg } = await import('pg')

const APP_PORT = 3200
const BASELINE_PORT = 3201
const EMBEDDED_PORT = 5491
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null
const DATASETS = (process.env.BENCH_DATASETS ?? 'demo,scale').split(',').map((s) => s.trim())
const SCALE_URL = process.env.BENCH_SCALE_DATABASE_URL
const SEED_ARGS = process.argv.slice(2)
// Mikko Korhonen (three-children-1): three children, applications, fee, voucher value and assistance decisions
const PERSONA_SSN = '210886-903A'

const BUDGET = { scaleOverDemo: 1 / 1.5, overSelect1: 1 / 20, p99Ms: 60, unitsP50Ms: 10, statusOverSelect1: 0.5 }

let benchUrl
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS citizen_bench WITH (FORCE)')
  await admin.query('CREATE DATABASE citizen_bench')
  await admin.end()
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = '/citizen_bench'
  benchUrl = url.toString()
} else {
  benchUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/citizen`
}

const running = new Set()
const start = (file, env) => {
  const child = spawn(process.execPath, [file], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } })
  running.add(child)
  child.on('exit', () => running.delete(child))
  return child
}
const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
// Reverse order: the baseline server stops before the app (which owns the embedded database)
process.on('exit', () => [...running].reverse().forEach((c) => c.kill('SIGTERM')))

async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}

const base = `http://127.0.0.1:${APP_PORT}`
const select1Url = `http://127.0.0.1:${BASELINE_PORT}/select1`

/** The app and the SELECT 1 server on a database; the embedded one belongs to the app */
async function startServers(databaseUrl) {
  const env = {
    PORT: String(APP_PORT),
    LOG_LEVEL: 'warn',
    ...(databaseUrl === benchUrl && !process.env.DATABASE_URL
      ? { DATA_DIR: path.join(root, '.data', 'bench'), EMBEDDED_PG_PORT: String(EMBEDDED_PORT), DATABASE_URL: '' }
      : { DATABASE_URL: databaseUrl }),
  }
  const app = start(path.join(root, 'api', 'dist', 'main.js'), env)
  await waitFor(`${base}/health`)
  const baseline = start(path.join(root, 'scripts', 'bench-select1-server.mjs'), { PORT: String(BASELINE_PORT), DATABASE_URL: databaseUrl })
  await waitFor(select1Url)
  return async () => {
    await stop(baseline)
    await stop(app)
  }
}

const csrf = { 'x-evaka-csrf': '1', 'content-type': 'application/json' }
const getJson = async (url, cookie) => {
  const res = await fetch(`${base}${url}`, { headers: { cookie } })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return res.json()
}

/** Logs the persona in and lists the endpoints with this database's ids */
async function endpointsFor() {
  const login = await fetch(`${base}/api/dev/login`, { method: 'POST', headers: csrf, body: JSON.stringify({ ssn: PERSONA_SSN, authLevel: 'STRONG' }) })
  if (!login.ok) throw new Error(`login for the bench failed: ${login.status}`)
  const cookie = login.headers.get('set-cookie').split(';')[0]
  const children = await getJson('/api/citizen/children', cookie)
  const byGuardian = await getJson('/api/citizen/applications/by-guardian', cookie)
  const assistance = await getJson('/api/citizen/assistance-need-decisions', cookie)
  const preschoolAssistance = await getJson('/api/citizen/assistance-need-preschool-decisions', cookie)
  const application = byGuardian.flatMap((c) => c.applicationSummaries).find((a) => a.applicationStatus !== 'CREATED')
  if (children.length === 0 || !application || assistance.length === 0 || preschoolAssistance.length === 0) {
    throw new Error('the bench persona lacks children, a sent application or assistance decisions')
  }
  const child = children[0].id
  const date = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10)
  const list = [
    ['status', '/api/citizen/auth/status'],
    ['system notification', '/api/citizen/public/system-notifications/current'],
    ['children', '/api/citizen/children'],
    ['applications by guardian', '/api/citizen/applications/by-guardian'],
    ['application notifications', '/api/citizen/applications/by-guardian/notifications'],
    ['application children', '/api/citizen/applications/children'],
    ['application', `/api/citizen/applications/${application.applicationId}`],
    ['application decisions', `/api/citizen/applications/${application.applicationId}/decisions`],
    ['application duplicates', `/api/citizen/applications/duplicates/${child}`],
    ['active placements', `/api/citizen/applications/active-placements/${child}`],
    ['club terms', '/api/citizen/public/club-terms'],
    ['preschool terms', '/api/citizen/public/preschool-terms'],
    ['service need options', '/api/citizen/public/service-needs/options?placementTypes=DAYCARE,DAYCARE_PART_TIME'],
    ['application units', `/api/citizen/units?type=DAYCARE&date=${date}&shiftCare=false`],
    ['public units DAYCARE', '/api/citizen/public/units/DAYCARE'],
    ['public units PRESCHOOL', '/api/citizen/public/units/PRESCHOOL'],
    ['public units CLUB', '/api/citizen/public/units/CLUB'],
    ['address search', `/api/citizen/public/map-api/autocomplete?text=${encodeURIComponent('Koivukuja 1')}`],
    ['decisions', '/api/citizen/decisions'],
    ['finance decisions', '/api/citizen/finance-decisions/by-liable-citizen'],
    ['assistance decisions', '/api/citizen/assistance-need-decisions'],
    ['assistance decision', `/api/citizen/children/assistance-need-decision/${assistance[0].id}`],
    ['assistance unread counts', '/api/citizen/children/assistance-need-decisions/unread-counts'],
    ['preschool assistance decisions', '/api/citizen/assistance-need-preschool-decisions'],
    ['preschool assistance decision', `/api/citizen/children/assistance-need-preschool-decisions/${preschoolAssistance[0].id}`],
    ['preschool assistance unread counts', '/api/citizen/children/assistance-need-preschool-decisions/unread-counts'],
  ]
  return { cookie, endpoints: list.filter(([name]) => !ONLY || name === 'status' || ONLY.has(name)) }
}

async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Every endpoint once, SELECT 1 before every fourth and at the end; the baseline is their median */
async function measureDataset(name) {
  const { cookie, endpoints } = await endpointsFor()
  log(`${name} data: ${endpoints.length} endpoints, ${DURATION} s each, ${CONNECTIONS} connections`)
  const baseline = []
  const results = new Map()
  for (const [i, [title, url]] of endpoints.entries()) {
    if (i % 4 === 0) {
      await autocannon({ url: select1Url, connections: CONNECTIONS, duration: 1 })
      baseline.push((await measure(select1Url)).rps)
    }
    // Warm-up: plans, caches, the JIT
    await autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: 1, headers: { cookie } })
    const r = await measure(`${base}${url}`, { cookie })
    // autocannon leaves up to 10 requests in flight; one more in their queue waits them out
    await fetch(`${base}${url}`, { headers: { cookie } })
    results.set(title, r)
    log(`  ${title}: ${r.rps.toFixed(0)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms`)
  }
  baseline.push((await measure(select1Url)).rps)
  const select1 = median(baseline)
  log(`  SELECT 1: ${select1.toFixed(0)}/s (median of ${baseline.map((b) => b.toFixed(0)).join(', ')})`)
  return { select1, results }
}

const measured = {}
const database = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'
if (DATASETS.includes('demo')) {
  const stopServers = await startServers(benchUrl)
  const reset = await fetch(`${base}/api/dev/reset`, { method: 'POST', headers: { 'x-evaka-csrf': '1' } })
  if (!reset.ok) throw new Error(`dev reset failed: ${reset.status}`)
  measured.demo = await measureDataset('Demo')
  if (DATASETS.includes('scale') && !SCALE_URL) {
    // seed:scale on the bench database while the app keeps it (and an embedded server) up
    log(`Loading the scale dataset into the bench database (seed:scale ${SEED_ARGS.join(' ')})…`)
    const seeded = spawnSync(process.execPath, [path.join(root, 'api', 'dist', 'seed-scale.js'), ...SEED_ARGS], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: benchUrl },
    })
    if (seeded.status !== 0) throw new Error('seed:scale failed')
  }
  await stopServers()
}
if (DATASETS.includes('scale')) {
  if (!SCALE_URL && !DATASETS.includes('demo')) throw new Error('the scale data needs BENCH_SCALE_DATABASE_URL or the demo phase before it')
  // Fresh processes: new connection pools, no plans from the demo data
  const stopServers = await startServers(SCALE_URL ?? benchUrl)
  measured.scale = await measureDataset('Scale')
  await stopServers()
}
if (process.env.DATABASE_URL && measured.scale && !SCALE_URL) {
  // The bench database now holds the large dataset: do not leave it lying around
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS citizen_bench WITH (FORCE)')
  await admin.end()
}

// The table and the budgets
const failures = []
const fmt = (r, select1) => (r ? [r.rps.toFixed(0), r.p50, r.p99, `${(r.rps / select1).toFixed(2)}`] : ['–', '–', '–', '–'])
const titles = [...new Set([...(measured.demo?.results.keys() ?? []), ...(measured.scale?.results.keys() ?? [])])]
const lines = [
  `| endpoint | demo req/s | p50 ms | p99 ms | × SELECT 1 | scale req/s | p50 ms | p99 ms | × SELECT 1 | scale / demo |`,
  `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  `| SELECT 1 | ${measured.demo?.select1.toFixed(0) ?? '–'} | | | | ${measured.scale?.select1.toFixed(0) ?? '–'} | | | | |`,
]
for (const title of titles) {
  const d = measured.demo?.results.get(title)
  const s = measured.scale?.results.get(title)
  const ratio = d && s ? s.rps / d.rps : null
  lines.push(`| ${title} | ${fmt(d, measured.demo?.select1).join(' | ')} | ${fmt(s, measured.scale?.select1).join(' | ')} | ${ratio === null ? '–' : ratio.toFixed(2)} |`)
  if (s) {
    const select1 = measured.scale.select1
    if (ratio !== null && ratio < BUDGET.scaleOverDemo) failures.push(`${title}: scale ${ratio.toFixed(2)} × demo (budget ≥ ${BUDGET.scaleOverDemo.toFixed(2)})`)
    if (s.rps / select1 < BUDGET.overSelect1) failures.push(`${title}: ${(s.rps / select1).toFixed(3)} × SELECT 1 (budget ≥ ${BUDGET.overSelect1})`)
    if (s.p99 >= BUDGET.p99Ms) failures.push(`${title}: p99 ${s.p99} ms (budget < ${BUDGET.p99Ms} ms)`)
    if (title.startsWith('public units') && s.p50 >= BUDGET.unitsP50Ms) failures.push(`${title}: p50 ${s.p50} ms (budget < ${BUDGET.unitsP50Ms} ms)`)
  }
  for (const [name, data] of Object.entries(measured)) {
    const r = data.results.get(title)
    if (title === 'status' && r && r.rps / data.select1 < BUDGET.statusOverSelect1) {
      failures.push(`status on ${name} data: ${(r.rps / data.select1).toFixed(2)} × SELECT 1 (budget ≥ ${BUDGET.statusOverSelect1})`)
    }
  }
}
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint, database ${database}${SCALE_URL ? ', scale data from BENCH_SCALE_DATABASE_URL' : ''}\n`)
console.log(lines.join('\n'))
console.log('')
if (failures.length > 0) {
  log(`\x1b[31mOver budget:\x1b[0m\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
log('Every endpoint within its budget')
process.exit(0)
