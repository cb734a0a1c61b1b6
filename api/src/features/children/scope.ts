import { sql, type SqlBool } from 'kysely'
import type { Db } from '../../platform/db/database'

/**
 * The children feature's public SQL: who a citizen's children are, as fragments other features'
 * queries compose so that their pages stay one query (docs/architecture.md "Layers"). The rule
 * itself (a guardian, or a foster parent valid today) lives only here.
 */

/** The foster relation of `fp` (foster_parent) is valid today */
export const isValidFosterParent = (today: string) => sql<SqlBool>`fp.valid_during @> ${today}::date`

/**
 * The ids of a citizen's children (`child_id`): guardian children and foster children valid
 * today, as a UNION of two index lookups (guardian's primary key, foster_parent_parent_idx).
 * Written as `person.id IN (guardian …) OR person.id IN (foster …)`, no index could serve the
 * OR and every call read the whole person table (issue 14).
 */
export function childIdsOfCitizen(db: Db, userId: string, today: string) {
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
