import type {
  ApplicationAction,
  ApplicationChild,
  ApplicationDetails,
  ApplicationForm,
  ApplicationFormUpdate,
  ApplicationsOfChild,
  ApplicationStatus,
  ApplicationType,
  PersonBasics,
} from '@citizen/contract'
import { errorCodes, helsinkiDate } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { FileStorage } from '../../platform/files'
import { deleteFilesQuietly } from '../../platform/files'
import { badRequest, notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'
import { appendProcessState, createCaseProcess, PROCESS_DEFINITIONS } from '../process-metadata/queries'
import {
  applicationRole,
  countsAsNotification,
  isDecidable,
  isDuplicate,
  livesInSameAddress,
  mayApplyForChild,
  permittedActions,
  type AddressFacts,
  type ApplicationFacts,
} from './policy'
import { describeErrors, normalizeForm, validateApplicationForm, type ValidationFacts } from './validation'
import {
  defaultStartDate,
  dueDate,
  initialForm,
  mergeFormUpdate,
  reducedForm,
  refreshReferences,
  type FormPerson,
} from './form'

/** errorCodes of the applications' expected failures (400) */
export const applicationErrors = {
  duplicateApplication: 'DUPLICATE_APPLICATION',
  duplicateChild: 'DUPLICATE_CHILD',
  /** The action is not possible in the application's status (e.g. saving a sent one as a draft) */
  invalidStatus: 'INVALID_STATUS',
  /** A sent application's start date moved earlier ("Valitse myöhäisempi päivä") */
  startDateEarlier: 'START_DATE_EARLIER',
  validation: errorCodes.validation,
} as const

export interface Services {
  db: Db
  files: FileStorage
  log: { warn(obj: object, msg: string): void }
}

export interface Actor {
  personId: string
}

export const addressFacts = (p: {
  street_address: string
  postal_code: string
  residence_code: string
  restricted_details_enabled: boolean
}): AddressFacts => ({
  streetAddress: p.street_address,
  postalCode: p.postal_code,
  residenceCode: p.residence_code,
  restrictedDetails: p.restricted_details_enabled,
})

const formPerson = (p: q.PersonRow): FormPerson => ({
  firstName: p.first_name,
  lastName: p.last_name,
  socialSecurityNumber: p.social_security_number,
  dateOfBirth: p.date_of_birth,
  streetAddress: p.street_address,
  postalCode: p.postal_code,
  postOffice: p.post_office,
  restrictedDetails: p.restricted_details_enabled,
  phone: p.phone,
  email: p.email,
  verifiedEmail: p.verified_email,
})

export async function personsById(db: Db, ids: string[]) {
  return new Map((await q.findPersons(db, [...new Set(ids)])).map((p) => [p.id, p]))
}

/** The policy's facts about one application for the user */
export function applicationFacts(
  row: q.ApplicationRow,
  userId: string,
  persons: Map<string, q.PersonRow>,
): ApplicationFacts {
  const user = persons.get(userId)
  const owner = persons.get(row.guardian_id)
  const child = persons.get(row.child_id)
  return {
    status: row.status,
    hideFromGuardian: row.hide_from_guardian,
    isOwner: row.guardian_id === userId,
    isListedOtherGuardian: Boolean(row.is_listed_other_guardian),
    allowOtherGuardianAccess: row.allow_other_guardian_access,
    isGuardianOrFosterParent: Boolean(row.user_is_guardian_or_foster_parent),
    livesWithApplicantAndChild:
      !!user &&
      !!owner &&
      !!child &&
      livesInSameAddress(addressFacts(user), addressFacts(owner)) &&
      livesInSameAddress(addressFacts(user), addressFacts(child)),
    hasPendingDecision: Boolean(row.has_pending_decision),
  }
}

/** Loads an application the user owns (locked for the command), or 404: another's application "does not exist". */
async function ownApplicationForUpdate(tx: Db, userId: string, applicationId: string, today: string) {
  const row = await q.findApplication(tx, applicationId, userId, today, true)
  if (!row || row.hide_from_guardian || row.guardian_id !== userId) throw notFound('Application not found')
  return row
}

function requireStatus(row: { status: ApplicationStatus }, allowed: ApplicationStatus[], message: string) {
  if (!allowed.includes(row.status)) throw badRequest(message, applicationErrors.invalidStatus)
}

/** The other guardian's facts for the form: do they exist, and do they live with the applicant */
async function otherGuardianFacts(db: Db, childId: string, applicantId: string) {
  const others = await q.findOtherGuardians(db, childId, applicantId)
  const applicant = (await q.findPersons(db, [applicantId]))[0]
  const first = others[0]
  return {
    ids: others.map((o) => o.id),
    hasOtherGuardian: others.length > 0,
    otherGuardianLivesInSameAddress:
      first && applicant ? livesInSameAddress(addressFacts(applicant), addressFacts(first)) : null,
  }
}

/**
 * Policy facts of an application listed for the user (the lists hold only the user's current
 * children, so the guardian-or-foster-parent test is already passed).
 */
export function listedApplicationFacts(
  a: {
    status: ApplicationFacts['status']
    hide_from_guardian: boolean
    guardian_id: string
    is_listed_other_guardian: unknown
    allow_other_guardian_access: boolean
    owner_street_address: string
    owner_postal_code: string
    owner_residence_code: string
    owner_restricted: boolean
  },
  userId: string,
  userAddress: AddressFacts | null,
  childAddress: AddressFacts,
  hasPendingDecision: boolean,
): ApplicationFacts {
  const ownerAddress: AddressFacts = {
    streetAddress: a.owner_street_address,
    postalCode: a.owner_postal_code,
    residenceCode: a.owner_residence_code,
    restrictedDetails: a.owner_restricted,
  }
  return {
    status: a.status,
    hideFromGuardian: a.hide_from_guardian,
    isOwner: a.guardian_id === userId,
    isListedOtherGuardian: Boolean(a.is_listed_other_guardian),
    allowOtherGuardianAccess: a.allow_other_guardian_access,
    isGuardianOrFosterParent: true,
    livesWithApplicantAndChild:
      userAddress !== null &&
      livesInSameAddress(userAddress, ownerAddress) &&
      livesInSameAddress(userAddress, childAddress),
    hasPendingDecision,
  }
}

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * GET by-guardian: one entry per child (guardian and valid foster children, also those without
 * applications), with summaries, permitted actions and decidable applications. Three queries,
 * whatever the number of children and applications.
 */
export async function getApplicationsByGuardian(
  db: Db,
  actor: AuditActor,
  today: string,
): Promise<ApplicationsOfChild[]> {
  const userId = actor.personId
  const [user, children] = await Promise.all([q.findPersons(db, [userId]), q.findApplicableChildren(db, userId, today)])
  const summaries = await q.findApplicationSummaries(
    db,
    userId,
    children.map((c) => c.id),
  )
  await audit(db, {
    actor,
    action: 'APPLICATIONS_READ',
    targets: { persons: children.map((c) => c.id), ids: { application: summaries.map((a) => a.id) } },
  })
  const userAddress = user[0] ? addressFacts(user[0]) : null
  const byName = new Intl.Collator('fi', { numeric: true })
  // First name first, as everywhere else in the service (the reference writes the last name first)
  const childName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`
  return children
    .map((child) => {
      const apps = summaries.filter((s) => s.child_id === child.id)
      const actions: Record<string, ApplicationAction[]> = {}
      const decidable: string[] = []
      for (const a of apps) {
        const facts = listedApplicationFacts(
          a,
          userId,
          userAddress,
          addressFacts(child),
          Boolean(a.has_pending_decision),
        )
        actions[a.id] = permittedActions(facts)
        if (isDecidable(facts)) decidable.push(a.id)
      }
      return {
        childId: child.id,
        childName: childName(child),
        applicationSummaries: apps.map((a) => ({
          applicationId: a.id,
          type: a.type,
          childId: a.child_id,
          childName: `${a.child_first_name} ${a.child_last_name}`,
          preferredUnitName: a.unit_names[0] ?? null,
          allPreferredUnitNames: a.unit_names,
          startDate:
            (a.status === 'ACTIVE' || a.status === 'WAITING_CONFIRMATION') && a.decision_start_date
              ? a.decision_start_date
              : a.preferred_start_date,
          sentDate: a.sent_date,
          applicationStatus: a.status,
          createdDate: a.created_at.toISOString(),
          transferApplication: a.transfer_application,
        })),
        permittedActions: actions,
        decidableApplications: decidable,
        duplicateOf: child.duplicate_of,
      }
    })
    .sort((a, b) => byName.compare(a.childName, b.childName) || a.childId.localeCompare(b.childId))
}

/** GET by-guardian/notifications: applications waiting for this user's confirmation */
export async function getApplicationNotifications(db: Db, userId: string, today: string): Promise<number> {
  const [user, rows] = await Promise.all([q.findPersons(db, [userId]), q.findWaitingConfirmation(db, userId, today)])
  const userAddress = user[0] ? addressFacts(user[0]) : null
  return rows.filter((a) =>
    countsAsNotification(
      listedApplicationFacts(
        a,
        userId,
        userAddress,
        {
          streetAddress: a.child_street_address,
          postalCode: a.child_postal_code,
          residenceCode: a.child_residence_code,
          restrictedDetails: a.child_restricted,
        },
        true,
      ),
    ),
  ).length
}

export async function getApplicationChildren(db: Db, actor: AuditActor, today: string): Promise<ApplicationChild[]> {
  const children = await q.findApplicableChildren(db, actor.personId, today)
  await audit(db, { actor, action: 'APPLICATION_CHILDREN_READ', targets: { persons: children.map((c) => c.id) } })
  return children.map((c) => ({
    id: c.id,
    firstName: c.first_name,
    lastName: c.last_name,
    dateOfBirth: c.date_of_birth,
    socialSecurityNumber: c.social_security_number,
    duplicateOf: c.duplicate_of,
  }))
}

/**
 * GET one: the applicant sees everything; the other guardian with access a reduced form and no
 * attachments; anyone else 404.
 */
export async function getApplication(
  db: Db,
  actor: AuditActor,
  applicationId: string,
  today: string,
): Promise<ApplicationDetails> {
  const userId = actor.personId
  const row = await q.findApplication(db, applicationId, userId, today)
  if (!row) throw notFound('Application not found')
  const persons = await personsById(db, [userId, row.guardian_id, row.child_id])
  const facts = applicationFacts(row, userId, persons)
  const role = applicationRole(facts)
  if (role === null) throw notFound('Application not found')
  const [other, attachments] = await Promise.all([
    otherGuardianFacts(db, row.child_id, row.guardian_id),
    role === 'OWNER' ? q.findAttachmentsOfApplication(db, row.id) : Promise.resolve([]),
    audit(db, { actor, action: 'APPLICATION_READ', targets: applicationTargets(row) }),
  ])
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    childId: row.child_id,
    guardianId: row.guardian_id,
    form: role === 'OWNER' ? row.document : reducedForm(row.document),
    hasOtherGuardian: other.hasOtherGuardian,
    otherGuardianLivesInSameAddress: other.otherGuardianLivesInSameAddress,
    allowOtherGuardianAccess: row.allow_other_guardian_access,
    transferApplication: row.transfer_application,
    createdAt: row.created_at.toISOString(),
    sentDate: row.sent_date,
    dueDate: row.due_date,
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.name,
      contentType: a.content_type,
      type: a.type,
      receivedAt: a.received_at.toISOString(),
      uploadedByEmployee: null,
      uploadedByPerson: a.uploaded_by_person,
    })),
    permittedActions: permittedActions(facts),
  }
}

/** Whose data an application holds (the child's and the applicant's) and its id */
const applicationTargets = (row: { id: string; child_id: string; guardian_id: string }) => ({
  persons: [row.child_id, row.guardian_id],
  ids: { application: [row.id] },
})

async function requireChildRelation(db: Db, userId: string, childId: string, today: string) {
  const relation = await q.findChildRelation(db, userId, childId, today)
  if (!mayApplyForChild(relation)) throw notFound('Child not found')
  return relation
}

const perType = <T>(f: (type: ApplicationType) => T) => ({
  DAYCARE: f('DAYCARE'),
  PRESCHOOL: f('PRESCHOOL'),
  CLUB: f('CLUB'),
})

/** GET duplicates/{childId}: which types the user already has an open application of */
export async function getDuplicates(db: Db, actor: AuditActor, childId: string, today: string) {
  const userId = actor.personId
  await requireChildRelation(db, userId, childId, today)
  await audit(db, { actor, action: 'APPLICATION_DUPLICATES_READ', targets: { persons: [childId] } })
  const existing = (await q.findApplicationsOfChildByGuardian(db, childId, userId)).map((a) => ({
    type: a.type,
    status: a.status,
    hideFromGuardian: a.hide_from_guardian,
  }))
  return perType((type) => isDuplicate(type, existing))
}

/** GET active-placements/{childId}: a new application of the type would be a transfer application */
export async function getActivePlacements(db: Db, actor: AuditActor, childId: string, today: string) {
  await requireChildRelation(db, actor.personId, childId, today)
  await audit(db, { actor, action: 'ACTIVE_PLACEMENTS_READ', targets: { persons: [childId] } })
  const types = await q.findActivePlacementTypes(db, childId, today)
  return perType((type) => q.TRANSFER_PLACEMENT_TYPES[type].some((t) => types.includes(t)))
}

// ---------------------------------------------------------------------------------------------
// Commands

function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint?: string }
  return err?.code === '23505' && err.constraint === constraint
}

/** The pre-filled form of a new application for the child by the applicant (also the dev API's starting point) */
export async function buildInitialForm(
  db: Db,
  input: { type: ApplicationType; childId: string; guardianId: string; today: string },
) {
  const persons = await personsById(db, [input.childId, input.guardianId])
  const child = persons.get(input.childId)
  const guardian = persons.get(input.guardianId)
  if (!child || !guardian) throw notFound('Person not found')
  const [clubTerms, preschoolTerms, siblings] = await Promise.all([
    q.findClubTerms(db),
    q.findPreschoolTerms(db),
    q.findOtherChildrenOfGuardian(db, input.guardianId, input.childId, input.today),
  ])
  const guardianAddress = addressFacts(guardian)
  const otherChildren: PersonBasics[] = siblings
    .filter((s) => livesInSameAddress(guardianAddress, addressFacts(s)))
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
    q.findClubTerms(db),
    q.findPreschoolTerms(db),
    q.findServiceNeedOptionsByIds(db, optionId ? [optionId] : []),
    q.findUnitsByIds(db, [...new Set(form.preferences.preferredUnits.map((u) => u.id))]),
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

async function urgencyAttachmentDates(db: Db, applicationId: string): Promise<string[]> {
  return (await q.findAttachmentsOfApplication(db, applicationId))
    .filter((a) => a.type === 'URGENCY')
    .map((a) => helsinkiDate(a.received_at))
}

/** The stored form with the update merged in, shaped by type, with names from the database */
async function mergedForm(db: Db, row: q.ApplicationRow, update: ApplicationFormUpdate) {
  const form = normalizeForm(mergeFormUpdate(row.document, update), row.type)
  const optionId = form.preferences.serviceNeed?.serviceNeedOption?.id
  const [units, options] = await Promise.all([
    q.findUnitsByIds(db, [...new Set(form.preferences.preferredUnits.map((u) => u.id))]),
    q.findServiceNeedOptionsByIds(db, optionId ? [optionId] : []),
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
 * due dates, the transfer flag, the applicant's contact details copied to their person data and
 * the child's other guardians recorded.
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
    const placementTypes = await q.findActivePlacementTypes(tx, row.child_id, today)
    const transferApplication = q.TRANSFER_PLACEMENT_TYPES[row.type].some((t) => placementTypes.includes(t))
    const due = dueDate({
      type: row.type,
      transferApplication,
      urgent: form.preferences.urgent,
      sentDate: today,
      urgencyAttachmentDates: await urgencyAttachmentDates(tx, row.id),
    })
    await q.markSent(tx, row.id, { now, sentDate: today, dueDate: due, transferApplication })
    await q.updatePersonContactInfo(tx, userId, form.guardian.phoneNumber, form.guardian.email)
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
  const definition = type === 'PRESCHOOL' ? PROCESS_DEFINITIONS.preschoolApplication : PROCESS_DEFINITIONS.application
  const processId = await createCaseProcess(tx, definition, now)
  await tx.updateTable('application').set({ process_id: processId }).where('id', '=', applicationId).execute()
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
      if (row.process_id) await appendProcessState(tx, row.process_id, 'COMPLETED', now)
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
export const DRAFT_KEPT_DAYS = 30
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

// ---------------------------------------------------------------------------------------------
// For the attachments feature (the rule who may add files to an application lives here)

/**
 * The user's own application, locked, while attachments may be added or removed (CREATED or
 * SENT): 404 for anyone else's, 400 in other statuses.
 */
export async function lockApplicationForAttachments(tx: Db, userId: string, applicationId: string, today: string) {
  const row = await ownApplicationForUpdate(tx, userId, applicationId, today)
  requireStatus(row, ['CREATED', 'SENT'], 'Attachments can no longer be changed')
  return row
}

/** An urgency attachment of a sent urgent application starts its two weeks (reference §10) */
export async function recalculateDueDate(tx: Db, row: q.ApplicationRow): Promise<void> {
  if (row.status !== 'SENT' || !row.sent_date) return
  const due = dueDate({
    type: row.type,
    transferApplication: row.transfer_application,
    urgent: row.document.preferences.urgent,
    sentDate: row.sent_date,
    urgencyAttachmentDates: await urgencyAttachmentDates(tx, row.id),
  })
  await tx.updateTable('application').set({ due_date: due }).where('id', '=', row.id).execute()
}

// Lookups (public)
export const getClubTerms = (db: Db) => q.findClubTerms(db)
export const getPreschoolTerms = (db: Db) => q.findPreschoolTerms(db)
export const getServiceNeedOptions = (db: Db, placementTypes: string[]) => q.findServiceNeedOptions(db, placementTypes)
