import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { IncomeAttachmentType } from '@citizen/contract'
import type { Database } from '../../platform/db/schema'

type Conn = Kysely<Database>

/**
 * An uploaded file's row: an application's (with its type), a message's or an income statement's
 * (with its income type), the latter two unlinked until sent
 */
export async function insertAttachment(
  db: Conn,
  a: (
    | { type: 'URGENCY' | 'EXTENDED_CARE'; applicationId: string }
    | { type: 'MESSAGE' }
    | { type: 'INCOME_STATEMENT'; incomeStatementId: string | null; incomeAttachmentType: IncomeAttachmentType }
  ) & {
    name: string
    contentType: string
    size: number
    storageKey: string
    uploadedBy: string
    receivedAt: Date
  },
): Promise<string> {
  const row = await db
    .insertInto('attachment')
    .values({
      application_id: 'applicationId' in a ? a.applicationId : null,
      income_statement_id: 'incomeStatementId' in a ? a.incomeStatementId : null,
      income_attachment_type: 'incomeAttachmentType' in a ? a.incomeAttachmentType : null,
      type: a.type,
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

export async function countAttachments(db: Conn, applicationId: string, uploadedBy: string): Promise<number> {
  const row = await db
    .selectFrom('attachment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('application_id', '=', applicationId)
    .where('uploaded_by_person', '=', uploadedBy)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** An attachment the user uploaded, with its application's owner and visibility. */
export async function findOwnAttachment(db: Conn, attachmentId: string, userId: string) {
  return db
    .selectFrom('attachment as at')
    .leftJoin('application as a', 'a.id', 'at.application_id')
    .select([
      'at.id',
      'at.application_id',
      'at.message_content_id',
      'at.income_statement_id',
      'at.name',
      'at.content_type',
      'at.size',
      'at.storage_key',
      'a.guardian_id',
      'a.hide_from_guardian',
    ])
    .where('at.id', '=', attachmentId)
    .where('at.uploaded_by_person', '=', userId)
    .executeTakeFirst()
}

/**
 * An attachment of a sent message whose thread the user's account takes part in (reference §10:
 * a message's attachment is the thread participants')
 */
export async function findMessageAttachmentOfParticipant(db: Conn, attachmentId: string, userId: string) {
  return db
    .selectFrom('attachment as at')
    .select(['at.id', 'at.name', 'at.content_type', 'at.size', 'at.storage_key'])
    .where('at.id', '=', attachmentId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('message as m')
          .innerJoin('message_thread_participant as tp', 'tp.thread_id', 'm.thread_id')
          .innerJoin('message_account as ma', 'ma.id', 'tp.participant_id')
          .whereRef('m.content_id', '=', 'at.message_content_id')
          .where('m.sent_at', 'is not', null)
          .where('ma.person_id', '=', userId)
          .select('m.id'),
      ),
    )
    .select((eb) =>
      eb
        .selectFrom('message as m')
        .innerJoin('message_thread as th', 'th.id', 'm.thread_id')
        .whereRef('m.content_id', '=', 'at.message_content_id')
        .select('th.sensitive')
        .limit(1)
        .as('sensitive'),
    )
    .executeTakeFirst()
}

export async function deleteAttachment(db: Conn, attachmentId: string): Promise<void> {
  await db.deleteFrom('attachment').where('id', '=', attachmentId).execute()
}

/** Which of these storage keys an attachment row names (the orphan sweep keeps those files) */
export async function findNamedStorageKeys(db: Conn, storageKeys: string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set()
  const rows = await db.selectFrom('attachment').select('storage_key').where('storage_key', 'in', storageKeys).execute()
  return new Set(rows.map((r) => r.storage_key))
}

/** Uploads attached to nothing yet: an unsent message's files, an income statement's before it is saved */
const unattached = (eb: ExpressionBuilder<Database, 'attachment'>) =>
  eb.or([
    eb.and([eb('type', '=', 'MESSAGE'), eb('message_content_id', 'is', null)]),
    eb.and([eb('type', '=', 'INCOME_STATEMENT'), eb('income_statement_id', 'is', null)]),
  ])

/** How many unattached uploads the person has, and their bytes together */
export async function sumUnattachedUploads(db: Conn, personId: string): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('attachment')
    .select((eb) => [eb.fn.countAll<string>().as('count'), sql<string>`coalesce(sum(size), 0)`.as('bytes')])
    .where('uploaded_by_person', '=', personId)
    .where(unattached)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), bytes: Number(row.bytes) }
}

/** Deletes the unattached uploads received before `before`; answers their storage keys */
export async function deleteUnattachedUploads(db: Conn, before: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom('attachment')
    .where('received_at', '<', before)
    .where(unattached)
    .returning('storage_key')
    .execute()
  return rows.map((r) => r.storage_key)
}
