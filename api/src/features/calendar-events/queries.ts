import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'
import { childIdsOfCitizen } from '../children/public'

/**
 * Calendar events and discussion times (reference §6 "Calendar events & discussion times"). The
 * family's children are children/public.ts's `childIdsOfCitizen`; an event concerns a child
 * through an attendee row matched against the child's placements and group placements.
 */

export interface AttendanceRow {
  id: string
  title: string
  description: string
  event_start: string
  event_end: string
  event_type: 'DAYCARE_EVENT' | 'DISCUSSION_SURVEY'
  child_id: string
  first_name: string
  attendee_type: 'INDIVIDUAL' | 'GROUP' | 'UNIT'
  group_name: string | null
  unit_name: string
  /** event ∩ placement ∩ group placement */
  period_start: string
  period_end: string
  /** placement ∩ group placement: the days the child's discussion times must fall on */
  days_start: string
  days_end: string
  /** A survey's times that are free or this child's (none for a daycare event) */
  times: TimeRow[]
}

/**
 * The statement's common part: `children` (the family's), `days` (each placement ∩ group
 * placement overlapping the range) and `att`: each (event, child, attendee, group placement) of
 * the family whose days (event ∩ placement ∩ group placement) overlap the range; `eventId`
 * narrows it to one event. An attendee matches a child placed in its unit, and its group
 * (group_id set) or the child itself (child_id set).
 */
function attendances(
  db: Db,
  userId: string,
  today: string,
  range: { start: string; end: string },
  eventId: string | null,
) {
  return sql`
    WITH children AS (${childIdsOfCitizen(db, userId, today)}),
    days AS (
      SELECT pl.child_id, pl.unit_id, dgp.group_id,
        daterange(pl.start_date, pl.end_date, '[]') * daterange(dgp.start_date, dgp.end_date, '[]') AS r
      FROM children c
      JOIN placement pl ON pl.child_id = c.child_id
        AND pl.start_date <= ${range.end}::date AND pl.end_date >= ${range.start}::date
      JOIN daycare_group_placement dgp ON dgp.placement_id = pl.id
        AND dgp.start_date <= least(pl.end_date, ${range.end}::date)
        AND dgp.end_date >= greatest(pl.start_date, ${range.start}::date)
    ),
    att AS (
      SELECT e.id, e.title, e.description, lower(e.period)::text AS event_start,
        (upper(e.period) - 1)::text AS event_end, e.event_type, d.child_id, p.first_name, p.date_of_birth,
        CASE WHEN a.child_id IS NOT NULL THEN 'INDIVIDUAL' WHEN a.group_id IS NOT NULL THEN 'GROUP' ELSE 'UNIT' END
          AS attendee_type,
        g.name AS group_name, u.name AS unit_name,
        lower(d.r * e.period)::text AS period_start, (upper(d.r * e.period) - 1)::text AS period_end,
        lower(d.r)::text AS days_start, (upper(d.r) - 1)::text AS days_end, lower(e.period) AS sort_start
      FROM days d
      JOIN calendar_event_attendee a ON a.unit_id = d.unit_id
        AND (a.group_id IS NULL OR a.group_id = d.group_id)
        AND (a.child_id IS NULL OR a.child_id = d.child_id)
      JOIN calendar_event e ON e.id = a.calendar_event_id
      JOIN person p ON p.id = d.child_id
      JOIN unit u ON u.id = a.unit_id
      LEFT JOIN daycare_group g ON g.id = a.group_id
      WHERE d.r * e.period && daterange(${range.start}::date, ${range.end}::date, '[]')
        AND (${eventId}::uuid IS NULL OR e.id = ${eventId}::uuid)
    )
  `
}

/**
 * The family's attendances of events (see `attendances`) with each survey's times that are free or
 * the child's, in one statement whatever their number. (The times as a second statement repeated
 * the attendances, which PostgreSQL planned anew on every call, or took the surveys' ids as an
 * array parameter, which has the same effect: query-plans.test.ts.)
 */
export async function findAttendances(
  db: Db,
  userId: string,
  today: string,
  range: { start: string; end: string },
  eventId: string | null = null,
): Promise<AttendanceRow[]> {
  const result = await sql<AttendanceRow>`
    ${attendances(db, userId, today, range, eventId)}
    SELECT id, title, description, event_start, event_end, event_type, child_id, first_name, attendee_type,
      group_name, unit_name, period_start, period_end, days_start, days_end,
      CASE WHEN event_type = 'DISCUSSION_SURVEY' THEN (
        SELECT coalesce(json_agg(json_build_object(
          'id', t.id, 'calendar_event_id', t.calendar_event_id, 'date', t.date::text,
          'start_time', to_char(t.start_time, 'HH24:MI'), 'end_time', to_char(t.end_time, 'HH24:MI'),
          'child_id', t.child_id) ORDER BY t.date, t.start_time, t.id), '[]')
        FROM calendar_event_time t
        WHERE t.calendar_event_id = att.id AND (t.child_id IS NULL OR t.child_id = att.child_id)
      ) ELSE '[]' END AS times
    FROM att
    ORDER BY sort_start, title, id, date_of_birth, child_id
  `.execute(db)
  return result.rows
}

export interface TimeRow {
  id: string
  calendar_event_id: string
  date: string
  start_time: string
  end_time: string
  child_id: string | null
}

/** A discussion time with its event, locked until the transaction ends (undefined when none) */
export async function lockTime(db: Db, timeId: string) {
  const result = await sql<TimeRow & { event_type: string; event_start: string; event_end: string }>`
    SELECT t.id, t.calendar_event_id, t.date::text AS date, to_char(t.start_time, 'HH24:MI') AS start_time,
      to_char(t.end_time, 'HH24:MI') AS end_time, t.child_id, e.event_type,
      lower(e.period)::text AS event_start, (upper(e.period) - 1)::text AS event_end
    FROM calendar_event_time t JOIN calendar_event e ON e.id = t.calendar_event_id
    WHERE t.id = ${timeId}::uuid
    FOR UPDATE OF t
  `.execute(db)
  return result.rows[0]
}

/**
 * Locks the survey and tells whether the child holds another of its times: taken after the time's
 * lock (always in that order), so two bookings of one child's two times run one after the other
 */
export async function childHoldsOtherTime(db: Db, calendarEventId: string, timeId: string, childId: string) {
  await db.selectFrom('calendar_event').select('id').where('id', '=', calendarEventId).forNoKeyUpdate().execute()
  const row = await db
    .selectFrom('calendar_event_time')
    .select('id')
    .where('calendar_event_id', '=', calendarEventId)
    .where('child_id', '=', childId)
    .where('id', '<>', timeId)
    .executeTakeFirst()
  return row !== undefined
}

/** Books the time for the child when it is free or the child's already: false when another child holds it */
export async function reserveTime(db: Db, timeId: string, childId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('calendar_event_time')
    .set({ child_id: childId, updated_at: now })
    .where('id', '=', timeId)
    .where((eb) => eb.or([eb('child_id', 'is', null), eb('child_id', '=', childId)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Frees the time when the child holds it: false when it does not */
export async function cancelTime(db: Db, timeId: string, childId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('calendar_event_time')
    .set({ child_id: null, updated_at: now })
    .where('id', '=', timeId)
    .where('child_id', '=', childId)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The child's guardians (the discussion time emails' recipients) */
export async function findGuardians(db: Db, childId: string): Promise<string[]> {
  const rows = await db.selectFrom('guardian').select('guardian_id').where('child_id', '=', childId).execute()
  return rows.map((r) => r.guardian_id)
}

/** The child is one of the citizen's (children/public.ts's rule) */
export async function isChildOfCitizen(db: Db, userId: string, today: string, childId: string): Promise<boolean> {
  const row = await db
    .selectFrom(childIdsOfCitizen(db, userId, today).as('c'))
    .select('c.child_id')
    .where('c.child_id', '=', childId)
    .executeTakeFirst()
  return row !== undefined
}

/** The discussion times booked for a child on the day, in order (the reminder's): one statement */
export async function findBookedTimes(db: Db, date: string) {
  const result = await sql<TimeRow & { child_id: string }>`
    SELECT t.id, t.calendar_event_id, t.date::text AS date, to_char(t.start_time, 'HH24:MI') AS start_time,
      to_char(t.end_time, 'HH24:MI') AS end_time, t.child_id
    FROM calendar_event_time t JOIN calendar_event e ON e.id = t.calendar_event_id
    WHERE t.date = ${date}::date AND t.child_id IS NOT NULL AND e.event_type = 'DISCUSSION_SURVEY'
    ORDER BY t.start_time, t.id
  `.execute(db)
  return result.rows
}
