import type {
  ApplicationDecisions,
  Decision,
  DecisionAction,
  DecisionAnswerResult,
  DecisionWithValidStartDatePeriod,
} from '@citizen/contract'
import { decisionErrors, rangeIncludes } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { applicationForUser, applicationRolesOfCitizen, type ApplicationRole } from '../applications/service'
import { completeCaseProcess } from '../process-metadata/service'
import * as q from './queries'
import {
  ACCEPT_STATUSES,
  LISTED_STATUSES,
  REJECT_STATUSES,
  answerDeadline,
  cascadeRejected,
  decisionActions,
  isBlockedByPrimary,
  placementTypeOf,
  statusAfterReject,
  validRequestedStartDatePeriod,
} from './policy'

const facts = (d: q.DecisionRow) => ({
  id: d.id,
  type: d.type,
  status: d.status,
  startDate: d.start_date,
  endDate: d.end_date,
})

function toDecision(d: q.DecisionRow): Decision {
  return {
    id: d.id,
    type: d.type,
    status: d.status,
    startDate: d.start_date,
    endDate: d.end_date,
    unit: {
      id: d.unit_id,
      name: d.unit_name,
      streetAddress: d.unit_street_address,
      postalCode: d.unit_postal_code,
      postOffice: d.unit_post_office,
      phone: d.unit_phone,
      providerType: d.unit_provider_type,
    },
    applicationId: d.application_id,
    childId: d.child_id,
    childName: `${d.child_first_name} ${d.child_last_name}`,
    decisionNumber: d.decision_number,
    sentDate: d.sent_date!,
    requestedStartDate: d.requested_start_date,
    resolved: d.resolved,
    documentContainsContactInfo: d.document_contains_contact_info,
  }
}

/**
 * GET /citizen/decisions: the sent decisions of the user's and the other guardian's applications
 * in the listed statuses, with each decision's actions and the applications the user may answer.
 * Only what the user may read is answered: the decisions of an application the user has no role
 * in (an other guardian without access) are not loaded, so their ids appear nowhere, not even in
 * permittedActions. Four queries whatever the number of children, applications and decisions.
 */
export async function getDecisions(db: Db, actor: AuditActor, today: string): Promise<ApplicationDecisions> {
  const roles = new Map<string, ApplicationRole>()
  const decidableApplications: string[] = []
  for (const a of await applicationRolesOfCitizen(db, actor.personId, today)) {
    if (!(LISTED_STATUSES as readonly string[]).includes(a.status)) continue
    roles.set(a.id, a.role)
    if (a.decidable) decidableApplications.push(a.id)
  }
  const permittedActions: Record<string, DecisionAction[]> = {}
  const listed: q.DecisionRow[] = []
  for (const d of await q.findSentDecisions(db, [...roles.keys()])) {
    const actions = decisionActions(roles.get(d.application_id)!, d.document_contains_contact_info)
    if (!actions.includes('READ')) continue
    permittedActions[d.id] = actions
    listed.push(d)
  }
  await audit(db, {
    actor,
    action: 'DECISIONS_READ',
    targets: {
      persons: listed.map((d) => d.child_id),
      ids: { application: [...new Set(listed.map((d) => d.application_id))], decision: listed.map((d) => d.id) },
    },
  })
  return {
    decisions: listed.map((d) => ({
      id: d.id,
      applicationId: d.application_id,
      childId: d.child_id,
      type: d.type,
      status: d.status,
      sentDate: d.sent_date!,
      resolved: d.resolved,
    })),
    permittedActions,
    decidableApplications,
  }
}

/** GET /citizen/applications/{id}/decisions: sentDate descending, then type */
export async function getApplicationDecisions(
  db: Db,
  actor: AuditActor,
  applicationId: string,
  today: string,
): Promise<DecisionWithValidStartDatePeriod[]> {
  const { row, role, decidable } = await applicationForUser(db, actor.personId, applicationId, today)
  const decisions = row.status === 'CREATED' ? [] : await q.findSentDecisions(db, [applicationId])
  await audit(db, {
    actor,
    action: 'APPLICATION_DECISIONS_READ',
    targets: {
      persons: [row.child_id, row.guardian_id],
      ids: { application: [row.id], decision: decisions.map((d) => d.id) },
    },
  })
  const all = decisions.map(facts)
  return decisions.map((d) => ({
    decision: toDecision(d),
    validRequestedStartDatePeriod: validRequestedStartDatePeriod(facts(d)),
    permittedActions: decisionActions(role, d.document_contains_contact_info),
    canDecide: decidable,
    blockedByPrimary: d.status === 'PENDING' && isBlockedByPrimary(facts(d), all),
    rejectCascades: d.status === 'PENDING' && cascadeRejected(facts(d), all).length > 0,
    answerDeadline: answerDeadline(d.sent_date!),
  }))
}

interface Answer {
  applicationId: string
  decisionId: string
  userId: string
  actor: AuditActor
  today: string
  now: Date
}

/**
 * Loads, under the application's row lock, what an answer needs: concurrent answers to the same
 * application run one after another, so a double submission sees the first one's result.
 */
async function answerContext(tx: Db, a: Answer) {
  const { row, mayAnswerDecisions } = await applicationForUser(tx, a.userId, a.applicationId, a.today, true)
  if (!mayAnswerDecisions)
    throw forbidden('Only the applicant, or the other guardian living with the applicant and the child, may answer')
  const decisions = await q.findSentDecisions(tx, [a.applicationId], true)
  const decision = decisions.find((d) => d.id === a.decisionId)
  if (!decision) throw notFound('Decision not found')
  return { row, decisions, decision, all: decisions.map(facts) }
}

/** POST accept-decision: the decision ACCEPTED from the requested date, the child placed, the application ACTIVE when nothing waits. */
export async function acceptDecision(
  db: Db,
  a: Answer & { requestedStartDate: string },
): Promise<DecisionAnswerResult> {
  return db.transaction().execute(async (tx) => {
    const { row, decisions, decision, all } = await answerContext(tx, a)
    if (decision.status === 'ACCEPTED') return { status: 'ACCEPTED', alreadyAnswered: true }
    if (decision.status !== 'PENDING')
      throw badRequest('The decision has been answered already', decisionErrors.notPending)
    if (!(ACCEPT_STATUSES as readonly string[]).includes(row.status)) {
      throw badRequest(`Decisions cannot be accepted in status ${row.status}`, decisionErrors.invalidApplicationStatus)
    }
    if (isBlockedByPrimary(facts(decision), all)) {
      throw badRequest(
        'The preschool or preparatory education decision must be accepted first',
        decisionErrors.primaryNotAccepted,
      )
    }
    if (!rangeIncludes(validRequestedStartDatePeriod(facts(decision)), a.requestedStartDate)) {
      throw badRequest(
        'The requested start date is outside the allowed period',
        decisionErrors.invalidRequestedStartDate,
      )
    }
    await q.markAnswered(tx, [decision.id], {
      status: 'ACCEPTED',
      requestedStartDate: a.requestedStartDate,
      today: a.today,
      userId: a.userId,
    })
    await audit(tx, {
      actor: a.actor,
      action: 'DECISION_ACCEPT',
      targets: { persons: [row.child_id, row.guardian_id], ids: { application: [row.id], decision: [decision.id] } },
    })
    await q.replacePlacements(tx, {
      childId: row.child_id,
      unitId: decision.unit_id,
      type: placementTypeOf(decision.type, decisions),
      start: a.requestedStartDate,
      end: decision.end_date,
      applicationId: row.id,
    })
    const othersPending = decisions.some((d) => d.id !== decision.id && d.status === 'PENDING')
    if (row.status === 'WAITING_CONFIRMATION' && !othersPending) {
      await q.setApplicationStatus(tx, row.id, 'ACTIVE', a.now)
      if (row.process_id) await completeCaseProcess(tx, row.process_id, a.now)
    }
    return { status: 'ACCEPTED', alreadyAnswered: false }
  })
}

/** POST reject-decision: the decision (and a pending connected one) REJECTED; the application as statusAfterReject says. */
export async function rejectDecision(db: Db, a: Answer): Promise<DecisionAnswerResult> {
  return db.transaction().execute(async (tx) => {
    const { row, decision, all } = await answerContext(tx, a)
    if (decision.status === 'REJECTED') return { status: 'REJECTED', alreadyAnswered: true }
    if (decision.status !== 'PENDING')
      throw badRequest('The decision has been answered already', decisionErrors.notPending)
    if (!(REJECT_STATUSES as readonly string[]).includes(row.status)) {
      throw badRequest(`Decisions cannot be rejected in status ${row.status}`, decisionErrors.invalidApplicationStatus)
    }
    if (isBlockedByPrimary(facts(decision), all)) {
      throw badRequest(
        'The preschool or preparatory education decision must be answered first',
        decisionErrors.primaryNotAccepted,
      )
    }
    const rejected = [decision.id, ...cascadeRejected(facts(decision), all).map((d) => d.id)]
    await q.markAnswered(tx, rejected, {
      status: 'REJECTED',
      requestedStartDate: null,
      today: a.today,
      userId: a.userId,
    })
    await audit(tx, {
      actor: a.actor,
      action: 'DECISION_REJECT',
      targets: { persons: [row.child_id, row.guardian_id], ids: { application: [row.id], decision: rejected } },
    })
    const next = statusAfterReject(row.status, decision.type, all.length)
    if (next !== row.status) {
      await q.setApplicationStatus(tx, row.id, next as 'ACTIVE' | 'REJECTED', a.now)
      if (row.process_id) await completeCaseProcess(tx, row.process_id, a.now)
    }
    return { status: 'REJECTED', alreadyAnswered: false }
  })
}

/** The decision and its application for the PDF, when the user may download it (else 404) */
export async function decisionForDownload(db: Db, actor: AuditActor, decisionId: string, today: string) {
  const applicationId = await q.findApplicationIdOfDecision(db, decisionId)
  if (!applicationId) throw notFound('Decision not found')
  const { row, role } = await applicationForUser(db, actor.personId, applicationId, today)
  const decisions = await q.findSentDecisions(db, [applicationId])
  const decision = decisions.find((d) => d.id === decisionId)
  if (!decision || !decisionActions(role, decision.document_contains_contact_info).includes('DOWNLOAD_PDF')) {
    throw notFound('Decision not found')
  }
  const [applicant] = await Promise.all([
    q.findPersonName(db, row.guardian_id),
    audit(db, {
      actor,
      action: 'DECISION_PDF_READ',
      targets: { persons: [row.child_id, row.guardian_id], ids: { application: [row.id], decision: [decision.id] } },
    }),
  ])
  return { decision, applicant, form: row.document }
}
