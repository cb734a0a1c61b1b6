import type { ApplicationForm, ApplicationStatus, ApplicationType, DevApplicationAction } from '@citizen/contract'
import type { z } from 'zod'
import type { devCreateApplication } from '@citizen/contract'
import type { Db } from '../platform/db/database'
import type { DecisionTypeColumn } from '../platform/db/schema'
import { addDays } from '@citizen/contract'
import { badRequest, notFound } from '../platform/errors'
import { buildInitialForm, startApplicationProcess } from '../features/applications/commands'
import * as lookups from '../features/applications/lookup-queries'
import * as children from '../features/children/service'
import { isTransferApplication } from '../features/applications/policy'
import { appendProcessState } from '../features/process-metadata/queries'
import { replacePlacements } from '../features/decisions/queries'
import { placementTypeOf } from '../features/decisions/policy'
import * as q from '../features/applications/queries'
import { dueDate, optionReference, refreshReferences } from '../features/applications/form'
import { applicationErrors, clubTermOf, optionPlacementTypes, preschoolTermOf } from '@citizen/contract'
import { normalizeForm } from '../features/applications/normalize'
import { findApplicationUnits } from '../features/map/queries'

/**
 * Dev API for applications (never in production): fixtures in any status and the staff-side
 * steps that move an application on, so tests and the next issues reach every state.
 *
 *   POST /api/dev/applications
 *     { childId, guardianId, type: 'DAYCARE'|'PRESCHOOL'|'CLUB', status?: ApplicationStatus (default SENT),
 *       form?: { preferredStartDate?, preferredUnitIds?, connectedDaycare?, connectedDaycarePreferredStartDate?,
 *                urgent?, shiftCare?, partTime?, preparatory?, serviceNeedOptionId?, assistanceNeeded?, otherInfo? },
 *       sentDate?, allowOtherGuardianAccess? (false), otherGuardianIds?, transferApplication?, hideFromGuardian? }
 *     -> { id }
 *   POST /api/dev/applications/:applicationId/actions/:action
 *     MOVE_TO_WAITING_PLACEMENT  SENT -> WAITING_PLACEMENT (checked by admin unless something needs a look)
 *     CREATE_PLACEMENT_PLAN      WAITING_PLACEMENT -> WAITING_DECISION
 *     SEND_DECISIONS             WAITING_DECISION -> WAITING_CONFIRMATION (WAITING_MAILING when the applicant is
 *                                not the child's guardian, e.g. a foster parent, or someone lacks an ssn); PENDING
 *                                decisions to the first preferred unit, sent today
 *     CONFIRM_DECISION_MAILED    WAITING_MAILING -> WAITING_CONFIRMATION
 *     -> { ok: true }
 */

type DevApplicationBody = z.output<(typeof devCreateApplication)['body']>

const SENT_STATUSES_WITH_DECISIONS: Partial<Record<ApplicationStatus, 'PENDING' | 'ACCEPTED' | 'REJECTED'>> = {
  WAITING_MAILING: 'PENDING',
  WAITING_CONFIRMATION: 'PENDING',
  ACTIVE: 'ACCEPTED',
  REJECTED: 'REJECTED',
}

function fallbackStartDate(
  type: ApplicationType,
  today: string,
  form: {
    clubTerms: { term: { start: string; end: string } }[]
    preschoolTerms: { extendedTerm: { start: string; end: string } }[]
  },
): string {
  const ranges =
    type === 'CLUB'
      ? form.clubTerms.map((t) => t.term)
      : type === 'PRESCHOOL'
        ? form.preschoolTerms.map((t) => t.extendedTerm)
        : []
  const next = ranges.filter((r) => r.start >= today).sort((a, b) => a.start.localeCompare(b.start))[0]
  if (ranges.some((r) => r.start <= today && today <= r.end)) return today
  return next?.start ?? addDays(today, 30)
}

/** POST /api/dev/applications */
export async function createDevApplication(
  db: Db,
  body: DevApplicationBody,
  today: string,
  now: Date,
): Promise<string> {
  try {
    return await db.transaction().execute((tx) => insertDevApplication(tx, body, today, now))
  } catch (e) {
    const err = e as { code?: string; constraint?: string }
    if (err.code === '23505' && err.constraint === 'application_one_open_per_child_idx') {
      throw badRequest(
        'The applicant already has an open application of this type for the child',
        applicationErrors.duplicateApplication,
      )
    }
    throw e
  }
}

/** createDevApplication inside the caller's transaction (the demo municipality uses it too) */
export async function insertDevApplication(
  tx: Db,
  body: DevApplicationBody,
  today: string,
  now: Date,
): Promise<string> {
  const base = await buildInitialForm(tx, {
    type: body.type,
    childId: body.childId,
    guardianId: body.guardianId,
    today,
  })
  const o = body.form
  const start =
    o.preferredStartDate ?? base.form.preferences.preferredStartDate ?? fallbackStartDate(body.type, today, base)
  const hasServiceNeed = body.type === 'DAYCARE' || (body.type === 'PRESCHOOL' && (o.connectedDaycare ?? false))
  const connectedStart =
    body.type === 'PRESCHOOL' && hasServiceNeed ? (o.connectedDaycarePreferredStartDate ?? start) : null
  const partTime = body.type === 'DAYCARE' && (o.partTime ?? false)

  let unitIds = o.preferredUnitIds
  if (!unitIds) {
    const unitType = body.type === 'PRESCHOOL' && o.preparatory ? 'PREPARATORY' : body.type
    const units = await findApplicationUnits(tx, { type: unitType, date: start, shiftCare: o.shiftCare ?? false })
    const first = units.sort((a, b) => a.name.localeCompare(b.name, 'fi'))[0]
    if (!first) throw badRequest(`No unit takes ${body.type} applications on ${start}`)
    unitIds = [first.id]
  }
  const found = await lookups.findUnitsByIds(tx, unitIds)
  const units = unitIds.map((id) => found.find((u) => u.id === id)!)
  if (units.some((u) => !u)) throw badRequest('Unknown preferred unit')

  const optionDate = connectedStart ?? start
  let optionId = o.serviceNeedOptionId ?? null
  if (hasServiceNeed && !optionId) {
    const options = await lookups.findServiceNeedOptions(tx, optionPlacementTypes(body.type, partTime))
    optionId =
      options.find((x) => x.validFrom <= optionDate && (x.validTo === null || optionDate <= x.validTo))?.id ?? null
  }
  const options = await lookups.findServiceNeedOptionsByIds(tx, optionId ? [optionId] : [])
  const option = options[0]

  const form: ApplicationForm = normalizeForm(
    refreshReferences(
      {
        ...base.form,
        child: {
          ...base.form.child,
          assistanceNeeded: o.assistanceNeeded ?? false,
          assistanceDescription: o.assistanceNeeded ? 'Tukea arjen siirtymiin.' : '',
        },
        guardian: { ...base.form.guardian, phoneNumber: base.form.guardian.phoneNumber || '0401234567' },
        preferences: {
          ...base.form.preferences,
          preferredUnits: units.map((u) => ({ id: u.id, name: u.name })),
          preferredStartDate: start,
          connectedDaycarePreferredStartDate: connectedStart,
          serviceNeed: hasServiceNeed
            ? {
                startTime: '08:00',
                endTime: partTime ? '12:00' : '16:00',
                shiftCare: o.shiftCare ?? false,
                partTime,
                serviceNeedOption: option ? optionReference(option) : null,
              }
            : null,
          urgent: o.urgent ?? false,
          preparatory: o.preparatory ?? false,
        },
        maxFeeAccepted: body.type !== 'CLUB',
        otherInfo: o.otherInfo ?? '',
      },
      units,
      options,
    ),
    body.type,
  )

  const sent = body.status !== 'CREATED'
  const sentDate = sent ? (body.sentDate ?? today) : null
  const placementTypes = await children.activePlacementTypes(tx, body.childId, today)
  const transferApplication = sent && (body.transferApplication ?? isTransferApplication(body.type, placementTypes))
  const id = await q.insertApplication(tx, {
    type: body.type,
    status: body.status,
    guardianId: body.guardianId,
    childId: body.childId,
    form,
    createdBy: body.guardianId,
    // A fixture sent in the past was also made then (the list shows "created" beside "sent")
    now: sentDate && sentDate < today ? new Date(`${sentDate}T06:00:00Z`) : now,
    sentDate,
    dueDate: sentDate
      ? dueDate({
          type: body.type,
          transferApplication,
          urgent: form.preferences.urgent,
          sentDate,
          urgencyAttachmentDates: [],
        })
      : null,
    transferApplication,
    allowOtherGuardianAccess: body.allowOtherGuardianAccess,
  })
  if (body.hideFromGuardian)
    await tx.updateTable('application').set({ hide_from_guardian: true }).where('id', '=', id).execute()
  if (sent) {
    const others =
      body.otherGuardianIds ?? (await children.otherGuardiansOf(tx, body.childId, body.guardianId)).map((g) => g.id)
    await q.setOtherGuardians(tx, id, others)
  }
  if (sent) await startApplicationProcess(tx, id, body.type, now)
  const decisionStatus = SENT_STATUSES_WITH_DECISIONS[body.status]
  if (decisionStatus) await insertDecisions(tx, id, today, decisionStatus, now)
  return id
}

/** The decisions an application gets (reference §3): one by type, two for preschool with connected daycare */
function plannedDecisions(
  type: ApplicationType,
  form: ApplicationForm,
  terms: {
    club: Awaited<ReturnType<typeof lookups.findClubTerms>>
    preschool: Awaited<ReturnType<typeof lookups.findPreschoolTerms>>
  },
): { type: DecisionTypeColumn; start: string; end: string }[] {
  const p = form.preferences
  const start = p.preferredStartDate!
  const clamp = (s: string, e: string) => ({ start: s, end: e < s ? s : e })
  if (type === 'DAYCARE') {
    const born = form.child.dateOfBirth
    const preschoolYear = born ? `${Number(born.slice(0, 4)) + 6}-07-31` : addDays(start, 364)
    return [
      {
        type: p.serviceNeed?.partTime ? 'DAYCARE_PART_TIME' : 'DAYCARE',
        ...clamp(start, preschoolYear > start ? preschoolYear : addDays(start, 364)),
      },
    ]
  }
  if (type === 'CLUB') {
    return [{ type: 'CLUB', ...clamp(start, clubTermOf(terms.club, start)?.term.end ?? addDays(start, 270)) }]
  }
  const term = preschoolTermOf(terms.preschool, start)
  const decisions: { type: DecisionTypeColumn; start: string; end: string }[] = [
    {
      type: p.preparatory ? 'PREPARATORY_EDUCATION' : 'PRESCHOOL',
      ...clamp(start, term?.finnishPreschool.end ?? addDays(start, 300)),
    },
  ]
  if (p.serviceNeed) {
    const connected = p.connectedDaycarePreferredStartDate ?? start
    decisions.push({ type: 'PRESCHOOL_DAYCARE', ...clamp(connected, term?.extendedTerm.end ?? addDays(start, 300)) })
  }
  return decisions
}

/**
 * The application's decisions, sent today. Accepted ones place the child from their start date
 * and rejected ones end the process, as the guardian's answers would.
 */
async function insertDecisions(
  tx: Db,
  applicationId: string,
  today: string,
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED',
  now: Date,
) {
  const app = await tx
    .selectFrom('application')
    .select(['type', 'document', 'child_id', 'process_id'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow()
  const unitId = app.document.preferences.preferredUnits[0]?.id
  if (!unitId) throw badRequest('The application has no preferred unit')
  const [club, preschool] = await Promise.all([lookups.findClubTerms(tx), lookups.findPreschoolTerms(tx)])
  const decisions = plannedDecisions(app.type, app.document, { club, preschool })
  await tx
    .insertInto('decision')
    .values(
      decisions.map((d) => ({
        application_id: applicationId,
        type: d.type,
        status,
        unit_id: unitId,
        start_date: d.start,
        end_date: d.end,
        sent_date: today,
        requested_start_date: status === 'ACCEPTED' ? d.start : null,
        resolved: status === 'PENDING' ? null : today,
      })),
    )
    .execute()
  if (app.process_id) await appendProcessState(tx, app.process_id, status === 'PENDING' ? 'DECIDING' : 'COMPLETED', now)
  if (status !== 'ACCEPTED') return
  for (const d of decisions) {
    await replacePlacements(tx, {
      childId: app.child_id,
      unitId,
      type: placementTypeOf(d.type, decisions),
      start: d.start,
      end: d.end,
      applicationId,
    })
  }
}

const transitions: Record<DevApplicationAction, { from: ApplicationStatus }> = {
  MOVE_TO_WAITING_PLACEMENT: { from: 'SENT' },
  CREATE_PLACEMENT_PLAN: { from: 'WAITING_PLACEMENT' },
  SEND_DECISIONS: { from: 'WAITING_DECISION' },
  CONFIRM_DECISION_MAILED: { from: 'WAITING_MAILING' },
}

/** POST /api/dev/applications/:applicationId/actions/:action */
export async function runDevApplicationAction(
  db: Db,
  applicationId: string,
  action: DevApplicationAction,
  today: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const app = await tx
      .selectFrom('application')
      .select(['id', 'status', 'guardian_id', 'child_id', 'document', 'process_id'])
      .where('id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst()
    if (!app) throw notFound('Application not found')
    const { from } = transitions[action]
    if (app.status !== from)
      throw badRequest(`${action} needs status ${from}, not ${app.status}`, applicationErrors.invalidStatus)
    const setStatus = (status: ApplicationStatus) =>
      tx.updateTable('application').set({ status }).where('id', '=', app.id).execute()

    switch (action) {
      case 'MOVE_TO_WAITING_PLACEMENT': {
        // Auto-verification unless something needs a person's look (reference §3)
        const f = app.document
        const attachments = await q.findAttachmentsOfApplication(tx, app.id)
        const needsLook =
          attachments.length > 0 ||
          f.child.assistanceNeeded ||
          f.child.allergies.trim() !== '' ||
          f.child.diet.trim() !== '' ||
          f.otherInfo.trim() !== '' ||
          f.secondGuardian?.agreementStatus === 'NOT_AGREED'
        await tx
          .updateTable('application')
          .set({ status: 'WAITING_PLACEMENT', checked_by_admin: !needsLook })
          .where('id', '=', app.id)
          .execute()
        if (app.process_id) await appendProcessState(tx, app.process_id, 'PREPARATION', now)
        return
      }
      case 'CREATE_PLACEMENT_PLAN':
        return void (await setStatus('WAITING_DECISION'))
      case 'SEND_DECISIONS': {
        await tx.deleteFrom('decision').where('application_id', '=', app.id).execute()
        await insertDecisions(tx, app.id, today, 'PENDING', now)
        // Straight to confirmation only when the applicant is the child's guardian and both have an ssn
        const [relation, persons] = await Promise.all([
          children.childRelation(tx, app.guardian_id, app.child_id, today),
          children.findPersons(tx, [app.guardian_id, app.child_id]),
        ])
        const ssns = persons.length === 2 && persons.every((p) => p.social_security_number)
        return void (await setStatus(relation.isGuardian && ssns ? 'WAITING_CONFIRMATION' : 'WAITING_MAILING'))
      }
      case 'CONFIRM_DECISION_MAILED':
        return void (await setStatus('WAITING_CONFIRMATION'))
    }
  })
}
