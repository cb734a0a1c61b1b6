import {
  MESSAGE_THREADS_PAGE_SIZE,
  addDays,
  type CitizenMessageThread,
  type Message,
  type MessageAccount,
  type MessageRecipients,
  type MyMessageAccount,
  type PagedMessageThreads,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'
import { isRedacted, threadReplyRefusal, type ReplyFacts } from './policy'

/** reference §12: attachments and new messages to supervisors look two weeks ahead */
export const MESSAGING_LOOKAHEAD_DAYS = 14

/** The user's active CITIZEN account, or 404 (every person has one; an inactive one is gone) */
export async function requireAccount(db: Db, personId: string) {
  const account = await q.findCitizenAccount(db, personId)
  if (!account) throw notFound('Message account not found')
  return account
}

export const attachmentsAllowed = (db: Db, personId: string, today: string) =>
  q.hasShiftCareSoon(db, personId, today, addDays(today, MESSAGING_LOOKAHEAD_DAYS))

export async function getMyAccount(db: Db, actor: AuditActor, today: string): Promise<MyMessageAccount> {
  const [account, allowed] = await Promise.all([
    requireAccount(db, actor.personId),
    attachmentsAllowed(db, actor.personId, today),
  ])
  return { accountId: account.id, messageAttachmentsAllowed: allowed }
}

export async function getUnreadCount(db: Db, actor: AuditActor): Promise<{ count: number }> {
  const count = await q.countUnread(db, actor.personId)
  if (count === null) throw notFound('Message account not found')
  return { count }
}

/** The recipients' facts of the user's children: the answer of GET /recipients and what send and reply check */
export async function recipientFacts(db: Db, personId: string, today: string) {
  const rows = await q.findRecipients(db, personId, today, addDays(today, MESSAGING_LOOKAHEAD_DAYS))
  const byChild = new Map<string, q.RecipientRow[]>()
  let finance: { id: string; name: string } | undefined
  for (const r of rows) {
    if (r.child_id === null) finance = { id: r.account_id, name: r.name }
    else byChild.set(r.child_id, [...(byChild.get(r.child_id) ?? []), r])
  }
  const accounts = new Map<string, MessageRecipients['messageAccounts'][number]>()
  const childrenToMessageAccounts: MessageRecipients['childrenToMessageAccounts'] = []
  const unitOfChild: Record<string, string | null> = {}
  for (const [childId, childRows] of byChild) {
    // A child with no staff to write to is not offered (reference §12)
    if (!childRows.some((r) => r.type === 'PERSONAL' || r.type === 'GROUP')) continue
    unitOfChild[childId] = childRows[0]!.unit_id
    childrenToMessageAccounts.push({
      childId,
      newMessage: childRows.filter((r) => !r.reply_only).map((r) => r.account_id),
      reply: childRows.map((r) => r.account_id),
    })
    for (const r of childRows) {
      accounts.set(r.account_id, {
        account: { id: r.account_id, name: r.name, type: r.type as MessageAccount['type'] },
        outOfOffice: r.ooo_start && r.ooo_end ? { start: r.ooo_start, end: r.ooo_end } : null,
      })
    }
  }
  if (finance) {
    childrenToMessageAccounts.push({ childId: null, newMessage: [], reply: [finance.id] })
    accounts.set(finance.id, { account: { ...finance, type: 'FINANCE' }, outOfOffice: null })
  }
  const messageAccounts = [...accounts.values()].sort(
    (a, b) => a.account.type.localeCompare(b.account.type) || a.account.name.localeCompare(b.account.name, 'fi'),
  )
  return { recipients: { messageAccounts, childrenToMessageAccounts }, unitOfChild }
}

type RecipientFacts = Awaited<ReturnType<typeof recipientFacts>>

/** A thread's reply facts (policy.ts) with the user's recipients of today: what the reader and the reply ask */
export function replyFactsOf(
  t: {
    message_type: 'MESSAGE' | 'BULLETIN'
    is_copy: boolean
    original_sender_id: string | null
    participants: { id: string; type: string }[]
    application_id: string | null
    application_status: string | null
    children: string[]
  },
  { recipients, unitOfChild }: RecipientFacts,
): ReplyFacts {
  const isApplicationThread = t.application_id !== null
  // A reply about the children goes to their reply lists' accounts, and the finance account's
  const entries = recipients.childrenToMessageAccounts.filter(
    (c) => c.childId === null || t.children.includes(c.childId),
  )
  const units = new Set(t.children.map((c) => unitOfChild[c]).filter((u) => u != null))
  return {
    messageType: t.message_type,
    isCopy: t.is_copy,
    originalSenderId: t.original_sender_id ?? '',
    participants: t.participants,
    applicationStatus: isApplicationThread ? t.application_status : null,
    isApplicationThread,
    allowedRecipients: isApplicationThread ? null : entries.flatMap((c) => c.reply),
    severalUnits: units.size > 1,
  }
}

export async function getRecipients(db: Db, actor: AuditActor, today: string): Promise<MessageRecipients> {
  // Side by side: one round trip less (issue 40)
  const [, { recipients }] = await Promise.all([
    requireAccount(db, actor.personId),
    recipientFacts(db, actor.personId, today),
  ])
  await audit(db, {
    actor,
    action: 'MESSAGE_RECIPIENTS_READ',
    targets: {
      persons: [
        actor.personId,
        ...recipients.childrenToMessageAccounts.flatMap((c) => (c.childId === null ? [] : [c.childId])),
      ],
    },
  })
  return recipients
}

const toMessage = (m: q.MessageRow, accountId: string): Message => ({
  id: m.id,
  threadId: m.thread_id,
  sender: { id: m.sender_id, name: m.sender_name, type: m.sender_type as MessageAccount['type'] },
  recipients: (m.recipients ?? []).map((r) => ({ ...r, type: r.type as MessageAccount['type'] })),
  recipientNames: m.recipient_names,
  sentAt: m.sent_at.toISOString(),
  readAt: m.sender_id === accountId ? null : (m.read_at?.toISOString() ?? null),
  content: m.content,
  attachments: m.attachments,
})

/**
 * A page of the user's threads (reference §12 GET /received): five statements whatever the
 * page holds (the page with its account and the recipients of today side by side, then threads
 * and messages side by side, and the audit row; issue 40 folded the account into the page's
 * statement and the finance account into the recipients'). A sensitive thread is Redacted on a weak session;
 * canReply is the reply command's own policy with the same facts.
 */
export async function getReceived(
  db: Db,
  actor: AuditActor,
  page: number,
  today: string,
): Promise<PagedMessageThreads> {
  const size = MESSAGE_THREADS_PAGE_SIZE
  const [found, replyContext] = await Promise.all([
    q.findThreadPage(db, actor.personId, size, (page - 1) * size),
    recipientFacts(db, actor.personId, today),
  ])
  if (!found) throw notFound('Message account not found')
  const { accountId, threadIds, total } = found
  const [threads, messages] = await Promise.all([
    q.findThreads(db, threadIds),
    q.findMessages(db, threadIds, accountId),
  ])
  const threadById = new Map(threads.map((t) => [t.id, t]))
  const data: CitizenMessageThread[] = threadIds.flatMap((id): CitizenMessageThread[] => {
    const t = threadById.get(id)
    if (!t) return []
    const own = messages.filter((m) => m.thread_id === id)
    if (isRedacted(t.sensitive, actor.authLevel)) {
      const last = own.at(-1)
      return [
        {
          type: 'Redacted',
          id,
          urgent: t.urgent,
          sender: last
            ? { id: last.sender_id, name: last.sender_name, type: last.sender_type as MessageAccount['type'] }
            : null,
          lastMessageSentAt: last?.sent_at.toISOString() ?? null,
          hasUnreadMessages: own.some((m) => m.sender_id !== accountId && m.read_at === null),
        },
      ]
    }
    return [
      {
        type: 'Regular',
        id,
        messageType: t.message_type,
        title: t.title,
        urgent: t.urgent,
        sensitive: t.sensitive,
        isCopy: t.is_copy,
        children: t.children,
        applicationStatus: t.application_id ? t.application_status : null,
        canReply:
          threadReplyRefusal(
            accountId,
            replyFactsOf({ ...t, children: t.children.map((c) => c.childId) }, replyContext),
          ) === null,
        messages: own.map((m) => toMessage(m, accountId)),
      },
    ]
  })
  await audit(db, {
    actor,
    action: 'MESSAGES_READ',
    targets: {
      persons: [actor.personId, ...threads.flatMap((t) => t.children.map((c) => c.childId))],
      ids: { messageThread: threadIds },
    },
  })
  return { data, total, pages: Math.ceil(total / size) }
}

type ThreadCommand = 'read' | 'unread' | 'archive'

const threadAudit = {
  read: 'MESSAGE_THREAD_MARK_READ',
  unread: 'MESSAGE_THREAD_MARK_UNREAD',
  archive: 'MESSAGE_THREAD_ARCHIVE',
} as const

/** Read, unread and archive: idempotent, 404 for a thread the user does not take part in */
export async function threadCommand(
  db: Db,
  actor: AuditActor,
  threadId: string,
  command: ThreadCommand,
  now: Date,
): Promise<{ ok: true }> {
  await db.transaction().execute(async (tx) => {
    const account = await requireAccount(tx, actor.personId)
    if (!(await q.lockParticipation(tx, threadId, account.id))) throw notFound('Thread not found')
    if (command === 'read') await q.markThreadRead(tx, threadId, account.id, now)
    else if (command === 'archive') await q.archiveThread(tx, threadId, account.id)
    else if (!(await q.markLastReceivedUnread(tx, threadId, account.id))) throw notFound('No received message')
    await audit(tx, {
      actor,
      action: threadAudit[command],
      targets: { persons: [actor.personId], ids: { messageThread: [threadId] } },
    })
  })
  return { ok: true }
}
