import type { Db, Tx } from './database'
import { pgError } from './errors'

/**
 * SQLSTATEs of a transaction PostgreSQL ended so that another could go on (serialization failure,
 * deadlock): nothing of it was stored, and running it again may well succeed.
 */
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['40001', '40P01'])

/** PostgreSQL ended the transaction so that another could go on: running it again may succeed */
export const isRetryable = (e: unknown): boolean => RETRYABLE_CODES.has(pgError(e)?.code ?? '')

/**
 * The connection broke under a started request (a terminated backend, a reset socket), as opposed
 * to a database that cannot be reached (refused, no free connection: trying again at once only
 * waits longer, so those are answered 503 at once)
 */
const LOST_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE'])
const LOST_MESSAGES = ['Connection terminated', 'Client has encountered a connection error', 'Client was closed']

function isConnectionLost(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== 'object' || depth > 3) return false
  const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && LOST_CODES.has(code)) return true
  if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.startsWith(m))) return true
  return isConnectionLost(cause, depth + 1)
}

/**
 * Runs the transaction, again (up to `attempts` times in all) when PostgreSQL ended it as
 * retryable, or when its connection was lost before the commit was asked (a terminated backend,
 * a dropped socket: PostgreSQL rolled it back, so nothing of it is stored and running it on a new
 * connection cannot write twice). A connection lost during COMMIT is never retried: whether it
 * was stored is not known. For writes that lock in one order a deadlock should not happen; the
 * retry keeps any case left (a writer that locks otherwise) from failing the request. The error
 * handler answers a last failure 409 (deadlock) or 503 (database unavailable), never 500.
 *
 * When to use it rather than `db.transaction()`: the transaction locks a set of rows that other
 * kinds of writer lock too (the calendar's children: its saves, holiday answers, an accepted
 * absence application), where a deadlock or a lost connection would otherwise fail a large save.
 * One locked row, or a fixed chain (the person, then the statement; the time, then its survey),
 * cannot deadlock against its own kind: `db.transaction()`. `fn` may run more than once, so it
 * changes nothing outside the transaction.
 */
export async function transactionWithRetry<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // Set once the work is done and only the commit is left
    let committing = false
    try {
      return await db.transaction().execute(async (tx) => {
        const result = await fn(tx)
        committing = true
        return result
      })
    } catch (e) {
      const lostBeforeCommit = !committing && isConnectionLost(e)
      if (attempt >= attempts || !(isRetryable(e) || lostBeforeCommit)) throw e
    }
  }
}
