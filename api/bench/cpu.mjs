// CPU a request costs, for comparing two builds of the API on a busy machine (issue 40): requests
// per second swing with whatever else runs, the CPU a request takes much less. Starts the built
// API (each `main.js` given) and the SELECT 1 server on one loaded database, measures each endpoint
// with autocannon (10 connections) on each build in turn, alternating the order round by round,
// and reads the CPU of the Node process and of its PostgreSQL backends (found by
// application_name) from /proc. Prints per request: requests/s, p50/p99, Node and PostgreSQL
// CPU µs, and SELECT 1's CPU over the request's CPU ("× SELECT 1 by CPU": what the ratio of
// requests per second would be if the two cores did nothing else, autocannon's share left out).
//
//   node api/bench/cpu.mjs <scale database url> <name>=<path to main.js> [<name>=<main.js>…]
//   env: CPU_ONLY (endpoint names, comma-separated), CPU_ROUNDS (3), CPU_SECONDS (5), CPU_PORT (3600)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const [dbUrl, ...builds] = process.argv.slice(2)
const BUILDS = builds.map((b) => {
  const [name, file] = b.split('=')
  return { name, file: path.resolve(file) }
})
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 3)
const SECONDS = Number(process.env.CPU_SECONDS ?? 5)
const PORT = Number(process.env.CPU_PORT ?? 3600)
const TICK_US = 1e6 / 100 // /proc's clock ticks (USER_HZ 100)

const children = []
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')))
const start = (file, env) => {
  const child = spawn(process.execPath, [file], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  })
  children.push(child)
  return child
}
async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}
const ticks = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0 // ended
  }
}
const admin = new pg.Client({ connectionString: dbUrl })
await admin.connect()
const backends = async (app) =>
  (await admin.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [app])).rows.map((r) => r.pid)

const servers = []
for (const [i, b] of BUILDS.entries()) {
  const port = PORT + 1 + i
  const child = start(b.file, {
    PORT: String(port),
    DATABASE_URL: dbUrl,
    SEED_DEMO: 'false',
    PGAPPNAME: `cpu-${b.name}`,
  })
  servers.push({ ...b, port, child, app: `cpu-${b.name}` })
}
const select1 = start(path.join(root, 'scripts', 'bench-select1-server.mjs'), {
  PORT: String(PORT),
  DATABASE_URL: dbUrl,
  PGAPPNAME: 'cpu-select1',
})
await Promise.all([
  ...servers.map((s) => waitFor(`http://127.0.0.1:${s.port}/health`)),
  waitFor(`http://127.0.0.1:${PORT}/select1`),
])

const base0 = `http://127.0.0.1:${servers[0].port}`
const login = await fetch(`${base0}/api/dev/login`, {
  method: 'POST',
  headers: { 'x-evaka-csrf': '1', 'content-type': 'application/json' },
  body: JSON.stringify({ ssn: '210886-903A', authLevel: 'STRONG' }),
})
if (!login.ok) throw new Error(`login ${login.status}`)
const cookie = login.headers.get('set-cookie').split(';')[0]
const sub = await fetch(`${base0}/api/citizen/calendar-subscription`, {
  method: 'POST',
  headers: { 'x-evaka-csrf': '1', cookie },
})
const feedPath = (await sub.json()).path
const today = new Date()
const firstOfPrevious = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))
const from = new Date(firstOfPrevious.getTime() - ((firstOfPrevious.getUTCDay() + 6) % 7) * 86400_000)
const to = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth() + 1, 0))
const range = `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`
const ENDPOINTS = {
  status: '/api/citizen/auth/status',
  children: '/api/citizen/children',
  calendar: `/api/citizen/reservations?${range}`,
  'calendar events': `/api/citizen/calendar-events?${range.replace('from=', 'start=').replace('to=', 'end=')}`,
  'calendar feed': feedPath,
  'message recipients': '/api/citizen/messages/recipients',
  'messages received': '/api/citizen/messages/received?page=1',
  'messages unread count': '/api/citizen/messages/unread-count',
  'child document unread counts': '/api/citizen/child-documents/unread-count',
  'income statements': '/api/citizen/income-statements?page=1',
}
const only = process.env.CPU_ONLY ? process.env.CPU_ONLY.split(',') : Object.keys(ENDPOINTS)
const headers = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' }

async function measure(url, pid, app) {
  const run = () => autocannon({ url, connections: 10, duration: SECONDS, headers })
  await autocannon({ url, connections: 10, duration: 1, headers }) // warm: the pool and the plans
  const before = new Map((await backends(app)).map((p) => [p, ticks(p)]))
  const node0 = ticks(pid)
  const r = await run()
  const node1 = ticks(pid)
  let pgTicks = 0
  for (const p of new Set([...before.keys(), ...(await backends(app))])) pgTicks += ticks(p) - (before.get(p) ?? 0)
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  const n = r.requests.total
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    node: ((node1 - node0) * TICK_US) / n,
    pg: (pgTicks * TICK_US) / n,
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const results = new Map() // `${endpoint}/${build}` -> [{…}]
const s1 = []
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? servers : [...servers].reverse()
  for (const name of only) {
    s1.push(await measure(`http://127.0.0.1:${PORT}/select1`, select1.pid, 'cpu-select1'))
    for (const s of order) {
      const r = await measure(`http://127.0.0.1:${s.port}${ENDPOINTS[name]}`, s.child.pid, s.app)
      const key = `${name}/${s.name}`
      results.set(key, [...(results.get(key) ?? []), r])
      console.error(
        `round ${round + 1} ${name} ${s.name}: ${r.rps.toFixed(0)}/s p99 ${r.p99} node ${r.node.toFixed(0)} pg ${r.pg.toFixed(0)} µs`,
      )
    }
  }
}
const s1cpu = median(s1.map((r) => r.node + r.pg))
const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
console.log(
  `\nSELECT 1: ${median(s1.map((r) => r.rps)).toFixed(0)}/s, CPU ${median(s1.map((r) => r.node)).toFixed(0)} + ${median(s1.map((r) => r.pg)).toFixed(0)} µs; load average ${load}; medians of ${ROUNDS} rounds of ${SECONDS} s\n`,
)
console.log(
  '| endpoint | build | req/s | × SELECT 1 req/s | p50 / p99 ms | Node + PostgreSQL CPU µs a request | × SELECT 1 by CPU |',
)
console.log('|---|---|---:|---:|---:|---:|---:|')
for (const name of only) {
  for (const s of servers) {
    const rs = results.get(`${name}/${s.name}`)
    const node = median(rs.map((r) => r.node))
    const pgc = median(rs.map((r) => r.pg))
    console.log(
      `| ${name} | ${s.name} | ${median(rs.map((r) => r.rps)).toFixed(0)} | ${(median(rs.map((r) => r.rps)) / median(s1.map((r) => r.rps))).toFixed(3)} | ${median(rs.map((r) => r.p50))} / ${median(rs.map((r) => r.p99))} | ${node.toFixed(0)} + ${pgc.toFixed(0)} = ${(node + pgc).toFixed(0)} | ${(s1cpu / median(rs.map((r) => r.node + r.pg))).toFixed(3)} |`,
    )
  }
}
await admin.end()
process.exit(0)
