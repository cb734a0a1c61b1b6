import { ABSENCE_APPLICATION_PLACEMENT_TYPES } from '@citizen/contract'
import type { Db } from '../../platform/db/database'

/** The columns of the citizen's answer: the application, its child's and its creator's names */
function applicationsQuery(db: Db) {
  return db
    .selectFrom('absence_application as a')
    .innerJoin('person as c', 'c.id', 'a.child_id')
    .innerJoin('person as cb', 'cb.id', 'a.created_by')
    .select([
      'a.id',
      'a.child_id',
      'a.start_date',
      'a.end_date',
      'a.description',
      'a.status',
      'a.created_at',
      'a.created_by',
      'a.decided_at',
      'a.decided_by',
      'a.rejected_reason',
      'c.first_name as child_first_name',
      'c.last_name as child_last_name',
      'cb.first_name as created_by_first_name',
      'cb.last_name as created_by_last_name',
    ])
}

/** A child's applications, newest first (absence_application_child_idx) */
export async function findApplicationsOfChild(db: Db, childId: string) {
  return applicationsQuery(db)
    .where('a.child_id', '=', childId)
    .orderBy('a.start_date', 'desc')
    .orderBy('a.created_at', 'desc')
    .execute()
}

export type ApplicationRow = Awaited<ReturnType<typeof findApplicationsOfChild>>[number]

/** The child's preschool-type placements that have not ended by today (reference §7) */
export async function findPreschoolPlacements(db: Db, childId: string, today: string) {
  return db
    .selectFrom('placement')
    .select(['start_date as start', 'end_date as end'])
    .where('child_id', '=', childId)
    .where('end_date', '>=', today)
    .where('type', 'in', [...ABSENCE_APPLICATION_PLACEMENT_TYPES])
    .orderBy('start_date')
    .execute()
}

export async function insertApplication(
  db: Db,
  a: { childId: string; startDate: string; endDate: string; description: string; createdBy: string; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('absence_application')
    .values({
      child_id: a.childId,
      start_date: a.startDate,
      end_date: a.endDate,
      description: a.description,
      created_by: a.createdBy,
      created_at: a.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * The application locked until the transaction ends: a withdrawal and a decision (or two
 * withdrawals) run one after the other, the second seeing what the first did.
 */
export async function lockApplication(db: Db, id: string) {
  return db
    .selectFrom('absence_application')
    .select(['id', 'child_id', 'start_date', 'end_date', 'status', 'created_by'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function deleteApplication(db: Db, id: string): Promise<void> {
  await db.deleteFrom('absence_application').where('id', '=', id).execute()
}

export async function markDecided(
  db: Db,
  id: string,
  d: { status: 'ACCEPTED' | 'REJECTED'; decidedBy: string; rejectedReason: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('absence_application')
    .set({ status: d.status, decided_by: d.decidedBy, decided_at: d.now, rejected_reason: d.rejectedReason })
    .where('id', '=', id)
    .execute()
}

/** The child's guardians (the decision's email goes to them) */
export async function findGuardians(db: Db, childId: string): Promise<string[]> {
  const rows = await db.selectFrom('guardian').select('guardian_id').where('child_id', '=', childId).execute()
  return rows.map((r) => r.guardian_id)
}
