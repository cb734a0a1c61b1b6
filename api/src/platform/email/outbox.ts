import type { EmailMessageType } from '@citizen/contract'
import type { Db } from '../db/database'
import { enqueueJob } from '../jobs'
import { parseTemplate, renderEmail, templateTypes, type EmailTemplate } from '../../email-templates'
import { emailLanguage, type RenderedEmail } from './templates'
import { enqueuePushes } from '../web-push/outbox'

/** The job that sends the outbox (registered in api/src/jobs.ts) */
export const SEND_EMAILS_JOB = 'SEND_EMAILS'

/**
 * The one check of the notification settings: TRANSACTIONAL is always sent, any other kind
 * unless the person turned it off (person.disabled_email_types).
 */
export function wantsEmail(type: EmailMessageType, disabled: readonly string[]): boolean {
  return type === 'TRANSACTIONAL' || !disabled.includes(type)
}

/**
 * Puts an email for each recipient (person ids) into the outbox, in the caller's transaction, so
 * it goes out only if what caused it commits. Skipped for a person with no email address or who
 * turned the kind off. `dedupeKey` names the cause (e.g. `application-received:<id>`): a cause
 * enqueued again adds nothing. Answers how many were added. The sending job is added in the same
 * transaction; it runs after the commit. `toAddress`, with one recipient: another address than
 * the person's (the old one, when the address changes); the settings and language are theirs.
 * The same cause also goes to the recipients' devices as a push (platform/web-push/outbox.ts),
 * whatever their email address and settings: each device has its own topics.
 */
export async function enqueueEmail(
  tx: Db,
  input: { recipients: readonly string[]; dedupeKey: string; toAddress?: string } & EmailTemplate,
): Promise<number> {
  if (input.recipients.length === 0) return 0
  if (input.toAddress !== undefined && input.recipients.length !== 1)
    throw new Error('An email to another address goes to one recipient')
  const type = templateTypes[input.template]
  const people = await tx
    .selectFrom('person')
    .select(['id', 'email', 'language', 'disabled_email_types'])
    .where('id', 'in', [...input.recipients])
    .execute()
  if (input.toAddress === undefined) await enqueuePushes(tx, input)
  const rows = people.flatMap((p) => {
    const to = (input.toAddress ?? p.email)?.trim()
    if (!to || !wantsEmail(type, p.disabled_email_types)) return []
    return [
      {
        person_id: p.id,
        to_address: to,
        language: emailLanguage(p.language),
        type,
        template: input.template,
        params: JSON.stringify(input.params),
        dedupe_key: input.dedupeKey,
      },
    ]
  })
  if (rows.length === 0) return 0
  const added = await tx
    .insertInto('email_outbox')
    .values(rows)
    .onConflict((oc) => oc.columns(['dedupe_key', 'person_id']).doNothing())
    .returning('id')
    .execute()
  if (added.length > 0)
    await enqueueJob(tx, SEND_EMAILS_JOB, {}, { dedupeKey: `${SEND_EMAILS_JOB}:${input.dedupeKey}` })
  return added.length
}

/** Sent and given-up rows are kept this long for questions about them, then deleted */
export const KEEP_EMAILS_DAYS = 90

/** The daily clean-up: answers how many rows it deleted. Unsent rows are never deleted. */
export async function deleteOldEmails(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('email_outbox')
    .where('status', '<>', 'PENDING')
    .where('created_at', '<', new Date(now.getTime() - KEEP_EMAILS_DAYS * 86400_000))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export interface OutboxRow {
  id: string
  to_address: string
  language: 'fi' | 'sv' | 'en'
  template: string
  params: unknown
}

/** The row's email as it is (or would be) sent; throws for a template or parameters this version does not know */
export function renderRow(row: OutboxRow, linkBaseUrl: string): RenderedEmail {
  return renderEmail(parseTemplate(row.template, row.params), row.language, linkBaseUrl)
}

/** A row this version cannot render is listed with the reason instead of failing the whole list */
function renderOrExplain(row: OutboxRow, linkBaseUrl: string): RenderedEmail {
  try {
    return renderRow(row, linkBaseUrl)
  } catch (e) {
    const reason = `Cannot render: ${e instanceof Error ? e.message : String(e)}`
    return { subject: reason, text: reason, html: '' }
  }
}

/** The newest outbox rows first, rendered (GET /api/dev/emails) */
export async function listOutbox(db: Db, linkBaseUrl: string, limit = 500) {
  const rows = await db
    .selectFrom('email_outbox')
    .select([
      'id',
      'created_at',
      'person_id',
      'to_address',
      'language',
      'type',
      'template',
      'params',
      'status',
      'attempts',
      'last_error',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => {
    const email = renderOrExplain(r, linkBaseUrl)
    return {
      id: r.id,
      createdAt: r.created_at.toISOString(),
      personId: r.person_id,
      to: r.to_address,
      language: r.language,
      type: r.type,
      subject: email.subject,
      text: email.text,
      html: email.html,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
    }
  })
}
