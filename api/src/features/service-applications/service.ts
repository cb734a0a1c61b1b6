import {
  isFirstOfMonth,
  placementTypesChangeableFrom,
  serviceApplicationErrors,
  type CitizenServiceApplication,
  type PlacementType,
  type ServiceApplicationRequest,
  type ServiceNeedOptionBasics,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors'
import { pgError } from '../../platform/db/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { childRelation, isCarerOf } from '../children/service'
import * as q from './queries'
import { serviceApplicationActions } from './policy'

/**
 * Service need change applications (spec 001 "Service application", reference §7). Every call
 * first checks that the user is the child's guardian or valid foster parent: anyone else's child
 * or application is 404.
 */

const UNDECIDED_INDEX = 'service_application_one_undecided_idx'

async function requireCarer(db: Db, userId: string, childId: string, today: string): Promise<void> {
  if (!isCarerOf(await childRelation(db, userId, childId, today))) throw notFound('Child not found')
}

function toOption(r: q.OptionRow): ServiceNeedOptionBasics {
  return {
    id: r.option_id,
    nameFi: r.option_name_fi,
    nameSv: r.option_name_sv,
    nameEn: r.option_name_en,
    validPlacementType: r.option_placement_type as PlacementType,
    partWeek: r.option_part_week,
    validity: { start: r.option_valid_from, end: r.option_valid_to },
  }
}

function toApplication(userId: string, r: q.ApplicationRow): CitizenServiceApplication {
  const decided = r.decision_status !== null
  return {
    data: {
      id: r.id,
      sentAt: r.sent_at.toISOString(),
      personId: r.person_id,
      personName: `${r.person_first_name} ${r.person_last_name}`,
      childId: r.child_id,
      childName: `${r.child_first_name} ${r.child_last_name}`,
      startDate: r.start_date,
      serviceNeedOption: toOption(r),
      additionalInfo: r.additional_info,
      decision:
        r.decision_status !== null
          ? {
              status: r.decision_status,
              decidedBy: r.decided_by,
              decidedByName: r.decided_by_name ?? '',
              decidedAt: (r.decided_at ?? r.sent_at).toISOString(),
              rejectedReason: r.rejected_reason,
            }
          : null,
    },
    permittedActions: serviceApplicationActions(userId, { personId: r.person_id, decided }),
  }
}

/** GET /citizen/service-applications?childId (weak): the child's applications, newest first */
export async function getServiceApplications(
  db: Db,
  actor: AuditActor,
  childId: string,
  today: string,
): Promise<CitizenServiceApplication[]> {
  await requireCarer(db, actor.personId, childId, today)
  const rows = await q.findApplicationsOfChild(db, childId)
  await audit(db, {
    actor,
    action: 'SERVICE_APPLICATIONS_READ',
    targets: {
      persons: [childId, ...rows.map((r) => r.person_id)],
      ids: { serviceApplication: rows.map((r) => r.id) },
    },
  })
  return rows.map((r) => toApplication(actor.personId, r))
}

/** The options of the child's placement on the date: none without a placement in a unit taking applications */
async function optionsOn(db: Db, childId: string, date: string) {
  const placement = await q.findPlacementOn(db, childId, date)
  if (!placement) return { placement, options: [] }
  return { placement, options: await q.findApplicableOptions(db, placementTypesChangeableFrom(placement.type), date) }
}

/** GET /citizen/service-applications/options?childId&date (strong, reference §7) */
export async function getOptions(
  db: Db,
  actor: AuditActor,
  childId: string,
  date: string,
  today: string,
): Promise<ServiceNeedOptionBasics[]> {
  await requireCarer(db, actor.personId, childId, today)
  const { placement, options } = await optionsOn(db, childId, date)
  await audit(db, {
    actor,
    action: 'SERVICE_APPLICATION_OPTIONS_READ',
    targets: { persons: [childId], ids: { placement: placement ? [placement.id] : [] } },
  })
  return options.map(toOption)
}

/**
 * POST /citizen/service-applications (strong, reference §7), in one transaction: the start is
 * today at the earliest, the child has no undecided application (409; the partial unique index
 * makes it hold for requests at once too), a placement on the start date in a unit taking
 * applications, the option one of that day's options, and a start on another day than the 1st
 * is explained.
 */
export async function createServiceApplication(
  db: Db,
  a: { actor: AuditActor; body: ServiceApplicationRequest; today: string; now: Date },
): Promise<{ id: string }> {
  const { actor, body, today } = a
  try {
    return await db.transaction().execute(async (tx) => {
      await requireCarer(tx, actor.personId, body.childId, today)
      if (body.startDate < today) {
        throw badRequest('The start date is in the past', serviceApplicationErrors.startInPast)
      }
      const undecided = await q.findApplicationsOfChild(tx, body.childId)
      if (undecided.some((r) => r.decision_status === null)) throw undecidedExists()
      const { placement, options } = await optionsOn(tx, body.childId, body.startDate)
      if (!placement) {
        throw badRequest('The child has no placement on the start date', serviceApplicationErrors.noPlacement)
      }
      if (!options.some((o) => o.option_id === body.serviceNeedOptionId)) {
        throw badRequest('The option cannot be applied for on the start date', serviceApplicationErrors.invalidOption)
      }
      if (!isFirstOfMonth(body.startDate) && body.additionalInfo.trim() === '') {
        throw badRequest(
          'A start on another day than the first of a month needs an explanation',
          serviceApplicationErrors.explanationRequired,
        )
      }
      const id = await q.insertApplication(tx, {
        childId: body.childId,
        personId: actor.personId,
        startDate: body.startDate,
        optionId: body.serviceNeedOptionId,
        additionalInfo: body.additionalInfo.trim(),
        now: a.now,
      })
      await audit(tx, {
        actor,
        action: 'SERVICE_APPLICATION_CREATE',
        targets: {
          persons: [body.childId, actor.personId],
          ids: { serviceApplication: [id], placement: [placement.id] },
        },
      })
      return { id }
    })
  } catch (e) {
    // Another request sent one for the child at the same moment: the index kept the first
    if (pgError(e)?.constraint === UNDECIDED_INDEX) throw undecidedExists()
    throw e
  }
}

const undecidedExists = () =>
  conflict('The child has an application without a decision', serviceApplicationErrors.undecidedExists)

/** DELETE /citizen/service-applications/{id} (strong): the sender cancels it while undecided */
export async function deleteServiceApplication(
  db: Db,
  a: { actor: AuditActor; id: string; today: string },
): Promise<{ ok: true }> {
  const { actor, id, today } = a
  return db.transaction().execute(async (tx) => {
    const row = await q.lockApplication(tx, id)
    if (!row) throw notFound('Application not found')
    await requireCarer(tx, actor.personId, row.child_id, today)
    const facts = { personId: row.person_id, decided: row.decision_status !== null }
    if (facts.decided) {
      throw conflict('The application has been decided already', serviceApplicationErrors.alreadyDecided)
    }
    if (!serviceApplicationActions(actor.personId, facts).includes('DELETE')) {
      throw forbidden('Only the guardian who sent the application may cancel it')
    }
    await q.deleteApplication(tx, id)
    await audit(tx, {
      actor,
      action: 'SERVICE_APPLICATION_DELETE',
      targets: { persons: [row.child_id, row.person_id], ids: { serviceApplication: [id] } },
    })
    return { ok: true as const }
  })
}
