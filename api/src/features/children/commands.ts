import {
  DAYCARE_PART_SPLITS,
  childErrors,
  dayAfter,
  terminationDateLimits,
  terminationError,
  terminatableParts,
  type TerminatePlacementRequest,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './page-queries'
import * as w from './termination-queries'
import { requireCarer, toChildPlacement } from './page-service'
import { TERMINATION_FEATURE, placementGroups } from './page-rules'

/**
 * POST /citizen/children/{childId}/placements/terminate (reference §5), in one transaction: the
 * placements of the group end at the last day (or are cancelled when they start after it); with
 * "paid daycare only" the daycare part alone ends. Then the child's waiting transfer
 * applications are cancelled and the reservations and absences after today on days no placement
 * covers any more are deleted. Irrevocable.
 */
export async function terminatePlacement(
  db: Db,
  a: { actor: AuditActor; childId: string; body: TerminatePlacementRequest; today: string },
): Promise<{ ok: true }> {
  const { actor, childId, body, today } = a
  const userId = actor.personId
  return db.transaction().execute(async (tx) => {
    await requireCarer(tx, userId, childId, today)
    if (body.terminationDate < today) {
      throw badRequest('The last day cannot be in the past', childErrors.invalidTerminationDate)
    }
    const features = await q.findUnitFeatures(tx, body.unitId)
    if (features === null) throw notFound('Placement not found')
    if (!features.includes(TERMINATION_FEATURE)) {
      throw forbidden('The unit does not allow terminating placements', childErrors.terminationDisabled)
    }
    const rows = await q.findPlacementsNotEnded(tx, childId, today, true)
    const group = placementGroups(rows.map(toChildPlacement), today).find(
      (g) => g.type === body.type && g.unitId === body.unitId,
    )
    if (!group) throw notFound('Placement not found')
    const daycareOnly = body.terminateDaycareOnly === true
    // A group (or its paid daycare) that ends today has nothing left to end: the page offers it no more
    const parts = terminatableParts(group, true, today)
    if (daycareOnly ? !parts.daycareOnly : !parts.whole) {
      throw badRequest('Nothing of the placement can be terminated any more', childErrors.nothingToTerminate)
    }
    if (terminationError(body.terminationDate, terminationDateLimits(group, daycareOnly, today)) !== null) {
      throw badRequest('The last day is after the placements end', childErrors.invalidTerminationDate)
    }
    const lastDay = body.terminationDate
    const toEnd = (ps: typeof group.placements) => ps.filter((p) => p.endDate > lastDay)
    const cancel: string[] = []
    const end: string[] = []
    const touched: string[] = []
    const sort = (ps: typeof group.placements) => {
      for (const p of toEnd(ps)) (p.startDate > lastDay ? cancel : end).push(p.id)
    }
    sort(group.additionalPlacements)
    if (!daycareOnly) sort(group.placements)
    await w.deletePlacements(tx, cancel)
    await w.endPlacements(tx, end, lastDay, today, userId)
    touched.push(...cancel, ...end)
    if (daycareOnly) {
      for (const p of toEnd(group.placements)) {
        const schoolPart = DAYCARE_PART_SPLITS[p.type]
        if (!schoolPart) continue
        touched.push(p.id)
        if (p.startDate > lastDay) {
          await w.changePlacementType(tx, p.id, schoolPart)
        } else {
          touched.push(
            await w.splitPlacement(
              tx,
              { id: p.id, childId, unitId: p.unitId, endDate: p.endDate },
              { lastDay, nextDay: dayAfter(lastDay), type: schoolPart },
              { today, userId },
            ),
          )
        }
      }
    }
    const cancelledApplications = await w.cancelTransferApplications(tx, childId)
    await w.deleteCalendarEntriesOutsidePlacements(tx, childId, today)
    await audit(tx, {
      actor,
      action: 'PLACEMENT_TERMINATE',
      targets: { persons: [childId], ids: { placement: touched, application: cancelledApplications } },
    })
    return { ok: true as const }
  })
}
