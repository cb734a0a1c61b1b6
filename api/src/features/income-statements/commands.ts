import {
  type IncomeAttachmentType,
  type IncomeStatementBody,
  type UpdateSentIncomeStatementBody,
  incomeStatementErrors,
  missingAttachmentTypes,
  validateIncomeStatement,
} from '@citizen/contract'
import type { Db, Tx } from '../../platform/db/database'
import { HttpError, badRequest, notFound, refuse } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { enqueueEmail } from '../../platform/email/outbox'
import { deleteFilesQuietly, type ReceivedFile } from '../../platform/files'
import { requireAttachmentRoom, storeUpload, type UploadServices } from '../../platform/uploads/store'
import { insertAttachment, requireUnattachedUploadFits } from '../attachments/public'
import * as q from './queries'
import { stateRefusal } from './policy'
import { requireGuardian, storedInput, type StoredData } from './service'

/**
 * Income statements' changes (reference §9), each in one transaction: the person's row is locked
 * first (no two statements of a person start on the same day, whatever runs at once), then the
 * statement's row; the state is checked on the locked row, the payload with the rules the form
 * uses (contract/src/income-statement-rules.ts), typed attachments included.
 */

type StatementRow = NonNullable<Awaited<ReturnType<typeof q.findStatementOfUser>>>

/** 400 with the errors by field; a start date another statement has gets a code of its own */
const invalid = (errors: Record<string, string>) =>
  errors.startDate === 'unselectableDate'
    ? new HttpError(400, 'Another statement starts on this day', incomeStatementErrors.startDateTaken, errors)
    : new HttpError(400, 'The income statement is not valid', incomeStatementErrors.invalid, errors)

/** The person's lock, then the statement's; 404 unless it is the user's or their guardian child's */
async function lockStatement(tx: Tx, id: string, userId: string): Promise<StatementRow> {
  const found = await q.findStatementOfUser(tx, id, userId)
  if (!found) throw notFound('Income statement not found')
  await q.lockPerson(tx, found.person_id)
  const row = await q.findStatementOfUser(tx, id, userId, true)
  if (!row) throw notFound('Income statement not found')
  return row
}

/** The listed attachments, each usable by this statement (its own, or the user's unlinked uploads), else 400 */
async function usableAttachments(tx: Tx, ids: readonly string[], userId: string, statementId: string | null) {
  const found = await q.findUsableAttachments(tx, ids, userId, statementId)
  if (found.length !== ids.length) {
    throw badRequest('An attachment is not an upload of this statement', incomeStatementErrors.invalidAttachment)
  }
  return found.map((a) => ({ id: a.id, type: a.income_attachment_type as IncomeAttachmentType }))
}

function storedValues(body: IncomeStatementBody): q.StatementValues {
  const data: StoredData | Record<string, never> =
    body.type === 'INCOME'
      ? { gross: body.gross, entrepreneur: body.entrepreneur, student: body.student, alimonyPayer: body.alimonyPayer }
      : {}
  return {
    type: body.type,
    start_date: body.startDate,
    end_date: body.endDate,
    data: JSON.stringify(data),
    other_info: body.type === 'HIGHEST_FEE' ? '' : body.otherInfo,
  }
}

const attachmentIdsOf = (body: IncomeStatementBody) => (body.type === 'HIGHEST_FEE' ? [] : body.attachmentIds)

async function validated(
  tx: Tx,
  body: IncomeStatementBody,
  c: { personId: string; userId: string; statementId: string | null; draft: boolean; today: string },
) {
  const existingStartDates = await q.findStartDates(tx, c.personId, c.statementId)
  const attachments = await usableAttachments(tx, attachmentIdsOf(body), c.userId, c.statementId)
  const errors = validateIncomeStatement(body, { draft: c.draft, today: c.today, existingStartDates, attachments })
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

async function notifyReceived(tx: Tx, userId: string, statementId: string) {
  await enqueueEmail(tx, {
    recipients: [userId],
    dedupeKey: `income-statement-received:${statementId}`,
    template: 'incomeStatementReceived',
    params: {},
  })
}

export interface Change {
  actor: AuditActor
  draft: boolean
  now: Date
  today: string
}

/** POST (own) and POST /child/{childId}: a DRAFT, or SENT when not a draft; answers the id */
export async function createStatement(
  db: Db,
  personId: string,
  body: IncomeStatementBody,
  c: Change,
): Promise<{ id: string }> {
  const userId = c.actor.personId
  if (personId !== userId) await requireGuardian(db, userId, personId)
  return db.transaction().execute(async (tx) => {
    await q.lockPerson(tx, personId)
    await validated(tx, body, { personId, userId, statementId: null, draft: c.draft, today: c.today })
    const sent = !c.draft
    const id = await q.insertStatement(tx, {
      ...storedValues(body),
      person_id: personId,
      created_by: userId,
      sent,
      now: c.now,
    })
    const attachmentIds = attachmentIdsOf(body)
    await q.setStatementAttachments(tx, id, attachmentIds)
    await audit(tx, {
      actor: c.actor,
      action: 'INCOME_STATEMENT_CREATE',
      targets: { persons: [personId], ids: { incomeStatement: [id], attachment: attachmentIds } },
    })
    if (sent) await notifyReceived(tx, userId, id)
    return { id }
  })
}

/** PUT /{id}?draft: a DRAFT only (409 otherwise); a non-draft sends it */
export async function updateStatement(db: Db, id: string, body: IncomeStatementBody, c: Change): Promise<void> {
  const userId = c.actor.personId
  await db.transaction().execute(async (tx) => {
    const row = await lockStatement(tx, id, userId)
    refuse(stateRefusal('UPDATE', row))
    if ((row.type === 'CHILD_INCOME') !== (body.type === 'CHILD_INCOME')) {
      throw badRequest(`A ${row.type} statement cannot become ${body.type}`, incomeStatementErrors.typeMismatch)
    }
    await validated(tx, body, { personId: row.person_id, userId, statementId: id, draft: c.draft, today: c.today })
    const sent = !c.draft
    await q.updateStatement(tx, id, { ...storedValues(body), sent, now: c.now })
    const attachmentIds = attachmentIdsOf(body)
    await q.setStatementAttachments(tx, id, attachmentIds)
    await audit(tx, {
      actor: c.actor,
      action: 'INCOME_STATEMENT_UPDATE',
      targets: { persons: [row.person_id], ids: { incomeStatement: [id], attachment: attachmentIds } },
    })
    if (sent) await notifyReceived(tx, userId, id)
  })
}

/** PUT /{id}/update-sent: a SENT statement's other info and attachments (the required types stay) */
export async function updateSentStatement(
  db: Db,
  id: string,
  body: UpdateSentIncomeStatementBody,
  c: Omit<Change, 'draft'>,
): Promise<void> {
  const userId = c.actor.personId
  await db.transaction().execute(async (tx) => {
    const row = await lockStatement(tx, id, userId)
    refuse(stateRefusal('UPDATE_SENT', row))
    const attachments = await usableAttachments(tx, body.attachmentIds, userId, id)
    const missing = missingAttachmentTypes(storedInput(row, body.otherInfo, body.attachmentIds), attachments)
    if (missing.length > 0) {
      throw invalid(Object.fromEntries(missing.map((type) => [`attachments.${type}`, 'attachmentMissing'])))
    }
    await q.updateSentStatement(tx, id, body.otherInfo, c.now)
    await q.setStatementAttachments(tx, id, body.attachmentIds)
    await audit(tx, {
      actor: c.actor,
      action: 'INCOME_STATEMENT_UPDATE_SENT',
      targets: { persons: [row.person_id], ids: { incomeStatement: [id], attachment: body.attachmentIds } },
    })
  })
}

/** DELETE /{id}: deletes a DRAFT or cancels a SENT statement with its files; HANDLED is 409 */
export async function deleteStatement(s: UploadServices, actor: AuditActor, id: string): Promise<void> {
  const keys = await s.db.transaction().execute(async (tx) => {
    const row = await lockStatement(tx, id, actor.personId)
    refuse(stateRefusal('DELETE', row))
    const removed = await q.deleteStatement(tx, id)
    await audit(tx, {
      actor,
      action: 'INCOME_STATEMENT_DELETE',
      targets: { persons: [row.person_id], ids: { incomeStatement: [id] } },
    })
    return removed
  })
  await deleteFilesQuietly(s.files, keys, s.log)
}

// ---- Typed attachment uploads (reference §10) ----

/**
 * The statement an upload goes to may take one (404 for another's, 409 HANDLED or a sent highest
 * fee statement); null: an unlinked upload. Checked before the file is read, and again with the
 * row locked when it is stored.
 */
export async function checkMayUpload(tx: Db, userId: string, statementId: string | null, lock = false) {
  if (statementId === null) return
  const row = lock
    ? await lockStatement(tx as Tx, statementId, userId)
    : await q.findStatementOfUser(tx, statementId, userId)
  if (!row) throw notFound('Income statement not found')
  refuse(stateRefusal('UPLOAD_ATTACHMENT', row))
}

export async function addStatementAttachment(
  s: UploadServices,
  input: {
    actor: AuditActor
    statementId: string | null
    type: IncomeAttachmentType
    name: string
    contentType: string
    file: ReceivedFile
    now: Date
  },
): Promise<string> {
  const userId = input.actor.personId
  return storeUpload(s, input, async (tx, storageKey) => {
    await checkMayUpload(tx, userId, input.statementId, true)
    // Not yet on a statement: the person's unattached files (unsent messages' too) have their cap
    if (input.statementId === null) await requireUnattachedUploadFits(tx, userId, input.file.size)
    requireAttachmentRoom(await q.countIncomeUploads(tx, userId, input.statementId))
    const id = await insertAttachment(tx, {
      type: 'INCOME_STATEMENT',
      incomeStatementId: input.statementId,
      incomeAttachmentType: input.type,
      name: input.name,
      contentType: input.contentType,
      size: input.file.size,
      storageKey,
      uploadedBy: userId,
      receivedAt: input.now,
    })
    await audit(tx, {
      actor: input.actor,
      action: 'ATTACHMENT_UPLOAD',
      targets: {
        persons: [userId],
        ids: { incomeStatement: input.statementId ? [input.statementId] : [], attachment: [id] },
      },
    })
    return id
  })
}

/**
 * DELETE /citizen/attachments/{id} of a file linked to a statement: only while it is a DRAFT (a
 * SENT one changes its attachments through update-sent, which keeps the required types); locks
 * the statement in the caller's transaction. 404 for another's, 409 otherwise.
 */
export async function lockStatementForAttachmentDelete(tx: Tx, userId: string, statementId: string) {
  const row = await lockStatement(tx, statementId, userId)
  refuse(stateRefusal('UPDATE', row))
  return row
}
