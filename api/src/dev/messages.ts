import { Readable } from 'node:stream'
import { sql } from 'kysely'
import type { z } from 'zod'
import type { devMessagingFixtures, devStaffMessage, devStaffReply } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { badRequest, notFound } from '../platform/errors'
import { newFileKey, type FileStorage } from '../platform/files'
import { enqueueEmail } from '../platform/email/outbox'
import * as q from '../features/messages/command-queries'
import { insertRows } from './insert-rows'

type Fixtures = z.output<typeof devMessagingFixtures.body>
type StaffMessage = z.output<typeof devStaffMessage.body>
type StaffReply = z.output<typeof devStaffReply.body>

/** POST /api/dev/messaging (contract/src/messages-dev.ts): staff, groups, ACL and accounts in one transaction */
export async function insertDevMessagingFixtures(tx: Tx, body: Fixtures): Promise<void> {
  for (const e of body.employees) {
    await tx.insertInto('employee').values({ id: e.id, first_name: e.firstName, last_name: e.lastName }).execute()
    await tx.insertInto('message_account').values({ type: 'PERSONAL', employee_id: e.id }).execute()
  }
  await insertRows(
    tx,
    'daycare_acl',
    body.acl.map((a) => ({ employee_id: a.employeeId, unit_id: a.unitId, role: a.role })),
  )
  for (const g of body.groups) {
    await tx.insertInto('daycare_group').values({ id: g.id, unit_id: g.unitId, name: g.name }).execute()
    await tx.insertInto('message_account').values({ type: 'GROUP', daycare_group_id: g.id }).execute()
  }
  for (const gp of body.groupPlacements) {
    // A child is in one group at a time (the database says so): a test placing the child in its
    // own group moves it out of the demo's group for those days
    await sql`
      DELETE FROM daycare_group_placement gp USING placement pl
      WHERE gp.placement_id = pl.id AND pl.child_id = ${gp.childId}
        AND daterange(gp.start_date, gp.end_date, '[]') && daterange(${gp.startDate}::date, ${gp.endDate}::date, '[]')`.execute(
      tx,
    )
    // The child's placement in the group's unit that covers the group placement
    const result = await sql<{ id: string }>`
      INSERT INTO daycare_group_placement (placement_id, group_id, start_date, end_date)
      SELECT pl.id, g.id, ${gp.startDate}::date, ${gp.endDate}::date
      FROM daycare_group g JOIN placement pl ON pl.unit_id = g.unit_id AND pl.child_id = ${gp.childId}
      WHERE g.id = ${gp.groupId} AND pl.start_date <= ${gp.startDate}::date AND ${gp.endDate}::date <= pl.end_date
      RETURNING id`.execute(tx)
    if (result.rows.length !== 1) throw badRequest(`No placement of ${gp.childId} covers the group placement`)
  }
  await insertRows(
    tx,
    'out_of_office',
    body.outOfOffice.map((o) => ({ employee_id: o.employeeId, start_date: o.startDate, end_date: o.endDate })),
  )
  await insertRows(
    tx,
    'message_account',
    body.municipalAccounts.map((a) => ({ id: a.id, type: a.type, name: a.name })),
  )
}

async function senderAccount(tx: Tx, sender: StaffMessage['sender']) {
  const column = 'employeeId' in sender ? 'employee_id' : 'groupId' in sender ? 'daycare_group_id' : 'id'
  const value = 'employeeId' in sender ? sender.employeeId : 'groupId' in sender ? sender.groupId : sender.accountId
  const row = await tx
    .selectFrom('message_account')
    .select('id')
    .where(column, '=', value)
    .where('type', '<>', 'CITIZEN')
    .executeTakeFirst()
  if (!row) throw notFound('No such staff account')
  const [named] = await q.findAccountNames(tx, [row.id])
  if (!named) throw notFound('No such staff account')
  return named
}

/** POST /api/dev/messages: one thread for all the guardians, or a copy for each (asCopies) */
export async function sendDevStaffMessage(
  tx: Tx,
  /** null: the attachments are left out (the demo seeded at start has no file storage) */
  files: FileStorage | null,
  body: StaffMessage,
  now: Date,
  { notify = true }: { notify?: boolean } = {},
): Promise<{ threadIds: string[]; messageIds: string[] }> {
  const sender = await senderAccount(tx, body.sender)
  const accounts = await tx
    .selectFrom('message_account')
    .select(['id', 'person_id'])
    .where('person_id', 'in', body.recipientPersonIds)
    .where('active', '=', true)
    .execute()
  if (accounts.length !== new Set(body.recipientPersonIds).size) throw badRequest('A recipient has no account')
  const sentAt = body.sentAt ? new Date(body.sentAt) : now
  const groups = body.asCopies ? accounts.map((a) => [a]) : [accounts]
  const threadIds: string[] = []
  const messageIds: string[] = []
  for (const group of groups) {
    const threadId = await q.insertThread(tx, {
      messageType: body.type,
      title: body.title,
      urgent: body.urgent,
      sensitive: body.sensitive,
      isCopy: body.asCopies,
      applicationId: body.applicationId,
      children: body.childIds,
    })
    const { messageId, contentId } = await q.insertMessage(tx, {
      threadId,
      senderId: sender.id,
      senderName: sender.name,
      content: body.content,
      repliesTo: null,
      recipientIds: group.map((a) => a.id),
      recipientNames: body.recipientNames,
      now: sentAt,
    })
    for (const a of body.attachments) {
      if (!files) break
      const key = newFileKey()
      const received = await files.receive(Readable.from(Buffer.from(a.data, 'base64')), { maxBytes: 1_000_000 })
      await files.store(key, received, a.contentType)
      await tx
        .insertInto('attachment')
        .values({
          type: 'MESSAGE',
          name: a.name,
          content_type: a.contentType,
          size: received.size,
          storage_key: key,
          message_content_id: contentId,
          received_at: sentAt,
        })
        .execute()
    }
    if (notify) {
      await enqueueEmail(tx, {
        recipients: group.flatMap((a) => (a.person_id ? [a.person_id] : [])),
        dedupeKey: `message:${messageId}`,
        template: body.type === 'BULLETIN' ? 'bulletin' : 'message',
        params: { urgent: body.urgent, threadId, senderName: body.sensitive ? null : sender.name },
      })
    }
    threadIds.push(threadId)
    messageIds.push(messageId)
  }
  return { threadIds, messageIds }
}

/** POST /api/dev/messages/{id}/reply: the staff account answers everyone else in the thread */
export async function sendDevStaffReply(
  tx: Tx,
  messageId: string,
  body: StaffReply,
  now: Date,
): Promise<{ messageId: string }> {
  const sender = await senderAccount(tx, body.sender)
  const thread = await q.findMessageForReply(tx, messageId, sender.id)
  if (!thread) throw notFound('Message not found in a thread of the sender')
  const recipientIds = thread.participants.map((p) => p.id).filter((id) => id !== sender.id)
  const accounts = await q.findAccountNames(tx, recipientIds)
  const { messageId: id } = await q.insertMessage(tx, {
    threadId: thread.thread_id,
    senderId: sender.id,
    senderName: sender.name,
    content: body.content,
    repliesTo: messageId,
    recipientIds,
    recipientNames: null,
    now: body.sentAt ? new Date(body.sentAt) : now,
  })
  await enqueueEmail(tx, {
    recipients: accounts.flatMap((a) => (a.person_id ? [a.person_id] : [])),
    dedupeKey: `message:${id}`,
    template: 'message',
    params: { urgent: false, threadId: thread.thread_id, senderName: thread.sensitive ? null : sender.name },
  })
  return { messageId: id }
}
