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

/** How long a request waits for a connection (a new one, or a free one of the pool) before 503 */
export const CONNECTION_TIMEOUT_MS = 5_000

export function createPool(connectionString: string, max = 10, options: { connectionTimeoutMillis?: number } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECTION_TIMEOUT_MS })
  // A connection dropped by the server (restart, failover, pg_terminate_backend) emits 'error' on
  // its client. pg-pool listens only while the client is idle; a checked-out client (a Kysely
  // transaction between two queries, a migration) had no listener, and the unhandled 'error'
  // event ended the process. The query in flight fails on its own (503, app.ts), and pg-pool
  // drops a client that is no longer queryable when it is released.
  pool.on('connect', (client) => {
    client.on('error', (e) =>
      console.error(JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', err: e.message })),
    )
  })
  // Required so an idle client's error is not re-emitted unhandled; logged by the listener above
  pool.on('error', () => {})
  return pool
}

export function createDb(pool: pg.Pool): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  registerPool(db, pool)
  return db
}
