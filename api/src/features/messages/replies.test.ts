import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { addDays, messageErrors } from '@citizen/contract'
import { today, useTestApp, withFosterRelation } from '../../../test/harness'
import { staffMessage, useMessagingDemo } from './message-fixtures'

// Replies (reference §12): who may be answered, and the thread answer's canReply beside the command
const t = useTestApp()
const { demo, f, received, emailsOf } = useMessagingDemo(t)
const { as, personIdOf, call } = demo

describe('POST /api/citizen/messages/{messageId}/reply', () => {
  const reply = async (cookie: string, messageId: string, recipientAccountIds: string[]) =>
    call(cookie, 'POST', `/api/citizen/messages/${messageId}/reply`, { content: 'Kiitos!', recipientAccountIds })

  it('replies to the thread’s participants and refuses others, copies, others’ bulletins and closed applications', async () => {
    const ainoId = await personIdOf('one-child')
    const aino = await as('one-child', 'WEAK')
    const { supervisor, staff } = f.accounts
    const send = (body: Record<string, unknown>) =>
      staffMessage(demo, {
        sender: { employeeId: f.supervisor },
        recipientPersonIds: [ainoId],
        childIds: [f.eetu],
        title: 'Asia',
        content: 'Hei',
        ...body,
      })

    const message = (await send({})).messageIds[0]!
    const ok = await reply(aino, message, [supervisor])
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.message).toMatchObject({ content: 'Kiitos!', sender: { type: 'CITIZEN' }, readAt: null })
    expect(await emailsOf(`message:${ok.body.message.id}`)).toEqual([])

    // The staff member took no part in the thread
    const outside = await reply(aino, message, [supervisor, staff])
    expect(outside).toMatchObject({ status: 403, body: { errorCode: messageErrors.replyNotAllowed } })

    const copy = (await send({ type: 'BULLETIN', asCopies: true })).messageIds[0]!
    expect((await reply(aino, copy, [supervisor])).status).toBe(400)
    const bulletin = (await send({ type: 'BULLETIN' })).messageIds[0]!
    expect((await reply(aino, bulletin, [supervisor])).status).toBe(403)

    const applicationId = await demo.dev('/api/dev/applications', {
      childId: f.eetu,
      guardianId: ainoId,
      type: 'DAYCARE',
      status: 'SENT',
    })
    const linked = (await send({ applicationId })).messageIds[0]!
    expect((await reply(aino, linked, [supervisor])).status).toBe(200)
    await sql`UPDATE application SET status = 'REJECTED' WHERE id = ${applicationId}`.execute(t.db)
    expect((await reply(aino, linked, [supervisor])).status).toBe(403)
    const thread = (await received(aino)).data.find((d) => d.type === 'Regular' && d.applicationStatus === 'REJECTED')
    expect(thread).toBeDefined()
  })

  it('refuses a reply to other guardians only with 400 REPLY_RECIPIENTS_MISSING and writes nothing', async () => {
    const mikkoId = await personIdOf('three-children-1')
    const sannaId = await personIdOf('three-children-2')
    const { threadIds, messageIds } = await staffMessage(demo, {
      sender: { groupId: f.groupA },
      recipientPersonIds: [mikkoId, sannaId],
      childIds: [f.onni],
      title: 'Molemmille',
      content: 'Hei',
    })
    const mikko = await as('three-children-1', 'WEAK')
    const sanna = await f.accounts.of(sannaId)
    const messagesOf = async () =>
      (await t.db.selectFrom('message').select('id').where('thread_id', '=', threadIds[0]!).execute()).length
    const before = await messagesOf()
    const res = await reply(mikko, messageIds[0]!, [sanna])
    expect(res).toMatchObject({ status: 400, body: { errorCode: messageErrors.replyRecipientsMissing } })
    expect(await messagesOf()).toBe(before)
    // With the group too it goes
    expect((await reply(mikko, messageIds[0]!, [f.accounts.groupA, sanna])).status).toBe(200)
    expect(await messagesOf()).toBe(before + 1)
  })

  it('offers no reply (canReply) where the command refuses one: a foster relationship that ended', async () => {
    const riittaId = await personIdOf('foster-parent')
    const aleksi = demo.childOf('foster-parent', 'Aleksi')
    const group = await t.db
      .selectFrom('daycare_group_placement as gp')
      .innerJoin('placement as pl', 'pl.id', 'gp.placement_id')
      .select('gp.group_id')
      .where('pl.child_id', '=', aleksi)
      .where('gp.end_date', '>=', today())
      .executeTakeFirstOrThrow()
    const { threadIds, messageIds } = await staffMessage(demo, {
      sender: { groupId: group.group_id },
      recipientPersonIds: [riittaId],
      childIds: [aleksi],
      title: 'Aleksin retki',
      content: 'Hei',
    })
    const groupAccount = await t.db
      .selectFrom('message_account')
      .select('id')
      .where('daycare_group_id', '=', group.group_id)
      .executeTakeFirstOrThrow()
    const riitta = await as('foster-parent', 'WEAK')
    const canReply = async () => {
      const thread = (await received(riitta)).data.find((d) => d.id === threadIds[0])
      if (thread?.type !== 'Regular') throw new Error('no thread')
      return thread.canReply
    }
    expect(await canReply()).toBe(true)
    await withFosterRelation(t.db, { parentId: riittaId }, async (relationId) => {
      // The relationship's last day was yesterday
      await t.db
        .updateTable('foster_parent')
        .set({ valid_during: `[${addDays(today(), -365)},${today()})` })
        .where('id', '=', relationId)
        .execute()
      expect(await canReply()).toBe(false)
      const res = await reply(riitta, messageIds[0]!, [groupAccount.id])
      expect(res).toMatchObject({ status: 403, body: { errorCode: messageErrors.replyNotAllowed } })
    })
    expect(await canReply()).toBe(true)
  })

  it('answers 404 with no data for another family’s message, 400 for bad input', async () => {
    const { messageIds } = await staffMessage(demo, {
      sender: { employeeId: f.supervisor },
      recipientPersonIds: [await personIdOf('one-child')],
      title: 'Ainon asia',
      content: 'Yksityinen',
    })
    const mikko = await as('three-children-1')
    const res = await reply(mikko, messageIds[0]!, [f.accounts.supervisor])
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).not.toContain('Yksityinen')
    expect((await reply(mikko, messageIds[0]!, [])).status).toBe(400)
    expect(
      (await call(mikko, 'POST', `/api/citizen/messages/x/reply`, { content: 'a', recipientAccountIds: [] })).status,
    ).toBe(400)
  })
})

describe('the demo’s messages', () => {
  it('gives Kaisa the README’s five threads, the one about her application open to a reply to its service worker', async () => {
    const kaisa = await as('preschool', 'STRONG')
    const page = await received(kaisa)
    expect(page.total).toBe(5)
    const regular = page.data.flatMap((d) => (d.type === 'Regular' ? [d] : []))
    expect(regular.map((d) => d.title).sort()).toEqual(
      ['Hakemuksenne', 'Retkipäivä', 'Syksyn vanhempainilta', 'Tukitoimet', 'Valokuvaus ensi viikolla'].sort(),
    )
    const application = regular.find((d) => d.applicationStatus !== null)!
    expect(application).toMatchObject({ title: 'Hakemuksenne', applicationStatus: 'SENT', canReply: true })
    const last = application.messages.at(-1)!
    expect(last.sender.type).toBe('SERVICE_WORKER')
    const res = await call(kaisa, 'POST', `/api/citizen/messages/${last.id}/reply`, {
      content: 'Liite tulossa.',
      recipientAccountIds: [last.sender.id],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })
})
