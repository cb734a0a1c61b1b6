import { sql } from 'kysely'
import type { Db } from './db/database'

/**
 * The sending side of the two outboxes (email_outbox, web_push_outbox): a due row is claimed with
 * FOR UPDATE SKIP LOCKED and leased (next_attempt_at moves the lease ahead, committed before
 * sending), so two processes never send the same row; a process that dies after sending but
 * before marking sends it again when the lease ends (at-least-once; after the mark, never again).
 */

export type OutboxTable = 'email_outbox' | 'web_push_outbox'

/** Minutes to wait after the nth failed attempt: 1, 2, 4, ... up to 4 hours (about 8 hours in all) */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** (attempts - 1), 240)
}

/** The next due row's columns (and its id and attempt count), leased; null when none is due */
export async function claimDueRow<R>(
  db: Db,
  table: OutboxTable,
  columns: readonly string[],
  now: Date,
  lease: string,
): Promise<(R & { id: string; attempts: number }) | null> {
  const { rows } = await sql<R & { id: string; attempts: number }>`
    UPDATE ${sql.table(table)} SET attempts = attempts + 1, next_attempt_at = now() + ${lease}::interval
    WHERE id = (
      SELECT id FROM ${sql.table(table)}
      WHERE status = 'PENDING' AND next_attempt_at <= greatest(now(), ${now}::timestamptz)
      ORDER BY next_attempt_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, attempts, ${sql.join(columns.map((c) => sql.ref(c)))}
  `.execute(db)
  return rows[0] ?? null
}

export async function markSent(db: Db, table: OutboxTable, id: string): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET status = 'SENT', sent_at = now(), last_error = NULL WHERE id = ${id}`.execute(
    db,
  )
}

/** Records a failed attempt: tried again after `retryInMinutes`, or given up (FAILED) */
export async function markFailed(
  db: Db,
  table: OutboxTable,
  id: string,
  failure: { error: string; retryInMinutes: number; giveUp: boolean },
): Promise<void> {
  await sql`
    UPDATE ${sql.table(table)} SET
      last_error = ${failure.error},
      status = ${failure.giveUp ? 'FAILED' : 'PENDING'},
      next_attempt_at = now() + make_interval(secs => ${failure.retryInMinutes * 60})
    WHERE id = ${id}
  `.execute(db)
}
