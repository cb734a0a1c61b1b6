import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { errorCodes, type ApplicationForm } from '@citizen/contract'
import { buildApp } from '../src/app'
import { testConfig } from '../src/platform/config'
import { createDb, createPool, type Db } from '../src/platform/db/database'
import { useTestApp } from './harness'
import { demoClient } from './demo-client'

// Lost database connections (issue 12): a terminated backend must not crash the process, and
// while the database cannot be reached the API answers 503 DATABASE_UNAVAILABLE, not 500.

const t = useTestApp()
const { load, as, childOf, call } = demoClient(t)

const WRITERS = 16
const ROUNDS = 5
const TERMINATE = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`

const uncaught: unknown[] = []
const onUncaught = (e: unknown) => uncaught.push(e)
// Apps with pools of their own, closed after the file
const extra: { app: FastifyInstance; db: Db }[] = []

async function appOn(url: string, max: number, connectionTimeoutMillis?: number) {
  const db = createDb(createPool(url, max, connectionTimeoutMillis === undefined ? {} : { connectionTimeoutMillis }))
  const app = await buildApp({ config: testConfig(), db, apiVersion: 'test' })
  await app.ready()
  extra.push({ app, db })
  return { app, db }
}

const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

function draftUpdate(form: ApplicationForm) {
  const { child, guardian, ...rest } = form
  return {
    ...rest,
    child: {
      futureAddress: child.futureAddress,
      allergies: 'Pähkinä',
      diet: child.diet,
      assistanceNeeded: child.assistanceNeeded,
      assistanceDescription: child.assistanceDescription,
    },
    guardian: { futureAddress: guardian.futureAddress, phoneNumber: guardian.phoneNumber, email: guardian.email },
  }
}

beforeAll(async () => {
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)
  await load()
})

afterAll(async () => {
  process.off('uncaughtException', onUncaught)
  process.off('unhandledRejection', onUncaught)
  for (const { app, db } of extra) {
    await app.close()
    await db.destroy()
  }
})

describe('a terminated database connection', () => {
  it(
    `keeps the process alive under ${WRITERS} concurrent writers, and the next requests succeed`,
    { timeout: 60_000 },
    async () => {
      const { app } = await appOn(t.database.url, WRITERS)
      // Clubs are never duplicates, so every writer can keep creating drafts for the same children
      const families = [
        ['no-placements', 'Lilja'],
        ['one-child', 'Eetu'],
        ['three-children-1', 'Onni'],
        ['three-children-2', 'Ella'],
        ['separated-guardians-1', 'Helmi'],
        ['no-email', 'Venla'],
      ] as const
      const writers = await Promise.all(
        Array.from({ length: WRITERS }, async (_, i) => {
          const [key, child] = families[i % families.length]!
          return { cookie: await as(key), childId: childOf(key, child) }
        }),
      )
      const statuses = new Map<string, number>()
      const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1)
      /** One create + read + save-draft cycle; answers the first failure, or null */
      const cycle = async (w: (typeof writers)[number]) => {
        const created = await call(
          w.cookie,
          'POST',
          '/api/citizen/applications',
          { childId: w.childId, type: 'CLUB' },
          app,
        )
        if (created.status !== 200) return created
        const id = (created.body as { id: string }).id
        const read = await call(w.cookie, 'GET', `/api/citizen/applications/${id}`, undefined, app)
        if (read.status !== 200) return read
        const saved = await call(
          w.cookie,
          'PUT',
          `/api/citizen/applications/${id}/draft`,
          draftUpdate(read.body.form),
          app,
        )
        return saved.status === 200 ? null : saved
      }

      let stop = false
      const running = writers.map(async (w) => {
        while (!stop) {
          const failed = await cycle(w)
          if (!failed) count('ok')
          else count(`${failed.status} ${failed.body?.errorCode ?? 'no errorCode'}`)
        }
      })

      const admin = new pg.Client({ connectionString: t.database.url })
      await admin.connect()
      let terminated = 0
      try {
        for (let round = 0; round < ROUNDS; round++) {
          await new Promise((r) => setTimeout(r, 400))
          const { rows } = await admin.query(TERMINATE)
          terminated += rows.length
        }
        await new Promise((r) => setTimeout(r, 400))
      } finally {
        stop = true
        await Promise.all(running)
        await admin.end()
      }

      expect(uncaught).toEqual([])
      expect(terminated).toBeGreaterThanOrEqual(ROUNDS)
      // Requests caught by a termination fail as "database unavailable", never as a 500
      const failures = [...statuses.keys()].filter((k) => k !== 'ok')
      expect(
        failures.every((k) => k === `503 ${errorCodes.databaseUnavailable}`),
        JSON.stringify([...statuses]),
      ).toBe(true)
      expect(statuses.get('ok') ?? 0).toBeGreaterThan(0)

      // The database is back: every writer's next cycle succeeds
      const after = await Promise.all(writers.map(cycle))
      expect(after.map((f) => f && `${f.status} ${JSON.stringify(f.body)}`)).toEqual(writers.map(() => null))
      expect(uncaught).toEqual([])
      console.log(
        `${WRITERS} writers, ${terminated} connections terminated in ${ROUNDS} rounds: ${JSON.stringify([...statuses])}`,
      )
    },
  )
})

describe('a database that cannot be reached', () => {
  it('answers 503 DATABASE_UNAVAILABLE when connections are refused', async () => {
    const { app } = await appOn(`postgres://postgres@127.0.0.1:${await closedPort()}/none`, 2)
    const units = await app.inject({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' })
    expect(units.statusCode).toBe(503)
    expect(units.json()).toEqual({ errorCode: errorCodes.databaseUnavailable, message: expect.any(String) })
    // The session lookup (a prepared statement on the pool) fails the same way
    const status = await app.inject({
      method: 'GET',
      url: '/api/citizen/auth/status',
      headers: { cookie: 'citizen.session=abc' },
    })
    expect(status.statusCode).toBe(503)
    expect(status.json()).toMatchObject({ errorCode: errorCodes.databaseUnavailable })
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503)
    expect(uncaught).toEqual([])
  })

  it('answers 503 quickly when no connection frees up, instead of waiting', async () => {
    const { app, db } = await appOn(t.database.url, 1, 300)
    // Hold the only connection in a transaction while the request waits for one
    let release!: () => void
    const held = db.transaction().execute(async (tx) => {
      await tx.selectFrom('person').select('id').limit(1).execute()
      await new Promise<void>((r) => (release = r))
    })
    await new Promise((r) => setTimeout(r, 50))
    const started = Date.now()
    const res = await app.inject({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' })
    const waited = Date.now() - started
    release()
    await held
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ errorCode: errorCodes.databaseUnavailable })
    expect(waited).toBeLessThan(2_000)
    expect((await app.inject({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' })).statusCode).toBe(200)
  })
})
