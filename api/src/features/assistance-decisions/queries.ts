import { sql, type SqlBool } from 'kysely'
import type { AssistanceDecisionStatus, AssistanceLevel, PreschoolAssistanceDecisionType } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { VISIBLE_STATUSES, visibleFrom } from './policy'

/**
 * Assistance decisions of early childhood education (assistance_need_decision) and of preschool
 * (assistance_need_preschool_decision), reference §8. Both tables are read as `d`.
 */

/** The end of the decision's child's last placement (policy.ts `AssistanceDecisionFacts.lastPlacementEnd`) */
const lastPlacementEnd = sql<string | null>`(SELECT max(p.end_date) FROM placement p WHERE p.child_id = d.child_id)`

/**
 * policy.ts `isVisible` as SQL, for the lists and the unread counts (reference §8): decided, in
 * a status citizens see, and the child's last placement ends on or after `visibleFrom(today)`.
 * Written as the last end (the child's few placements by placement_child_idx) compared with a
 * day computed here, not as EXISTS (… end_date >= today − interval): a prepared statement's
 * generic plan cannot tell how many placements such a filter passes, costed it higher than a
 * plan for the day, and PostgreSQL planned the unread counts anew on every call. The statuses
 * are literals in the text, as before.
 */
const visible = (today: string) => sql<SqlBool>`
  d.status IN (${sql.join(VISIBLE_STATUSES.map((s) => sql.lit(s)))})
  AND d.decision_made IS NOT NULL
  AND ${lastPlacementEnd} >= ${visibleFrom(today)}::date`

const isUnread = (userId: string) => sql<boolean>`${userId}::uuid = ANY(d.unread_guardian_ids)`
const status = sql<AssistanceDecisionStatus>`d.status`
const levels = sql<AssistanceLevel[]>`d.assistance_levels`
const preschoolType = sql<PreschoolAssistanceDecisionType>`d.type`
// The daterange as its first and last day (canonical [start, end); null when open)
const eceStart = sql<string>`lower(d.validity_period)`
const eceEnd = sql<
  string | null
>`CASE WHEN upper_inf(d.validity_period) THEN NULL ELSE upper(d.validity_period) - 1 END`

/** What both kinds answer in their lists and in full */
const decisionColumns = (userId: string) =>
  [
    'd.id',
    'd.child_id',
    status.as('status'),
    'd.decision_made',
    'd.annulment_reason',
    isUnread(userId).as('is_unread'),
  ] as const

/** What one decision adds for its page and PDF: its number, language and body, its child, and policy.ts' facts */
const DOCUMENT_COLUMNS = [
  'd.decision_number',
  'd.language',
  'd.content',
  'c.first_name as child_first_name',
  'c.last_name as child_last_name',
  'c.date_of_birth as child_date_of_birth',
  lastPlacementEnd.as('last_placement_end'),
] as const

/** Visible ECE assistance decisions of the children, newest decision first; one query */
export async function findAssistanceDecisions(db: Db, userId: string, childIds: string[], today: string) {
  if (childIds.length === 0) return []
  return db
    .selectFrom('assistance_need_decision as d')
    .leftJoin('unit as u', 'u.id', 'd.selected_unit_id')
    .select([
      ...decisionColumns(userId),
      eceStart.as('valid_from'),
      eceEnd.as('valid_to'),
      levels.as('assistance_levels'),
      'd.selected_unit_id',
      'u.name as unit_name',
    ])
    .where('d.child_id', 'in', childIds)
    .where(visible(today))
    .orderBy('d.decision_made', 'desc')
    .orderBy('d.decision_number', 'desc')
    .execute()
}

/** One ECE assistance decision with its child and unit and the facts of policy.ts `isVisible`; the caller decides */
export async function findAssistanceDecision(db: Db, id: string, userId: string) {
  return db
    .selectFrom('assistance_need_decision as d')
    .innerJoin('person as c', 'c.id', 'd.child_id')
    .leftJoin('unit as u', 'u.id', 'd.selected_unit_id')
    .select([
      ...decisionColumns(userId),
      ...DOCUMENT_COLUMNS,
      eceStart.as('valid_from'),
      eceEnd.as('valid_to'),
      levels.as('assistance_levels'),
      'd.selected_unit_id',
      'u.name as unit_name',
      'u.street_address as unit_street_address',
      'u.postal_code as unit_postal_code',
      'u.post_office as unit_post_office',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst()
}

export type AssistanceDecisionRow = NonNullable<Awaited<ReturnType<typeof findAssistanceDecision>>>

/** Visible preschool assistance decisions of the children, newest decision first; one query */
export async function findPreschoolAssistanceDecisions(db: Db, userId: string, childIds: string[], today: string) {
  if (childIds.length === 0) return []
  return db
    .selectFrom('assistance_need_preschool_decision as d')
    .leftJoin('unit as u', 'u.id', 'd.selected_unit_id')
    .select([...decisionColumns(userId), 'd.valid_from', 'd.valid_to', preschoolType.as('type'), 'u.name as unit_name'])
    .where('d.child_id', 'in', childIds)
    .where(visible(today))
    .orderBy('d.decision_made', 'desc')
    .orderBy('d.decision_number', 'desc')
    .execute()
}

/** One preschool assistance decision with its child and unit and the facts of policy.ts `isVisible`; the caller decides */
export async function findPreschoolAssistanceDecision(db: Db, id: string, userId: string) {
  return db
    .selectFrom('assistance_need_preschool_decision as d')
    .innerJoin('person as c', 'c.id', 'd.child_id')
    .leftJoin('unit as u', 'u.id', 'd.selected_unit_id')
    .select([
      ...decisionColumns(userId),
      ...DOCUMENT_COLUMNS,
      'd.valid_from',
      'd.valid_to',
      preschoolType.as('type'),
      'u.name as unit_name',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst()
}

export type AssistanceTable = 'assistance_need_decision' | 'assistance_need_preschool_decision'

/** Removes the user from the decision's unread guardians (the other guardians stay unread) */
export async function markRead(db: Db, table: AssistanceTable, id: string, userId: string): Promise<void> {
  await sql`
    UPDATE ${sql.table(table)} SET unread_guardian_ids = array_remove(unread_guardian_ids, ${userId}::uuid)
    WHERE id = ${id} AND ${userId}::uuid = ANY(unread_guardian_ids)
  `.execute(db)
}

/**
 * The user's unread visible decisions per child (children with none are left out); one query.
 * The children as an IN list, not `= ANY($1::uuid[])`: PostgreSQL cannot tell an array
 * parameter's length, so it planned the prepared statement anew on every call.
 */
export async function findUnreadCounts(
  db: Db,
  table: AssistanceTable,
  userId: string,
  childIds: string[],
  today: string,
) {
  if (childIds.length === 0) return []
  const result = await sql<{ child_id: string; count: number }>`
    SELECT d.child_id, count(*)::int AS count
    FROM ${sql.table(table)} d
    WHERE d.child_id IN (${sql.join(childIds)}) AND ${userId}::uuid = ANY(d.unread_guardian_ids) AND ${visible(today)}
    GROUP BY d.child_id
    ORDER BY d.child_id
  `.execute(db)
  return result.rows
}
