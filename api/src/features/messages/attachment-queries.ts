import type { Db } from '../../platform/db/database'

/** Message attachments: an upload is unlinked until the send links it to the message's content */

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

export async function insertMessageAttachment(
  db: Db,
  a: { name: string; contentType: string; size: number; storageKey: string; uploadedBy: string; receivedAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('attachment')
    .values({
      type: 'MESSAGE',
      name: a.name,
      content_type: a.contentType,
      size: a.size,
      storage_key: a.storageKey,
      uploaded_by_person: a.uploadedBy,
      received_at: a.receivedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
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
