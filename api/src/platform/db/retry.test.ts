import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../../../test/harness'
import type { Tx } from './database'
import { pgError } from './errors'
import { transactionWithRetry } from './retry'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  await sql`CREATE TABLE retry_probe (id int PRIMARY KEY)`.execute(database.db)
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

describe('transactionWithRetry', () => {
  it('runs a transaction PostgreSQL ended in a deadlock again', async () => {
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
})
