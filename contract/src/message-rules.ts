/**
 * The messages' rules both sides check (spec 001 "Messages" validation, reference §12), zod-free:
 * the editor shows them as the guardian types, the server refuses what breaks them.
 */

/** spec 001 constants: the list shows the first 200 characters of the last message */
export const MESSAGE_PREVIEW_LENGTH = 200
/** reference §12: GET /received answers 10 threads a page */
export const MESSAGE_THREADS_PAGE_SIZE = 10
export const MESSAGE_TITLE_MAX_LENGTH = 200
export const MESSAGE_CONTENT_MAX_LENGTH = 20_000

/** Error codes of the message commands (a 400's or 403's `errorCode`) */
export const messageErrors = {
  /** A recipient the children do not allow, or children in more than one unit */
  invalidRecipients: 'INVALID_RECIPIENTS',
  /** The account may not attach files (no shift care in the coming two weeks) */
  attachmentsNotAllowed: 'MESSAGE_ATTACHMENTS_NOT_ALLOWED',
  /** A copy, a bulletin of someone else, a closed application, or recipients outside the thread */
  replyNotAllowed: 'REPLY_NOT_ALLOWED',
  /** A reply to other guardians only: it must go to staff or the municipality too (replyRecipientsMissing) */
  replyRecipientsMissing: 'REPLY_RECIPIENTS_MISSING',
} as const

/** Accounts that count as primary recipients: a message must have one (spec 001 validation) */
export const PRIMARY_ACCOUNT_TYPES = ['PERSONAL', 'GROUP'] as const

/** Applications in these statuses close their threads to replies (spec 001) */
export const REPLY_CLOSED_APPLICATION_STATUSES: readonly string[] = ['REJECTED', 'ACTIVE', 'CANCELLED']

export interface RecipientAccount {
  id: string
  type: string
}

export interface ChildAccounts {
  childId: string | null
  newMessage: string[]
  reply: string[]
}

/**
 * The accounts a new message about these children may go to: a GROUP account if any selected
 * child allows it, any other account only if every selected child does (reference §12).
 */
export function allowedNewMessageAccounts<A extends RecipientAccount>(
  accounts: A[],
  childrenAccounts: ChildAccounts[],
  childIds: string[],
): A[] {
  const selected = childrenAccounts.filter((c) => c.childId !== null && childIds.includes(c.childId))
  if (selected.length === 0) return []
  return accounts.filter((account) =>
    account.type === 'GROUP'
      ? selected.some((c) => c.newMessage.includes(account.id))
      : selected.every((c) => c.newMessage.includes(account.id)),
  )
}

export const isPrimaryAccount = (account: RecipientAccount) =>
  (PRIMARY_ACCOUNT_TYPES as readonly string[]).includes(account.type)

/**
 * A reply goes to at least one account of staff or the municipality, never to other guardians
 * only (spec 001: "at least one selected recipient is primary"; the editor offers every account
 * but a guardian's as primary). The finance account and the service worker of an application's
 * thread count: a reply goes to whoever wrote.
 */
export const replyRecipientsMissing = (recipients: readonly RecipientAccount[]) =>
  !recipients.some((a) => a.type !== 'CITIZEN')

export const previewOf = (content: string) => content.replace(/\s*\n\s*/g, ' ').slice(0, MESSAGE_PREVIEW_LENGTH)

export const replyClosedByApplication = (applicationStatus: string | null) =>
  applicationStatus !== null && REPLY_CLOSED_APPLICATION_STATUSES.includes(applicationStatus)

export interface NewMessageDraft {
  title: string
  content: string
  recipients: string[]
  children: string[]
}

export interface NewMessageContext<A extends RecipientAccount> {
  accounts: A[]
  childrenAccounts: ChildAccounts[]
  /** The unit of each child the guardian may write about (children in one unit only) */
  unitOfChild: Record<string, string | null>
}

/**
 * A new message's errors by field (flat keys, like the other rules): children required when there
 * are several, all in one unit, at least one primary recipient among the allowed, a title and a
 * text within their limits.
 */
export function newMessageErrors<A extends RecipientAccount>(
  draft: NewMessageDraft,
  context: NewMessageContext<A>,
): Record<string, string> {
  const errors: Record<string, string> = {}
  const childOptions = context.childrenAccounts.filter((c) => c.childId !== null)
  if (childOptions.length > 1 && draft.children.length === 0) errors.children = 'childSelectionMissing'
  else if (new Set(draft.children.map((id) => context.unitOfChild[id] ?? null)).size > 1) errors.children = 'singleUnit'
  const children = childOptions.length === 1 ? [childOptions[0]!.childId!] : draft.children
  const allowed = allowedNewMessageAccounts(context.accounts, context.childrenAccounts, children)
  const chosen = allowed.filter((a) => draft.recipients.includes(a.id))
  if (draft.recipients.some((id) => !allowed.some((a) => a.id === id))) errors.recipients = 'invalidRecipients'
  else if (!chosen.some(isPrimaryAccount)) errors.recipients = 'recipientsMissing'
  if (draft.title.trim() === '') errors.title = 'required'
  else if (draft.title.length > MESSAGE_TITLE_MAX_LENGTH) errors.title = 'tooLong'
  if (draft.content.trim() === '') errors.content = 'required'
  else if (draft.content.length > MESSAGE_CONTENT_MAX_LENGTH) errors.content = 'tooLong'
  return errors
}

/**
 * A reply's errors by field (flat keys): a text, and among the chosen recipients someone of the
 * staff or the municipality (replyRecipientsMissing, which the server answers with its errorCode).
 */
export function replyErrors(
  draft: { content: string; recipients: readonly string[] },
  participants: readonly RecipientAccount[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  if (replyRecipientsMissing(participants.filter((a) => draft.recipients.includes(a.id))))
    errors.recipients = 'replyRecipientsMissing'
  if (draft.content.trim() === '') errors.content = 'required'
  return errors
}
