import { sql, type SqlBool } from 'kysely'
import { ABSENCE_APPLICATION_PLACEMENT_TYPES, SERVICE_APPLICATIONS_FEATURE } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { compiledOnce } from '../../platform/db/compiled'
import { childIdsOfCitizen, childrenWithPlacementsQuery, isValidFosterParent } from './scope'

/**
 * The citizen's children with today's unit and the upcoming placement (scope.ts), their pictures,
 * today's group and whether service and absence applications are possible: one statement, each addition an index lookup a child. The header asks it on
 * every page: built and compiled once (`compiledOnce`, docs/performance.md "Child page").
 */
const childrenOfCitizenStatement = compiledOnce((db, v: { citizenId: string; today: string }) =>
  childrenWithPlacementsQuery(db, v.today, childIdsOfCitizen(db, v.citizenId, v.today))
    .leftJoin('child_image as ci', 'ci.child_id', 'c.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('daycare_group_placement as dgp')
          .innerJoin('daycare_group as dg', 'dg.id', 'dgp.group_id')
          .select(['dg.id', 'dg.name'])
          .whereRef('dgp.placement_id', '=', 'upcoming.id')
          .where('dgp.start_date', '<=', v.today)
          .where('dgp.end_date', '>=', v.today)
          .limit(1)
          .as('grp'),
      (join) => join.onTrue(),
    )
    .select(['ci.id as image_id', 'grp.id as group_id', 'grp.name as group_name'])
    .select(
      // reference §5 serviceApplicationCreationPossible: a placement not ended in a unit with the
      // feature, and a non-default option of its type valid during it (the placement's index by child)
      sql<boolean>`EXISTS (
        SELECT FROM placement sp JOIN unit su ON su.id = sp.unit_id
        WHERE sp.child_id = c.id AND sp.end_date >= ${v.today}::date
          AND ${SERVICE_APPLICATIONS_FEATURE} = ANY (su.enabled_pilot_features)
          AND EXISTS (
            SELECT FROM service_need_option so
            WHERE so.valid_placement_type = sp.type AND NOT so.default_option AND so.show_for_citizen
              AND so.valid_from <= sp.end_date AND (so.valid_to IS NULL OR so.valid_to >= sp.start_date)))`.as(
        'service_application_possible',
      ),
    )
    // reference §5 absenceApplicationCreationPossible: a preschool-type placement not ended by today
    .select(
      sql<boolean>`EXISTS (SELECT FROM placement ap WHERE ap.child_id = c.id AND ap.end_date >= ${v.today}::date
        AND ap.type = ANY (${[...ABSENCE_APPLICATION_PLACEMENT_TYPES]}::text[]))`.as('absence_application_possible'),
    ),
)

export async function findChildrenOfCitizen(db: Db, citizenId: string, today: string) {
  return childrenOfCitizenStatement(db, { citizenId, today })
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
