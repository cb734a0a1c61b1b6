import type { CitizenMessageThread, MessageAccount } from '@citizen/contract/web'

export { dayAndTime } from '../../shared/date-time'

/** Where a thread's unsent reply is kept (shared/kept-input.ts) */
export const replyDraftKey = (threadId: string) => `messages.reply.${threadId}`

/** The sent messages' newest time (the list's order) */
export function lastSentAt(thread: CitizenMessageThread): string | null {
  if (thread.type === 'Redacted') return thread.lastMessageSentAt
  return thread.messages.at(-1)?.sentAt ?? null
}

/** Messages received (not sent by the guardian) and not read yet */
export function unreadMessages(thread: CitizenMessageThread, myAccountId: string): number {
  if (thread.type === 'Redacted') return thread.hasUnreadMessages ? 1 : 0
  return thread.messages.filter((m) => m.readAt === null && m.sender.id !== myAccountId).length
}

/** The thread's people other than the guardian, each once, in the order they wrote */
export function participants(thread: CitizenMessageThread, myAccountId: string): MessageAccount[] {
  if (thread.type === 'Redacted') return thread.sender ? [thread.sender] : []
  const seen = new Map<string, MessageAccount>()
  for (const m of thread.messages) {
    for (const a of [m.sender, ...m.recipients]) if (a.id !== myAccountId && !seen.has(a.id)) seen.set(a.id, a)
  }
  return [...seen.values()]
}

/**
 * The children a new message may be about, in the children list's order (date of birth, then
 * name: the server's): the recipients' answer lists them in no order a person would know.
 */
export function messageChildren<C extends { id: string }>(
  children: readonly C[],
  childrenAccounts: readonly { childId: string | null }[],
): C[] {
  const offered = new Set(childrenAccounts.map((c) => c.childId))
  return children.filter((c) => offered.has(c.id))
}
