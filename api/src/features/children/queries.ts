import { sql, type SqlBool } from 'kysely'
import { ABSENCE_APPLICATION_PLACEMENT_TYPES, SERVICE_APPLICATIONS_FEATURE } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { compiledOnce } from '../../platform/db/compiled'
import { SESSION_JSON, type SessionRow } from '../../platform/session'
import { childIdsOfCitizen, childrenWithPlacementsQuery, isValidFosterParent } from './scope'

/**
 * The session of the cookie's hash and its citizen's children with today's unit and the upcoming
 * placement (scope.ts), their pictures, today's group and whether service and absence
 * applications are possible: one statement, one round trip (the header asks it on every page:
 * docs/performance.md "Child page"), each addition an index lookup a child. No row: no session.
 * The children come as one json column, ordered as childrenWithPlacementsQuery orders them.
 */
const childrenOfSessionStatement = compiledOnce((db, v: { hash: string; today: string }) => {
  const children = childrenWithPlacementsQuery(db, v.today, childIdsOfCitizen(db, sql.ref('s.person_id'), v.today))
    .leftJoin('child_image as ci', 'ci.child_id', 'c.id')
    // Today's group: a placement's group placements never overlap (the table's exclusion constraint)
    .leftJoin('daycare_group_placement as dgp', (join) =>
      join
        .onRef('dgp.placement_id', '=', 'upcoming.id')
        .on('dgp.start_date', '<=', v.today)
        .on('dgp.end_date', '>=', v.today),
    )
    .leftJoin('daycare_group as dg', 'dg.id', 'dgp.group_id')
    // Both of reference §5's "creation possible" flags in one pass over the placements not ended:
    // absenceApplicationCreationPossible, a preschool-type one; serviceApplicationCreationPossible,
    // one in a unit with the feature and a non-default option of its type valid during it
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('placement as ap')
          .innerJoin('unit as au', 'au.id', 'ap.unit_id')
          .select([
            sql<boolean>`coalesce(bool_or(ap.type = ANY (${[...ABSENCE_APPLICATION_PLACEMENT_TYPES]}::text[])), false)`.as(
              'absence',
            ),
            sql<boolean>`coalesce(bool_or(${SERVICE_APPLICATIONS_FEATURE} = ANY (au.enabled_pilot_features) AND EXISTS (
              SELECT FROM service_need_option so
              WHERE so.valid_placement_type = ap.type AND NOT so.default_option AND so.show_for_citizen
                AND so.valid_from <= ap.end_date AND (so.valid_to IS NULL OR so.valid_to >= ap.start_date))), false)`.as(
              'service',
            ),
          ])
          .whereRef('ap.child_id', '=', 'c.id')
          .where('ap.end_date', '>=', v.today)
          .as('possible'),
      (join) => join.onTrue(),
    )
    .select([
      'c.date_of_birth',
      'ci.id as image_id',
      'dg.id as group_id',
      'dg.name as group_name',
      'possible.service as service_application_possible',
      'possible.absence as absence_application_possible',
    ])
  return sql<{ session: SessionRow; children: ChildRow[] }>`SELECT ${SESSION_JSON} AS session,
      (SELECT coalesce(json_agg(k ORDER BY k.date_of_birth, k.last_name, k.first_name), '[]') FROM (${children}) k) AS children
    FROM session s WHERE s.id = ${v.hash} AND s.expires_at > now()`
})

/** A child of childrenOfSessionStatement (json: dates as YYYY-MM-DD) */
export interface ChildRow {
  id: string
  first_name: string
  preferred_name: string
  last_name: string
  duplicate_of: string | null
  upcoming_type: string | null
  upcoming_start_date: string | null
  upcoming_unit_id: string | null
  upcoming_unit_name: string | null
  current_unit_id: string | null
  current_unit_name: string | null
  image_id: string | null
  group_id: string | null
  group_name: string | null
  service_application_possible: boolean
  absence_application_possible: boolean
}

/** The session of the cookie's hash with its citizen's children; undefined: no valid session */
export async function findSessionWithChildren(db: Db, hash: string, today: string) {
  return (await childrenOfSessionStatement(db, { hash, today }))[0]
}

/** The person columns other features need: names for the form, addresses for the same-address rule */
function personColumns(alias: 'p') {
  return [
    `${alias}.id`,
    `${alias}.first_name`,
    `${alias}.last_name`,
    `${alias}.social_security_number`,
    `${alias}.date_of_birth`,
    `${alias}.date_of_death`,
    `${alias}.street_address`,
    `${alias}.postal_code`,
    `${alias}.post_office`,
    `${alias}.residence_code`,
    `${alias}.restricted_details_enabled`,
    `${alias}.phone`,
    `${alias}.email`,
    `${alias}.verified_email`,
    `${alias}.duplicate_of`,
  ] as const
}

export async function findPersons(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  return db.selectFrom('person as p').select(personColumns('p')).where('p.id', 'in', ids).execute()
}

export type PersonRow = Awaited<ReturnType<typeof findPersons>>[number]

/**
 * A citizen's children with their person data: guardian children and foster children valid
 * today (reference §3: whom they may apply for). One query.
 */
export async function findChildPersonsOfCitizen(db: Db, userId: string, today: string) {
  return db
    .selectFrom(childIdsOfCitizen(db, userId, today).as('r'))
    .innerJoin('person as p', 'p.id', 'r.child_id')
    .select(personColumns('p'))
    .orderBy('p.date_of_birth')
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .execute()
}

/** Whether the user is the child's guardian, or a foster parent valid today: one query */
export async function findChildRelation(db: Db, userId: string, childId: string, today: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('guardian')
            .select('child_id')
            .where('guardian_id', '=', userId)
            .where('child_id', '=', childId),
        )
        .as('is_guardian'),
      eb
        .exists(
          eb
            .selectFrom('foster_parent as fp')
            .select('fp.child_id')
            .where('fp.parent_id', '=', userId)
            .where('fp.child_id', '=', childId)
            .where(isValidFosterParent(today)),
        )
        .as('is_foster_parent'),
    ])
    .executeTakeFirstOrThrow()
  return { isGuardian: Boolean(row.is_guardian), isValidFosterParent: Boolean(row.is_foster_parent) }
}

/** The child's guardians other than the applicant, with their addresses (hasOtherGuardian, agreement). */
export async function findOtherGuardians(db: Db, childId: string, applicantId: string) {
  return db
    .selectFrom('guardian as g')
    .innerJoin('person as p', 'p.id', 'g.guardian_id')
    .select(personColumns('p'))
    .where('g.child_id', '=', childId)
    .where('g.guardian_id', '<>', applicantId)
    .orderBy('p.id')
    .execute()
}

/**
 * The applicant's other children under 18 living at the applicant's address (guardian children
 * only; reference §3 otherChildren pre-fill).
 */
export async function findOtherChildrenOfGuardian(db: Db, guardianId: string, childId: string, today: string) {
  return db
    .selectFrom('guardian as g')
    .innerJoin('person as p', 'p.id', 'g.child_id')
    .select(personColumns('p'))
    .where('g.guardian_id', '=', guardianId)
    .where('g.child_id', '<>', childId)
    .where('p.date_of_death', 'is', null)
    .where(sql<SqlBool>`p.date_of_birth > ${today}::date - interval '18 years'`)
    .orderBy('p.date_of_birth')
    .execute()
}

/** Types of the child's placements that have not ended by today. */
export async function findActivePlacementTypes(db: Db, childId: string, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('placement')
    .select('type')
    .distinct()
    .where('child_id', '=', childId)
    .where('end_date', '>=', today)
    .execute()
  return rows.map((r) => r.type)
}

export async function updatePersonContactInfo(db: Db, personId: string, phone: string, email: string): Promise<void> {
  const set: { phone?: string; email?: string } = {}
  if (phone.trim() !== '') set.phone = phone.trim()
  if (email.trim() !== '') set.email = email.trim()
  if (Object.keys(set).length === 0) return
  await db.updateTable('person').set(set).where('id', '=', personId).execute()
}
