import type { JobRegistry } from './platform/jobs'
import { deleteExpiredDrafts } from './features/applications/commands'
import { sweepOrphanFiles } from './features/attachments/orphan-files'
import { sendIncomeExpiryReminders } from './features/income/reminders'
import { sendReservationReminders } from './features/calendar/reminders'
import { sendQuestionnaireReminders } from './features/holiday-periods/reminders'
import { sendDiscussionTimeReminders } from './features/calendar-events/reminders'
import { sendWaitingDocumentReminders } from './features/documents/reminders'
import { deleteExpiredSamlRequests } from './features/auth/saml'
import { deleteExpiredCodes } from './features/personal-data/public'
import { deleteExpiredAuditEvents } from './platform/audit'
import { deleteExpiredIdempotencyKeys } from './platform/idempotency'
import { KEEP_EMAILS_DAYS, SEND_EMAILS_JOB, deleteOldEmails } from './platform/email/outbox'
import { sendDueEmails } from './platform/email/sender'
import { SEND_WEB_PUSHES_JOB, deleteOldPushes } from './platform/web-push/outbox'
import { sendDuePushes } from './platform/web-push/sender'

/** The reminders (issue 43) go in the morning, Helsinki time: a push at midnight would wake people */
export const REMINDER_HOUR = 9

/**
 * The background jobs of the service (mechanism: platform/jobs.ts). Run by every API process's
 * worker (main.ts) and on demand by POST /api/dev/run-jobs.
 */
export const jobRegistry: JobRegistry = {
  /** The email outbox (platform/email/): added with each email, and every minute for the retries */
  [SEND_EMAILS_JOB]: {
    everyMinutes: 1,
    async run(ctx) {
      const sent = await sendDueEmails(ctx)
      if (sent > 0) ctx.log.info({ sent }, 'sent emails')
    },
  },
  /** The Web Push outbox (platform/web-push/): added with each push, and every minute for the retries */
  [SEND_WEB_PUSHES_JOB]: {
    everyMinutes: 1,
    async run(ctx) {
      const sent = await sendDuePushes(ctx)
      if (sent > 0) ctx.log.info({ sent }, 'sent web pushes')
    },
  },
  /** Sent and failed emails and pushes are kept 90 days (platform/email/outbox.ts) */
  DELETE_OLD_EMAILS: {
    daily: true,
    async run(ctx) {
      const deleted = await deleteOldEmails(ctx.db, ctx.now)
      const pushes = await deleteOldPushes(ctx.db, new Date(ctx.now.getTime() - KEEP_EMAILS_DAYS * 86400_000))
      if (deleted + pushes > 0) ctx.log.info({ deleted, pushes }, 'deleted old emails and pushes')
    },
  },
  /** reference §6/§9: the income reminder email, when the calendar's income notice shows */
  INCOME_EXPIRY_REMINDERS: {
    daily: true,
    async run(ctx) {
      const queued = await sendIncomeExpiryReminders(ctx)
      if (queued > 0) ctx.log.info({ queued }, 'queued income expiry reminders')
    },
  },
  /** Issue 43: the day before reservations close, the guardians of children whose days the calendar marks missing */
  RESERVATION_REMINDERS: {
    daily: true,
    dailyHour: REMINDER_HOUR,
    async run(ctx) {
      const queued = await sendReservationReminders(ctx)
      if (queued > 0) ctx.log.info({ queued }, 'queued missing reservation reminders')
    },
  },
  /** Issue 43: three days before the holiday questionnaire closes, the guardians of children not yet answered for */
  HOLIDAY_QUESTIONNAIRE_REMINDERS: {
    daily: true,
    dailyHour: REMINDER_HOUR,
    async run(ctx) {
      const queued = await sendQuestionnaireReminders(ctx)
      if (queued > 0) ctx.log.info({ queued }, 'queued holiday questionnaire reminders')
    },
  },
  /** Issue 43: the day before a booked discussion time, the guardians of its child */
  DISCUSSION_TIME_REMINDERS: {
    daily: true,
    dailyHour: REMINDER_HOUR,
    async run(ctx) {
      const queued = await sendDiscussionTimeReminders(ctx)
      if (queued > 0) ctx.log.info({ queued }, 'queued discussion time reminders')
    },
  },
  /** Issue 43: a document to fill in that has waited seven days, to the guardians of its child */
  WAITING_DOCUMENT_REMINDERS: {
    daily: true,
    dailyHour: REMINDER_HOUR,
    async run(ctx) {
      const queued = await sendWaitingDocumentReminders(ctx)
      if (queued > 0) ctx.log.info({ queued }, 'queued waiting document reminders')
    },
  },
  /** spec 000: drafts are kept one month after the last save */
  DELETE_EXPIRED_DRAFTS: {
    daily: true,
    async run(ctx) {
      const deleted = await deleteExpiredDrafts(ctx, ctx.now)
      if (deleted > 0) ctx.log.info({ deleted }, 'deleted expired application drafts')
    },
  },
  /**
   * Uploads attached to nothing, stored files no attachment names and `.part` files of killed
   * uploads, a day old (local folder or S3)
   */
  DELETE_ORPHAN_FILES: {
    daily: true,
    async run(ctx) {
      const deleted = await sweepOrphanFiles(ctx)
      if (deleted.unattached + deleted.orphans + deleted.temporary > 0) ctx.log.info(deleted, 'deleted orphan files')
    },
  },
  /** Strong logins and logouts never answered: past their 10 minutes they can only be refused */
  DELETE_EXPIRED_SAML_REQUESTS: {
    daily: true,
    async run(ctx) {
      const deleted = await deleteExpiredSamlRequests(ctx.db, ctx.now)
      if (deleted > 0) ctx.log.info({ deleted }, 'deleted expired SAML requests')
    },
  },
  /** Email verification codes past their 2 hours and passkey challenges past their 5 minutes */
  DELETE_EXPIRED_LOGIN_CODES: {
    daily: true,
    async run(ctx) {
      const deleted = await deleteExpiredCodes(ctx.db, ctx.now)
      if (deleted > 0) ctx.log.info({ deleted }, 'deleted expired verification codes and passkey challenges')
    },
  },
  /** Idempotency keys are honoured IDEMPOTENCY_KEY_DAYS days (platform/idempotency.ts) */
  DELETE_EXPIRED_IDEMPOTENCY_KEYS: {
    daily: true,
    async run(ctx) {
      const deleted = await deleteExpiredIdempotencyKeys(ctx.db, ctx.now)
      if (deleted > 0) ctx.log.info({ deleted }, 'deleted expired idempotency keys')
    },
  },
  /** The audit log keeps AUDIT_RETENTION_DAYS days (platform/audit.ts) */
  DELETE_EXPIRED_AUDIT_EVENTS: {
    daily: true,
    async run(ctx) {
      const deleted = await deleteExpiredAuditEvents(ctx.db, ctx.now, ctx.config.auditRetentionDays)
      if (deleted > 0) ctx.log.info({ deleted }, 'deleted expired audit events')
    },
  },
}
