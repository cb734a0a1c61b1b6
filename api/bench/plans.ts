/**
 * How PostgreSQL plans the statements of some citizen calls on a loaded database (issue 40): each
 * call is made once through the app (app.inject, as Mikko Korhonen) and every statement it sends
 * is captured with its values; each read is then run as a named prepared statement on a
 * connection of its own, 10 times as the app would, and the table shows whether PostgreSQL kept
 * a generic plan (`pg_prepared_statements.custom_plans` / `generic_plans`) and the planning and
 * execution times of the last run (EXPLAIN (ANALYZE, SUMMARY) of the custom plan, and of the
 * generic one under plan_cache_mode = force_generic_plan).
 *
 *   cd api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/apiperf_scale npx tsx bench/plans.ts [call…]
 *
 * The calls by name: events, feed, recipients, received, unread, children, calendar (all when none).
 * PLANS_REPEAT=n makes each call n times more through the app and prints its own connections'
 * counts (pg_prepared_statements is per connection), and the reads it sent unnamed.
 * Reads only: the database is not changed but for the audit rows and a calendar subscription.
 */
import pg from 'pg'
import {
  addMonthsClamped,
  CSRF_HEADER,
  endOfMonth,
  helsinkiDate,
  startOfIsoWeek,
  startOfMonth,
} from '@citizen/contract'
import { buildApp } from '../src/app'
import { testConfig } from '../src/platform/config'
import { createDb, createPool } from '../src/platform/db/database'

const URL_ = process.env.DATABASE_URL
if (!URL_) throw new Error('DATABASE_URL: a database loaded by seed:scale')
const MIKKO = '210886-903A'
const RUNS = 10

interface Captured {
  text: string
  values: unknown[]
  from: string
}
let capturing: string | null = null
const captured: Captured[] = []
const originalQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown]
    const text = typeof first === 'string' ? first : first.text
    const values = typeof first === 'string' ? (Array.isArray(second) ? second : []) : (first.values ?? [])
    if (!captured.some((c) => c.text === text)) captured.push({ text, values, from: capturing })
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args)
} as typeof pg.Client.prototype.query

const pool = createPool(URL_, 4)
const db = createDb(pool)
const app = await buildApp({ config: testConfig(), db, apiVersion: 'bench' })
await app.ready()
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/dev/login',
    headers: { [CSRF_HEADER]: '1' },
    payload: { ssn: MIKKO, authLevel: 'STRONG' },
  })
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`)
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const today = helsinkiDate(new Date())
  const start = startOfIsoWeek(startOfMonth(addMonthsClamped(today, -1)))
  const end = endOfMonth(addMonthsClamped(today, 12))
  const sub = await app.inject({
    method: 'POST',
    url: '/api/citizen/calendar-subscription',
    headers: { [CSRF_HEADER]: '1', cookie },
  })
  const feedPath = (sub.json() as { path: string }).path
  const calls: Record<string, string> = {
    events: `/api/citizen/calendar-events?start=${start}&end=${end}`,
    feed: feedPath,
    recipients: '/api/citizen/messages/recipients',
    received: '/api/citizen/messages/received?page=1',
    unread: '/api/citizen/messages/unread-count',
    children: '/api/citizen/children',
    calendar: `/api/citizen/reservations?from=${start}&to=${end}`,
  }
  const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(calls)
  for (const name of wanted) {
    capturing = name
    const res = await app.inject({ method: 'GET', url: calls[name]!, headers: { cookie } })
    capturing = null
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    console.log(`${name}: ${res.body.length} bytes`)
  }

  // The app's own connections: each call again PLANS_REPEAT times, 4 at a time, then what the
  // pool's prepared statements went through (a read missing here was sent unnamed: planned every call)
  const repeat = Number(process.env.PLANS_REPEAT ?? 0)
  if (repeat > 0) {
    for (const name of wanted) {
      let left = repeat
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (left-- > 0) await app.inject({ method: 'GET', url: calls[name]!, headers: { cookie } })
        }),
      )
    }
    const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()))
    const plans = new Map<string, [number, number]>()
    for (const c of clients) {
      const { rows } = await c.query<{ statement: string; custom_plans: string; generic_plans: string }>(
        'SELECT statement, custom_plans, generic_plans FROM pg_prepared_statements',
      )
      for (const r of rows) {
        const key = r.statement.replace(/\s+/g, ' ').trim().slice(0, 90)
        const [custom, generic] = plans.get(key) ?? [0, 0]
        plans.set(key, [custom + Number(r.custom_plans), generic + Number(r.generic_plans)])
      }
    }
    clients.forEach((c) => c.release())
    console.log(`\nThe app's 4 connections after ${repeat} more of each call: custom / generic plans`)
    for (const [key, [custom, generic]] of plans) console.log(`${custom} / ${generic}  ${key}`)
    const unnamed = captured.filter(
      (q) =>
        /^\s*(select|with)\b/i.test(q.text) &&
        ![...plans.keys()].some((k) => q.text.replace(/\s+/g, ' ').trim().startsWith(k)),
    )
    for (const q of unnamed) console.log(`not prepared (${q.from}): ${q.text.replace(/\s+/g, ' ').trim().slice(0, 90)}`)
  }

  const client = new pg.Client({ connectionString: URL_ })
  await client.connect()
  console.log(
    '\n| call | statement | custom / generic plans after 10 | custom: planning + execution ms | generic: planning + execution ms |',
  )
  console.log('|---|---|---:|---:|---:|')
  let n = 0
  for (const q of captured) {
    if (!/^\s*(select|with)\b/i.test(q.text) || /\b(insert|update|delete)\b/i.test(q.text)) continue
    if (q.values.length === 0) continue
    const name = `plans_${n++}`
    // The parameters' types inferred as pg's Parse has them; the values as literals of unknown type
    await client.query(`PREPARE ${name} AS ${q.text}`)
    const literals = q.values.map((v) =>
      v === null
        ? 'NULL'
        : client.escapeLiteral(
            Array.isArray(v)
              ? `{${v.join(',')}}`
              : v instanceof Date
                ? v.toISOString()
                : Buffer.isBuffer(v)
                  ? `\\x${v.toString('hex')}`
                  : String(v),
          ),
    )
    for (let i = 0; i < RUNS; i++) await client.query(`EXECUTE ${name}(${literals.join(', ')})`)
    const { rows } = await client.query<{ custom_plans: string; generic_plans: string }>(
      'SELECT custom_plans, generic_plans FROM pg_prepared_statements WHERE name = $1',
      [name],
    )
    const plain = async (mode: string) => {
      await client.query(`SET plan_cache_mode = ${mode}`)
      const { rows: r } = await client.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, SUMMARY, FORMAT JSON) EXECUTE ${name}(${literals.join(', ')})`,
      )
      await client.query('RESET plan_cache_mode')
      const p = r[0]!['QUERY PLAN'][0]
      return `${p['Planning Time'].toFixed(2)} + ${p['Execution Time'].toFixed(2)}`
    }
    const custom = await plain('force_custom_plan')
    const generic = await plain('force_generic_plan')
    const text = q.text.replace(/\s+/g, ' ').slice(0, 90)
    console.log(
      `| ${q.from} | \`${text}\` | ${rows[0]!.custom_plans} / ${rows[0]!.generic_plans} | ${custom} | ${generic} |`,
    )
  }
  await client.end()
} finally {
  await app.close()
  await db.destroy()
}
