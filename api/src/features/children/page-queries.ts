import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'

/** The child page's reads (spec 001 "Child page", reference §5): a fixed number of statements each */

/** The child's placements that have not ended by today, with their units: the termination section */
export async function findPlacementsNotEnded(db: Db, childId: string, today: string, forUpdate = false) {
  let query = db
    .selectFrom('placement as pl')
    .innerJoin('unit as u', 'u.id', 'pl.unit_id')
    .leftJoin('person as tb', 'tb.id', 'pl.terminated_by')
    .select([
      'pl.id',
      'pl.child_id',
      'pl.type',
      'pl.start_date',
      'pl.end_date',
      'pl.unit_id',
      'u.name as unit_name',
      'u.enabled_pilot_features',
      'pl.termination_requested_date',
      'pl.terminated_by',
      'tb.first_name as terminated_by_first_name',
      'tb.last_name as terminated_by_last_name',
    ])
    .where('pl.child_id', '=', childId)
    .where('pl.end_date', '>=', today)
    .orderBy('pl.start_date')
  if (forUpdate) query = query.forUpdate('pl')
  return query.execute()
}

export type PlacementRow = Awaited<ReturnType<typeof findPlacementsNotEnded>>[number]

/** Whether a unit has a pilot feature (null: no such unit) */
export async function findUnitFeatures(db: Db, unitId: string) {
  const row = await db.selectFrom('unit').select('enabled_pilot_features').where('id', '=', unitId).executeTakeFirst()
  return row?.enabled_pilot_features ?? null
}

/**
 * All the child's placements with their service needs, the placement type's default option and
 * whether the type has other options: one query (the service needs as a json array per placement).
 */
export async function findPlacementsWithServiceNeeds(db: Db, childId: string) {
  return db
    .selectFrom('placement as pl')
    .innerJoin('unit as u', 'u.id', 'pl.unit_id')
    .leftJoin('service_need_option as d', (join) =>
      join.onRef('d.valid_placement_type', '=', 'pl.type').on('d.default_option', '=', true),
    )
    .select((eb) => [
      'pl.id',
      'pl.type',
      'pl.start_date',
      'pl.end_date',
      'u.name as unit_name',
      sql<boolean>`'RESERVATIONS' = ANY (u.enabled_pilot_features)`.as('reservations_enabled'),
      'd.id as default_id',
      'd.name_fi as default_name_fi',
      'd.name_sv as default_name_sv',
      'd.name_en as default_name_en',
      'd.valid_from as default_valid_from',
      'd.valid_to as default_valid_to',
      'd.contract_days_per_month as default_contract_days',
      eb
        .exists(
          eb
            .selectFrom('service_need_option as o')
            .select('o.id')
            .whereRef('o.valid_placement_type', '=', 'pl.type')
            .where('o.default_option', '=', false),
        )
        .as('has_non_default_options'),
      sql<
        {
          start_date: string
          end_date: string
          option_id: string
          name_fi: string
          name_sv: string
          name_en: string
          valid_placement_type: string
          valid_from: string
          valid_to: string | null
          default_option: boolean
          contract_days_per_month: number | null
        }[]
      >`coalesce((
        SELECT json_agg(json_build_object(
          'start_date', sn.start_date, 'end_date', sn.end_date, 'option_id', o.id, 'name_fi', o.name_fi,
          'name_sv', o.name_sv, 'name_en', o.name_en, 'valid_placement_type', o.valid_placement_type,
          'valid_from', o.valid_from, 'valid_to', o.valid_to, 'default_option', o.default_option,
          'contract_days_per_month', o.contract_days_per_month) ORDER BY sn.start_date)
        FROM service_need sn JOIN service_need_option o ON o.id = sn.option_id
        WHERE sn.placement_id = pl.id), '[]'::json)`.as('service_needs'),
    ])
    .where('pl.child_id', '=', childId)
    .orderBy('pl.start_date')
    .execute()
}

/** The child's daily service times, the weekdays of irregular ones as a json array: one query */
export async function findDailyServiceTimes(db: Db, childId: string) {
  return db
    .selectFrom('daily_service_time as dst')
    .select([
      'dst.id',
      'dst.child_id',
      'dst.type',
      'dst.regular_start',
      'dst.regular_end',
      sql<string>`lower(dst.validity_period)`.as('start_date'),
      sql<string | null>`upper(dst.validity_period) - 1`.as('end_date'),
      sql<{ weekday: number; start_time: string; end_time: string }[]>`coalesce((
        SELECT json_agg(json_build_object(
          'weekday', w.weekday, 'start_time', to_char(w.start_time, 'HH24:MI'), 'end_time', to_char(w.end_time, 'HH24:MI')))
        FROM daily_service_time_weekday w WHERE w.daily_service_time_id = dst.id), '[]'::json)`.as('weekdays'),
    ])
    .where('dst.child_id', '=', childId)
    .orderBy(sql`lower(dst.validity_period)`, 'desc')
    .execute()
}

/**
 * The month's facts of the attendance summary: the child's placements overlapping it with their
 * units' weekdays open (normal hours), and the BILLABLE absences of the types that reduce
 * attendance days. Two statements run together.
 */
export async function findAttendanceMonth(db: Db, childId: string, first: string, last: string) {
  const [placements, absences] = await Promise.all([
    db
      .selectFrom('placement as pl')
      .select([
        'pl.start_date',
        'pl.end_date',
        sql<number[]>`ARRAY(
          SELECT ot.weekday FROM unit_operation_time ot WHERE ot.unit_id = pl.unit_id AND NOT ot.shift_care
        )`.as('weekdays'),
      ])
      .where('pl.child_id', '=', childId)
      .where('pl.start_date', '<=', last)
      .where('pl.end_date', '>=', first)
      .execute(),
    db
      .selectFrom('absence')
      .select('date')
      .where('child_id', '=', childId)
      .where('date', '>=', first)
      .where('date', '<=', last)
      .where('category', '=', 'BILLABLE')
      .where('absence_type', 'in', ['PLANNED_ABSENCE', 'FREE_ABSENCE', 'PARENTLEAVE'])
      .execute(),
  ])
  return { placements, absenceDates: absences.map((a) => a.date) }
}
