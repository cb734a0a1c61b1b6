import { sql, type AliasableExpression, type Expression, type SqlBool } from 'kysely'
import type { Db } from '../../platform/db/database'

/**
 * The children feature's public SQL: who a citizen's children are, as fragments other features'
 * queries compose so that their pages stay one query (docs/architecture.md "Layers"). The rule
 * itself (a guardian, or a foster parent valid today) lives only here.
 */

/** The ids of children (`child_id`): `childIdsOfCitizen`, or a statement's table of them */
export type ChildIds = AliasableExpression<{ child_id: string }>

/** The foster relation of `fp` (foster_parent) is valid today */
export const isValidFosterParent = (today: string) => sql<SqlBool>`fp.valid_during @> ${today}::date`

/**
 * The ids of a citizen's children (`child_id`): guardian children and foster children valid
 * today, as a UNION of two index lookups (guardian's primary key, foster_parent_parent_idx).
 * Written as `person.id IN (guardian …) OR person.id IN (foster …)`, no index could serve the
 * OR and every call read the whole person table (issue 14).
 */
export function childIdsOfCitizen(db: Db, userId: string | Expression<string>, today: string) {
  return db
    .selectFrom('guardian')
    .select('child_id')
    .where('guardian_id', '=', userId)
    .union(
      db
        .selectFrom('foster_parent as fp')
        .select('fp.child_id')
        .where('fp.parent_id', '=', userId)
        .where(isValidFosterParent(today)),
    )
}

/**
 * Each child's guardians, in id order: the recipients of the reminders about a child (issue 43;
 * as the other emails about a child, its guardians). One statement whatever the number of children.
 */
export async function guardiansByChild(db: Db, childIds: readonly string[]): Promise<Map<string, string[]>> {
  const byChild = new Map<string, string[]>()
  if (childIds.length === 0) return byChild
  const rows = await db
    .selectFrom('guardian')
    .select(['child_id', 'guardian_id'])
    .where(sql<SqlBool>`child_id = ANY (${[...new Set(childIds)]}::uuid[])`)
    .orderBy('guardian_id')
    .execute()
  for (const r of rows) {
    let guardians = byChild.get(r.child_id)
    if (!guardians) byChild.set(r.child_id, (guardians = []))
    guardians.push(r.guardian_id)
  }
  return byChild
}

/** The guardians of the children, each once, in id order (a reminder about several children goes once to each) */
export async function guardiansOf(db: Db, childIds: readonly string[]): Promise<string[]> {
  const guardians = new Set([...(await guardiansByChild(db, childIds)).values()].flat())
  return [...guardians].sort()
}

/**
 * The citizen's children: guardian children and foster children valid today, ordered by date of
 * birth, last name, first name (reference §5), with today's unit and the first placement that
 * has not ended. One query whatever the number of children, reading only the family's rows; the
 * children page runs it, the calendar's statement embeds it over its own ids of the children.
 */
export function childrenWithPlacementsQuery(db: Db, today: string, childIds: ChildIds) {
  return db
    .selectFrom(childIds.as('r'))
    .innerJoin('person as c', 'c.id', 'r.child_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('placement as pl')
          .innerJoin('unit as u', 'u.id', 'pl.unit_id')
          .select(['pl.id', 'pl.type', 'pl.start_date', 'u.id as unit_id', 'u.name as unit_name'])
          .whereRef('pl.child_id', '=', 'c.id')
          .where('pl.end_date', '>=', today)
          .orderBy('pl.start_date')
          .limit(1)
          .as('upcoming'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.first_name',
      'c.preferred_name',
      'c.last_name',
      'c.duplicate_of',
      'upcoming.id as upcoming_placement_id',
      'upcoming.type as upcoming_type',
      'upcoming.start_date as upcoming_start_date',
      'upcoming.unit_id as upcoming_unit_id',
      'upcoming.unit_name as upcoming_unit_name',
      // Placements of a child never overlap (the table's exclusion constraint): the first one not
      // ended is today's when it has started. One lookup a child instead of two.
      sql<string | null>`CASE WHEN upcoming.start_date <= ${today}::date THEN upcoming.unit_id END`.as(
        'current_unit_id',
      ),
      sql<string | null>`CASE WHEN upcoming.start_date <= ${today}::date THEN upcoming.unit_name END`.as(
        'current_unit_name',
      ),
    ])
    .orderBy('c.date_of_birth')
    .orderBy('c.last_name')
    .orderBy('c.first_name')
}
