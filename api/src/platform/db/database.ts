import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, type Transaction } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

// Calendar days stay 'YYYY-MM-DD' strings (never a Date shifted by time zone).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)
// Times of day are minute-precise in this service: 'HH:mm', as the contract's ClockTime
pg.types.setTypeParser(pg.types.builtins.TIME, (value) => value.slice(0, 5))
// bigint counts fit in a JS number for everything this service counts
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export type Db = Kysely<Database>
export type Tx = Transaction<Database>

/** How long a request waits for a connection (a new one, or a free one of the pool) before 503 */
const CONNECTION_TIMEOUT_MS = 5_000

export function createPool(
  connectionString: string,
  max = 10,
  options: { connectionTimeoutMillis?: number } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECTION_TIMEOUT_MS,
  })
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

const pools = new WeakMap<Db, pg.Pool>()

export function createDb(pool: pg.Pool): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) })
  pools.set(db, pool)
  return db
}

/** The pool of a database createDb made; undefined for a transaction (its statements must run in it) */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db)
}

/** Statement names of SQL texts: the same in every connection of this process */
const statementNames = new Map<string, string>()
/** Texts are the query shapes of the code (values are parameters): a bound against a runaway */
const MAX_STATEMENTS = 5000
// `select *` / `t.*`: a column added by a later migration would change a prepared statement's
// result type, which PostgreSQL refuses until the connection ends (a rolling deploy's old processes)
const STAR = /(select|,)\s*(("\w+"|\w+)\.)?\*/i

/**
 * The name to prepare a statement under, or undefined to send it unnamed: transaction control,
 * `select *`, and texts without parameters that hold a `;` (they may hold several statements,
 * which only the simple protocol runs: the scale generator's steps, migrations). A lookup
 * without parameters (the terms) is prepared like the rest: planning it was most of its cost.
 */
export function statementName(sql: string, parameterCount: number): string | undefined {
  let name = statementNames.get(sql)
  if (name) return name
  if (
    (parameterCount === 0 && sql.includes(';')) ||
    !/^\s*(select|insert|update|delete|with)\b/i.test(sql) ||
    STAR.test(sql) ||
    statementNames.size >= MAX_STATEMENTS
  ) {
    return undefined
  }
  name = `k${statementNames.size + 1}`
  statementNames.set(sql, name)
  return name
}

/**
 * Kysely's statements run as named prepared statements, one name per SQL text, so PostgreSQL
 * parses and plans each once per connection, and after five runs keeps a generic plan when it
 * is no costlier. Planning was most of PostgreSQL's time in the citizen calls (by-guardian:
 * ~1 ms of the backend's CPU a call for queries that run in 0.1 ms; issue 14). The statements
 * are keyed by primary or foreign keys, where a generic plan is the custom one.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((sql: unknown, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sql !== 'string') return client.query(sql as pg.Submittable)
      const values = [...(parameters ?? [])]
      const name = statementName(sql, values.length)
      return name ? client.query({ name, text: sql, values }) : client.query(sql, values)
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  })
  return {
    async connect() {
      const client = await pool.connect()
      // One wrapper per pooled client: Kysely keys its connection objects by it
      let wrapped = clients.get(client)
      if (!wrapped) {
        wrapped = wrap(client)
        clients.set(client, wrapped)
      }
      return wrapped
    },
    end: () => pool.end(),
  }
}
