import type { Db, Tx } from './database'
import { pgError } from './errors'

/**
 * SQLSTATEs of a transaction PostgreSQL ended so that another could go on (serialization failure,
 * deadlock): nothing of it was stored, and running it again may well succeed.
 */
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['40001', '40P01'])

/**
 * Runs the transaction, again (up to `attempts` times in all) when PostgreSQL ended it as
 * retryable. For writes that lock in one order this should not happen; the retry keeps any case
 * left (a writer that locks otherwise) from failing the request. The error handler answers a
 * last failure 409, never 500.
 */
/** PostgreSQL ended the transaction so that another could go on: running it again may succeed */
export const isRetryable = (e: unknown): boolean => RETRYABLE_CODES.has(pgError(e)?.code ?? '')

export async function transactionWithRetry<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn)
    } catch (e) {
      if (attempt >= attempts || !isRetryable(e)) throw e
    }
  }
}
