import type { EmailMessageType, WebPushPayload, WebPushTopic } from '@citizen/contract'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import { enqueueJob } from '../jobs'
import { emailLanguage, type Content } from '../email/templates'
import { templateContent, templateTypes, type EmailTemplate } from '../../email-templates'

/**
 * The Web Push outbox (issue 43; docs/operations.md "Web Push"): what causes an email also puts a
 * push for each of the recipients' devices with the email kind's topic on into web_push_outbox,
 * in the same transaction (enqueueEmail calls enqueuePushes); the SEND_WEB_PUSHES job sends them.
 */

/** The job that sends the outbox (registered in api/src/jobs.ts) */
export const SEND_WEB_PUSHES_JOB = 'SEND_WEB_PUSHES'

/**
 * The device topic of each email kind. TRANSACTIONAL emails answer what the person just did
 * themselves (a receipt, a code, a changed password): no push.
 */
export const pushTopics: Record<EmailMessageType, WebPushTopic | null> = {
  TRANSACTIONAL: null,
  MESSAGE_NOTIFICATION: 'MESSAGE',
  BULLETIN_NOTIFICATION: 'MESSAGE',
  DECISION_NOTIFICATION: 'DECISION',
  DOCUMENT_NOTIFICATION: 'DOCUMENT',
  INFORMAL_DOCUMENT_NOTIFICATION: 'DOCUMENT',
  INCOME_NOTIFICATION: 'INCOME_STATEMENT',
  CALENDAR_EVENT_NOTIFICATION: 'CALENDAR_REMINDER',
  ATTENDANCE_RESERVATION_NOTIFICATION: 'CALENDAR_REMINDER',
  DISCUSSION_TIME_NOTIFICATION: 'CALENDAR_REMINDER',
}

/**
 * Whether this process has VAPID keys (config webPush), set once at start by buildApp: without
 * them nothing is queued (the subscription endpoints refuse too, so the web hides the switch).
 */
let queueing = false
export function setWebPushQueueing(on: boolean): void {
  queueing = on
}

/**
 * Puts a push for each device of the recipients that has the template's topic on into the
 * outbox, in the caller's transaction; the same cause (`dedupeKey`) twice adds nothing. Answers
 * how many were added.
 */
export async function enqueuePushes(
  tx: Db,
  input: { recipients: readonly string[]; dedupeKey: string } & EmailTemplate,
): Promise<number> {
  const topic = pushTopics[templateTypes[input.template]]
  if (!queueing || topic === null || input.recipients.length === 0) return 0
  const devices = await tx
    .selectFrom('web_push_subscription as s')
    .innerJoin('person as p', 'p.id', 's.person_id')
    .select(['s.id', 'p.language'])
    .where('s.person_id', 'in', [...input.recipients])
    .where(sql<boolean>`${topic} = ANY(s.topics)`)
    .execute()
  if (devices.length === 0) return 0
  const added = await tx
    .insertInto('web_push_outbox')
    .values(
      devices.map((d) => ({
        subscription_id: d.id,
        topic,
        language: emailLanguage(d.language),
        template: input.template,
        params: JSON.stringify(input.params),
        dedupe_key: input.dedupeKey,
      })),
    )
    .onConflict((oc) => oc.columns(['dedupe_key', 'subscription_id']).doNothing())
    .returning('id')
    .execute()
  if (added.length > 0)
    await enqueueJob(tx, SEND_WEB_PUSHES_JOB, {}, { dedupeKey: `${SEND_WEB_PUSHES_JOB}:${input.dedupeKey}` })
  return added.length
}

/**
 * What the device shows: the email's subject and first paragraph (or the template's own push
 * texts) and its link; a newer push about the same page replaces the older one on the device
 */
export function pushPayload(content: Content): WebPushPayload {
  return {
    title: content.push?.title ?? content.subject,
    body: content.push?.body ?? content.paragraphs[0],
    url: content.path,
    tag: content.path,
  }
}

/** A stored row's payload; throws for a template or parameters this version does not know */
export function renderPush(row: { template: string; params: unknown; language: 'fi' | 'sv' | 'en' }) {
  return pushPayload(templateContent(row.template, row.params, row.language))
}

/** Sent and given-up rows are kept as long as the emails' (KEEP_EMAILS_DAYS), then deleted */
export async function deleteOldPushes(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('web_push_outbox')
    .where('status', '<>', 'PENDING')
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
