import { sql } from 'kysely'
import type { PlacementType } from '@citizen/contract'
import { SERVICE_APPLICATIONS_FEATURE } from '@citizen/contract'
import type { Db } from '../../platform/db/database'

/** The option columns of ServiceNeedOptionBasics (reference §7) */
const optionColumns = [
  'o.id as option_id',
  'o.name_fi as option_name_fi',
  'o.name_sv as option_name_sv',
  'o.name_en as option_name_en',
  'o.valid_placement_type as option_placement_type',
  'o.part_week as option_part_week',
  'o.valid_from as option_valid_from',
  'o.valid_to as option_valid_to',
] as const

/**
 * A child's applications with their options and the names of the sender and the child, newest
 * first: one query. The names are subqueries a row at a time (the person's primary key): joined,
 * a planner that guesses the child has many applications reads the whole person table instead.
 */
export async function findApplicationsOfChild(db: Db, childId: string) {
  return db
    .selectFrom('service_application as a')
    .innerJoin('service_need_option as o', 'o.id', 'a.service_need_option_id')
    .select([
      'a.id',
      'a.child_id',
      'a.person_id',
      'a.start_date',
      'a.additional_info',
      'a.sent_at',
      'a.decision_status',
      'a.decided_by',
      'a.decided_by_name',
      'a.decided_at',
      'a.rejected_reason',
      ...optionColumns,
    ])
    .select((eb) => {
      const name = (id: 'a.person_id' | 'a.child_id', column: 'first_name' | 'last_name') =>
        eb.selectFrom('person as n').select(`n.${column}`).whereRef('n.id', '=', id)
      return [
        name('a.person_id', 'first_name').as('person_first_name'),
        name('a.person_id', 'last_name').as('person_last_name'),
        name('a.child_id', 'first_name').as('child_first_name'),
        name('a.child_id', 'last_name').as('child_last_name'),
      ]
    })
    .where('a.child_id', '=', childId)
    .orderBy('a.sent_at', 'desc')
    .orderBy('a.id')
    .execute()
}
export type ApplicationRow = Awaited<ReturnType<typeof findApplicationsOfChild>>[number]

/**
 * The child's placement on the date in a unit taking service applications (reference §7), or
 * null. Placements of a child never overlap, so there is one at most.
 */
export async function findPlacementOn(db: Db, childId: string, date: string) {
  const row = await db
    .selectFrom('placement as p')
    .innerJoin('unit as u', 'u.id', 'p.unit_id')
    .select(['p.id', 'p.type', 'p.start_date', 'p.end_date', 'p.unit_id'])
    .where('p.child_id', '=', childId)
    .where('p.start_date', '<=', date)
    .where('p.end_date', '>=', date)
    .where(sql<boolean>`${SERVICE_APPLICATIONS_FEATURE} = ANY (u.enabled_pilot_features)`)
    .executeTakeFirst()
  return row ? { ...row, type: row.type as PlacementType } : null
}

/**
 * reference §7: the options a guardian may apply for on the date, for placement types `types`
 * (the placement's own and those it may change to): not default, shown to citizens, valid on the
 * date; in display order.
 */
export async function findApplicableOptions(db: Db, types: PlacementType[], date: string) {
  if (types.length === 0) return []
  return db
    .selectFrom('service_need_option as o')
    .select(optionColumns)
    .where('o.valid_placement_type', 'in', types)
    .where('o.default_option', '=', false)
    .where('o.show_for_citizen', '=', true)
    .where('o.valid_from', '<=', date)
    .where((eb) => eb.or([eb('o.valid_to', 'is', null), eb('o.valid_to', '>=', date)]))
    .orderBy(sql`o.display_order NULLS LAST`)
    .orderBy('o.name_fi')
    .orderBy('o.id')
    .execute()
}
export type OptionRow = Awaited<ReturnType<typeof findApplicableOptions>>[number]

export async function insertApplication(
  db: Db,
  a: { childId: string; personId: string; startDate: string; optionId: string; additionalInfo: string; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('service_application')
    .values({
      child_id: a.childId,
      person_id: a.personId,
      start_date: a.startDate,
      service_need_option_id: a.optionId,
      additional_info: a.additionalInfo,
      sent_at: a.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The application's facts, its row locked until the transaction ends (a cancel and a decision are serial) */
export async function lockApplication(db: Db, id: string) {
  return db
    .selectFrom('service_application')
    .select(['id', 'child_id', 'person_id', 'start_date', 'service_need_option_id', 'decision_status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function deleteApplication(db: Db, id: string): Promise<void> {
  await db.deleteFrom('service_application').where('id', '=', id).execute()
}
