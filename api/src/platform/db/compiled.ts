import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './database'

/** A parameter of the compiled statement: fixed by the text, or the value of that name */
type Slot = { fixed: unknown } | { name: string }

/**
 * A Kysely statement built and compiled once, then run with new values: for the hottest
 * statements, where building and compiling the query on every call cost the API more than
 * PostgreSQL spent running it (the calendar's statement, the audit row: issue 16). The same
 * text also keeps its prepared statement's name lookup cheap (database.ts `statementName`).
 *
 * `build` gets a placeholder for each value and must only pass them to Kysely as values (each
 * becomes a `$n` parameter); it runs once, so it must not branch on them. The shape of the
 * statement is fixed: a list of ids whose length varies belongs in one array parameter or a
 * subquery, not in `IN (…)`.
 */
export function compiledOnce<V extends Record<string, unknown>, R>(
  build: (db: Db, values: V) => Compilable<R>,
): (db: Db, values: V) => Promise<R[]> {
  let compiled: { query: CompiledQuery<R>; slots: Slot[] } | undefined
  return async (db, values) => {
    compiled ??= compile(db, build)
    const { query, slots } = compiled
    const parameters = slots.map((s) => ('name' in s ? values[s.name] : s.fixed))
    return (await db.executeQuery<R>({ ...query, parameters })).rows
  }
}

const MARK = '\u0000compiledOnce:'

function compile<V extends Record<string, unknown>, R>(
  db: Db,
  build: (db: Db, values: V) => Compilable<R>,
): { query: CompiledQuery<R>; slots: Slot[] } {
  const names = new Set<string>()
  const placeholders = new Proxy({} as V, {
    get: (_, name) => {
      if (typeof name !== 'string') throw new Error('compiledOnce: values are named by strings')
      names.add(name)
      return `${MARK}${name}`
    },
  })
  const query = build(db, placeholders).compile()
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
  return { query, slots }
}
