import {
  messageErrors,
  newMessageErrors,
  type Message,
  type MessageAccount,
  type NewMessageBody,
  type ReplyBody,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, forbidden, notFound, refuse } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { enqueueEmail } from '../../platform/email/outbox'
import type { ReceivedFile } from '../../platform/files'
import { requireAttachmentRoom, storeUpload } from '../../platform/uploads/store'
import { cleanFilename, insertAttachment, requireUnattachedUploadFits } from '../attachments/public'
import type { Services } from '../attachments/service'
import * as cq from './command-queries'
import { replyRefusal } from './policy'
import { attachmentsAllowed, recipientFacts, replyFactsOf, requireAccount } from './service'

/**
 * The guardian's message commands (reference §12), each in one transaction: the rules of
 * contract/src/message-rules.ts checked again with the server's own facts, then the writes, the
 * emails to the recipient guardians and the audit row. The reference marks a message sent by a
 * job; here sent_at is set when the message is written, so it shows at once.
 */

/** Emails for the CITIZEN recipients (other guardians), never the sender; once per message */
async function notifyGuardians(
  tx: Db,
  m: { messageId: string; senderPersonId: string; recipients: { person_id: string | null }[] },
  thread: { threadId: string; messageType: 'MESSAGE' | 'BULLETIN'; urgent: boolean },
) {
  const persons = [
    ...new Set(m.recipients.flatMap((r) => (r.person_id && r.person_id !== m.senderPersonId ? [r.person_id] : []))),
  ]
  await enqueueEmail(tx, {
    recipients: persons,
    dedupeKey: `message:${m.messageId}`,
    // A guardian's name is not sent to the devices of another (the push names staff senders only)
    template: thread.messageType === 'BULLETIN' ? 'bulletin' : 'message',
    params: { urgent: thread.urgent, threadId: thread.threadId },
  })
  return persons
}

const invalidRecipients = (reason: string) => badRequest(reason, messageErrors.invalidRecipients)

/** POST /citizen/messages: a new thread to staff about the user's children; answers its id */
export async function sendMessage(
  db: Db,
  actor: AuditActor,
  body: NewMessageBody,
  today: string,
  now: Date,
): Promise<{ threadId: string }> {
  return db.transaction().execute(async (tx) => {
    const me = await requireAccount(tx, actor.personId)
    const { recipients, unitOfChild } = await recipientFacts(tx, actor.personId, today)
    const options = recipients.childrenToMessageAccounts.flatMap((c) => (c.childId === null ? [] : [c.childId]))
    if (body.children.some((id) => !options.includes(id))) throw invalidRecipients('Unknown children')
    const errors = newMessageErrors(
      { title: body.title, content: body.content, recipients: body.recipients, children: body.children },
      {
        accounts: recipients.messageAccounts.map((a) => a.account),
        childrenAccounts: recipients.childrenToMessageAccounts,
        unitOfChild,
      },
    )
    if (Object.keys(errors).length > 0) {
      throw invalidRecipients(
        `Invalid message: ${Object.entries(errors)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ')}`,
      )
    }
    if (body.attachmentIds.length > 0 && !(await attachmentsAllowed(tx, actor.personId, today))) {
      throw forbidden('Message attachments are not allowed', messageErrors.attachmentsNotAllowed)
    }
    const children = body.children.length > 0 ? [...new Set(body.children)] : options.length === 1 ? options : []
    const accounts = await cq.findAccountNames(tx, [...new Set(body.recipients)])
    const threadId = await cq.insertThread(tx, {
      messageType: 'MESSAGE',
      title: body.title,
      urgent: false,
      sensitive: false,
      isCopy: false,
      applicationId: null,
      children,
    })
    const { messageId, contentId } = await cq.insertMessage(tx, {
      threadId,
      senderId: me.id,
      senderName: me.name,
      content: body.content,
      repliesTo: null,
      recipientIds: accounts.map((a) => a.id),
      recipientNames: accounts.map((a) => a.name),
      now,
    })
    const wanted = [...new Set(body.attachmentIds)]
    const linked = await cq.linkAttachments(tx, wanted, actor.personId, contentId)
    if (linked.length !== wanted.length) throw notFound('Attachment not found')
    const emailed = await notifyGuardians(
      tx,
      { messageId, senderPersonId: actor.personId, recipients: accounts },
      { threadId, messageType: 'MESSAGE', urgent: false },
    )
    await audit(tx, {
      actor,
      action: 'MESSAGE_SEND',
      targets: {
        persons: [actor.personId, ...children, ...emailed],
        ids: { messageThread: [threadId], message: [messageId], attachment: linked },
      },
    })
    return { threadId }
  })
}

/** POST /citizen/messages/{messageId}/reply: a reply to the thread's earlier participants */
export async function replyToMessage(
  db: Db,
  actor: AuditActor,
  messageId: string,
  body: ReplyBody,
  today: string,
  now: Date,
): Promise<{ threadId: string; message: Message }> {
  return db.transaction().execute(async (tx) => {
    const me = await requireAccount(tx, actor.personId)
    const thread = await cq.findMessageForReply(tx, messageId, me.id)
    if (!thread) throw notFound('Message not found')
    const recipientIds = [...new Set(body.recipientAccountIds)]
    const facts = replyFactsOf(thread, await recipientFacts(tx, actor.personId, today))
    refuse(replyRefusal(me.id, recipientIds, facts))
    const accounts = await cq.findAccountNames(tx, recipientIds)
    if (accounts.length !== recipientIds.length)
      throw forbidden('Recipients not allowed', messageErrors.replyNotAllowed)
    const { messageId: newId } = await cq.insertMessage(tx, {
      threadId: thread.thread_id,
      senderId: me.id,
      senderName: me.name,
      content: body.content,
      repliesTo: messageId,
      recipientIds,
      recipientNames: null,
      now,
    })
    const emailed = await notifyGuardians(
      tx,
      { messageId: newId, senderPersonId: actor.personId, recipients: accounts },
      { threadId: thread.thread_id, messageType: 'MESSAGE', urgent: false },
    )
    await audit(tx, {
      actor,
      action: 'MESSAGE_REPLY',
      targets: {
        persons: [actor.personId, ...thread.children, ...emailed],
        ids: { messageThread: [thread.thread_id], message: [newId] },
      },
    })
    const message: Message = {
      id: newId,
      threadId: thread.thread_id,
      sender: { id: me.id, name: me.name, type: 'CITIZEN' },
      recipients: accounts.map((a) => ({ id: a.id, name: a.name, type: a.type as MessageAccount['type'] })),
      recipientNames: null,
      sentAt: now.toISOString(),
      readAt: null,
      content: body.content,
      attachments: [],
    }
    return { threadId: thread.thread_id, message }
  })
}

/** Before an upload is read: 403 when the user may not attach files to messages */
export async function checkMayUploadMessageAttachment(db: Db, personId: string, today: string): Promise<void> {
  await requireAccount(db, personId)
  if (!(await attachmentsAllowed(db, personId, today))) {
    throw forbidden('Message attachments are not allowed', messageErrors.attachmentsNotAllowed)
  }
}

/** Stores an upload as an unlinked message attachment of the user (the send links it) */
export async function addMessageAttachment(
  s: Services,
  input: { actor: AuditActor; filename: string; contentType: string; file: ReceivedFile; now: Date },
): Promise<string> {
  return storeUpload(s, input, async (tx, storageKey) => {
    // The person's unsent files (income statements' too) have their cap; then the message's own
    // (an unsent message's files are counted together)
    await requireUnattachedUploadFits(tx, input.actor.personId, input.file.size)
    requireAttachmentRoom(await cq.countUnlinkedUploads(tx, input.actor.personId))
    const id = await insertAttachment(tx, {
      type: 'MESSAGE',
      name: cleanFilename(input.filename),
      contentType: input.contentType,
      size: input.file.size,
      storageKey,
      uploadedBy: input.actor.personId,
      receivedAt: input.now,
    })
    await audit(tx, {
      actor: input.actor,
      action: 'ATTACHMENT_UPLOAD',
      targets: { persons: [input.actor.personId], ids: { attachment: [id] } },
    })
    return id
  })
}
