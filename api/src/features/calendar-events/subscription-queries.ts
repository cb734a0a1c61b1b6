import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'
import { childIdsOfCitizen } from '../children/public'

/** The calendar subscription (a secret feed address per person; only the token's hash is kept) */

export async function findLiveSubscription(db: Db, personId: string) {
  return db
    .selectFrom('calendar_subscription')
    .select(['id', 'created_at'])
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
}

/** Revokes the person's live subscription, if any */
export async function revokeSubscription(db: Db, personId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('calendar_subscription')
    .set({ revoked_at: now })
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function insertSubscription(db: Db, personId: string, tokenHash: Buffer, now: Date) {
  return db
    .insertInto('calendar_subscription')
    .values({ person_id: personId, token_hash: tokenHash, created_at: now })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow()
}

/** The owner of a live subscription by its token's hash, with the language the feed is written in */
export async function findSubscriber(db: Db, tokenHash: Buffer) {
  return db
    .selectFrom('calendar_subscription as s')
    .innerJoin('person as p', 'p.id', 's.person_id')
    .select(['s.id', 's.person_id', 'p.language'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst()
}

export interface FeedDayRow {
  kind: 'RESERVATION' | 'ABSENCE'
  child_id: string
  first_name: string
  date: string
  start_time: string | null
  end_time: string | null
}

/**
 * The children's reservations and absences (one row per absent day, whatever its categories) in
 * the range, with the child's first name, in one statement
 */
export async function findFeedDays(
  db: Db,
  userId: string,
  today: string,
  range: { start: string; end: string },
): Promise<FeedDayRow[]> {
  const result = await sql<FeedDayRow>`
    WITH children AS (
      SELECT c.child_id, p.first_name FROM (${childIdsOfCitizen(db, userId, today)}) c JOIN person p ON p.id = c.child_id
    )
    SELECT 'RESERVATION' AS kind, r.child_id, c.first_name, r.date::text AS date,
      to_char(r.start_time, 'HH24:MI') AS start_time, to_char(r.end_time, 'HH24:MI') AS end_time
    FROM children c JOIN attendance_reservation r ON r.child_id = c.child_id
    WHERE r.date BETWEEN ${range.start}::date AND ${range.end}::date
    UNION ALL
    SELECT DISTINCT ON (a.child_id, a.date) 'ABSENCE', a.child_id, c.first_name, a.date::text, NULL, NULL
    FROM children c JOIN absence a ON a.child_id = c.child_id
    WHERE a.date BETWEEN ${range.start}::date AND ${range.end}::date
    ORDER BY 4, 2, 5 NULLS FIRST
  `.execute(db)
  return result.rows
}
