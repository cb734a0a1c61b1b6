import { replyClosedByApplication } from '@citizen/contract'

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
  /** Accounts that took part in the thread before this reply */
  participants: readonly string[]
  applicationStatus: string | null
  isApplicationThread: boolean
}

/** Why a reply is refused: a copy is a bad request (400), the rest forbidden (403); null when allowed */
export function replyRefusal(
  accountId: string,
  recipientIds: readonly string[],
  f: ReplyFacts,
): { status: 400 | 403; reason: string } | null {
  if (f.isCopy) return { status: 400, reason: 'A copy cannot be replied to' }
  if (f.messageType === 'BULLETIN' && f.originalSenderId !== accountId) {
    return { status: 403, reason: 'Only the sender of a bulletin may reply' }
  }
  if (
    !f.participants.includes(accountId) ||
    recipientIds.some((id) => id === accountId || !f.participants.includes(id))
  ) {
    return { status: 403, reason: 'Recipients outside the thread' }
  }
  if (f.isApplicationThread && replyClosedByApplication(f.applicationStatus)) {
    return { status: 403, reason: 'The application is closed' }
  }
  return null
}
