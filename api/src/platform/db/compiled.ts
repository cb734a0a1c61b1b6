import type { Compilable, CompiledQuery, RawBuilder } from 'kysely'
import { poolOf, statementName, type Db } from './database'

/** A parameter of the compiled statement: fixed by the text, or the value of that name */
type Slot = { fixed: unknown } | { name: string }

/**
 * The one way to run a hot statement: a Kysely statement (or `sql` text) built and compiled once,
 * then run with each call's values as a named prepared statement. For the statements of every page
 * load and the heaviest ones (the status call, the session, the calendar),
 * where building and compiling the query on every call cost the API more than PostgreSQL spent
 * running it (docs/performance.md). On the database's own Kysely it goes straight to the pool,
 * past Kysely's executor; in a transaction it runs in the transaction. Either way it is named as
 * Kysely's statements of the same text are (database.ts `statementName`): one prepared statement
 * per text and connection.
 *
 * `build` gets a placeholder for each value and must only pass them to Kysely as values (each
 * becomes a `$n` parameter); it runs once, so it must not branch on them. The shape of the
 * statement is fixed: a list of ids whose length varies belongs in one array parameter or a
 * subquery, not in `IN (…)`.
 */
export function compiledOnce<V extends Record<string, unknown>, R>(
  build: (db: Db, values: V) => Compilable<R> | RawBuilder<R>,
): (db: Db, values: V) => Promise<R[]> {
  let compiled: Compiled<R> | undefined
  return async (db, values) => {
    compiled ??= compile(db, build)
    const { query, slots, name } = compiled
    const parameters = slots.map((s) => ('name' in s ? values[s.name] : s.fixed))
    const pool = poolOf(db)
    if (!pool) return (await db.executeQuery<R>({ ...query, parameters })).rows
    const result = name
      ? await pool.query({ name, text: query.sql, values: parameters })
      : await pool.query(query.sql, parameters)
    return result.rows as R[]
  }
}

interface Compiled<R> {
  query: CompiledQuery<R>
  slots: Slot[]
  /** The prepared statement's name, as Kysely's statements of the same text get */
  name: string | undefined
}

const MARK = '\u0000compiledOnce:'

function compile<V extends Record<string, unknown>, R>(
  db: Db,
  build: (db: Db, values: V) => Compilable<R> | RawBuilder<R>,
): Compiled<R> {
  const names = new Set<string>()
  const placeholders = new Proxy({} as V, {
    get: (_, name) => {
      if (typeof name !== 'string') throw new Error('compiledOnce: values are named by strings')
      names.add(name)
      return `${MARK}${name}`
    },
  })
  const built = build(db, placeholders)
  const query = 'isRawBuilder' in built ? built.compile(db) : built.compile()
  const slots = query.parameters.map((p): Slot =>
    typeof p === 'string' && p.startsWith(MARK) ? { name: p.slice(MARK.length) } : { fixed: p },
  )
  // A placeholder read but not sent as a parameter was used some other way (written into the
  // text, compared, measured): its statement would not follow the values
  const sent = new Set(slots.flatMap((s) => ('name' in s ? [s.name] : [])))
  const unsent = [...names].filter((n) => !sent.has(n))
  if (query.sql.includes(MARK) || unsent.length > 0) {
    throw new Error(`compiledOnce: ${unsent.join(', ') || 'a value'} not passed as a parameter`)
  }
  return { query, slots, name: statementName(query.sql, slots.length) }
}
