// `npm run bench`: requests per second of GET /api/citizen/auth/status for a logged-in user,
// next to a bare SELECT 1 route, both measured with autocannon in the same run against real
// PostgreSQL (DATABASE_URL, or the embedded one). The ratio should be at least 0.5.
import { spawn } from 'node:child_process'
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
// The two are measured in turns and compared by their medians, so that a burst of other work on
// the (shared, two-core) machine does not decide the ratio
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 10

let databaseUrl
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS citizen_bench WITH (FORCE)')
  await admin.query('CREATE DATABASE citizen_bench')
  await admin.end()
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = '/citizen_bench'
  databaseUrl = url.toString()
} else {
  databaseUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/citizen`
}

const children = []
const start = (file, env) => {
  const child = spawn(process.execPath, [file], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
  children.push(child)
  return child
}
// Reverse order: the baseline server stops before the app (which owns the embedded database)
const stopAll = () => [...children].reverse().forEach((c) => c.kill('SIGTERM'))
process.on('exit', stopAll)

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

const appEnv = {
  PORT: String(APP_PORT),
  LOG_LEVEL: 'warn',
  ...(process.env.DATABASE_URL
    ? { DATABASE_URL: databaseUrl }
    : { DATA_DIR: path.join(root, '.data', 'bench'), EMBEDDED_PG_PORT: String(EMBEDDED_PORT) }),
}
start(path.join(root, 'api', 'dist', 'main.js'), appEnv)
const base = `http://127.0.0.1:${APP_PORT}`
await waitFor(`${base}/health`)

const csrf = { 'x-evaka-csrf': '1', 'content-type': 'application/json' }
const reset = await fetch(`${base}/api/dev/reset`, { method: 'POST', headers: { 'x-evaka-csrf': '1' } })
const { personas } = await reset.json()
const persona = personas.find((p) => p.key === 'three-children-1')
const login = await fetch(`${base}/api/dev/login`, {
  method: 'POST',
  headers: csrf,
  body: JSON.stringify({ ssn: persona.ssn, authLevel: 'STRONG' }),
})
const cookie = login.headers.get('set-cookie').split(';')[0]
const status = await (await fetch(`${base}/api/citizen/auth/status`, { headers: { cookie } })).json()
if (!status.loggedIn) throw new Error('login for the bench failed')

start(path.join(root, 'scripts', 'bench-select1-server.mjs'), { PORT: String(BASELINE_PORT), DATABASE_URL: databaseUrl })
await waitFor(`http://127.0.0.1:${BASELINE_PORT}/select1`)

const measure = async (title, url, headers = {}) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const rps = result.requests.average
  log(`${title}: ${rps.toFixed(0)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
  return rps
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const select1Url = `http://127.0.0.1:${BASELINE_PORT}/select1`
const statusUrl = `${base}/api/citizen/auth/status`
log(`autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s each, database ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'}`)
// Warm-up
await autocannon({ url: select1Url, connections: CONNECTIONS, duration: 2 })
await autocannon({ url: statusUrl, connections: CONNECTIONS, duration: 2, headers: { cookie } })
const baseline = []
const statusRps = []
for (let round = 0; round < ROUNDS; round++) {
  baseline.push(await measure('GET /select1 (bare SELECT 1)', select1Url))
  statusRps.push(await measure('GET /api/citizen/auth/status (logged in)', statusUrl, { cookie }))
}
const ratio = median(statusRps) / median(baseline)
log(`medians: status ${median(statusRps).toFixed(0)}/s, SELECT 1 ${median(baseline).toFixed(0)}/s`)
log(`ratio status / SELECT 1 = ${ratio.toFixed(2)} (budget: at least 0.5)`)
stopAll()
process.exit(ratio >= 0.5 ? 0 : 1)
