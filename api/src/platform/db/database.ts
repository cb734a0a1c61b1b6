import { Kysely, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

// Calendar days stay 'YYYY-MM-DD' strings (never a Date shifted by time zone).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)
// bigint counts fit in a JS number for everything this service counts
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export type Db = Kysely<Database>
export type Tx = Transaction<Database>

export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max })
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
