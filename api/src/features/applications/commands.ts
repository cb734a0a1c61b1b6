import type { ApplicationForm, ApplicationFormUpdate, ApplicationType, PersonBasics } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { deleteFilesQuietly } from '../../platform/files'
import { badRequest, notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { enqueueEmail } from '../../platform/email/outbox'
import * as children from '../children/service'
import { completeCaseProcess, startCaseProcess } from '../process-metadata/service'
import * as q from './queries'
import * as lookups from './lookup-queries'
import { isDuplicate, isTransferApplication } from './policy'
import { applicationErrors, describeErrors, validateApplicationForm, type ValidationFacts } from '@citizen/contract'
import { normalizeForm } from './normalize'
import { defaultStartDate, dueDate, initialForm, mergeFormUpdate, refreshReferences } from './form'
import {
  applicationTargets,
  formPerson,
  otherGuardianFacts,
  ownApplicationForUpdate,
  requireChildRelation,
  requireStatus,
  urgencyAttachmentDates,
  type Services,
} from './facts'

/** The applications' commands (spec 000 sections 3-4): one transaction each, audited in it */

function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint?: string }
  return err?.code === '23505' && err.constraint === constraint
}

/** The pre-filled form of a new application for the child by the applicant (also the dev API's starting point) */
export async function buildInitialForm(
  db: Db,
  input: { type: ApplicationType; childId: string; guardianId: string; today: string },
) {
  const persons = await children.personsById(db, [input.childId, input.guardianId])
  const child = persons.get(input.childId)
  const guardian = persons.get(input.guardianId)
  if (!child || !guardian) throw notFound('Person not found')
  const [clubTerms, preschoolTerms, siblings] = await Promise.all([
    lookups.findClubTerms(db),
    lookups.findPreschoolTerms(db),
    children.otherChildrenOfGuardian(db, input.guardianId, input.childId, input.today),
  ])
  const guardianAddress = children.addressFacts(guardian)
  const otherChildren: PersonBasics[] = siblings
    .filter((s) => children.livesInSameAddress(guardianAddress, children.addressFacts(s)))
    .map((s) => ({
      firstName: s.first_name,
      lastName: s.last_name,
      socialSecurityNumber: s.social_security_number ?? '',
    }))
  const form = initialForm({
    type: input.type,
    child: formPerson(child),
    guardian: formPerson(guardian),
    otherChildren,
    preferredStartDate: defaultStartDate(input.type, input.today, clubTerms, preschoolTerms),
  })
  return { form, child, guardian, clubTerms, preschoolTerms }
}

/** POST: a new draft (CREATE_APPLICATION: a guardian or valid foster parent; no duplicates) */
export async function createApplication(
  db: Db,
  actor: AuditActor,
  body: { childId: string; type: ApplicationType },
  today: string,
  now: Date,
): Promise<{ id: string }> {
  const userId = actor.personId
  try {
    return await db.transaction().execute(async (tx) => {
      const relation = await requireChildRelation(tx, userId, body.childId, today)
      const { form, child } = await buildInitialForm(tx, {
        type: body.type,
        childId: body.childId,
        guardianId: userId,
        today,
      })
      if (child.duplicate_of)
        throw badRequest('The child is a duplicate of another person', applicationErrors.duplicateChild)
      const existing = await q.findApplicationsOfChildByGuardian(tx, body.childId, userId)
      if (
        isDuplicate(
          body.type,
          existing.map((a) => ({ type: a.type, status: a.status, hideFromGuardian: a.hide_from_guardian })),
        )
      ) {
        throw badRequest('Duplicate application', applicationErrors.duplicateApplication)
      }
      // A foster parent's household children are not pre-filled (reference §3)
      const id = await q.insertApplication(tx, {
        type: body.type,
        status: 'CREATED',
        guardianId: userId,
        childId: body.childId,
        form: relation.isGuardian ? form : { ...form, otherChildren: [] },
        createdBy: userId,
        now,
      })
      await audit(tx, {
        actor,
        action: 'APPLICATION_CREATE',
        targets: { persons: [body.childId, userId], ids: { application: [id] } },
      })
      return { id }
    })
  } catch (e) {
    if (isUniqueViolation(e, 'application_one_open_per_child_idx')) {
      throw badRequest('Duplicate application', applicationErrors.duplicateApplication)
    }
    throw e
  }
}

/** Loads what validation needs about the form's references and the other guardian */
async function validationFacts(
  db: Db,
  row: { type: ApplicationType; child_id: string; guardian_id: string },
  form: ApplicationForm,
  input: { today: string; sentStartDate: string | null; strict: boolean },
): Promise<{ facts: ValidationFacts; units: { id: string; name: string }[]; otherGuardianIds: string[] }> {
  const optionId = form.preferences.serviceNeed?.serviceNeedOption?.id
  const [clubTerms, preschoolTerms, serviceNeedOptions, units, other] = await Promise.all([
    lookups.findClubTerms(db),
    lookups.findPreschoolTerms(db),
    lookups.findServiceNeedOptionsByIds(db, optionId ? [optionId] : []),
    lookups.findUnitsByIds(db, [...new Set(form.preferences.preferredUnits.map((u) => u.id))]),
    otherGuardianFacts(db, row.child_id, row.guardian_id),
  ])
  return {
    facts: {
      type: row.type,
      today: input.today,
      sentStartDate: input.sentStartDate,
      strict: input.strict,
      clubTerms,
      preschoolTerms,
      serviceNeedOptions,
      units,
      askOtherGuardianAgreement: other.hasOtherGuardian && other.otherGuardianLivesInSameAddress === false,
    },
    units,
    otherGuardianIds: other.ids,
  }
}

function requireValid(form: ApplicationForm, facts: ValidationFacts) {
  const errors = validateApplicationForm(form, facts)
  if (errors.length > 0)
    throw badRequest(`Invalid application: ${describeErrors(errors)}`, applicationErrors.validation)
}

/** Attachments that no longer apply: urgency proof without urgency, shift-care proof without shift care */
function droppedAttachmentTypes(form: ApplicationForm): ('URGENCY' | 'EXTENDED_CARE')[] {
  return [
    ...(form.preferences.urgent ? [] : (['URGENCY'] as const)),
    ...(form.preferences.serviceNeed?.shiftCare ? [] : (['EXTENDED_CARE'] as const)),
  ]
}

/** The stored form with the update merged in, shaped by type, with names from the database */
async function mergedForm(db: Db, row: q.ApplicationRow, update: ApplicationFormUpdate) {
  const form = normalizeForm(mergeFormUpdate(row.document, update), row.type)
  const optionId = form.preferences.serviceNeed?.serviceNeedOption?.id
  const [units, options] = await Promise.all([
    lookups.findUnitsByIds(db, [...new Set(form.preferences.preferredUnits.map((u) => u.id))]),
    lookups.findServiceNeedOptionsByIds(db, optionId ? [optionId] : []),
  ])
  return refreshReferences(form, units, options)
}

/** PUT draft: the applicant saves a draft, without validation (spec 000) */
export async function saveDraft(
  s: Services,
  actor: AuditActor,
  applicationId: string,
  update: ApplicationFormUpdate,
  today: string,
  now: Date,
): Promise<void> {
  const keys = await s.db.transaction().execute(async (tx) => {
    const row = await ownApplicationForUpdate(tx, actor.personId, applicationId, today)
    requireStatus(row, ['CREATED'], 'Only a draft can be saved as a draft')
    await audit(tx, { actor, action: 'APPLICATION_DRAFT_SAVE', targets: applicationTargets(row) })
    const form = await mergedForm(tx, row, update)
    await q.updateApplicationForm(tx, row.id, { form, now, allowOtherGuardianAccess: false })
    return q.deleteAttachmentsOfTypes(tx, row.id, droppedAttachmentTypes(form))
  })
  await deleteFilesQuietly(s.files, keys, s.log)
}

/**
 * PUT: the applicant updates a draft or a sent, unprocessed application, with full validation. A
 * sent application's start date may not move earlier; its due date is recalculated.
 */
export async function updateApplication(
  s: Services,
  actor: AuditActor,
  applicationId: string,
  body: { form: ApplicationFormUpdate; allowOtherGuardianAccess: boolean },
  today: string,
  now: Date,
): Promise<void> {
  const keys = await s.db.transaction().execute(async (tx) => {
    const row = await ownApplicationForUpdate(tx, actor.personId, applicationId, today)
    requireStatus(row, ['CREATED', 'SENT'], 'The application can no longer be changed')
    await audit(tx, { actor, action: 'APPLICATION_UPDATE', targets: applicationTargets(row) })
    const form = await mergedForm(tx, row, body.form)
    const sentStartDate = row.status === 'SENT' ? row.document.preferences.preferredStartDate : null
    const start = form.preferences.preferredStartDate
    if (sentStartDate && start && start < sentStartDate) {
      throw badRequest('The start date of a sent application cannot move earlier', applicationErrors.startDateEarlier)
    }
    const { facts } = await validationFacts(tx, row, form, { today, sentStartDate, strict: false })
    requireValid(form, facts)
    const keys = await q.deleteAttachmentsOfTypes(tx, row.id, droppedAttachmentTypes(form))
    const due =
      row.status === 'SENT' && row.sent_date
        ? dueDate({
            type: row.type,
            transferApplication: row.transfer_application,
            urgent: form.preferences.urgent,
            sentDate: row.sent_date,
            urgencyAttachmentDates: await urgencyAttachmentDates(tx, row.id),
          })
        : undefined
    await q.updateApplicationForm(tx, row.id, {
      form,
      now,
      allowOtherGuardianAccess: body.allowOtherGuardianAccess,
      dueDate: due,
    })
    return keys
  })
  await deleteFilesQuietly(s.files, keys, s.log)
}

/**
 * POST send-application (reference §3): a draft, strictly valid, becomes SENT with its sent and
 * due dates, the transfer flag, the applicant's contact details copied to their person data, the
 * "application received" email in the outbox and the child's other guardians recorded.
 */
export async function sendApplication(
  db: Db,
  actor: AuditActor,
  applicationId: string,
  today: string,
  now: Date,
): Promise<void> {
  const userId = actor.personId
  await db.transaction().execute(async (tx) => {
    const row = await ownApplicationForUpdate(tx, userId, applicationId, today)
    requireStatus(row, ['CREATED'], 'Only a draft can be sent')
    const form = normalizeForm(row.document, row.type)
    const { facts, otherGuardianIds } = await validationFacts(tx, row, form, {
      today,
      sentStartDate: null,
      strict: true,
    })
    requireValid(form, facts)
    const placementTypes = await children.activePlacementTypes(tx, row.child_id, today)
    const transferApplication = isTransferApplication(row.type, placementTypes)
    const due = dueDate({
      type: row.type,
      transferApplication,
      urgent: form.preferences.urgent,
      sentDate: today,
      urgencyAttachmentDates: await urgencyAttachmentDates(tx, row.id),
    })
    await q.markSent(tx, row.id, { now, sentDate: today, dueDate: due, transferApplication })
    await children.updateContactInfo(tx, userId, form.guardian.phoneNumber, form.guardian.email)
    // To the address just copied from the form (reference §3 steps 6-7)
    await enqueueEmail(tx, {
      recipients: [userId],
      dedupeKey: `application-received:${row.id}`,
      template: 'applicationReceived',
      params: { applicationType: row.type },
    })
    await q.setOtherGuardians(tx, row.id, otherGuardianIds)
    await startApplicationProcess(tx, row.id, row.type, now)
    await audit(tx, { actor, action: 'APPLICATION_SEND', targets: applicationTargets(row) })
  })
}

/** The application's case process starts when it is sent (reference §3 step 10) */
export async function startApplicationProcess(
  tx: Db,
  applicationId: string,
  type: ApplicationType,
  now: Date,
): Promise<void> {
  const processId = await startCaseProcess(tx, type === 'PRESCHOOL' ? 'preschoolApplication' : 'application', now)
  await q.setProcessId(tx, applicationId, processId)
}

/** DELETE: a draft is deleted with its attachments; a sent one is cancelled; anything else 400 */
export async function deleteApplication(
  s: Services,
  actor: AuditActor,
  applicationId: string,
  today: string,
  now: Date,
): Promise<void> {
  const keys = await s.db.transaction().execute(async (tx) => {
    const row = await ownApplicationForUpdate(tx, actor.personId, applicationId, today)
    requireStatus(row, ['CREATED', 'SENT'], 'Only a draft can be deleted or an unprocessed application cancelled')
    await audit(tx, { actor, action: 'APPLICATION_DELETE', targets: applicationTargets(row) })
    if (row.status === 'SENT') {
      await q.cancelApplication(tx, row.id, now)
      if (row.process_id) await completeCaseProcess(tx, row.process_id, now)
      return []
    }
    return q.deleteApplications(tx, [row.id])
  })
  await deleteFilesQuietly(s.files, keys, s.log)
}

/**
 * Drafts are kept one month after the last save (spec 000 section 4). A month is counted as 30
 * days: with calendar months a 29-day-old draft would go in early March and a 31-day-old one
 * stay at the end of March; 30 days gives every draft the same time.
 */
const DRAFT_KEPT_DAYS = 30
const DRAFT_BATCH = 100

/**
 * The background job: deletes drafts not saved for a month, with their attachments and files.
 * Answers how many it deleted.
 */
export async function deleteExpiredDrafts(s: Services, now: Date): Promise<number> {
  let deleted = 0
  for (;;) {
    const { ids, keys } = await s.db.transaction().execute(async (tx) => {
      const ids = await q.findExpiredDrafts(tx, new Date(now.getTime() - DRAFT_KEPT_DAYS * 86400_000), DRAFT_BATCH)
      return { ids, keys: await q.deleteApplications(tx, ids) }
    })
    await deleteFilesQuietly(s.files, keys, s.log)
    deleted += ids.length
    if (ids.length < DRAFT_BATCH) return deleted
  }
}
