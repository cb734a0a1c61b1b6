import type { z } from 'zod'
import type { devDecideAbsenceApplication } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { conflict, notFound } from '../platform/errors'
import { enqueueEmail } from '../platform/email/outbox'
import { markStaffAbsences } from '../features/calendar/commands'
import * as q from '../features/absence-applications/queries'

/**
 * Dev API of absence applications (never in production): the unit head's decision in eVaka.
 *
 *   POST /api/dev/absence-applications/{id}/decision
 *     { status: 'ACCEPTED', decidedBy? }            -> { ok }  the days of care in the range become
 *                                                              staff's full-day OTHER_ABSENCE
 *     { status: 'REJECTED', decidedBy?, reason }    -> { ok }
 *   Either emails the child's guardians (a DECISION_NOTIFICATION). 409 when already decided.
 *
 * The row is locked first: a guardian's withdrawal at the same time waits, then finds it decided.
 */

type DecisionBody = z.output<(typeof devDecideAbsenceApplication)['body']>

export async function decideDevAbsenceApplication(
  tx: Tx,
  id: string,
  body: DecisionBody,
  now: Date,
  today: string,
): Promise<void> {
  const row = await q.lockApplication(tx, id)
  if (!row) throw notFound('Absence application not found')
  if (row.status !== 'WAITING_DECISION') throw conflict(`The application is ${row.status} already`)
  await q.markDecided(tx, id, {
    status: body.status,
    decidedBy: body.decidedBy,
    rejectedReason: body.status === 'REJECTED' ? body.reason : null,
    now,
  })
  if (body.status === 'ACCEPTED') {
    await markStaffAbsences(tx, {
      guardianId: row.created_by,
      childId: row.child_id,
      range: { start: row.start_date, end: row.end_date },
      today,
    })
  }
  await enqueueEmail(tx, {
    recipients: await q.findGuardians(tx, row.child_id),
    dedupeKey: `absence-application-decided:${id}`,
    template: 'absenceApplicationDecided',
    params: { childId: row.child_id, accepted: body.status === 'ACCEPTED' },
  })
}
