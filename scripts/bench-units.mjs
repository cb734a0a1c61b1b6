// `npm run bench:units`: latency of GET /api/citizen/public/units/DAYCARE with 500 units, the
// public map's first call. Starts the built API on a fresh database (DATABASE_URL's server, or
// an embedded PostgreSQL under .data/bench-units), loads 500 units, then times sequential
// requests over one keep-alive connection. Budget: median under 20 ms.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildApi, ensureInstalled, log, root } from './lib.mjs'

await ensureInstalled()
await buildApi()
const { default: pg } = await import('pg')

const APP_PORT = 3202
const EMBEDDED_PORT = 5492
const UNITS = 500
const WARM_UP = 50
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500)
const BUDGET_MS = 20

let databaseUrl
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS citizen_bench_units WITH (FORCE)')
  await admin.query('CREATE DATABASE citizen_bench_units')
  await admin.end()
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = '/citizen_bench_units'
  databaseUrl = url.toString()
} else {
  databaseUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/citizen`
}

const app = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...(process.env.DATABASE_URL
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: path.join(root, '.data', 'bench-units'), EMBEDDED_PG_PORT: String(EMBEDDED_PORT) }),
  },
})
const stop = () => app.kill('SIGTERM')
process.on('exit', stop)

const base = `http://127.0.0.1:${APP_PORT}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/ready`)).ok) break
  } catch {
    // not up yet
  }
  if (i > 480) throw new Error('the API did not start')
  await new Promise((r) => setTimeout(r, 250))
}

// 500 units of every kind around the map centre; 9 in 10 take daycare applications
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
await db.query('TRUNCATE care_area, unit CASCADE')
await db.query(`INSERT INTO care_area (name, short_name) VALUES ('Bench', 'bench')`)
await db.query(
  `INSERT INTO unit (name, care_area_id, type, provider_type, language, street_address, postal_code, post_office,
                     latitude, longitude, url, phone, email, opening_date, daycare_apply_period,
                     preschool_apply_period, club_apply_period, provides_shift_care)
   SELECT 'Päiväkoti ' || md5(g::text), (SELECT id FROM care_area), ARRAY['CENTRE', 'PRESCHOOL'],
          (ARRAY['MUNICIPAL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER'])[1 + g % 4],
          CASE WHEN g % 5 = 0 THEN 'sv' ELSE 'fi' END, 'Testikatu ' || g, '40100', 'ESIMERKKILÄ',
          62.2 + (g % 25) * 0.005, 25.2 + (g / 25) * 0.006, 'https://www.example.fi/yksikko/' || g,
          '014 266 ' || g, 'yksikko' || g || '@example.fi', '2010-01-01',
          CASE WHEN g % 10 = 0 THEN daterange('2020-01-01', '2021-01-01') ELSE daterange('2020-03-01', NULL) END,
          daterange('2020-03-01', '2030-01-01'), NULL, g % 7 = 0
   FROM generate_series(1, $1) g`,
  [UNITS],
)
await db.query('ANALYZE unit')
await db.end()

const url = `${base}/api/citizen/public/units/DAYCARE`
let count = 0
let bytes = 0
const times = []
for (let i = 0; i < WARM_UP + REQUESTS; i++) {
  const started = performance.now()
  const res = await fetch(url)
  const body = await res.text()
  const elapsed = performance.now() - started
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`)
  if (i >= WARM_UP) times.push(elapsed)
  count = JSON.parse(body).length
  bytes = body.length
}
times.sort((a, b) => a - b)
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
const median = at(0.5)
log(
  `GET /api/citizen/public/units/DAYCARE, ${UNITS} units in the database, ${count} in the answer (${(bytes / 1024).toFixed(0)} KiB), ` +
    `${REQUESTS} sequential requests on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PostgreSQL'}`,
)
log(
  `median ${median.toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${times.at(-1).toFixed(2)} ms (budget: median under ${BUDGET_MS} ms)`,
)
stop()
process.exit(median < BUDGET_MS ? 0 : 1)
