import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { parseEmailAddress } from '@citizen/contract'
import type { Db } from '../db/database'
import type { JobContext } from '../jobs'
import { parseAddress, type EmailConfig, type SmtpSettings } from './settings'
import { renderRow, type OutboxRow } from './outbox'
import { claimDueRow, markFailed, markSent, retryDelayMinutes } from '../outbox-rows'

/**
 * The SEND_EMAILS job: sends due outbox rows one at a time. A row is claimed with FOR UPDATE
 * SKIP LOCKED and leased (next_attempt_at moves LEASE ahead, committed before sending), so
 * two processes never send the same row; if the process dies after the SMTP server took the
 * email but before the row is marked, it is sent again when the lease ends, with the same
 * Message-ID (at-least-once: docs/operations.md "Email").
 */

/** Longer than the worst SMTP exchange the timeouts below allow */
const LEASE = '10 minutes'
export const MAX_ATTEMPTS = 10
/** Per job run; the periodic run and the next trigger continue from there */
const BATCH = 500

function transportOptions(smtp: SmtpSettings): SMTPTransport.Options | string {
  const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }
  if (smtp.kind === 'url') return { url: smtp.url, ...timeouts }
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'implicit',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    auth: smtp.user !== null && smtp.password !== null ? { user: smtp.user, pass: smtp.password } : undefined,
    ...timeouts,
  }
}

const claimEmail = (db: Db, now: Date) =>
  claimDueRow<OutboxRow>(db, 'email_outbox', ['to_address', 'language', 'template', 'params'], now, LEASE)

/** Sends what is due; answers how many were sent. Without SMTP settings nothing leaves. */
export async function sendDueEmails(ctx: Pick<JobContext, 'db' | 'config' | 'log' | 'now'>): Promise<number> {
  const settings: EmailConfig = ctx.config.email
  if (!settings.smtp) return 0
  const from = settings.from ?? ''
  const domain = parseAddress(from)?.split('@')[1] ?? 'localhost'
  const transport = nodemailer.createTransport(transportOptions(settings.smtp))
  let sent = 0
  try {
    for (let i = 0; i < BATCH; i++) {
      const row = await claimEmail(ctx.db, ctx.now)
      if (!row) break
      // One recipient, parsed here: a raw string would be split by nodemailer ("a@x.fi, b@y.fi")
      const recipient = parseEmailAddress(row.to_address)
      if (!recipient) {
        await recordFailure(ctx, row, new Error('Not one email address'), true)
        continue
      }
      try {
        const email = renderRow(row, settings.linkBaseUrl)
        await transport.sendMail({
          from,
          replyTo: settings.replyTo ?? undefined,
          to: { name: '', address: recipient.address },
          subject: email.subject,
          text: email.text,
          html: email.html,
          // Stable per row: a copy sent again after a crash is recognisably the same email
          messageId: `<${row.id}@${domain}>`,
        })
      } catch (e) {
        await recordFailure(ctx, row, e)
        continue
      }
      await markSent(ctx.db, 'email_outbox', row.id)
      sent++
    }
  } finally {
    transport.close()
  }
  return sent
}

async function recordFailure(
  ctx: Pick<JobContext, 'db' | 'log'>,
  row: { id: string; attempts: number },
  e: unknown,
  /** Trying again cannot help */
  permanent = false,
): Promise<void> {
  const message = e instanceof Error ? e.message : String(e)
  const giveUp = permanent || row.attempts >= MAX_ATTEMPTS
  if (giveUp) ctx.log.error({ err: e, emailId: row.id, attempts: row.attempts }, 'email not sent, gave up')
  else ctx.log.warn({ err: e, emailId: row.id, attempts: row.attempts }, 'email not sent, will retry')
  await markFailed(ctx.db, 'email_outbox', row.id, {
    error: message,
    retryInMinutes: retryDelayMinutes(row.attempts),
    giveUp,
  })
}
