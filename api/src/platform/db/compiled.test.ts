import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
} from 'kysely'
import type { Database } from './schema'
import { compiledOnce } from './compiled'
import { createDb, createPool } from './database'
import { createTestDatabase, type TestDatabase } from '../../../test/harness'

/** A Kysely that keeps the statements it is asked to run (no database: the rows are empty) */
function recordingDb() {
  const sent: CompiledQuery[] = []
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      sent.push(query)
      return { rows: [] }
    },
    streamQuery: () => {
      throw new Error('not streamed')
    },
  }
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  }
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  })
  return { db, sent }
}

describe('compiledOnce', () => {
  it('builds the statement once and sends each call its own values, in their places', async () => {
    const { db, sent } = recordingDb()
    let builds = 0
    const find = compiledOnce((k, v: { guardian: string; from: string }) => {
      builds++
      return k
        .selectFrom('guardian')
        .select('child_id')
        .where('guardian_id', '=', v.guardian)
        .where(sql<boolean>`${'fixed'} <> ${v.from}`)
        .where('child_id', '<>', v.guardian)
    })
    await find(db, { guardian: 'a', from: '2026-01-01' })
    await find(db, { guardian: 'b', from: '2026-02-01' })
    expect(builds).toBe(1)
    expect(sent.map((q) => q.parameters)).toEqual([
      ['a', 'fixed', '2026-01-01', 'a'],
      ['b', 'fixed', '2026-02-01', 'b'],
    ])
    expect(sent[0]!.sql).toBe(sent[1]!.sql)
  })

  it('refuses a value used other than as a parameter: its statement would not follow the values', async () => {
    const { db } = recordingDb()
    const written = compiledOnce((k, v: { table: string }) =>
      k
        .selectFrom('guardian')
        .select('child_id')
        .where(sql<boolean>`${sql.raw(v.table)} = 1`),
    )
    await expect(written(db, { table: 'x' })).rejects.toThrow(/not passed as a parameter/)
    const measured = compiledOnce((k, v: { ids: string }) =>
      k
        .selectFrom('guardian')
        .select('child_id')
        .where('guardian_id', '=', v.ids.length > 3 ? 'long' : 'short'),
    )
    await expect(measured(db, { ids: 'x' })).rejects.toThrow(/ids not passed as a parameter/)
  })
})

describe('compiledOnce on PostgreSQL', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.drop())

  const preparedTexts = compiledOnce(
    (_, v: { text: string }) =>
      sql<{ name: string }>`SELECT name FROM pg_prepared_statements WHERE statement = ${v.text}`,
  )

  it('runs as a named prepared statement of the connection, named as Kysely statements are', async () => {
    // One connection, so the statement is prepared where it is looked for
    const db = createDb(createPool(database.url, 1))
    try {
      const self = 'SELECT name FROM pg_prepared_statements WHERE statement = $1'
      await preparedTexts(db, { text: self })
      const [named] = await preparedTexts(db, { text: self })
      expect(named?.name).toMatch(/^k\d+$/)
    } finally {
      await db.destroy()
    }
  })

  it('runs in the transaction it is given', async () => {
    const inserted = compiledOnce(
      (_, v: { id: string }) => sql<{ n: number }>`SELECT count(*)::int AS n FROM session WHERE id = ${v.id}`,
    )
    const person = await database.db
      .insertInto('person')
      .values({ first_name: 'T', last_name: 'T', date_of_birth: '2000-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const seen = await database.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('session')
          .values({
            id: 'compiled-once',
            person_id: person.id,
            auth_level: 'STRONG',
            auth_type: 'dev',
            expires_at: new Date(Date.now() + 60_000),
          })
          .execute()
        const [row] = await inserted(tx, { id: 'compiled-once' })
        throw new Rollback(row?.n)
      })
      .catch((e: unknown) => (e instanceof Rollback ? e.seen : Promise.reject(e)))
    expect(seen).toBe(1)
    expect(await inserted(database.db, { id: 'compiled-once' })).toEqual([{ n: 0 }])
  })
})

/** Ends a transaction without its writes, carrying what it saw */
class Rollback extends Error {
  constructor(readonly seen: number | undefined) {
    super('rollback')
  }
}
