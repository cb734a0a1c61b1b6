import {
  AssistanceDecisionContent,
  PreschoolAssistanceDecisionContent,
  type AssistanceDecision,
  type AssistanceDecisionListItem,
  type PreschoolAssistanceDecision,
  type PreschoolAssistanceDecisionListItem,
  type UnreadCount,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as children from '../children/service'
import * as q from './queries'
import { assistanceDecisionActions, type AssistanceDecisionAction } from './policy'

/**
 * Assistance decisions (reference §8, §2): a guardian or a foster parent valid today reads,
 * downloads and marks read the visible decisions of the child (policy.ts). Lists and counts are
 * two queries (the children, then the decisions) whatever the number of decisions.
 */

/** The user's children: guardian children and foster children valid today (the children feature's rule) */
async function childIdsOf(db: Db, userId: string, today: string): Promise<string[]> {
  return (await children.childrenOfCitizen(db, userId, today)).map((c) => c.id)
}

/** A decision row as both kinds' lists and single queries load it */
type DecisionRow = Pick<
  q.AssistanceDecisionRow,
  'id' | 'child_id' | 'valid_from' | 'valid_to' | 'status' | 'decision_made' | 'annulment_reason' | 'is_unread'
>

/** What both kinds of decision answer in their lists and in full (only decided ones are visible) */
function decisionFields(r: DecisionRow) {
  return {
    id: r.id,
    childId: r.child_id,
    validityPeriod: { start: r.valid_from, end: r.valid_to },
    status: r.status,
    decisionMade: r.decision_made!,
    annulmentReason: r.annulment_reason,
    isUnread: Boolean(r.is_unread),
  }
}

/** What both kinds answer of one decision besides decisionFields: its child, number and language */
function documentFields(
  r: Pick<
    q.AssistanceDecisionRow,
    'child_id' | 'child_first_name' | 'child_last_name' | 'child_date_of_birth' | 'decision_number' | 'language'
  >,
) {
  return {
    child: {
      id: r.child_id,
      firstName: r.child_first_name,
      lastName: r.child_last_name,
      dateOfBirth: r.child_date_of_birth,
    },
    decisionNumber: r.decision_number,
    language: r.language,
  }
}

/** The loaded decision when the policy permits the action on it, else 404 (not visible, or not the user's child's) */
async function requirePermitted<R extends { child_id: string; status: q.AssistanceDecisionRow['status'] }>(
  db: Db,
  userId: string,
  row: (R & { decision_made: string | null; last_placement_end: string | null }) | undefined,
  action: AssistanceDecisionAction,
  today: string,
): Promise<R> {
  if (!row) throw notFound('Decision not found')
  const relation = await children.childRelation(db, userId, row.child_id, today)
  const facts = { status: row.status, decisionMade: row.decision_made, lastPlacementEnd: row.last_placement_end }
  if (!assistanceDecisionActions(children.isCarerOf(relation), facts, today).includes(action)) {
    throw notFound('Decision not found')
  }
  return row
}

export async function getAssistanceDecisions(
  db: Db,
  actor: AuditActor,
  today: string,
): Promise<AssistanceDecisionListItem[]> {
  const userId = actor.personId
  const rows = await q.findAssistanceDecisions(db, userId, await childIdsOf(db, userId, today), today)
  await audit(db, {
    actor,
    action: 'ASSISTANCE_DECISIONS_READ',
    targets: { persons: rows.map((r) => r.child_id), ids: { assistanceDecision: rows.map((r) => r.id) } },
  })
  return rows.map((r) => ({
    ...decisionFields(r),
    assistanceLevels: r.assistance_levels,
    selectedUnit: r.selected_unit_id ? { id: r.selected_unit_id, name: r.unit_name } : null,
  }))
}

/** One ECE assistance decision in full, or 404 when not visible or not the user's child's */
export async function getAssistanceDecision(
  db: Db,
  actor: AuditActor,
  id: string,
  today: string,
  action: 'ASSISTANCE_DECISION_READ' | 'ASSISTANCE_DECISION_PDF_READ' = 'ASSISTANCE_DECISION_READ',
): Promise<AssistanceDecision> {
  const userId = actor.personId
  const permission = action === 'ASSISTANCE_DECISION_PDF_READ' ? 'DOWNLOAD_PDF' : 'READ'
  const r = await requirePermitted(db, userId, await q.findAssistanceDecision(db, id, userId), permission, today)
  await audit(db, { actor, action, targets: { persons: [r.child_id], ids: { assistanceDecision: [r.id] } } })
  return {
    ...decisionFields(r),
    ...documentFields(r),
    assistanceLevels: r.assistance_levels,
    selectedUnit: r.selected_unit_id
      ? {
          id: r.selected_unit_id,
          name: r.unit_name!,
          streetAddress: r.unit_street_address!,
          postalCode: r.unit_postal_code!,
          postOffice: r.unit_post_office!,
        }
      : null,
    // The document body is stored as the contract's content; parsing keeps unlisted keys out
    content: AssistanceDecisionContent.parse(r.content),
  }
}

export async function getPreschoolAssistanceDecisions(
  db: Db,
  actor: AuditActor,
  today: string,
): Promise<PreschoolAssistanceDecisionListItem[]> {
  const userId = actor.personId
  const rows = await q.findPreschoolAssistanceDecisions(db, userId, await childIdsOf(db, userId, today), today)
  await audit(db, {
    actor,
    action: 'PRESCHOOL_ASSISTANCE_DECISIONS_READ',
    targets: { persons: rows.map((r) => r.child_id), ids: { preschoolAssistanceDecision: rows.map((r) => r.id) } },
  })
  return rows.map((r) => ({ ...decisionFields(r), type: r.type, unitName: r.unit_name }))
}

/** One preschool assistance decision in full, or 404 */
export async function getPreschoolAssistanceDecision(
  db: Db,
  actor: AuditActor,
  id: string,
  today: string,
  action:
    | 'PRESCHOOL_ASSISTANCE_DECISION_READ'
    | 'PRESCHOOL_ASSISTANCE_DECISION_PDF_READ' = 'PRESCHOOL_ASSISTANCE_DECISION_READ',
): Promise<PreschoolAssistanceDecision> {
  const userId = actor.personId
  const permission = action === 'PRESCHOOL_ASSISTANCE_DECISION_PDF_READ' ? 'DOWNLOAD_PDF' : 'READ'
  const r = await requirePermitted(
    db,
    userId,
    await q.findPreschoolAssistanceDecision(db, id, userId),
    permission,
    today,
  )
  await audit(db, { actor, action, targets: { persons: [r.child_id], ids: { preschoolAssistanceDecision: [r.id] } } })
  return {
    ...decisionFields(r),
    ...documentFields(r),
    type: r.type,
    unitName: r.unit_name,
    content: PreschoolAssistanceDecisionContent.parse(r.content),
  }
}

/** Per kind: the decision's loader, the audit action of marking it read and its audit id kind */
const markReadOf = {
  assistance_need_decision: {
    find: q.findAssistanceDecision,
    action: 'ASSISTANCE_DECISION_MARK_READ',
    idKind: 'assistanceDecision',
  },
  assistance_need_preschool_decision: {
    find: q.findPreschoolAssistanceDecision,
    action: 'PRESCHOOL_ASSISTANCE_DECISION_MARK_READ',
    idKind: 'preschoolAssistanceDecision',
  },
} as const

/** Marks the decision read for this user only (404 when they may not read it) */
export async function markDecisionRead(
  db: Db,
  actor: AuditActor,
  table: q.AssistanceTable,
  id: string,
  today: string,
): Promise<void> {
  const { find, action, idKind } = markReadOf[table]
  const userId = actor.personId
  const r = await requirePermitted(db, userId, await find(db, id, userId), 'MARK_READ', today)
  await q.markRead(db, table, id, userId)
  await audit(db, { actor, action, targets: { persons: [r.child_id], ids: { [idKind]: [r.id] } } })
}

/** Unread visible decisions per child of the user (weak sessions too: the header's badge) */
export async function getUnreadCounts(
  db: Db,
  table: q.AssistanceTable,
  userId: string,
  today: string,
): Promise<UnreadCount[]> {
  const rows = await q.findUnreadCounts(db, table, userId, await childIdsOf(db, userId, today), today)
  return rows.map((r) => ({ childId: r.child_id, count: r.count }))
}
