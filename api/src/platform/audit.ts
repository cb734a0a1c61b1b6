import { sql } from 'kysely'
import type { AuthLevel } from '@citizen/contract'
import type { Db } from './db/database'

/**
 * The audit log of personal data (issue 15): every read or change of a citizen's personal data
 * writes one `audit_event` row through `audit()`, called by the services. A later page shows
 * guardians who accessed their and their children's data, so a row names the actor, the action
 * from this closed list, whose data it was and what it was.
 */
export const auditActions = [
  'WEAK_LOGIN',
  'STRONG_LOGIN',
  'LOGOUT',
  'CHILDREN_READ',
  'CHILD_PLACEMENTS_READ',
  'PLACEMENT_TERMINATE',
  'CHILD_SERVICE_NEEDS_READ',
  'CHILD_DAILY_SERVICE_TIMES_READ',
  'CHILD_ATTENDANCE_SUMMARY_READ',
  'APPLICATION_CHILDREN_READ',
  'APPLICATIONS_READ',
  'APPLICATION_READ',
  'APPLICATION_CREATE',
  'APPLICATION_DRAFT_SAVE',
  'APPLICATION_UPDATE',
  'APPLICATION_SEND',
  'APPLICATION_DELETE',
  'APPLICATION_DUPLICATES_READ',
  'ACTIVE_PLACEMENTS_READ',
  'ATTACHMENT_UPLOAD',
  'ATTACHMENT_DOWNLOAD',
  'ATTACHMENT_DELETE',
  'DECISIONS_READ',
  'APPLICATION_DECISIONS_READ',
  'DECISION_ACCEPT',
  'DECISION_REJECT',
  'DECISION_PDF_READ',
  'FINANCE_DECISIONS_READ',
  'FEE_DECISION_PDF_READ',
  'VOUCHER_VALUE_DECISION_PDF_READ',
  'ASSISTANCE_DECISIONS_READ',
  'ASSISTANCE_DECISION_READ',
  'ASSISTANCE_DECISION_MARK_READ',
  'ASSISTANCE_DECISION_PDF_READ',
  'PRESCHOOL_ASSISTANCE_DECISIONS_READ',
  'PRESCHOOL_ASSISTANCE_DECISION_READ',
  'PRESCHOOL_ASSISTANCE_DECISION_MARK_READ',
  'PRESCHOOL_ASSISTANCE_DECISION_PDF_READ',
  'APPLICATION_METADATA_READ',
  'FEE_DECISION_METADATA_READ',
  'VOUCHER_VALUE_DECISION_METADATA_READ',
  'CALENDAR_READ',
  'RESERVATIONS_SAVE',
  'ABSENCES_CREATE',
  'INCOME_EXPIRY_READ',
  'CHILD_IMAGE_READ',
  'MESSAGES_READ',
  'MESSAGE_RECIPIENTS_READ',
  'MESSAGE_THREAD_MARK_READ',
  'MESSAGE_THREAD_MARK_UNREAD',
  'MESSAGE_THREAD_ARCHIVE',
  'MESSAGE_SEND',
  'MESSAGE_REPLY',
  'PERSONAL_DATA_UPDATE',
  'EMAIL_VERIFICATION_READ',
  'EMAIL_VERIFICATION_CODE_SEND',
  'EMAIL_VERIFY',
  'NOTIFICATION_SETTINGS_READ',
  'NOTIFICATION_SETTINGS_UPDATE',
  'WEAK_LOGIN_CREDENTIALS_UPDATE',
  'PASSKEY_REGISTRATION_START',
  'PASSKEY_REGISTER',
  'PASSKEYS_READ',
  'PASSKEY_RENAME',
  'PASSKEY_DELETE',
  'PASSKEY_LOGIN',
  'CHILD_DOCUMENTS_READ',
  'CHILD_DOCUMENTS_UNANSWERED_READ',
  'CHILD_DOCUMENT_READ',
  'CHILD_DOCUMENT_PDF_READ',
  'CHILD_DOCUMENT_MARK_READ',
  'CHILD_DOCUMENT_UPDATE',
  'PEDAGOGICAL_DOCUMENTS_READ',
  'PEDAGOGICAL_DOCUMENT_MARK_READ',
  'HOLIDAY_QUESTIONNAIRE_READ',
  'HOLIDAY_QUESTIONNAIRE_ANSWER',
  'SERVICE_APPLICATIONS_READ',
  'SERVICE_APPLICATION_OPTIONS_READ',
  'SERVICE_APPLICATION_CREATE',
  'SERVICE_APPLICATION_DELETE',
  'INCOME_STATEMENTS_READ',
  'INCOME_STATEMENT_READ',
  'INCOME_STATEMENT_START_DATES_READ',
  'INCOME_STATEMENT_PARTNER_READ',
  'INCOME_STATEMENT_CHILDREN_READ',
  'INCOME_STATEMENT_CREATE',
  'INCOME_STATEMENT_UPDATE',
  'INCOME_STATEMENT_UPDATE_SENT',
  'INCOME_STATEMENT_DELETE',
  'ABSENCE_APPLICATIONS_READ',
  'ABSENCE_APPLICATION_RANGES_READ',
  'ABSENCE_APPLICATION_CREATE',
  'ABSENCE_APPLICATION_DELETE',
  'CALENDAR_EVENTS_READ',
  'CALENDAR_EVENT_ICS_READ',
  'DISCUSSION_TIME_RESERVE',
  'DISCUSSION_TIME_CANCEL',
  'CALENDAR_SUBSCRIPTION_READ',
  'CALENDAR_SUBSCRIPTION_CREATE',
  'CALENDAR_SUBSCRIPTION_REVOKE',
  'CALENDAR_FEED_READ',
  'WEB_PUSH_SUBSCRIBE',
  'WEB_PUSH_SUBSCRIPTIONS_READ',
  'WEB_PUSH_SUBSCRIPTION_UPDATE',
  'WEB_PUSH_SUBSCRIPTION_DELETE',
] as const
export type AuditAction = (typeof auditActions)[number]

/** Who acts, and in which request: route.ts gives it to handlers as `ctx.actor` */
export interface AuditActor {
  personId: string
  authLevel: AuthLevel
  requestId: string
}

/** Ids of what was read or changed, by kind (stored as `target_ids`) */
export type AuditTargetKind =
  | 'application'
  | 'placement'
  | 'attachment'
  | 'decision'
  | 'feeDecision'
  | 'voucherValueDecision'
  | 'assistanceDecision'
  | 'preschoolAssistanceDecision'
  | 'messageThread'
  | 'message'
  | 'emailVerification'
  | 'passkey'
  | 'childDocument'
  | 'pedagogicalDocument'
  | 'holidayQuestionnaire'
  | 'serviceApplication'
  | 'incomeStatement'
  | 'absenceApplication'
  | 'calendarEvent'
  | 'calendarEventTime'
  | 'calendarSubscription'
  | 'webPushSubscription'

export interface AuditTargets {
  /** Whose personal data it was: children, the user, the other guardian ("who accessed person X") */
  persons: readonly string[]
  ids?: Partial<Record<AuditTargetKind, readonly string[]>>
}

/**
 * Writes one audit row. In the caller's transaction when given one: a change is logged only if
 * it commits. Reads call it after loading what they answer, so a 404 logs nothing. A failed
 * write fails the request: unlogged access must not happen silently.
 *
 * Outside a transaction (the reads) the rows of concurrent requests are written together: while
 * one INSERT is on its way, the rows that come meanwhile wait and go in the next one, and each
 * request awaits the INSERT holding its row (a group commit). Idle, a row goes at once; under
 * load, one statement and one commit carry many page loads' rows (issue 16: a commit of its own
 * cost each calendar call a quarter of its throughput).
 */
export async function audit(
  db: Db,
  event: { actor: AuditActor; action: AuditAction; targets: AuditTargets },
): Promise<void> {
  const { actor, action, targets } = event
  const ids = Object.fromEntries(Object.entries(targets.ids ?? {}).filter(([, v]) => v && v.length > 0))
  const row: AuditRow = {
    actor_person_id: actor.personId,
    actor_auth_level: actor.authLevel,
    action,
    target_person_ids: [...new Set(targets.persons)],
    target_ids: ids,
    request_id: actor.requestId,
  }
  if (db.isTransaction) await insertAuditRows(db, [row])
  else await batchOf(db).add(row)
}

interface AuditRow {
  actor_person_id: string
  actor_auth_level: AuthLevel
  action: AuditAction
  target_person_ids: string[]
  target_ids: Partial<Record<AuditTargetKind, readonly string[]>>
  request_id: string
}

/** One statement for any number of rows: the rows as one JSON parameter */
async function insertAuditRows(db: Db, rows: AuditRow[]): Promise<void> {
  await sql`
    INSERT INTO audit_event (actor_person_id, actor_auth_level, action, target_person_ids, target_ids, request_id)
    SELECT actor_person_id, actor_auth_level, action, target_person_ids, target_ids, request_id
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(
      actor_person_id uuid, actor_auth_level text, action text, target_person_ids uuid[], target_ids jsonb, request_id text
    )`.execute(db)
}

/** Rows per INSERT at most (a JSON parameter of some hundred kilobytes) */
const MAX_BATCH = 500

/** The rows of a database's reads waiting for their INSERT, one INSERT on its way at a time */
class AuditBatch {
  private readonly waiting: { row: AuditRow; resolve: () => void; reject: (error: unknown) => void }[] = []
  private writing = false

  constructor(private readonly db: Db) {}

  add(row: AuditRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject })
      if (!this.writing) this.writeWaiting()
    })
  }

  private writeWaiting() {
    if (this.waiting.length === 0) return
    const batch = this.waiting.splice(0, MAX_BATCH)
    this.writing = true
    insertAuditRows(
      this.db,
      batch.map((b) => b.row),
    )
      .then(
        () => batch.forEach((b) => b.resolve()),
        (error: unknown) => batch.forEach((b) => b.reject(error)),
      )
      .finally(() => {
        this.writing = false
        this.writeWaiting()
      })
  }
}

const batches = new WeakMap<Db, AuditBatch>()
function batchOf(db: Db): AuditBatch {
  let batch = batches.get(db)
  if (!batch) batches.set(db, (batch = new AuditBatch(db)))
  return batch
}

const DELETE_BATCH = 10_000

/** The retention clean-up (daily job DELETE_EXPIRED_AUDIT_EVENTS, AUDIT_RETENTION_DAYS): deletes rows older than `retentionDays` in batches; answers how many. */
export async function deleteExpiredAuditEvents(db: Db, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86400_000)
  let deleted = 0
  for (;;) {
    // Batches keep each transaction (and its locks and WAL burst) small on a large table
    const result = await sql`
      DELETE FROM audit_event WHERE id IN (
        SELECT id FROM audit_event WHERE created_at < ${before} ORDER BY created_at LIMIT ${DELETE_BATCH}
      )`.execute(db)
    const n = Number(result.numAffectedRows ?? 0)
    deleted += n
    if (n < DELETE_BATCH) return deleted
  }
}
