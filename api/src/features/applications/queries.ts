import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { ApplicationForm, ApplicationStatus, ApplicationType } from '@citizen/contract'
import type { Database } from '../../platform/db/schema'
import { childIdsOfCitizen } from '../children/public'

/** A connection or a transaction */
type Conn = Kysely<Database>

/** The user is listed as the other guardian of application `a` (application_other_guardian). */
function listedAsOtherGuardian(eb: ExpressionBuilder<Database & { a: Database['application'] }, 'a'>, userId: string) {
  return eb.exists(
    eb
      .selectFrom('application_other_guardian as aog')
      .select('aog.guardian_id')
      .whereRef('aog.application_id', '=', 'a.id')
      .where('aog.guardian_id', '=', userId),
  )
}

const APPLICATION_COLUMNS = [
  'a.id',
  'a.type',
  'a.status',
  'a.guardian_id',
  'a.child_id',
  'a.document',
  'a.created_at',
  'a.modified_at',
  'a.sent_date',
  'a.due_date',
  'a.transfer_application',
  'a.hide_from_guardian',
  'a.allow_other_guardian_access',
  'a.checked_by_admin',
  'a.confidential',
  'a.origin',
  'a.process_id',
] as const

/**
 * One application with the user's relation to it: listed as its other guardian, still a
 * guardian or valid foster parent of the child, and whether a sent decision is pending.
 * `forUpdate` locks the row for a command.
 */
export async function findApplication(
  db: Conn,
  applicationId: string,
  userId: string,
  today: string,
  forUpdate = false,
) {
  return db
    .selectFrom('application as a')
    .select(APPLICATION_COLUMNS)
    .select((eb) => [
      listedAsOtherGuardian(eb, userId).as('is_listed_other_guardian'),
      eb('a.child_id', 'in', childIdsOfCitizen(db, userId, today)).as('user_is_guardian_or_foster_parent'),
      eb
        .exists(
          eb
            .selectFrom('decision as d')
            .select('d.id')
            .whereRef('d.application_id', '=', 'a.id')
            .where('d.status', '=', 'PENDING')
            .where('d.sent_date', 'is not', null),
        )
        .as('has_pending_decision'),
    ])
    .where('a.id', '=', applicationId)
    .$if(forUpdate, (qb) => qb.forUpdate('a'))
    .executeTakeFirst()
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>

/**
 * The applications list of a citizen's children (reference §3 by-guardian): the user's own and
 * those where the user is listed as the other guardian; not hidden, not cancelled; newest sent
 * first (drafts first). With the applicant's and the child's addresses, the decisions' start
 * date and pending state and the preferred units' names: one query whatever the count.
 */
export async function findApplicationSummaries(db: Conn, userId: string, childIds: string[]) {
  if (childIds.length === 0) return []
  return db
    .selectFrom('application as a')
    .innerJoin('person as owner', 'owner.id', 'a.guardian_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('decision as d')
          .select([
            sql<
              string | null
            >`min(coalesce(d.requested_start_date, d.start_date)) FILTER (WHERE d.status <> 'REJECTED')`.as(
              'decision_start_date',
            ),
            sql<boolean | null>`bool_or(d.status = 'PENDING' AND d.sent_date IS NOT NULL)`.as('has_pending_decision'),
          ])
          .whereRef('d.application_id', '=', 'a.id')
          .as('dec'),
      (join) => join.onTrue(),
    )
    .select([
      'a.id',
      'a.type',
      'a.status',
      'a.guardian_id',
      'a.child_id',
      'a.created_at',
      'a.sent_date',
      'a.transfer_application',
      'a.hide_from_guardian',
      'a.allow_other_guardian_access',
      sql<string>`a.document->'child'->'person'->>'firstName'`.as('child_first_name'),
      sql<string>`a.document->'child'->'person'->>'lastName'`.as('child_last_name'),
      sql<string | null>`a.document->'preferences'->>'preferredStartDate'`.as('preferred_start_date'),
      // Unit names as they are now, in the order of preference (the form's ids are uuids: the
      // contract checks them on every save; comparing as text read every unit per application)
      sql<string[]>`ARRAY(
        SELECT u.name FROM jsonb_array_elements(a.document->'preferences'->'preferredUnits') WITH ORDINALITY AS e(unit, ord)
        JOIN unit u ON u.id = (e.unit->>'id')::uuid ORDER BY e.ord)`.as('unit_names'),
      'owner.street_address as owner_street_address',
      'owner.postal_code as owner_postal_code',
      'owner.residence_code as owner_residence_code',
      'owner.restricted_details_enabled as owner_restricted',
      'dec.decision_start_date',
      'dec.has_pending_decision',
    ])
    .select((eb) => listedAsOtherGuardian(eb, userId).as('is_listed_other_guardian'))
    .where('a.child_id', 'in', childIds)
    .where((eb) => eb.or([eb('a.guardian_id', '=', userId), listedAsOtherGuardian(eb, userId)]))
    .where('a.hide_from_guardian', '=', false)
    .where('a.status', '<>', 'CANCELLED')
    .orderBy(sql`a.sent_date DESC NULLS FIRST`)
    .orderBy('a.created_at', 'desc')
    .execute()
}

/**
 * Applications waiting for confirmation where the user is the applicant or listed as the other
 * guardian, for the notification count; children the user is no longer related to are left out.
 */
export async function findWaitingConfirmation(db: Conn, userId: string, today: string) {
  return (
    db
      .selectFrom('application as a')
      .innerJoin('person as owner', 'owner.id', 'a.guardian_id')
      .innerJoin('person as child', 'child.id', 'a.child_id')
      .select([
        'a.id',
        'a.status',
        'a.guardian_id',
        'a.hide_from_guardian',
        'a.allow_other_guardian_access',
        'owner.street_address as owner_street_address',
        'owner.postal_code as owner_postal_code',
        'owner.residence_code as owner_residence_code',
        'owner.restricted_details_enabled as owner_restricted',
        'child.street_address as child_street_address',
        'child.postal_code as child_postal_code',
        'child.residence_code as child_residence_code',
        'child.restricted_details_enabled as child_restricted',
      ])
      .select((eb) => listedAsOtherGuardian(eb, userId).as('is_listed_other_guardian'))
      .where('a.status', '=', 'WAITING_CONFIRMATION')
      .where('a.hide_from_guardian', '=', false)
      .where((eb) => eb.or([eb('a.guardian_id', '=', userId), listedAsOtherGuardian(eb, userId)]))
      // The user's children first: their applications by application_child_idx
      .where('a.child_id', 'in', childIdsOfCitizen(db, userId, today))
      .execute()
  )
}

/** Open and closed applications of a child by one applicant, for the duplicate rule. */
export async function findApplicationsOfChildByGuardian(db: Conn, childId: string, guardianId: string) {
  return db
    .selectFrom('application')
    .select(['type', 'status', 'hide_from_guardian'])
    .where('child_id', '=', childId)
    .where('guardian_id', '=', guardianId)
    .execute()
}

interface NewApplication {
  type: ApplicationType
  status: ApplicationStatus
  guardianId: string
  childId: string
  form: ApplicationForm
  createdBy: string | null
  now: Date
  sentDate?: string | null
  dueDate?: string | null
  transferApplication?: boolean
  allowOtherGuardianAccess?: boolean
  origin?: 'ELECTRONIC' | 'PAPER'
}

export async function insertApplication(db: Conn, a: NewApplication): Promise<string> {
  const row = await db
    .insertInto('application')
    .values({
      type: a.type,
      status: a.status,
      guardian_id: a.guardianId,
      child_id: a.childId,
      origin: a.origin ?? 'ELECTRONIC',
      document: JSON.stringify(a.form),
      created_at: a.now,
      created_by: a.createdBy,
      modified_at: a.now,
      sent_date: a.sentDate ?? null,
      due_date: a.dueDate ?? null,
      transfer_application: a.transferApplication ?? false,
      allow_other_guardian_access: a.allowOtherGuardianAccess ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Saves the form (and the flags an edit resets: checked by admin, confidential). */
export async function updateApplicationForm(
  db: Conn,
  applicationId: string,
  input: { form: ApplicationForm; now: Date; allowOtherGuardianAccess: boolean; dueDate?: string | null },
): Promise<void> {
  await db
    .updateTable('application')
    .set({
      document: JSON.stringify(input.form),
      modified_at: input.now,
      allow_other_guardian_access: input.allowOtherGuardianAccess,
      checked_by_admin: false,
      confidential: null,
      ...(input.dueDate !== undefined ? { due_date: input.dueDate } : {}),
    })
    .where('id', '=', applicationId)
    .execute()
}

export async function markSent(
  db: Conn,
  applicationId: string,
  input: { now: Date; sentDate: string; dueDate: string | null; transferApplication: boolean },
): Promise<void> {
  await db
    .updateTable('application')
    .set({
      status: 'SENT',
      sent_date: input.sentDate,
      due_date: input.dueDate,
      transfer_application: input.transferApplication,
      modified_at: input.now,
    })
    .where('id', '=', applicationId)
    .execute()
}

export async function setOtherGuardians(db: Conn, applicationId: string, guardianIds: string[]): Promise<void> {
  await db.deleteFrom('application_other_guardian').where('application_id', '=', applicationId).execute()
  if (guardianIds.length === 0) return
  await db
    .insertInto('application_other_guardian')
    .values(guardianIds.map((guardian_id) => ({ application_id: applicationId, guardian_id })))
    .execute()
}

export async function setProcessId(db: Conn, applicationId: string, processId: string): Promise<void> {
  await db.updateTable('application').set({ process_id: processId }).where('id', '=', applicationId).execute()
}

export async function setDueDate(db: Conn, applicationId: string, dueDate: string | null): Promise<void> {
  await db.updateTable('application').set({ due_date: dueDate }).where('id', '=', applicationId).execute()
}

export async function cancelApplication(db: Conn, applicationId: string, now: Date): Promise<void> {
  await db
    .updateTable('application')
    .set((eb) => ({
      status: 'CANCELLED',
      confidential: eb.fn.coalesce('confidential', sql<boolean>`true`),
      modified_at: now,
    }))
    .where('id', '=', applicationId)
    .execute()
}

/** Deletes applications (their attachments and decisions go by cascade); answers the attachments' storage keys. */
export async function deleteApplications(db: Conn, applicationIds: string[]): Promise<string[]> {
  if (applicationIds.length === 0) return []
  const keys = await db
    .selectFrom('attachment')
    .select('storage_key')
    .where('application_id', 'in', applicationIds)
    .execute()
  await db.deleteFrom('application').where('id', 'in', applicationIds).execute()
  return keys.map((k) => k.storage_key)
}

/** Drafts whose last save is older than `cutoff`, locked, skipping ones being saved right now. */
export async function findExpiredDrafts(db: Conn, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('application')
    .select('id')
    .where('status', '=', 'CREATED')
    .where('modified_at', '<', cutoff)
    .orderBy('modified_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute()
  return rows.map((r) => r.id)
}

export async function findAttachmentsOfApplication(db: Conn, applicationId: string) {
  return (
    db
      .selectFrom('attachment')
      .select(['id', 'name', 'content_type', 'type', 'received_at', 'uploaded_by_person', 'storage_key'])
      .where('application_id', '=', applicationId)
      .orderBy('received_at')
      .orderBy('id')
      // A table check keeps MESSAGE attachments off applications
      .$narrowType<{ type: 'URGENCY' | 'EXTENDED_CARE' }>()
      .execute()
  )
}

/** Removes attachments of the types; answers their storage keys. */
export async function deleteAttachmentsOfTypes(
  db: Conn,
  applicationId: string,
  types: ('URGENCY' | 'EXTENDED_CARE')[],
): Promise<string[]> {
  if (types.length === 0) return []
  const rows = await db
    .deleteFrom('attachment')
    .where('application_id', '=', applicationId)
    .where('type', 'in', types)
    .returning('storage_key')
    .execute()
  return rows.map((r) => r.storage_key)
}
