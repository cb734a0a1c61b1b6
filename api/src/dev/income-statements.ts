import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import type { z } from 'zod'
import type { devCreateIncomeStatement, devCreatePartnership, devMarkIncomeStatementHandled } from '@citizen/contract'
import type { Db } from '../platform/db/database'
import { newFileKey, type FileStorage } from '../platform/files'
import { badRequest, notFound } from '../platform/errors'

type StatementBody = z.output<typeof devCreateIncomeStatement.body>
type HandledBody = z.output<typeof devMarkIncomeStatementHandled.body>
type PartnershipBody = z.output<typeof devCreatePartnership.body>

const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
const DEFAULT_HANDLER = 'Kaisa Käsittelijä'

/**
 * POST /api/dev/income-statements (contract/src/income-statements-dev.ts): a statement in any
 * status with attachments (a small PDF each, uploaded by its creator), stored as the API stores
 * them but not validated. Answers its id.
 */
export async function insertDevIncomeStatement(
  tx: Db,
  files: FileStorage,
  body: StatementBody,
  now: Date,
): Promise<string> {
  const person = await tx.selectFrom('person').select('id').where('id', '=', body.personId).executeTakeFirst()
  if (!person) throw badRequest(`Unknown person: ${body.personId}`)
  const createdBy = body.createdBy ?? body.personId
  const sentAt = body.status === 'DRAFT' ? null : body.sentAt ? new Date(body.sentAt) : now
  const data =
    body.type === 'INCOME'
      ? { gross: body.gross, entrepreneur: body.entrepreneur, student: body.student, alimonyPayer: body.alimonyPayer }
      : {}
  const row = await tx
    .insertInto('income_statement')
    .values({
      person_id: body.personId,
      created_by: createdBy,
      type: body.type,
      status: body.status,
      start_date: body.startDate,
      end_date: body.endDate,
      data: JSON.stringify(data),
      other_info: body.type === 'HIGHEST_FEE' ? '' : body.otherInfo,
      created_at: body.createdAt ? new Date(body.createdAt) : (sentAt ?? now),
      modified_at: now,
      sent_at: sentAt,
      handled_at: body.status === 'HANDLED' ? now : null,
      handler_name: body.status === 'HANDLED' ? (body.handlerName ?? DEFAULT_HANDLER) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const a of body.attachments) {
    const key = newFileKey()
    await files.store(key, await files.receive(Readable.from(SAMPLE_PDF), { maxBytes: 1_000_000 }), 'application/pdf')
    await tx
      .insertInto('attachment')
      .values({
        type: 'INCOME_STATEMENT',
        income_statement_id: row.id,
        income_attachment_type: a.type,
        name: a.name,
        content_type: 'application/pdf',
        size: SAMPLE_PDF.length,
        storage_key: key,
        uploaded_by_person: createdBy,
        received_at: now,
      })
      .execute()
  }
  return row.id
}

/** POST /api/dev/income-statements/:id/handled: staff mark a SENT statement HANDLED, or a HANDLED one back to SENT */
export async function markDevIncomeStatementHandled(tx: Db, id: string, body: HandledBody, now: Date) {
  const row = await tx
    .selectFrom('income_statement')
    .select(['id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw notFound('Income statement not found')
  if (row.status === 'DRAFT') throw badRequest('A draft cannot be handled')
  await tx
    .updateTable('income_statement')
    .set(
      body.handled
        ? { status: 'HANDLED', handled_at: now, handler_name: body.handlerName, handler_note: body.note }
        : { status: 'SENT', handled_at: null, handler_name: null, handler_note: body.note },
    )
    .where('id', '=', id)
    .execute()
}

/** POST /api/dev/partnerships: a fridge_partner pair; answers the partnership id */
export async function insertDevPartnership(tx: Db, body: PartnershipBody): Promise<string> {
  const partnershipId = crypto.randomUUID()
  await tx
    .insertInto('fridge_partner')
    .values(
      [body.personId, body.partnerId].map((personId, i) => ({
        partnership_id: partnershipId,
        indx: i + 1,
        person_id: personId,
        start_date: body.startDate,
        end_date: body.endDate,
      })),
    )
    .execute()
  return partnershipId
}
