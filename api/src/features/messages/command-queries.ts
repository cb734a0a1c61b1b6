import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'
import { activeParticipants } from './queries'

/**
 * The writes of the message commands (commands.ts, and the dev API's staff side): threads,
 * messages with their recipients and participants, and message attachments.
 */

const rows = async <R>(db: Db, query: ReturnType<typeof sql<R>>) => (await query.execute(db)).rows

/** A message of a thread the account participates in, with the thread's facts; undefined otherwise */
export async function findMessageForReply(db: Db, messageId: string, accountId: string) {
  return (
    await rows<{
      thread_id: string
      message_type: 'MESSAGE' | 'BULLETIN'
      is_copy: boolean
      sensitive: boolean
      application_id: string | null
      application_status: string | null
      original_sender_id: string
      participants: { id: string; type: string }[]
      children: string[]
    }>(
      db,
      sql`SELECT t.id AS thread_id, t.message_type, t.is_copy, t.sensitive, t.application_id, a.status AS application_status,
            (SELECT m0.sender_id FROM message m0 WHERE m0.thread_id = t.id ORDER BY m0.created_at, m0.id LIMIT 1)
              AS original_sender_id,
            ${activeParticipants} AS participants,
            coalesce((SELECT array_agg(tc.child_id) FROM message_thread_children tc WHERE tc.thread_id = t.id), '{}')
              AS children
          FROM message m
          JOIN message_thread t ON t.id = m.thread_id
          JOIN message_thread_participant me ON me.thread_id = t.id AND me.participant_id = ${accountId}
          LEFT JOIN application a ON a.id = t.application_id
          WHERE m.id = ${messageId} AND m.sent_at IS NOT NULL
          FOR UPDATE OF me`,
    )
  )[0]
}

export async function findAccountNames(db: Db, accountIds: string[]) {
  if (accountIds.length === 0) return []
  return rows<{ id: string; name: string; type: string; person_id: string | null }>(
    db,
    sql`SELECT id, name, type, person_id FROM message_account_name WHERE id = ANY (${accountIds}::uuid[]) AND active`,
  )
}

export async function insertThread(
  db: Db,
  t: {
    messageType: 'MESSAGE' | 'BULLETIN'
    title: string
    urgent: boolean
    sensitive: boolean
    isCopy: boolean
    applicationId: string | null
    children: string[]
  },
): Promise<string> {
  const row = await db
    .insertInto('message_thread')
    .values({
      message_type: t.messageType,
      title: t.title,
      urgent: t.urgent,
      sensitive: t.sensitive,
      is_copy: t.isCopy,
      application_id: t.applicationId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (t.children.length > 0) {
    await db
      .insertInto('message_thread_children')
      .values(t.children.map((child_id) => ({ thread_id: row.id, child_id })))
      .execute()
  }
  return row.id
}

/**
 * Writes a sent message with its content and recipients, and brings the thread up (out of the
 * archive) for every recipient and the sender. Answers the message's and content's ids.
 */
export async function insertMessage(
  db: Db,
  m: {
    threadId: string
    senderId: string
    senderName: string
    content: string
    repliesTo: string | null
    recipientIds: string[]
    recipientNames: string[] | null
    now: Date
  },
): Promise<{ messageId: string; contentId: string }> {
  const content = await db
    .insertInto('message_content')
    .values({ content: m.content, author_id: m.senderId })
    .returning('id')
    .executeTakeFirstOrThrow()
  const message = await db
    .insertInto('message')
    .values({
      thread_id: m.threadId,
      content_id: content.id,
      sender_id: m.senderId,
      sender_name: m.senderName,
      replies_to: m.repliesTo,
      recipient_names: m.recipientNames,
      sent_at: m.now,
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('message_recipients')
    .values(m.recipientIds.map((recipient_id) => ({ message_id: message.id, recipient_id })))
    .execute()
  await sql`
    INSERT INTO message_thread_participant
      (thread_id, participant_id, folder_id, last_message_timestamp, last_received_timestamp, last_sent_timestamp)
    SELECT ${m.threadId}::uuid, r.id, NULL::uuid, ${m.now}::timestamptz, ${m.now}::timestamptz, NULL::timestamptz
    FROM unnest(${m.recipientIds}::uuid[]) r (id)
    WHERE r.id <> ${m.senderId}::uuid
    UNION ALL
    SELECT ${m.threadId}::uuid, ${m.senderId}::uuid, NULL::uuid, ${m.now}::timestamptz, NULL::timestamptz, ${m.now}::timestamptz
    ON CONFLICT (thread_id, participant_id) DO UPDATE SET
      folder_id = NULL,
      last_message_timestamp = EXCLUDED.last_message_timestamp,
      last_received_timestamp = coalesce(EXCLUDED.last_received_timestamp, message_thread_participant.last_received_timestamp),
      last_sent_timestamp = coalesce(EXCLUDED.last_sent_timestamp, message_thread_participant.last_sent_timestamp)`.execute(
    db,
  )
  return { messageId: message.id, contentId: content.id }
}

// Message attachments: an upload is unlinked until the send links it to the message's content

/** Links the user's own unlinked message uploads to the content; answers the ids linked */
export async function linkAttachments(
  db: Db,
  attachmentIds: string[],
  personId: string,
  contentId: string,
): Promise<string[]> {
  if (attachmentIds.length === 0) return []
  const linked = await db
    .updateTable('attachment')
    .set({ message_content_id: contentId })
    .where('id', 'in', attachmentIds)
    .where('uploaded_by_person', '=', personId)
    .where('type', '=', 'MESSAGE')
    .where('message_content_id', 'is', null)
    .returning('id')
    .execute()
  return linked.map((r) => r.id)
}

/** The user's message uploads no message has taken yet */
export async function countUnlinkedUploads(db: Db, personId: string): Promise<number> {
  const row = await db
    .selectFrom('attachment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uploaded_by_person', '=', personId)
    .where('type', '=', 'MESSAGE')
    .where('message_content_id', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
