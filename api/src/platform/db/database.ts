import { Kysely, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'
import { registerPool } from './prepared'

// Calendar days stay 'YYYY-MM-DD' strings (never a Date shifted by time zone).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)
// bigint counts fit in a JS number for everything this service counts
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export type Db = Kysely<Database>
export type Tx = Transaction<Database>

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max })
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (e) => console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: e.message })))
  return pool
}

export function createDb(pool: pg.Pool): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  registerPool(db, pool)
  return db
}
