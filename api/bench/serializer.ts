/**
 * The calendar answer written by the compiled response serializer against zod's parse then
 * JSON.stringify (issue 24: keep the serializer only if it beats the parse beyond the noise).
 * Builds the demo municipality in a database of its own, takes Mikko Korhonen's (three children)
 * calendar for the initial range from the service, then times both ways in alternating rounds
 * and prints the median and spread of the rounds, and the whole HTTP call (app.inject) for scale.
 *
 *   cd api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/serializer.ts
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import {
  addMonthsClamped,
  CSRF_HEADER,
  endOfMonth,
  helsinkiDate,
  ReservationsResponse,
  startOfIsoWeek,
  startOfMonth,
  type Persona,
} from '@citizen/contract'
import { buildApp } from '../src/app'
import { testConfig } from '../src/platform/config'
import { createDb, createPool } from '../src/platform/db/database'
import { migrate } from '../src/platform/db/migrate'
import { compileResponseSerializer } from '../src/platform/response-serializer'
import { getReservations } from '../src/features/calendar/service'

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const NAME = process.env.BENCH_DATABASE ?? 'citizen_bench_serializer'
const ROUNDS = Number(process.env.ROUNDS ?? 15)
const CALLS = Number(process.env.CALLS ?? 300)

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(1)} µs (rounds ${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`

/** µs a call, one figure per round; the ways alternate round by round so a slow spell hits both */
async function rounds(ways: Record<string, () => unknown>): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]))
  for (const fn of Object.values(ways)) for (let i = 0; i < CALLS; i++) await fn() // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, fn] of Object.entries(ways)) {
      const start = performance.now()
      for (let i = 0; i < CALLS; i++) await fn()
      out[name]!.push(((performance.now() - start) * 1000) / CALLS)
    }
  }
  return out
}

await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)
await admin(`CREATE DATABASE ${NAME}`)
const url = new URL(ADMIN_URL)
url.pathname = `/${NAME}`
const pool = createPool(url.toString(), 4)
await migrate(pool)
const db = createDb(pool)
const app = await buildApp({ config: testConfig(), db, apiVersion: 'bench' })
await app.ready()
try {
  const csrf = { [CSRF_HEADER]: '1' }
  const reset = await app.inject({ method: 'POST', url: '/api/dev/reset', headers: csrf })
  const personas = (reset.json() as { personas: Persona[] }).personas
  const mikko = personas.find((p) => p.key === 'three-children-1')!
  const login = await app.inject({
    method: 'POST',
    url: '/api/dev/login',
    headers: csrf,
    payload: { ssn: mikko.ssn, authLevel: 'WEAK' },
  })
  const { personId } = login.json() as { personId: string }
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const today = helsinkiDate(new Date())
  const range = {
    start: startOfIsoWeek(startOfMonth(addMonthsClamped(today, -1))),
    end: endOfMonth(addMonthsClamped(today, 12)),
  }
  const answer = await getReservations(
    db,
    { personId, authLevel: 'WEAK', requestId: randomUUID() },
    new Date(),
    today,
    range,
  )
  const serialize = compileResponseSerializer(ReservationsResponse)
  const viaZod = () => JSON.stringify(ReservationsResponse.parse(answer))
  if (serialize(answer) !== viaZod()) throw new Error('the two ways differ')
  console.log(`calendar answer: ${viaZod().length} bytes, ${answer.childDays.length} distinct child-days`)

  const r = await rounds({ compiled: () => serialize(answer), zod: viaZod })
  console.log(`compiled serializer: ${fmt(r.compiled!)}`)
  console.log(`zod parse + stringify: ${fmt(r.zod!)}`)
  const diffs = r.zod!.map((z, i) => z - r.compiled![i]!)
  console.log(`zod − compiled, per round: ${fmt(diffs)}`)

  const call = () =>
    app.inject({
      method: 'GET',
      url: `/api/citizen/reservations?from=${range.start}&to=${range.end}`,
      headers: { cookie },
    })
  // Node's CPU a call (wall time would count PostgreSQL's part and the wait for it)
  const cpu = process.cpuUsage()
  const http = await rounds({ call })
  const cpuPerCall = (({ user, system }) => (user + system) / ((ROUNDS + 1) * CALLS))(process.cpuUsage(cpu))
  console.log(`whole call (inject, compiled), wall: ${fmt(http.call!)}; Node CPU ${cpuPerCall.toFixed(0)} µs a call`)
  console.log(`the difference is ${((100 * median(diffs)) / cpuPerCall).toFixed(1)} % of the call's Node CPU`)
} finally {
  await app.close()
  await db.destroy()
  await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)
}
