import type { Readable } from 'node:stream'
import { errorCodes, type AttachmentType } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { deleteFilesQuietly, type ReceivedFile } from '../../platform/files'
import { requireAttachmentRoom, storeUpload, type UploadServices } from '../../platform/uploads/store'
import { forbidden, notFound } from '../../platform/errors'
import { audit, type AuditActor, type AuditTargets } from '../../platform/audit'
import { lockApplicationForAttachments, recalculateDueDate } from '../applications/service'
import * as q from './queries'
import { openPedagogicalAttachment } from '../documents/public'
import { cleanFilename } from './file-name'
import { lockStatementForAttachmentDelete } from '../income-statements/public'

export type Services = UploadServices

/** A file on its way to the browser */
type OpenedFile = { name: string; contentType: string; size: number; stream: Readable }

/**
 * Checks that the user may add an attachment to the application (its owner, while CREATED or
 * SENT) before the file is read: 404 for another's application, 400 in other statuses.
 */
export async function checkMayUpload(db: Db, userId: string, applicationId: string, today: string): Promise<void> {
  await db.transaction().execute((tx) => lockApplicationForAttachments(tx, userId, applicationId, today))
}

/** Stores a checked file and its row (storeUpload: the file is removed again if the application changed meanwhile) */
export async function addApplicationAttachment(
  s: Services,
  input: {
    actor: AuditActor
    applicationId: string
    type: AttachmentType
    filename: string
    contentType: string
    /** Received by s.files.receive; stored here (or removed) */
    file: ReceivedFile
    today: string
    now: Date
  },
): Promise<string> {
  const userId = input.actor.personId
  return storeUpload(s, input, async (tx, storageKey) => {
    const application = await lockApplicationForAttachments(tx, userId, input.applicationId, input.today)
    requireAttachmentRoom(await q.countAttachments(tx, application.id, userId))
    const id = await q.insertAttachment(tx, {
      applicationId: application.id,
      type: input.type,
      name: cleanFilename(input.filename),
      contentType: input.contentType,
      size: input.file.size,
      storageKey,
      uploadedBy: userId,
      receivedAt: input.now,
    })
    if (input.type === 'URGENCY') await recalculateDueDate(tx, application)
    await audit(tx, {
      actor: input.actor,
      action: 'ATTACHMENT_UPLOAD',
      targets: { persons: [application.child_id, userId], ids: { application: [application.id], attachment: [id] } },
    })
    return id
  })
}

/** DELETE: the uploader removes an attachment of an application still CREATED or SENT */
export async function deleteApplicationAttachment(
  s: Services,
  actor: AuditActor,
  attachmentId: string,
  today: string,
): Promise<void> {
  const userId = actor.personId
  const key = await s.db.transaction().execute(async (tx) => {
    const attachment = await q.findOwnAttachment(tx, attachmentId, userId)
    if (!attachment) throw notFound('Attachment not found')
    const application = attachment.application_id
      ? await lockApplicationForAttachments(tx, userId, attachment.application_id, today)
      : null
    const statement = attachment.income_statement_id
      ? await lockStatementForAttachmentDelete(tx, userId, attachment.income_statement_id)
      : null
    await q.deleteAttachment(tx, attachment.id)
    await audit(tx, {
      actor,
      action: 'ATTACHMENT_DELETE',
      targets: {
        persons: application ? [application.child_id, userId] : statement ? [statement.person_id, userId] : [userId],
        ids: {
          application: application ? [application.id] : [],
          incomeStatement: statement ? [statement.id] : [],
          attachment: [attachment.id],
        },
      },
    })
    return attachment.storage_key
  })
  await deleteFilesQuietly(s.files, [key], s.log)
}

/**
 * The file of an attachment the user uploaded (their own application's, strong sessions only) or
 * of a message in a thread they take part in (weak sessions too, as messages); else 404
 */
export async function openAttachment(
  s: Services,
  actor: AuditActor,
  attachmentId: string,
  today: string,
  now: Date,
): Promise<OpenedFile> {
  const userId = actor.personId
  const own = await q.findOwnAttachment(s.db, attachmentId, userId)
  const attachment =
    own && own.message_content_id === null
      ? own
      : await q.findMessageAttachmentOfParticipant(s.db, attachmentId, userId)
  if (!attachment && !own) return openPedagogicalFile(s, actor, attachmentId, today, now)
  if (
    !attachment ||
    (own === attachment && own.application_id && (own.guardian_id !== userId || own.hide_from_guardian))
  ) {
    throw notFound('Attachment not found')
  }
  // A sensitive thread's files, as its text, need a strong session
  const sensitive = own !== attachment && 'sensitive' in attachment && attachment.sensitive === true
  if ((own === attachment || sensitive) && actor.authLevel !== 'STRONG') {
    throw forbidden('Strong identification required', errorCodes.strongAuthRequired)
  }
  const applicationId = own === attachment ? own.application_id : null
  return download(s, actor, attachment, {
    persons: [userId],
    ids: { application: applicationId ? [applicationId] : [], attachment: [attachment.id] },
  })
}

/** The file's stream once its download is audited (404 when the file is gone) */
async function download(
  s: Services,
  actor: AuditActor,
  attachment: { name: string; content_type: string; size: number; storage_key: string },
  targets: AuditTargets,
): Promise<OpenedFile> {
  const stream = await s.files.get(attachment.storage_key)
  if (!stream) throw notFound('Attachment not found')
  try {
    await audit(s.db, { actor, action: 'ATTACHMENT_DOWNLOAD', targets })
  } catch (e) {
    stream.destroy()
    throw e
  }
  return { name: attachment.name, contentType: attachment.content_type, size: Number(attachment.size), stream }
}

/**
 * A pedagogical document's file (reference §10: its child's guardians and foster parents, strong
 * sessions); downloading marks the document read for the user (reference §8), else 404
 */
async function openPedagogicalFile(
  s: Services,
  actor: AuditActor,
  id: string,
  today: string,
  now: Date,
): Promise<OpenedFile> {
  if (actor.authLevel !== 'STRONG') {
    // Known only to a carer: a weak session learns nothing of others' files
    const probe = await openPedagogicalAttachment(s.db, actor.personId, id, today, null)
    if (!probe) throw notFound('Attachment not found')
    throw forbidden('Strong identification required', errorCodes.strongAuthRequired)
  }
  const attachment = await openPedagogicalAttachment(s.db, actor.personId, id, today, now)
  if (!attachment) throw notFound('Attachment not found')
  return download(s, actor, attachment, {
    persons: [attachment.child_id],
    ids: { attachment: [attachment.id], pedagogicalDocument: [attachment.document_id] },
  })
}
