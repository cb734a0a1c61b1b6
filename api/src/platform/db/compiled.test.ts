import { describe, expect, it } from 'vitest'
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
