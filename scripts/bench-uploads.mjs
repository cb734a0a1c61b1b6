// node scripts/bench-uploads.mjs: the API server's memory while 8 attachments of 24 MiB upload
// at once (issue 12: uploads were held whole in memory). Runs the server from source
// (node --import tsx) on a fresh database of DATABASE_URL, one strong session per upload (a
// session may have two uploads in flight) and reports the server's resident memory before, at
// its peak and after, read from /proc. Linux only.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { root } from './lib.mjs'

const { default: pg } = await import('pg')
const PORT = 3210
const UPLOADS = Number(process.env.UPLOADS ?? 8)
const SIZE = Number(process.env.UPLOAD_MIB ?? 24) * 1024 * 1024
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL (a PostgreSQL where a database can be created)')

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
await admin.connect()
await admin.query('DROP DATABASE IF EXISTS citizen_bench_uploads WITH (FORCE)')
await admin.query('CREATE DATABASE citizen_bench_uploads')
const url = new URL(process.env.DATABASE_URL)
url.pathname = '/citizen_bench_uploads'

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    JOBS: 'false',
    FILES_DIR: filesDir,
  },
})
const cleanUp = async () => {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  fs.rmSync(filesDir, { recursive: true, force: true })
  await admin.query('DROP DATABASE IF EXISTS citizen_bench_uploads WITH (FORCE)')
  await admin.end()
}

const base = `http://127.0.0.1:${PORT}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/health`)).ok) break
  } catch {
    if (i > 240) throw new Error('the server did not start')
  }
  await new Promise((r) => setTimeout(r, 250))
}

const rss = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}
const json = { 'x-evaka-csrf': '1', 'content-type': 'application/json' }
const { personas } = await (
  await fetch(`${base}/api/dev/reset`, { method: 'POST', headers: { 'x-evaka-csrf': '1' } })
).json()
const matti = personas.find((p) => p.key === 'no-placements')

async function session() {
  const res = await fetch(`${base}/api/dev/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ssn: matti.ssn, authLevel: 'STRONG' }),
  })
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
const cookie = await session()
const status = await (await fetch(`${base}/api/citizen/auth/status`, { headers: { cookie } })).json()
const children = await (await fetch(`${base}/api/citizen/children`, { headers: { cookie } })).json()
const created = await fetch(`${base}/api/dev/applications`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({
    childId: children[0].id,
    guardianId: status.user.details.id,
    type: 'DAYCARE',
    status: 'CREATED',
    form: { urgent: true },
  }),
})
const { id: applicationId } = await created.json()
const cookies = await Promise.all(Array.from({ length: UPLOADS }, () => session()))

/** A PDF of SIZE bytes, made while it is sent (the client holds no copy) */
function body(boundary) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="iso.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  return Readable.from(
    (function* () {
      yield head
      let left = SIZE - 9
      while (left > 0) {
        const n = Math.min(left, chunk.length)
        yield n === chunk.length ? chunk : chunk.subarray(0, n)
        left -= n
      }
      yield tail
    })(),
  )
}

// Warm up the route, so its first-use costs are not counted
{
  const boundary = 'warmup0123456789'
  const form = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 warm\r\n--${boundary}--\r\n`
  await fetch(`${base}/api/citizen/attachments/applications/${applicationId}?type=URGENCY`, {
    method: 'POST',
    headers: { 'x-evaka-csrf': '1', cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: form,
  })
}
await new Promise((r) => setTimeout(r, 1000))
const before = rss()
let peak = before
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20)
const started = performance.now()
const results = await Promise.all(
  cookies.map(async (c, i) => {
    const boundary = `bench${i}boundary0123456789`
    const res = await fetch(`${base}/api/citizen/attachments/applications/${applicationId}?type=EXTENDED_CARE`, {
      method: 'POST',
      headers: { 'x-evaka-csrf': '1', cookie: c, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(body(boundary)),
      duplex: 'half',
    })
    return res.status
  }),
)
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
peak = Math.max(peak, rss())
const after = rss()
console.log(
  `${UPLOADS} parallel uploads of ${SIZE / 1024 / 1024} MiB: statuses ${results.join(',')} in ${seconds.toFixed(1)} s; ` +
    `server RSS before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)}), after ${after.toFixed(0)} MiB (+${(after - before).toFixed(0)})`,
)
await cleanUp()
