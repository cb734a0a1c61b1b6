import type {
  ApplicationAction,
  ApplicationChild,
  ApplicationDetails,
  ApplicationsOfChild,
  ApplicationStatus,
  ApplicationType,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as children from '../children/service'
import * as q from './queries'
import * as lookups from './lookup-queries'
import {
  applicationRole,
  countsAsNotification,
  isDecidable,
  isDuplicate,
  isTransferApplication,
  mayAnswerDecisions,
  permittedActions,
  type ApplicationRole,
} from './policy'
import { dueDate, reducedForm } from './form'
import {
  applicationFacts,
  applicationTargets,
  listedApplicationFacts,
  otherGuardianFacts,
  ownApplicationForUpdate,
  requireChildRelation,
  requireStatus,
  urgencyAttachmentDates,
} from './facts'

/**
 * The applications' reads (spec 000 sections 2-9) and the functions other features call;
 * the commands are in commands.ts.
 */

// ---------------------------------------------------------------------------------------------
// Reads

/** The user, their children and the applications listed for them: three queries, the first two in parallel */
async function loadListed(db: Db, userId: string, today: string) {
  const [user, childRows] = await Promise.all([
    children.findPersons(db, [userId]),
    children.childrenOfCitizen(db, userId, today),
  ])
  const summaries = await q.findApplicationSummaries(
    db,
    userId,
    childRows.map((c) => c.id),
  )
  return { userAddress: user[0] ? children.addressFacts(user[0]) : null, children: childRows, summaries }
}

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
  const { userAddress, children: childRows, summaries } = await loadListed(db, userId, today)
  await audit(db, {
    actor,
    action: 'APPLICATIONS_READ',
    targets: { persons: childRows.map((c) => c.id), ids: { application: summaries.map((a) => a.id) } },
  })
  const byName = new Intl.Collator('fi', { numeric: true })
  // First name first, as everywhere else in the service (the reference writes the last name first)
  const childName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`
  return childRows
    .map((child) => {
      const apps = summaries.filter((s) => s.child_id === child.id)
      const actions: Record<string, ApplicationAction[]> = {}
      const decidable: string[] = []
      for (const a of apps) {
        const facts = listedApplicationFacts(
          a,
          userId,
          userAddress,
          children.addressFacts(child),
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
  const [user, rows] = await Promise.all([
    children.findPersons(db, [userId]),
    q.findWaitingConfirmation(db, userId, today),
  ])
  const userAddress = user[0] ? children.addressFacts(user[0]) : null
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
  const rows = await children.childrenOfCitizen(db, actor.personId, today)
  await audit(db, { actor, action: 'APPLICATION_CHILDREN_READ', targets: { persons: rows.map((c) => c.id) } })
  return rows.map((c) => ({
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
  const persons = await children.personsById(db, [userId, row.guardian_id, row.child_id])
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
  const types = await children.activePlacementTypes(db, childId, today)
  return perType((type) => isTransferApplication(type, types))
}

// ---------------------------------------------------------------------------------------------
// For other features: the applications' own rules on who reads and answers what

/**
 * The application with the user's role in it and the applications policy's answers on its
 * decisions (may the user answer them; is one waiting for the user's answer), or 404 when the
 * user has no role in it. `forUpdate` locks the row for a command.
 */
export async function applicationForUser(
  db: Db,
  userId: string,
  applicationId: string,
  today: string,
  forUpdate = false,
) {
  const row = await q.findApplication(db, applicationId, userId, today, forUpdate)
  if (!row) throw notFound('Application not found')
  const persons = await children.personsById(db, [userId, row.guardian_id, row.child_id])
  const facts = applicationFacts(row, userId, persons)
  const role = applicationRole(facts)
  if (role === null) throw notFound('Application not found')
  return { row, role, mayAnswerDecisions: mayAnswerDecisions(facts), decidable: isDecidable(facts) }
}

export type { ApplicationRole }

/**
 * The listed applications (as on the applications page) in which the user has a role, with the
 * role and whether the user may answer its decisions now. Three queries whatever the count.
 */
export async function applicationRolesOfCitizen(
  db: Db,
  userId: string,
  today: string,
): Promise<{ id: string; childId: string; status: ApplicationStatus; role: ApplicationRole; decidable: boolean }[]> {
  const { userAddress, children: childRows, summaries } = await loadListed(db, userId, today)
  const childById = new Map(childRows.map((c) => [c.id, c]))
  return summaries.flatMap((a) => {
    const child = childById.get(a.child_id)!
    const f = listedApplicationFacts(
      a,
      userId,
      userAddress,
      children.addressFacts(child),
      Boolean(a.has_pending_decision),
    )
    const role = applicationRole(f)
    return role === null ? [] : [{ id: a.id, childId: a.child_id, status: a.status, role, decidable: isDecidable(f) }]
  })
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
  await q.setDueDate(tx, row.id, due)
}

// Lookups (public)
export const getClubTerms = (db: Db) => lookups.findClubTerms(db)
export const getPreschoolTerms = (db: Db) => lookups.findPreschoolTerms(db)
export const getServiceNeedOptions = (db: Db, placementTypes: string[]) =>
  lookups.findServiceNeedOptions(db, placementTypes)
