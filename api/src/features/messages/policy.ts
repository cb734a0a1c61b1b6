import { messageErrors, replyClosedByApplication, replyRecipientsMissing } from '@citizen/contract'
import type { Refusal } from '../../platform/errors'

/**
 * Who may do what with messages (reference §12): pure functions of a thread's facts, with a table
 * test. Everything else a guardian cannot see answers 404 in the service (never 403 with an id).
 */

/** A sensitive thread is shown only on a strong session; a weak one gets its Redacted form */
export const isRedacted = (sensitive: boolean, authLevel: 'WEAK' | 'STRONG') => sensitive && authLevel !== 'STRONG'

export interface ReplyFacts {
  messageType: 'MESSAGE' | 'BULLETIN'
  isCopy: boolean
  originalSenderId: string
  /** The active accounts that took part in the thread before this reply, with their types */
  participants: readonly { id: string; type: string }[]
  applicationStatus: string | null
  isApplicationThread: boolean
  /**
   * The accounts a reply about the thread's children may go to today (the children's reply lists
   * and the finance account); null for an application's thread, whose participants all may be
   */
  allowedRecipients: readonly string[] | null
  /** The thread's children are in more than one unit today */
  severalUnits: boolean
}

/** A copy is a bad request (400), so are recipients without staff; the rest forbidden (403) */
export type ReplyRefusal = Refusal & { status: 400 | 403 }

const notAllowed = (status: 400 | 403, reason: string): ReplyRefusal => ({
  status,
  reason,
  errorCode: messageErrors.replyNotAllowed,
})

/** The thread's earlier participants other than the user that a reply may go to today */
function replyableParticipants(accountId: string, f: ReplyFacts) {
  return f.participants.filter(
    (p) => p.id !== accountId && (f.allowedRecipients === null || f.allowedRecipients.includes(p.id)),
  )
}

/**
 * Why the thread takes no reply whatever the recipients; null when some reply may be sent. The
 * thread answer's canReply and the reply command both ask it, so the reader offers "Reply"
 * exactly where the command would take one (a foster parent whose relationship ended gets none).
 */
export function threadReplyRefusal(accountId: string, f: ReplyFacts): ReplyRefusal | null {
  if (f.isCopy) return notAllowed(400, 'A copy cannot be replied to')
  if (f.messageType === 'BULLETIN' && f.originalSenderId !== accountId) {
    return notAllowed(403, 'Only the sender of a bulletin may reply')
  }
  if (!f.participants.some((p) => p.id === accountId)) return notAllowed(403, 'Not in the thread')
  if (f.isApplicationThread && replyClosedByApplication(f.applicationStatus)) {
    return notAllowed(403, 'The application is closed')
  }
  if (!f.isApplicationThread && f.severalUnits) return notAllowed(403, 'Children in several units')
  if (replyRecipientsMissing(replyableParticipants(accountId, f))) {
    return notAllowed(403, 'No staff in the thread to reply to')
  }
  return null
}

/** Why this reply is refused; null when allowed */
export function replyRefusal(accountId: string, recipientIds: readonly string[], f: ReplyFacts): ReplyRefusal | null {
  const closed = threadReplyRefusal(accountId, f)
  if (closed) return closed
  const replyable = replyableParticipants(accountId, f)
  const recipients = recipientIds.map((id) => replyable.find((p) => p.id === id))
  if (recipients.some((r) => r === undefined)) return notAllowed(403, 'Recipients outside the thread or not allowed')
  if (replyRecipientsMissing(recipients.filter((r) => r !== undefined))) {
    return { status: 400, reason: 'No staff recipient', errorCode: messageErrors.replyRecipientsMissing }
  }
  return null
}
