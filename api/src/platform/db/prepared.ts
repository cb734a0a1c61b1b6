import type pg from 'pg'
import type { Db } from './database'

const pools = new WeakMap<Db, pg.Pool>()

export function registerPool(db: Db, pool: pg.Pool): void {
  pools.set(db, pool)
}

/**
 * Runs SQL text as a named prepared statement, so PostgreSQL plans it once per connection
 * instead of on every call (measured 2.6k -> 11.9k/s for the status query). For the hottest
 * paths only (session lookup, status), where building a Kysely query on every call also cost
 * more than running it. A name must always belong to the same SQL text.
 */
export async function queryPrepared<R>(db: Db, name: string, text: string, values: unknown[]): Promise<R[]> {
  const pool = pools.get(db)
  if (!pool) throw new Error('No pool registered for this database')
  return (await pool.query({ name, text, values })).rows as R[]
}
