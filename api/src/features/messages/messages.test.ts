import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import pg from 'pg'
import { MessageRecipients, addDays, messageErrors } from '@citizen/contract'
import { csrf, today, useTestApp } from '../../../test/harness'
import { multipartFile } from '../../../test/multipart'
import { samples } from '../../../test/sample-files'
import { staffMessage, useMessagingDemo } from './message-fixtures'

const t = useTestApp()
const { demo, f, received, emailsOf } = useMessagingDemo(t)
const { as, personIdOf, call } = demo

const unread = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/citizen/messages/unread-count')).body.count as number

describe('GET /api/citizen/messages/recipients', () => {
  it('offers the groups, the supervisor (not other staff: reply only), the other guardian and the finance account', async () => {
    const res = await call(await as('three-children-1', 'WEAK'), 'GET', '/api/citizen/messages/recipients')
    expect(res.status).toBe(200)
    const r = MessageRecipients.parse(res.body)
    const sanna = await f.accounts.of(await personIdOf('three-children-2'))
    const { supervisor, staff, groupA, groupM, otherSupervisor, finance } = f.accounts
    // The demo's own staff are there too; these are the test's
    const ours = [supervisor, staff, groupA, groupM, otherSupervisor, finance, sanna]
    const entry = (childId: string | null) => {
      const e = r.childrenToMessageAccounts.find((c) => c.childId === childId)!
      return {
        ...e,
        newMessage: e.newMessage.filter((id) => ours.includes(id)),
        reply: e.reply.filter((id) => ours.includes(id)),
      }
    }
    expect(entry(f.onni).newMessage.sort()).toEqual([supervisor, groupA, sanna].sort())
    expect(entry(f.onni).reply.sort()).toEqual([supervisor, staff, groupA, sanna].sort())
    expect(entry(f.ella).newMessage.sort()).toEqual([otherSupervisor, groupM, sanna].sort())
    // Veeti starts in 20 days: his staff and group only answer, the other guardian is never reply only
    expect(entry(f.veeti).newMessage).toEqual([sanna])
    expect(entry(f.veeti).reply.sort()).toEqual([otherSupervisor, groupM, sanna].sort())
    expect(r.childrenToMessageAccounts.find((c) => c.childId === null)?.reply).toContain(finance)
    const byId = new Map(r.messageAccounts.map((a) => [a.account.id, a]))
    expect(byId.get(staff)).toEqual({
      account: { id: staff, name: 'Ope Tero', type: 'PERSONAL' },
      outOfOffice: { start: addDays(today(), 1), end: addDays(today(), 5) },
    })
    expect(byId.get(groupA)?.account).toEqual({ id: groupA, name: 'Ahvenet', type: 'GROUP' })
    expect(byId.get(sanna)?.account.type).toBe('CITIZEN')
    const mikko = await f.accounts.of(await personIdOf('three-children-1'))
    expect(byId.has(mikko)).toBe(false)
  })

  it('drops a child whose unit does not use messaging', async () => {
    const solrosen = sql`UPDATE unit SET enabled_pilot_features = array_remove(enabled_pilot_features, 'MESSAGING') WHERE name = 'Daghemmet Solrosen'`
    const cookie = await as('separated-guardians-1')
    const before = MessageRecipients.parse((await call(cookie, 'GET', '/api/citizen/messages/recipients')).body)
    expect(before.childrenToMessageAccounts.map((c) => c.childId)).toContain(
      demo.childOf('separated-guardians-1', 'Helmi'),
    )
    await solrosen.execute(t.db)
    try {
      const r = MessageRecipients.parse((await call(cookie, 'GET', '/api/citizen/messages/recipients')).body)
      expect(r.childrenToMessageAccounts.map((c) => c.childId)).toEqual([null])
    } finally {
      await sql`UPDATE unit SET enabled_pilot_features = enabled_pilot_features || '{MESSAGING}' WHERE name = 'Daghemmet Solrosen'`.execute(
        t.db,
      )
    }
  })
})

describe('POST /api/citizen/messages', () => {
  it('sends a thread about the child to the group and the other guardian, emailing her once and not the sender', async () => {
    const mikko = await as('three-children-1', 'WEAK')
    const sannaId = await personIdOf('three-children-2')
    const body = {
      title: 'Hakeminen',
      content: 'Mummo hakee Onnin tänään.',
      recipients: [f.accounts.groupA, await f.accounts.of(sannaId)],
      children: [f.onni],
    }
    const res = await call(mikko, 'POST', '/api/citizen/messages', body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const thread = (await received(mikko)).data.find((d) => d.id === res.body.threadId)!
    expect(thread).toMatchObject({ type: 'Regular', title: 'Hakeminen', messageType: 'MESSAGE', isCopy: false })
    if (thread.type !== 'Regular') throw new Error('redacted')
    expect(thread.children.map((c) => c.childId)).toEqual([f.onni])
    expect(thread.messages).toHaveLength(1)
    expect(thread.messages[0]!.readAt).toBeNull()
    const messageId = thread.messages[0]!.id
    expect(await emailsOf(`message:${messageId}`)).toEqual([sannaId])
    // Sanna has it unread
    const sanna = await as('three-children-2', 'WEAK')
    expect(await unread(sanna)).toBe(1)
    expect(await unread(mikko)).toBe(0)
  })

  it.each<[string, (ids: typeof f) => Record<string, unknown>]>([
    ['a reply-only recipient', (x) => ({ recipients: [x.accounts.staff], children: [x.onni] })],
    ['children in two units', (x) => ({ recipients: [x.accounts.groupA], children: [x.onni, x.ella] })],
    ['no child chosen of several', (x) => ({ recipients: [x.accounts.groupA], children: [] })],
    ['another family’s child', (x) => ({ recipients: [x.accounts.groupA], children: [x.onni, x.eetu] })],
    ['only the other guardian (no staff)', (x) => ({ recipients: [x.accounts.finance], children: [x.onni] })],
  ])('refuses %s with 400 INVALID_RECIPIENTS and writes nothing', async (_, body) => {
    const mikko = await as('three-children-1', 'WEAK')
    const before = (await received(mikko)).total
    const res = await call(mikko, 'POST', '/api/citizen/messages', { title: 'x', content: 'y', ...body(f) })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.errorCode).toBe(messageErrors.invalidRecipients)
    expect((await received(mikko)).total).toBe(before)
  })

  it.each([
    ['no title', { title: ' ', content: 'y', recipients: [], children: [] }],
    ['a recipient that is no id', { title: 'x', content: 'y', recipients: ['nope'], children: [] }],
    ['a text too long', { title: 'x', content: 'y'.repeat(20_001), recipients: [], children: [] }],
  ])('answers 400 for %s', async (_, body) => {
    const res = await call(await as('three-children-1', 'WEAK'), 'POST', '/api/citizen/messages', body)
    expect(res.status).toBe(400)
  })
})

describe('message attachments', () => {
  const upload = async (cookie: string) => {
    const body = multipartFile('liite.pdf', samples.pdf)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/attachments/messages',
      headers: { ...csrf, cookie, ...body.headers },
      payload: body.payload,
    })
    return { status: res.statusCode, body: res.json() }
  }

  it('refuses uploads and attachments without shift care in the coming two weeks, then takes them', async () => {
    const aino = await as('one-child', 'WEAK')
    expect((await call(aino, 'GET', '/api/citizen/messages/my-account')).body.messageAttachmentsAllowed).toBe(false)
    const refused = await upload(aino)
    expect(refused).toMatchObject({ status: 403, body: { errorCode: messageErrors.attachmentsNotAllowed } })

    // Eetu's service need (demo) becomes intermittent shift care
    const changed = await sql`
      UPDATE service_need SET shift_care = 'INTERMITTENT'
      WHERE placement_id IN (SELECT id FROM placement WHERE child_id = ${f.eetu})
        AND start_date <= ${addDays(today(), 14)}::date AND end_date >= ${today()}::date`.execute(t.db)
    expect(Number(changed.numAffectedRows)).toBeGreaterThan(0)
    const account = (await call(aino, 'GET', '/api/citizen/messages/my-account')).body
    expect(account).toEqual({
      accountId: await f.accounts.of(await personIdOf('one-child')),
      messageAttachmentsAllowed: true,
    })

    const uploaded = await upload(aino)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const base = {
      title: 'Lääkärintodistus',
      content: 'Liitteenä.',
      recipients: [f.accounts.supervisor],
      children: [f.eetu],
    }
    // Someone else's upload is not found, and nothing is sent
    const other = await t.db
      .insertInto('attachment')
      .values({
        type: 'MESSAGE',
        name: 'muu.pdf',
        content_type: 'application/pdf',
        size: 1,
        storage_key: crypto.randomUUID(),
        uploaded_by_person: await personIdOf('three-children-1'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const before = (await received(aino)).total
    const foreign = await call(aino, 'POST', '/api/citizen/messages', { ...base, attachmentIds: [other.id] })
    expect(foreign.status).toBe(404)
    expect((await received(aino)).total).toBe(before)
    const sent = await call(aino, 'POST', '/api/citizen/messages', { ...base, attachmentIds: [uploaded.body.id] })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const thread = (await received(aino)).data.find((d) => d.id === sent.body.threadId)!
    if (thread.type !== 'Regular') throw new Error('redacted')
    expect(thread.messages[0]!.attachments).toEqual([
      { id: uploaded.body.id, name: 'liite.pdf', contentType: 'application/pdf' },
    ])
    const url = `/api/citizen/attachments/${uploaded.body.id}/download/liite.pdf`
    expect((await call(aino, 'GET', url)).status).toBe(200)
    const stranger = await call(await as('three-children-1'), 'GET', url)
    expect(stranger.status).toBe(404)
    expect(stranger.raw.toString()).not.toContain('%PDF')
  })
})

describe('reading, unread, archive and redaction', () => {
  it('redacts a sensitive thread on a weak session, counts, marks read and unread, archives', async () => {
    const lauraId = await personIdOf('separated-guardians-2')
    const { threadIds } = await staffMessage(demo, {
      sender: { employeeId: f.supervisor },
      recipientPersonIds: [lauraId],
      title: 'Arkaluonteinen asia',
      content: 'Salainen sisältö',
      sensitive: true,
    })
    const threadId = threadIds[0]!
    const weak = await as('separated-guardians-2', 'WEAK')
    const strong = await as('separated-guardians-2', 'STRONG')
    const redacted = (await received(weak)).data.find((d) => d.id === threadId)!
    expect(redacted).toMatchObject({ type: 'Redacted', hasUnreadMessages: true, sender: { name: 'Esimies Sirpa' } })
    expect(JSON.stringify(redacted)).not.toContain('Salainen')
    expect(JSON.stringify(redacted)).not.toContain('Arkaluonteinen')
    const full = (await received(strong)).data.find((d) => d.id === threadId)!
    expect(full).toMatchObject({ type: 'Regular', sensitive: true, title: 'Arkaluonteinen asia' })

    expect(await unread(weak)).toBe(1)
    const path = `/api/citizen/messages/threads/${threadId}`
    for (let i = 0; i < 2; i++) expect((await call(weak, 'PUT', `${path}/read`)).status).toBe(200)
    expect(await unread(weak)).toBe(0)
    expect((await call(weak, 'PUT', `${path}/last-received-message/read`)).status).toBe(200)
    expect(await unread(weak)).toBe(1)
    for (let i = 0; i < 2; i++) expect((await call(weak, 'PUT', `${path}/archive`)).status).toBe(200)
    expect((await received(weak)).data.map((d) => d.id)).not.toContain(threadId)
    expect(await unread(weak)).toBe(0)
  })

  it('serves a sensitive thread’s attachment to a strong session only', async () => {
    const { threadIds } = await staffMessage(demo, {
      sender: { employeeId: f.supervisor },
      recipientPersonIds: [await personIdOf('separated-guardians-2')],
      title: 'Lausunto',
      content: 'Liitteenä',
      sensitive: true,
      attachments: [{ name: 'lausunto.pdf', contentType: 'application/pdf', data: samples.pdf.toString('base64') }],
    })
    const attachment = await t.db
      .selectFrom('attachment as a')
      .innerJoin('message as m', 'm.content_id', 'a.message_content_id')
      .select('a.id')
      .where('m.thread_id', '=', threadIds[0]!)
      .executeTakeFirstOrThrow()
    const url = `/api/citizen/attachments/${attachment.id}/download/lausunto.pdf`
    expect((await call(await as('separated-guardians-2', 'WEAK'), 'GET', url)).status).toBe(403)
    const strong = await call(await as('separated-guardians-2'), 'GET', url)
    expect(strong.status).toBe(200)
    expect(strong.raw.toString()).toContain('%PDF')
  })

  it('answers 404 and changes nothing for another family’s thread', async () => {
    const lauraId = await personIdOf('separated-guardians-2')
    const { threadIds } = await staffMessage(demo, {
      sender: { groupId: f.groupA },
      recipientPersonIds: [lauraId],
      title: 'Vain Lauralle',
      content: 'x',
    })
    const mikko = await as('three-children-1')
    for (const action of ['read', 'last-received-message/read', 'archive']) {
      const res = await call(mikko, 'PUT', `/api/citizen/messages/threads/${threadIds[0]}/${action}`)
      expect(res.status).toBe(404)
      expect(JSON.stringify(res.body)).not.toContain('Vain Lauralle')
    }
    expect(await unread(await as('separated-guardians-2', 'WEAK'))).toBeGreaterThanOrEqual(1)
    const bad = await call(mikko, 'PUT', '/api/citizen/messages/threads/not-a-uuid/read')
    expect(bad.status).toBe(400)
  })

  it('makes hasReceivedMessages true once a sent message reaches the person', async () => {
    const cookie = await as('no-placements', 'WEAK')
    const status = async () =>
      (await call(cookie, 'GET', '/api/citizen/auth/status')).body.user.accessibleFeatures.messages as boolean
    expect(await status()).toBe(false)
    await staffMessage(demo, {
      sender: { accountId: f.accounts.finance },
      recipientPersonIds: [await personIdOf('no-placements')],
      title: 'Maksu',
      content: 'x',
    })
    expect(await status()).toBe(true)
  })
})

describe('GET /api/citizen/messages/received paging', () => {
  it('answers 10 threads a page, newest last message first, with the total and pages', async () => {
    const pekkaId = await personIdOf('weak-login')
    const base = new Date('2026-01-01T08:00:00Z').getTime()
    for (let i = 0; i < 12; i++) {
      await staffMessage(demo, {
        sender: { employeeId: f.staff },
        recipientPersonIds: [pekkaId],
        title: `Tiedote ${i}`,
        content: `Sisältö ${i}`,
        sentAt: new Date(base + i * 60_000).toISOString(),
      })
    }
    const pekka = await as('weak-login', 'WEAK')
    const first = await received(pekka)
    const second = await received(pekka, 2)
    expect([first.total, first.pages, second.total, second.pages]).toEqual([12, 2, 12, 2])
    const titles = [...first.data, ...second.data].map((d) => (d.type === 'Regular' ? d.title : ''))
    expect(titles).toEqual(Array.from({ length: 12 }, (_, i) => `Tiedote ${11 - i}`))
    expect(first.data).toHaveLength(10)
    expect((await received(pekka, 3)).data).toEqual([])
    expect((await call(pekka, 'GET', '/api/citizen/messages/received?page=0')).status).toBe(400)
  })

  it('costs the same statements for a page of ten threads as for one of one', async () => {
    await staffMessage(demo, {
      sender: { employeeId: f.staff },
      recipientPersonIds: [await personIdOf('no-email')],
      title: 'Yksi',
      content: 'x',
    })
    for (let i = 0; i < 10; i++) {
      await staffMessage(demo, {
        sender: { employeeId: f.staff },
        recipientPersonIds: [await personIdOf('foster-parent')],
        childIds: [demo.childOf('foster-parent', 'Aleksi')],
        title: `Kymmenen ${i}`,
        content: 'x',
        attachments: [{ name: `liite${i}.pdf`, contentType: 'application/pdf', data: samples.pdf.toString('base64') }],
      })
    }
    const statements = async (cookie: string) => {
      let count = 0
      const original = pg.Client.prototype.query
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        count++
        return (original as (...a: unknown[]) => unknown).apply(this, args)
      } as typeof pg.Client.prototype.query
      try {
        const page = await received(cookie)
        return { count, threads: page.data.length }
      } finally {
        pg.Client.prototype.query = original
      }
    }
    const one = await statements(await as('no-email', 'WEAK'))
    const ten = await statements(await as('foster-parent', 'WEAK'))
    expect([one.threads, ten.threads]).toEqual([1, 10])
    expect(one.count).toBeGreaterThanOrEqual(5)
    expect(ten.count).toBe(one.count)
  })
})
