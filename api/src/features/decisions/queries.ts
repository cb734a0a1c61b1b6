import type { Db } from '../../platform/db/database'
import type { PlacementTypeColumn } from '../../platform/db/schema'
import { addDays } from '@citizen/contract'

type Conn = Db

/** The sent decisions of applications, with their units and children; `forUpdate` locks the decisions. */
export async function findSentDecisions(db: Conn, applicationIds: string[], forUpdate = false) {
  if (applicationIds.length === 0) return []
  return db
    .selectFrom('decision as d')
    .innerJoin('application as a', 'a.id', 'd.application_id')
    .innerJoin('unit as u', 'u.id', 'd.unit_id')
    .innerJoin('person as c', 'c.id', 'a.child_id')
    .select([
      'd.id',
      'd.application_id',
      'd.type',
      'd.status',
      'd.start_date',
      'd.end_date',
      'd.sent_date',
      'd.requested_start_date',
      'd.resolved',
      'd.decision_number',
      'd.document_contains_contact_info',
      'a.child_id',
      'c.first_name as child_first_name',
      'c.last_name as child_last_name',
      'c.date_of_birth as child_date_of_birth',
      'u.id as unit_id',
      'u.name as unit_name',
      'u.street_address as unit_street_address',
      'u.postal_code as unit_postal_code',
      'u.post_office as unit_post_office',
      'u.phone as unit_phone',
      'u.provider_type as unit_provider_type',
    ])
    .where('d.application_id', 'in', applicationIds)
    .where('d.sent_date', 'is not', null)
    .orderBy('d.sent_date', 'desc')
    .orderBy('d.type')
    .$if(forUpdate, (qb) => qb.forUpdate('d'))
    .execute()
}

export type DecisionRow = Awaited<ReturnType<typeof findSentDecisions>>[number]

/** Every decision of an application, sent or not, as documents of its case (process metadata); oldest sent first */
export async function findDecisionDocuments(db: Conn, applicationId: string) {
  return db
    .selectFrom('decision')
    .select(['id', 'type', 'created_at as createdAt', 'sent_date as sentDate'])
    .where('application_id', '=', applicationId)
    .orderBy('sent_date')
    .orderBy('type')
    .execute()
}

/** The application of a decision (for the PDF download) */
export async function findApplicationIdOfDecision(db: Conn, decisionId: string): Promise<string | null> {
  const row = await db.selectFrom('decision').select('application_id').where('id', '=', decisionId).executeTakeFirst()
  return row?.application_id ?? null
}

export async function markAnswered(
  tx: Conn,
  decisionIds: string[],
  answer: { status: 'ACCEPTED' | 'REJECTED'; requestedStartDate: string | null; today: string; userId: string },
): Promise<void> {
  if (decisionIds.length === 0) return
  await tx
    .updateTable('decision')
    .set({
      status: answer.status,
      requested_start_date: answer.requestedStartDate,
      resolved: answer.today,
      resolved_by: answer.userId,
    })
    .where('id', 'in', decisionIds)
    .where('status', '=', 'PENDING')
    .execute()
}

export async function setApplicationStatus(
  tx: Conn,
  applicationId: string,
  status: 'ACTIVE' | 'REJECTED',
  now: Date,
): Promise<void> {
  await tx.updateTable('application').set({ status, modified_at: now }).where('id', '=', applicationId).execute()
}

/**
 * Places the child in the unit for [start, end], taking the period from the child's other
 * placements: one that overlaps is cut short, split around it or removed (placements of a
 * child never overlap; the table's exclusion constraint guards it).
 */
export async function replacePlacements(
  tx: Conn,
  placement: { childId: string; unitId: string; type: string; start: string; end: string; applicationId: string },
): Promise<void> {
  const { childId, start, end } = placement
  const overlapping = await tx
    .selectFrom('placement')
    .selectAll()
    .where('child_id', '=', childId)
    .where('start_date', '<=', end)
    .where('end_date', '>=', start)
    .forUpdate()
    .execute()
  for (const p of overlapping) {
    const before = p.start_date < start ? { start: p.start_date, end: addDays(start, -1) } : null
    const after = p.end_date > end ? { start: addDays(end, 1), end: p.end_date } : null
    if (before) {
      await tx.updateTable('placement').set({ end_date: before.end }).where('id', '=', p.id).execute()
    } else {
      await tx.deleteFrom('placement').where('id', '=', p.id).execute()
    }
    if (after) {
      await tx
        .insertInto('placement')
        .values({
          type: p.type,
          child_id: p.child_id,
          unit_id: p.unit_id,
          start_date: after.start,
          end_date: after.end,
          source_application_id: p.source_application_id,
        })
        .execute()
    }
  }
  await tx
    .insertInto('placement')
    .values({
      // A decision's placement type (the table's CHECK refuses any other)
      type: placement.type as PlacementTypeColumn,
      child_id: childId,
      unit_id: placement.unitId,
      start_date: start,
      end_date: end,
      source_application_id: placement.applicationId,
    })
    .execute()
}

/** The applicant's name for the decision document */
export async function findPersonName(db: Conn, personId: string) {
  return db
    .selectFrom('person')
    .select(['first_name', 'last_name', 'language'])
    .where('id', '=', personId)
    .executeTakeFirst()
}
