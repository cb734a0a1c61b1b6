import { sql } from 'kysely'
import type { PlacementType } from '@citizen/contract'
import type { Db } from '../../platform/db/database'

/**
 * The writes of a placement termination (reference §5), each one statement, in the command's
 * transaction (commands.ts terminatePlacement).
 */

/** Placements starting after the last day: cancelled (their service needs and group placements go with them) */
export async function deletePlacements(db: Db, ids: string[]) {
  if (ids.length === 0) return
  await db.deleteFrom('placement').where('id', 'in', ids).execute()
}

/**
 * Placements ending at the last day, as the guardian asked; their service needs and group
 * placements after it are cut off the same way.
 */
export async function endPlacements(db: Db, ids: string[], lastDay: string, today: string, userId: string) {
  if (ids.length === 0) return
  await db
    .updateTable('placement')
    .set({ end_date: lastDay, termination_requested_date: today, terminated_by: userId })
    .where('id', 'in', ids)
    .execute()
  await cutPlacementParts(db, ids, lastDay)
}

/** The placements' rows of the tables (service needs, group placements): none after the last day */
export async function cutPlacementParts(
  db: Db,
  placementIds: string[],
  lastDay: string,
  tables: readonly ('service_need' | 'daycare_group_placement')[] = ['service_need', 'daycare_group_placement'],
) {
  for (const table of tables) {
    await db.deleteFrom(table).where('placement_id', 'in', placementIds).where('start_date', '>', lastDay).execute()
    await db
      .updateTable(table)
      .set({ end_date: lastDay })
      .where('placement_id', 'in', placementIds)
      .where('end_date', '>', lastDay)
      .execute()
  }
}

/** A placement that has not started yet becomes its preschool or preparatory part ("paid daycare only") */
export async function changePlacementType(db: Db, id: string, type: PlacementType) {
  await db.updateTable('placement').set({ type }).where('id', '=', id).execute()
}

/**
 * A placement ends at the last day and one of the type continues from the next day to the old
 * end; the group placements after the last day move to the new placement, the service needs after
 * it end. "Paid daycare only" (a termination, recorded on the placement) keeps the preschool or
 * preparatory part; a service need of another placement type (the dev API's decision) the other.
 */
export async function splitPlacement(
  db: Db,
  p: { id: string; childId: string; unitId: string; endDate: string },
  a: { lastDay: string; nextDay: string; type: PlacementType },
  termination?: { today: string; userId: string },
) {
  await db
    .updateTable('placement')
    .set({
      end_date: a.lastDay,
      ...(termination && { termination_requested_date: termination.today, terminated_by: termination.userId }),
    })
    .where('id', '=', p.id)
    .execute()
  const created = await db
    .insertInto('placement')
    .values({ type: a.type, child_id: p.childId, unit_id: p.unitId, start_date: a.nextDay, end_date: p.endDate })
    .returning('id')
    .executeTakeFirstOrThrow()
  // A group placement spanning the last day is split in two, the part after it moving
  await db
    .insertInto('daycare_group_placement')
    .columns(['placement_id', 'group_id', 'start_date', 'end_date'])
    .expression(
      db
        .selectFrom('daycare_group_placement')
        .select([
          sql<string>`${created.id}::uuid`.as('placement_id'),
          'group_id',
          sql<string>`greatest(start_date, ${a.nextDay}::date)`.as('start_date'),
          'end_date',
        ])
        .where('placement_id', '=', p.id)
        .where('end_date', '>', a.lastDay),
    )
    .execute()
  await cutPlacementParts(db, [p.id], a.lastDay)
  return created.id
}

/** reference §5: the child's transfer applications still waiting for a placement are cancelled */
export async function cancelTransferApplications(db: Db, childId: string) {
  const rows = await db
    .updateTable('application')
    .set({ status: 'CANCELLED' })
    .where('child_id', '=', childId)
    .where('transfer_application', '=', true)
    .where('status', 'in', ['SENT', 'WAITING_PLACEMENT'])
    .returning('id')
    .execute()
  return rows.map((r) => r.id)
}

/** Reservations and absences after today on days no placement of the child covers any more */
export async function deleteCalendarEntriesOutsidePlacements(db: Db, childId: string, today: string) {
  const outside = sql<boolean>`NOT EXISTS (
    SELECT FROM placement pl WHERE pl.child_id = ${childId} AND pl.start_date <= date AND pl.end_date >= date)`
  await db
    .deleteFrom('attendance_reservation')
    .where('child_id', '=', childId)
    .where('date', '>', today)
    .where(outside)
    .execute()
  await db.deleteFrom('absence').where('child_id', '=', childId).where('date', '>', today).where(outside).execute()
}
