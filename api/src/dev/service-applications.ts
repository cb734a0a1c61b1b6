import type { z } from 'zod'
import {
  addDays,
  serviceApplicationErrors,
  type devCreateServiceApplication,
  type devDecideServiceApplication,
} from '@citizen/contract'
import type { Db } from '../platform/db/database'
import { conflict, notFound } from '../platform/errors'
import { lockApplication } from '../features/service-applications/queries'
import { cutPlacementParts, splitPlacement } from '../features/children/public'

/**
 * The unit manager's side of service applications (reference §7; eVaka's staff UI): the dev API
 * creates an application as a guardian would have sent it, and decides one. Accepting changes the
 * child's service need from the start date to the end of the placement, in the same transaction:
 * the needs from that day on are cut, and an option of another placement type
 * (DAYCARE↔DAYCARE_PART_TIME) splits the placement there into one of the new type, its group
 * placements following.
 */

type CreateBody = z.output<typeof devCreateServiceApplication.body>
type DecideBody = z.output<typeof devDecideServiceApplication.body>

/** POST /api/dev/service-applications (no rule checked but the database's: one undecided a child) */
export async function insertDevServiceApplication(db: Db, body: CreateBody, now: Date): Promise<string> {
  const row = await db
    .insertInto('service_application')
    .values({
      child_id: body.childId,
      person_id: body.personId,
      start_date: body.startDate,
      service_need_option_id: body.serviceNeedOptionId,
      additional_info: body.additionalInfo,
      sent_at: body.sentAt ? new Date(body.sentAt) : now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** POST /api/dev/service-applications/{id}/decision, in the caller's transaction */
export async function decideDevServiceApplication(db: Db, id: string, body: DecideBody, now: Date): Promise<void> {
  const application = await lockApplication(db, id)
  if (!application) throw notFound('Application not found')
  if (application.decision_status !== null) {
    throw conflict('The application has been decided already', serviceApplicationErrors.alreadyDecided)
  }
  if (body.status === 'ACCEPTED') {
    await changeServiceNeed(db, {
      childId: application.child_id,
      startDate: application.start_date,
      optionId: application.service_need_option_id,
    })
  }
  await db
    .updateTable('service_application')
    .set({
      decision_status: body.status,
      decided_by: body.decidedBy,
      decided_by_name: body.decidedByName,
      decided_at: now,
      rejected_reason: body.status === 'REJECTED' ? body.rejectedReason : null,
    })
    .where('id', '=', id)
    .execute()
}

async function changeServiceNeed(db: Db, a: { childId: string; startDate: string; optionId: string }) {
  const placement = await db
    .selectFrom('placement')
    .select(['id', 'type', 'unit_id', 'start_date', 'end_date'])
    .where('child_id', '=', a.childId)
    .where('start_date', '<=', a.startDate)
    .where('end_date', '>=', a.startDate)
    .forUpdate()
    .executeTakeFirst()
  if (!placement) throw conflict('The child has no placement on the start date', serviceApplicationErrors.noPlacement)
  const option = await db
    .selectFrom('service_need_option')
    .select('valid_placement_type')
    .where('id', '=', a.optionId)
    .executeTakeFirstOrThrow()
  let placementId = placement.id
  const lastDay = addDays(a.startDate, -1)
  if (option.valid_placement_type !== placement.type) {
    if (placement.start_date === a.startDate) {
      await db
        .updateTable('placement')
        .set({ type: option.valid_placement_type })
        .where('id', '=', placement.id)
        .execute()
      await cutPlacementParts(db, [placement.id], lastDay, ['service_need'])
    } else {
      // The placement ends the day before; one of the new type continues to its end
      placementId = await splitPlacement(
        db,
        { id: placement.id, childId: a.childId, unitId: placement.unit_id, endDate: placement.end_date },
        { lastDay, nextDay: a.startDate, type: option.valid_placement_type },
      )
    }
  } else {
    // The same placement goes on: only its service need changes
    await cutPlacementParts(db, [placement.id], lastDay, ['service_need'])
  }
  await db
    .insertInto('service_need')
    .values({ placement_id: placementId, option_id: a.optionId, start_date: a.startDate, end_date: placement.end_date })
    .execute()
}
