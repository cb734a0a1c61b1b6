import { z } from 'zod'
import { endpoint, fileEndpoint } from './endpoint'
import { routes } from './routes'
import { Created, FiniteDateRange, Ok } from './common'
import { MESSAGE_CONTENT_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from './message-rules'

/**
 * Messages with staff (spec 001 "Messages", reference §12). A guardian has one CITIZEN message
 * account; staff write from PERSONAL (an employee) or GROUP (a daycare group) accounts, and the
 * municipality from MUNICIPAL, SERVICE_WORKER and FINANCE accounts.
 */
export const MessageAccountType = z.enum(['PERSONAL', 'GROUP', 'CITIZEN', 'MUNICIPAL', 'SERVICE_WORKER', 'FINANCE'])
export type MessageAccountType = z.infer<typeof MessageAccountType>

export const MessageType = z.enum(['MESSAGE', 'BULLETIN'])
export type MessageType = z.infer<typeof MessageType>

export const MessageAccount = z.object({ id: z.uuid(), name: z.string(), type: MessageAccountType })
export type MessageAccount = z.infer<typeof MessageAccount>

/** GET /my-account: the guardian's own account, and whether it may attach files (reference §12) */
export const MyMessageAccount = z.object({ accountId: z.uuid(), messageAttachmentsAllowed: z.boolean() })
export type MyMessageAccount = z.infer<typeof MyMessageAccount>

export const MessageAttachment = z.object({ id: z.uuid(), name: z.string(), contentType: z.string() })
export type MessageAttachment = z.infer<typeof MessageAttachment>

export const Message = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  sender: MessageAccount,
  recipients: z.array(MessageAccount),
  /** The names the sender addressed (a group's name rather than each guardian), when given */
  recipientNames: z.array(z.string()).nullable(),
  sentAt: z.string(),
  /** When the guardian read it; null for unread and for the guardian's own messages */
  readAt: z.string().nullable(),
  content: z.string(),
  attachments: z.array(MessageAttachment),
})
export type Message = z.infer<typeof Message>

export const ThreadChild = z.object({
  childId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string(),
})
export type ThreadChild = z.infer<typeof ThreadChild>

/** The application's status when the thread is linked to one (replies closed in some, see message-rules) */
export const ThreadApplicationStatus = z.string().nullable()

export const RegularThread = z.object({
  type: z.literal('Regular'),
  id: z.uuid(),
  messageType: MessageType,
  title: z.string(),
  urgent: z.boolean(),
  sensitive: z.boolean(),
  /** The guardian got a copy (a bulletin sent to many): no reply */
  isCopy: z.boolean(),
  children: z.array(ThreadChild),
  applicationStatus: ThreadApplicationStatus,
  /** The server would take a reply today (the reply command's policy): the reader offers one only then */
  canReply: z.boolean(),
  messages: z.array(Message),
})
export type RegularThread = z.infer<typeof RegularThread>

/** A sensitive thread read on a weak session: no title, no content, a strong login opens it */
export const RedactedThread = z.object({
  type: z.literal('Redacted'),
  id: z.uuid(),
  urgent: z.boolean(),
  sender: MessageAccount.nullable(),
  lastMessageSentAt: z.string().nullable(),
  hasUnreadMessages: z.boolean(),
})
export type RedactedThread = z.infer<typeof RedactedThread>

export const CitizenMessageThread = z.discriminatedUnion('type', [RegularThread, RedactedThread])
export type CitizenMessageThread = z.infer<typeof CitizenMessageThread>

export const PagedMessageThreads = z.object({
  data: z.array(CitizenMessageThread),
  total: z.number().int(),
  pages: z.number().int(),
})
export type PagedMessageThreads = z.infer<typeof PagedMessageThreads>

export const MessageAccountWithPresence = z.object({
  account: MessageAccount,
  /** Out of office from today on (staff set it), shown beside the recipient */
  outOfOffice: FiniteDateRange.nullable(),
})
export type MessageAccountWithPresence = z.infer<typeof MessageAccountWithPresence>

export const ChildMessageAccounts = z.object({
  /** null: the finance account's entry, for replies only */
  childId: z.uuid().nullable(),
  /** The accounts a new message about this child may go to */
  newMessage: z.array(z.uuid()),
  /** The accounts a reply in a thread about this child may go to */
  reply: z.array(z.uuid()),
})
export type ChildMessageAccounts = z.infer<typeof ChildMessageAccounts>

export const MessageRecipients = z.object({
  messageAccounts: z.array(MessageAccountWithPresence),
  childrenToMessageAccounts: z.array(ChildMessageAccounts),
})
export type MessageRecipients = z.infer<typeof MessageRecipients>

const title = z.string().trim().min(1).max(MESSAGE_TITLE_MAX_LENGTH)
const content = z.string().trim().min(1).max(MESSAGE_CONTENT_MAX_LENGTH)
const ids = (max: number) => z.array(z.uuid()).max(max)

export const NewMessageBody = z.object({
  title,
  content,
  /** Primary and secondary recipients' account ids */
  recipients: ids(100).min(1),
  children: ids(20),
  attachmentIds: ids(20).default([]),
})
export type NewMessageBody = z.infer<typeof NewMessageBody>

export const ReplyBody = z.object({ content, recipientAccountIds: ids(100).min(1) })
export type ReplyBody = z.infer<typeof ReplyBody>

const threadParams = z.object({ threadId: z.uuid() })

export const getMyMessageAccount = endpoint(routes.getMyMessageAccount, { response: MyMessageAccount })
export const getUnreadMessageCount = endpoint(routes.getUnreadMessageCount, {
  response: z.object({ count: z.number().int() }),
})
/** Page size 10 (message-rules MESSAGE_THREADS_PAGE_SIZE), newest last message first */
export const getReceivedMessages = endpoint(routes.getReceivedMessages, {
  query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: PagedMessageThreads,
})
export const getMessageRecipients = endpoint(routes.getMessageRecipients, { response: MessageRecipients })
export const markThreadRead = endpoint(routes.markThreadRead, { params: threadParams, response: Ok })
/** Despite the name (kept from the reference), marks the newest received message UNREAD */
export const markLastReceivedMessageUnread = endpoint(routes.markLastReceivedMessageUnread, {
  params: threadParams,
  response: Ok,
})
/** The guardian's "delete": the thread moves to their archive folder */
export const archiveThread = endpoint(routes.archiveThread, { params: threadParams, response: Ok })
export const sendMessage = endpoint(routes.sendMessage, {
  body: NewMessageBody,
  response: z.object({ threadId: z.uuid() }),
})
export const replyToMessage = endpoint(routes.replyToMessage, {
  params: z.object({ messageId: z.uuid() }),
  body: ReplyBody,
  response: z.object({ threadId: z.uuid(), message: Message }),
})
/** Multipart upload of a message attachment (unlinked until the message is sent) */
export const uploadMessageAttachment = fileEndpoint(routes.uploadMessageAttachment, {
  body: 'multipart',
  response: Created,
})
