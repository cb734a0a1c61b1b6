import { sql } from 'kysely'
import type { AuthLevel } from '@citizen/contract'
import type { Db } from './db/database'
import { compiledOnce } from './db/compiled'

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
  | 'attachment'
  | 'decision'
  | 'feeDecision'
  | 'voucherValueDecision'
  | 'assistanceDecision'
  | 'preschoolAssistanceDecision'

export interface AuditTargets {
  /** Whose personal data it was: children, the user, the other guardian ("who accessed person X") */
  persons: readonly string[]
  ids?: Partial<Record<AuditTargetKind, readonly string[]>>
}

/**
 * Writes one audit row: one INSERT, in the caller's transaction when given one (a change is
 * logged only if it commits). Reads call it after loading what they answer, so a 404 logs
 * nothing. A failed write fails the request: unlogged access must not happen silently.
 */
export async function audit(
  db: Db,
  event: { actor: AuditActor; action: AuditAction; targets: AuditTargets },
): Promise<void> {
  const { actor, action, targets } = event
  const ids = Object.fromEntries(Object.entries(targets.ids ?? {}).filter(([, v]) => v && v.length > 0))
  await insertAuditEvent(db, {
    actorPersonId: actor.personId,
    actorAuthLevel: actor.authLevel,
    action,
    targetPersonIds: [...new Set(targets.persons)],
    targetIds: JSON.stringify(ids),
    requestId: actor.requestId,
  })
}

// Every call of every page writes one: compiled once
const insertAuditEvent = compiledOnce(
  (
    db: Db,
    v: {
      actorPersonId: string
      actorAuthLevel: AuthLevel
      action: AuditAction
      targetPersonIds: string[]
      targetIds: string
      requestId: string
    },
  ) =>
    db.insertInto('audit_event').values({
      actor_person_id: v.actorPersonId,
      actor_auth_level: v.actorAuthLevel,
      action: v.action,
      target_person_ids: v.targetPersonIds,
      target_ids: v.targetIds,
      request_id: v.requestId,
    }),
)

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
