import {
  absenceApplicationActions,
  allowedAbsenceRanges,
  type AbsenceApplicationCitizen,
  type AbsenceApplicationStatus,
  type FiniteDayRange,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { childRelation, isCarerOf } from '../children/service'
import { getPreschoolTerms } from '../applications/service'
import * as q from './queries'
import { mayApplication } from './policy'

/**
 * Long preschool absence applications (spec 001 "Absence application form", reference §7): the
 * reads. A child not the user's (a guardian's, a valid foster parent's) is 404 with nothing more.
 */

/** 404 unless the user acts for the child */
export async function requireCarer(db: Db, userId: string, childId: string, today: string): Promise<void> {
  if (!isCarerOf(await childRelation(db, userId, childId, today))) throw notFound('Child not found')
}

const facts = (r: { status: string; created_by: string }) => ({
  status: r.status as AbsenceApplicationStatus,
  createdBy: r.created_by,
})

/** GET /citizen/absence-application?childId: the child's applications, newest first */
export async function getAbsenceApplications(
  db: Db,
  actor: AuditActor,
  childId: string,
  today: string,
): Promise<AbsenceApplicationCitizen[]> {
  await requireCarer(db, actor.personId, childId, today)
  const rows = (await q.findApplicationsOfChild(db, childId)).filter((r) =>
    mayApplication('READ', actor.personId, facts(r)),
  )
  await audit(db, {
    actor,
    action: 'ABSENCE_APPLICATIONS_READ',
    targets: { persons: [childId], ids: { absenceApplication: rows.map((r) => r.id) } },
  })
  return rows.map((r) => ({
    data: {
      id: r.id,
      createdAt: r.created_at.toISOString(),
      createdBy: { id: r.created_by, name: `${r.created_by_first_name} ${r.created_by_last_name}` },
      child: { id: r.child_id, firstName: r.child_first_name, lastName: r.child_last_name },
      startDate: r.start_date,
      endDate: r.end_date,
      description: r.description,
      status: r.status,
      decidedAt: r.decided_at?.toISOString() ?? null,
      decidedBy: r.decided_by,
      rejectedReason: r.rejected_reason,
    },
    actions: absenceApplicationActions(actor.personId, facts(r)),
  }))
}

/**
 * The ranges an application may cover (reference §7 application-possible): the child's
 * preschool-type placements from today on, inside the preschool terms' extended terms, without
 * the term breaks. Two queries.
 */
export async function allowedRangesOf(db: Db, childId: string, today: string): Promise<FiniteDayRange[]> {
  const [placements, terms] = await Promise.all([q.findPreschoolPlacements(db, childId, today), getPreschoolTerms(db)])
  return allowedAbsenceRanges(placements, terms, today)
}

/** GET /citizen/absence-application/application-possible?childId */
export async function getPossibleRanges(
  db: Db,
  actor: AuditActor,
  childId: string,
  today: string,
): Promise<FiniteDayRange[]> {
  await requireCarer(db, actor.personId, childId, today)
  const ranges = await allowedRangesOf(db, childId, today)
  await audit(db, { actor, action: 'ABSENCE_APPLICATION_RANGES_READ', targets: { persons: [childId] } })
  return ranges
}
