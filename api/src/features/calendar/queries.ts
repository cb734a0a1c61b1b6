import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { AbsenceType } from '@citizen/contract'
import type { Database } from '../../platform/db/schema'
import { compiledOnce } from '../../platform/db/compiled'
import { childImageIdsQuery } from '../child-images/public'
import { childIdsOfCitizen, childrenWithPlacementsQuery } from '../children/public'

type Conn = Kysely<Database>

/** Units where guardians mark reservations (reference §6: the RESERVATIONS pilot feature). */
const RESERVATIONS_FEATURE = 'RESERVATIONS'

/** `HH:mm` of a time column inside JSON (the TIME type parser's form; JSON would write seconds) */
const hhmm = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`
const hhmmOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'HH24:MI')`
/** A reservation-enabled placement with its unit's facts (times as 'HH:mm') */
interface CalendarPlacementRow {
  id: string
  child_id: string
  type: string
  unit_id: string
  start_date: string
  end_date: string
  created_on: string
  shift_care_open_on_holidays: boolean
  daily_preschool_start: string | null
  daily_preschool_end: string | null
  daily_preparatory_start: string | null
  daily_preparatory_end: string | null
}

/**
 * The calendar's facts of the children (`childIds`, a statement of their ids) over the range in
 * one statement (issue 16 budget: each statement costs the API and PostgreSQL more than its rows
 * here): the children's reservation-enabled placements with their units' facts, the placements'
 * service needs, the units' opening hours, the children's reservations, absences and attendances,
 * and the holiday periods overlapping the range (finite, both ends included). Each list in the
 * order the rules read it.
 */
function calendarFactsQuery(
  db: Conn,
  childIds: ChildIdsStatement,
  { from, to, allUnits }: { from: string; to: string; allUnits: boolean },
) {
  return (
    db
      // The ids of the children, for each list below
      .with('c', () => childIds)
      .with('p', (qb) =>
        qb
          .selectFrom('placement as p')
          // The unit of each placement by its key: joined plainly, PostgreSQL hashed every unit's
          // row for a family's few placements; OFFSET 0 keeps the subquery out of such a join
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom('unit')
                .select([
                  'shift_care_open_on_holidays',
                  hhmmOrNull('daily_preschool_start').as('daily_preschool_start'),
                  hhmmOrNull('daily_preschool_end').as('daily_preschool_end'),
                  hhmmOrNull('daily_preparatory_start').as('daily_preparatory_start'),
                  hhmmOrNull('daily_preparatory_end').as('daily_preparatory_end'),
                ])
                .whereRef('unit.id', '=', 'p.unit_id')
                // reference §6: units where guardians mark reservations (a holiday questionnaire's
                // answer marks absences in any unit: allUnits)
                .where(
                  sql<boolean>`(${allUnits}::boolean OR ${RESERVATIONS_FEATURE} = ANY (unit.enabled_pilot_features))`,
                )
                .offset(0)
                .as('u'),
            (join) => join.onTrue(),
          )
          .select([
            'p.id',
            'p.child_id',
            'p.type',
            'p.unit_id',
            'p.start_date',
            'p.end_date',
            sql<string>`(p.created_at AT TIME ZONE 'Europe/Helsinki')::date`.as('created_on'),
            'u.shift_care_open_on_holidays',
            'u.daily_preschool_start',
            'u.daily_preschool_end',
            'u.daily_preparatory_start',
            'u.daily_preparatory_end',
          ])
          .where('p.child_id', 'in', (sub) => sub.selectFrom('c').select('c.child_id')),
      )
      .selectNoFrom((eb) => [
        // Each placement row as the statement's `p` holds it
        sql<CalendarPlacementRow[]>`(SELECT coalesce(json_agg(p ORDER BY p.child_id, p.start_date), '[]') FROM p)`.as(
          'placements',
        ),
        jsonArrayFrom(
          eb
            .selectFrom('service_need as sn')
            .innerJoin('service_need_option as o', 'o.id', 'sn.option_id')
            .select([
              'sn.placement_id',
              'sn.start_date',
              'sn.end_date',
              'sn.shift_care',
              'o.daycare_hours_per_month',
              'o.contract_days_per_month',
            ])
            .where('sn.placement_id', 'in', (sub) => sub.selectFrom('p').select('p.id'))
            .orderBy('sn.start_date'),
        ).as('service_needs'),
        jsonArrayFrom(
          eb
            .selectFrom('unit_operation_time')
            .select([
              'unit_id',
              'shift_care',
              'weekday',
              hhmm('start_time').as('start_time'),
              hhmm('end_time').as('end_time'),
            ])
            .where(
              // An array of the few units, not IN (subquery): that became a hash join over every unit's hours
              sql<boolean>`unit_id = ANY (ARRAY(SELECT p.unit_id FROM p))`,
            ),
        ).as('operation_times'),
        jsonArrayFrom(
          eb
            .selectFrom('attendance_reservation')
            .select([
              'child_id',
              'date',
              hhmmOrNull('start_time').as('start_time'),
              hhmmOrNull('end_time').as('end_time'),
              'created_by_type',
            ])
            .where('child_id', 'in', (sub) => sub.selectFrom('c').select('c.child_id'))
            .where('date', '>=', from)
            .where('date', '<=', to)
            .orderBy('date')
            .orderBy(sql`start_time NULLS FIRST`),
        ).as('reservations'),
        jsonArrayFrom(
          eb
            .selectFrom('absence')
            .select(['child_id', 'date', 'category', 'absence_type', 'modified_by_type', 'questionnaire_id'])
            .where('child_id', 'in', (sub) => sub.selectFrom('c').select('c.child_id'))
            .where('date', '>=', from)
            .where('date', '<=', to),
        ).as('absences'),
        jsonArrayFrom(
          eb
            .selectFrom('child_attendance')
            .select(['child_id', 'date', hhmm('start_time').as('start_time'), hhmmOrNull('end_time').as('end_time')])
            .where('child_id', 'in', (sub) => sub.selectFrom('c').select('c.child_id'))
            .where('date', '>=', from)
            .where('date', '<=', to)
            .orderBy('date')
            .orderBy('start_time'),
        ).as('attendances'),
        jsonArrayFrom(
          eb
            .selectFrom('holiday_period')
            .select([
              'id',
              sql<string>`lower(period)`.as('start'),
              sql<string>`upper(period) - 1`.as('end'),
              'reservations_open_on',
              'reservation_deadline',
            ])
            .where(sql<boolean>`period && daterange(${from}::date, ${to}::date, '[]')`)
            .orderBy(sql`lower(period)`),
        ).as('holidays'),
      ])
  )
}

/** A statement of children's ids (`child_id`) for calendarFactsQuery */
type ChildIdsStatement = SelectQueryBuilder<Database, never, { child_id: string }>

/**
 * The calendar of a citizen (GET /citizen/reservations and the saves' checks): the facts of the
 * citizen's children with the children (as GET /citizen/children lists them) and their images,
 * built and compiled once (`compiledOnce`).
 */
export const findCalendarRows = compiledOnce(
  (
    db: Conn,
    {
      citizenId,
      today,
      from,
      to,
      allUnits,
    }: { citizenId: string; today: string; from: string; to: string; allUnits: boolean },
  ) =>
    calendarFactsQuery(db, childIdsOfCitizen(db, citizenId, today), { from, to, allUnits }).select((eb) => [
      jsonArrayFrom(childrenWithPlacementsQuery(db, today, eb.selectFrom('c').select('c.child_id'))).as('children'),
      jsonArrayFrom(childImageIdsQuery(db, eb.selectFrom('c').select('c.child_id'))).as('images'),
    ]),
)

/**
 * The calendar's facts of any children (the reservation reminder's batch of the municipality's,
 * not a family): the same statement over an array of ids, one text whatever their number.
 */
export const findCalendarFactsOfChildren = compiledOnce(
  (db: Conn, { childIds, from, to }: { childIds: string[]; from: string; to: string }) =>
    calendarFactsQuery(db, db.selectNoFrom(sql<string>`unnest(${childIds}::uuid[])`.as('child_id')), {
      from,
      to,
      allUnits: false,
    }),
)

/** A child as the calendar's statement lists them (GET /citizen/children's row) */
export type CalendarChildRow = Awaited<ReturnType<typeof findCalendarRows>>[number]['children'][number]

/**
 * The children with a guardian and a reservation-enabled placement on some day of the range, in
 * id order: whose calendars the reservation reminder reads (one statement)
 */
export async function findChildrenToRemind(db: Conn, range: { start: string; end: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('placement as p')
    .innerJoin('unit as u', 'u.id', 'p.unit_id')
    .select('p.child_id')
    .distinct()
    .where('p.start_date', '<=', range.end)
    .where('p.end_date', '>=', range.start)
    .where(sql<boolean>`${RESERVATIONS_FEATURE} = ANY (u.enabled_pilot_features)`)
    .where((eb) =>
      eb.exists(eb.selectFrom('guardian as g').select('g.child_id').whereRef('g.child_id', '=', 'p.child_id')),
    )
    .orderBy('p.child_id')
    .execute()
  return rows.map((r) => r.child_id)
}

/** The holiday periods taking answers today whose answering ends on `deadline` (days both included) */
export async function findHolidayPeriodsClosing(db: Conn, today: string, deadline: string) {
  return db
    .selectFrom('holiday_period')
    .select([sql<string>`lower(period)`.as('start'), sql<string>`upper(period) - 1`.as('end')])
    .where('reservations_open_on', '<=', today)
    .where('reservation_deadline', '=', deadline)
    .orderBy(sql`lower(period)`)
    .execute()
}

type Pair = { childId: string; date: string }

/** A row's child and day as columns */
const childDay = (r: Pair) => ({ child_id: r.childId, date: r.date })

/** Whether a row's child and day are one of the pairs: one statement text whatever their number */
const isOneOf = (pairs: Pair[]) =>
  sql<boolean>`(child_id, date) IN (SELECT * FROM unnest(${pairs.map((p) => p.childId)}::uuid[], ${pairs.map((p) => p.date)}::date[]))`

/**
 * Locks the citizen's children among the ids (their person rows, in id order) until the
 * transaction ends, and answers the ids locked. Every calendar write takes it before reading the
 * day's facts, so two saves of the same child run one after the other (each sees what the other
 * wrote) and, locking in one order, never deadlock. FOR NO KEY UPDATE leaves the rows' keys free:
 * rows that only refer to a child (an attendance, a placement) are not held up.
 */
export async function lockChildren(db: Conn, citizenId: string, today: string, childIds: string[]): Promise<string[]> {
  if (childIds.length === 0) return []
  const rows = await db
    .selectFrom('person')
    .select('id')
    // One statement text whatever the number of ids (prepared once)
    .where(sql<boolean>`id = ANY (${childIds}::uuid[])`)
    .where('id', 'in', childIdsOfCitizen(db, citizenId, today))
    .orderBy('id')
    .forNoKeyUpdate()
    .execute()
  return rows.map((r) => r.id)
}

/** Deletes the absences a guardian may change on the days: their own, not free, not from a questionnaire. */
export async function deleteCitizenAbsences(db: Conn, pairs: Pair[]) {
  if (pairs.length === 0) return
  await db
    .deleteFrom('absence')
    .where(isOneOf(pairs))
    .where('modified_by_type', '=', 'CITIZEN')
    .where('absence_type', '<>', 'FREE_ABSENCE')
    .where('questionnaire_id', 'is', null)
    .execute()
}

export async function deleteReservations(db: Conn, pairs: Pair[]) {
  if (pairs.length === 0) return
  await db.deleteFrom('attendance_reservation').where(isOneOf(pairs)).execute()
}

export async function insertReservations(
  db: Conn,
  rows: { childId: string; date: string; start: string | null; end: string | null }[],
  citizenId: string,
) {
  if (rows.length === 0) return
  await db
    .insertInto('attendance_reservation')
    .values(
      rows.map((r) => ({
        ...childDay(r),
        start_time: r.start,
        end_time: r.end,
        created_by_type: 'CITIZEN' as const,
        created_by_person_id: citizenId,
      })),
    )
    .execute()
}

/**
 * Inserts a guardian's absences, or a holiday questionnaire's answer's (questionnaireId); a
 * category someone else already marked absent that day is kept as it is.
 */
export async function insertAbsences(
  db: Conn,
  rows: { childId: string; date: string; category: 'BILLABLE' | 'NONBILLABLE'; type: AbsenceType }[],
  citizenId: string,
  questionnaireId: string | null = null,
) {
  if (rows.length === 0) return
  await db
    .insertInto('absence')
    .values(
      rows.map((r) => ({
        ...childDay(r),
        category: r.category,
        absence_type: r.type,
        modified_by_type: 'CITIZEN' as const,
        modified_by_person_id: citizenId,
        questionnaire_id: questionnaireId,
      })),
    )
    .onConflict((oc) => oc.columns(['child_id', 'date', 'category']).doNothing())
    .execute()
}

/** Staff's full-day OTHER_ABSENCE rows; a category already marked that day becomes staff's OTHER_ABSENCE */
export async function upsertStaffAbsences(
  db: Conn,
  rows: { childId: string; date: string; category: 'BILLABLE' | 'NONBILLABLE' }[],
) {
  if (rows.length === 0) return
  const staffAbsences = rows.map((r) => ({
    ...childDay(r),
    category: r.category,
    absence_type: 'OTHER_ABSENCE' as const,
    modified_by_type: 'STAFF' as const,
  }))
  await db
    .insertInto('absence')
    .values(staffAbsences)
    .onConflict((oc) =>
      oc.columns(['child_id', 'date', 'category']).doUpdateSet({
        absence_type: 'OTHER_ABSENCE',
        modified_by_type: 'STAFF',
        modified_by_person_id: null,
        modified_at: sql`now()`,
        questionnaire_id: null,
      }),
    )
    .execute()
}

/** Whether any of the children attended on any day of the range. */
export async function hasAttendances(db: Conn, childIds: string[], from: string, to: string) {
  const row = await db
    .selectFrom('child_attendance')
    .select('id')
    .where('child_id', 'in', childIds)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function findDailyServiceTimeNotifications(db: Conn, guardianId: string) {
  const rows = await db
    .selectFrom('daily_service_time_notification')
    .select('id')
    .where('guardian_id', '=', guardianId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => r.id)
}

/** Deletes the guardian's own notifications among the ids; others' ids are ignored. */
export async function deleteDailyServiceTimeNotifications(db: Conn, guardianId: string, ids: string[]) {
  if (ids.length === 0) return
  await db
    .deleteFrom('daily_service_time_notification')
    .where('guardian_id', '=', guardianId)
    .where('id', 'in', ids)
    .execute()
}
