import {
  absenceApplicationErrors,
  absenceApplicationRangeError,
  type AbsenceApplicationStatus,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'
import { mayApplication } from './policy'
import { allowedRangesOf, requireCarer } from './service'

/** POST /citizen/absence-application: a new application, WAITING_DECISION; answers its id */
export async function createAbsenceApplication(
  db: Db,
  a: {
    actor: AuditActor
    body: { childId: string; startDate: string; endDate: string; description: string }
    today: string
    now: Date
  },
): Promise<{ id: string }> {
  const { actor, body, today } = a
  return db.transaction().execute(async (tx) => {
    await requireCarer(tx, actor.personId, body.childId, today)
    const range = { start: body.startDate, end: body.endDate }
    const error = absenceApplicationRangeError(range, today, await allowedRangesOf(tx, body.childId, today))
    if (error === absenceApplicationErrors.startBeforeToday) throw badRequest('The first day is before today', error)
    if (error === absenceApplicationErrors.noPreschoolPlacement)
      throw badRequest('The child has no preschool placement from today on', error)
    if (error) throw badRequest('The child has no preschool on some days of the range', error)
    const id = await q.insertApplication(tx, { ...body, createdBy: actor.personId, now: a.now })
    await audit(tx, {
      actor,
      action: 'ABSENCE_APPLICATION_CREATE',
      targets: { persons: [body.childId], ids: { absenceApplication: [id] } },
    })
    return { id }
  })
}

/**
 * DELETE /citizen/absence-application/{id}: the creator withdraws a waiting application. The
 * row is locked first, so a staff decision or a second withdrawal at the same time waits and
 * then sees the outcome (a decided one is 400, a withdrawn one 404).
 */
export async function deleteAbsenceApplication(db: Db, actor: AuditActor, id: string, today: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await q.lockApplication(tx, id)
    if (!row || row.created_by !== actor.personId) throw notFound('Absence application not found')
    // The creator no longer acting for the child (a foster relation ended) is a stranger too
    await requireCarer(tx, actor.personId, row.child_id, today)
    const facts = { status: row.status as AbsenceApplicationStatus, createdBy: row.created_by }
    if (!mayApplication('DELETE', actor.personId, facts)) {
      throw badRequest('The application has been decided already', absenceApplicationErrors.alreadyDecided)
    }
    await q.deleteApplication(tx, id)
    await audit(tx, {
      actor,
      action: 'ABSENCE_APPLICATION_DELETE',
      targets: { persons: [row.child_id], ids: { absenceApplication: [id] } },
    })
  })
}
