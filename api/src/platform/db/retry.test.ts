import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../../../test/harness'
import type { Db, Tx } from './database'
import { pgError } from './errors'
import { transactionWithRetry } from './retry'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  await sql`CREATE TABLE retry_probe (id int PRIMARY KEY)`.execute(database.db)
  await sql`CREATE TABLE retry_writes (attempt int NOT NULL)`.execute(database.db)
  await sql`INSERT INTO retry_probe VALUES (1), (2)`.execute(database.db)
})
afterAll(async () => {
  await database.drop()
})

const lock = (tx: Tx, id: number) => sql`SELECT id FROM retry_probe WHERE id = ${id} FOR UPDATE`.execute(tx)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A promise and its resolve, to order two transactions' steps */
function signal() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

// libfaketime (the other-dates runs of docs/STYLE.md) intercepts timer_settime: a PostgreSQL under
// it never fires deadlock_timeout, so the deadlock below would never be found
const underFaketime = (process.env.LD_PRELOAD ?? '').includes('faketime')

describe('transactionWithRetry', () => {
  it.skipIf(underFaketime)('runs a transaction PostgreSQL ended in a deadlock again', async () => {
    const aLocked = signal()
    const bLocked = signal()
    // A holds 1 and waits for 2; B holds 2 and asks for 1: B finds the deadlock first (its short
    // deadlock_timeout) and is ended; its second attempt waits for A and then goes through
    const a = database.db.transaction().execute(async (tx) => {
      await lock(tx, 1)
      aLocked.resolve()
      await bLocked.promise
      await lock(tx, 2)
    })
    let attempts = 0
    const b = transactionWithRetry(database.db, async (tx) => {
      attempts++
      if (attempts === 1) {
        await sql`SET LOCAL deadlock_timeout = '10ms'`.execute(tx)
        await lock(tx, 2)
        await aLocked.promise
        bLocked.resolve()
        await sleep(200)
        await lock(tx, 1)
      } else {
        await lock(tx, 2)
        await lock(tx, 1)
      }
      return 'done'
    })
    await a
    expect(await b).toBe('done')
    expect(attempts).toBe(2)
  })

  it('gives other errors back at once, and a retryable one after the last attempt', async () => {
    let attempts = 0
    const failing = (code: string) => async () => {
      attempts++
      throw Object.assign(new Error('x'), { code })
    }
    await expect(transactionWithRetry(database.db, failing('23505'))).rejects.toMatchObject({ code: '23505' })
    expect(attempts).toBe(1)
    attempts = 0
    const error = await transactionWithRetry(database.db, failing('40P01'), 3).catch((e: unknown) => e)
    expect(pgError(error)?.code).toBe('40P01')
    expect(attempts).toBe(3)
  })

  it('runs a transaction again whose connection was lost before its commit, and writes once', async () => {
    let attempts = 0
    const result = await transactionWithRetry(database.db, async (tx) => {
      attempts++
      await sql`INSERT INTO retry_writes VALUES (${attempts})`.execute(tx)
      // The backend is ended under the open transaction (as pg_terminate_backend from outside does)
      if (attempts === 1) await sql`SELECT pg_terminate_backend(pg_backend_pid())`.execute(tx)
      return 'done'
    })
    expect(result).toBe('done')
    expect(attempts).toBe(2)
    const rows = await sql<{ attempt: number }>`SELECT attempt FROM retry_writes`.execute(database.db)
    expect(rows.rows).toEqual([{ attempt: 2 }])
  })

  it('never runs again a transaction whose connection was lost at the commit, nor one never connected', async () => {
    // Stand-ins for the database: the work done and the commit lost, or no connection at all
    const lostAtCommit = {
      transaction: () => ({
        execute: async (fn: (tx: Tx) => Promise<unknown>) => {
          await fn({} as Tx)
          throw new Error('Connection terminated unexpectedly')
        },
      }),
    } as unknown as Db
    let attempts = 0
    await expect(
      transactionWithRetry(lostAtCommit, async () => {
        attempts++
      }),
    ).rejects.toThrow('Connection terminated')
    expect(attempts).toBe(1)
    let tries = 0
    const refused = {
      transaction: () => ({
        execute: async () => {
          tries++
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })
        },
      }),
    } as unknown as Db
    await expect(transactionWithRetry(refused, async () => undefined)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(tries).toBe(1)
  })
})
