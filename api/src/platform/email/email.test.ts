import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { MOCKED_TIME_HEADER, type EmailMessageType } from '@citizen/contract'
import { csrf, useTestApp } from '../../../test/harness'
import { startSmtpInbox } from '../../../test/smtp-inbox'
import { deleteOldEmails, enqueueEmail } from './outbox'
import { MAX_ATTEMPTS, sendDueEmails } from './sender'
import { retryDelayMinutes } from '../outbox-rows'
import type { EmailTemplate } from '../../email-templates'

// What the SEND_EMAILS job delivers to a real SMTP server in this process, and what stays in the
// outbox without SMTP settings (the default app of useTestApp).

const t = useTestApp()
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
/** The app with SMTP settings, on the same database */
let sending: FastifyInstance
const LINK_BASE = 'https://portal.example.fi/a&b'

beforeAll(async () => {
  inbox = await startSmtpInbox()
  sending = await t.newApp({
    email: {
      smtp: { kind: 'url', url: inbox.url },
      from: '"Varhaiskasvatus" <noreply@example.fi>',
      replyTo: 'info@example.fi',
      linkBaseUrl: LINK_BASE,
    },
  })
})
afterAll(async () => {
  await inbox.close()
})
beforeEach(async () => {
  inbox.received.length = 0
  inbox.state.reject = false
  inbox.state.delayMs = 0
  await t.db.deleteFrom('email_outbox').execute()
  await t.db.deleteFrom('job').execute()
})

let personCount = 0
async function addPerson(p: { email: string | null; language?: string | null; disabled?: EmailMessageType[] }) {
  const row = await t.db
    .insertInto('person')
    .values({
      first_name: 'Testi',
      last_name: `Henkilö ${++personCount}`,
      date_of_birth: '1990-01-01',
      email: p.email,
      language: p.language ?? null,
      disabled_email_types: p.disabled ?? [],
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const enqueue = (recipients: string[], dedupeKey: string, email: EmailTemplate) =>
  t.db.transaction().execute((tx) => enqueueEmail(tx, { recipients, dedupeKey, ...email }))

async function runJobs(app: FastifyInstance, at?: Date) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dev/run-jobs',
    headers: { ...csrf, ...(at ? { [MOCKED_TIME_HEADER]: at.toISOString() } : {}) },
  })
  expect(res.statusCode, res.body).toBe(200)
}

const outbox = () => t.db.selectFrom('email_outbox').selectAll().orderBy('to_address').execute()
const message: EmailTemplate = { template: 'message', params: { urgent: false } }

describe('the email job with SMTP settings', () => {
  it('sends each email once in the recipient’s language, with the link, escaped HTML and a stable Message-ID', async () => {
    const fi = await addPerson({ email: 'fi@example.com', language: 'fi' })
    const sv = await addPerson({ email: ' sv@example.com ', language: 'sv' })
    const en = await addPerson({ email: 'en@example.com', language: 'en' })
    const unknown = await addPerson({ email: 'unknown@example.com', language: null })
    const noEmail = await addPerson({ email: '' })
    expect(await enqueue([fi, sv, en, unknown, noEmail], 'message:1', message)).toBe(4)
    // The same cause again adds nothing
    expect(await enqueue([fi, sv], 'message:1', message)).toBe(0)

    await runJobs(sending)
    const byTo = new Map(inbox.received.map((m) => [m.envelopeTo.join(), m]))
    expect([...byTo.keys()].sort()).toEqual([
      'en@example.com',
      'fi@example.com',
      'sv@example.com',
      'unknown@example.com',
    ])
    expect(inbox.received).toHaveLength(4)
    expect(byTo.get('fi@example.com')).toMatchObject({ subject: 'Uusi viesti', to: 'fi@example.com' })
    expect(byTo.get('en@example.com')).toMatchObject({ subject: 'New message' })
    expect(byTo.get('unknown@example.com')).toMatchObject({ subject: 'Uusi viesti' })
    const svMail = byTo.get('sv@example.com')!
    expect(svMail).toMatchObject({
      subject: 'Nytt meddelande',
      from: '"Varhaiskasvatus" <noreply@example.fi>',
      replyTo: 'info@example.fi',
    })
    expect(svMail.text).toContain('Du har fått ett nytt meddelande')
    expect(svMail.text).toContain(`Läs meddelandet: ${LINK_BASE}/messages`)
    expect(svMail.html).toContain('<html lang="sv">')
    expect(svMail.html).toContain('<a href="https://portal.example.fi/a&amp;b/messages">Läs meddelandet</a>')
    expect(svMail.html).not.toContain('a&b')

    const rows = await outbox()
    expect(rows.map((r) => [r.to_address, r.status, r.attempts])).toEqual([
      ['en@example.com', 'SENT', 1],
      ['fi@example.com', 'SENT', 1],
      ['sv@example.com', 'SENT', 1],
      ['unknown@example.com', 'SENT', 1],
    ])
    const svRow = rows.find((r) => r.person_id === sv)!
    expect(svMail.messageId).toBe(`<${svRow.id}@example.fi>`)

    // Sent once: running the job again sends nothing more
    await runJobs(sending)
    expect(inbox.received).toHaveLength(4)
  })

  it('skips the kinds a person turned off, but never TRANSACTIONAL', async () => {
    const person = await addPerson({
      email: 'quiet@example.com',
      disabled: ['MESSAGE_NOTIFICATION', 'TRANSACTIONAL'],
    })
    expect(await enqueue([person], 'message:2', message)).toBe(0)
    expect(await enqueue([person], 'bulletin:3', { template: 'bulletin', params: { urgent: true } })).toBe(1)
    expect(
      await enqueue([person], 'application-received:4', {
        template: 'applicationReceived',
        params: { applicationType: 'CLUB' },
      }),
    ).toBe(1)
    await runJobs(sending)
    expect(inbox.received.map((m) => m.subject).sort()).toEqual([
      'Hakemuksesi on vastaanotettu',
      'Uusi kiireellinen tiedote',
    ])
    expect(inbox.received.find((m) => m.subject.startsWith('Hakemuksesi'))!.text).toContain(
      `Kerhohakemus.\n\nVoit seurata hakemuksen käsittelyä asiointipalvelussa.\n\nHakemukset: ${LINK_BASE}/applications`,
    )
    expect((await outbox()).map((r) => r.type).sort()).toEqual(['BULLETIN_NOTIFICATION', 'TRANSACTIONAL'])
  })

  it('retries a failed email with a growing delay and gives up after the last attempt', async () => {
    const person = await addPerson({ email: 'bounce@example.com' })
    await enqueue([person], 'message:5', message)
    inbox.state.reject = true
    let at = new Date()
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = Date.now()
      await runJobs(sending, at)
      const after = Date.now()
      const row = (await outbox())[0]!
      expect(row).toMatchObject({
        attempts: attempt,
        status: attempt < MAX_ATTEMPTS ? 'PENDING' : 'FAILED',
        last_error: expect.stringContaining('Mailbox unavailable'),
        sent_at: null,
      })
      const delay = retryDelayMinutes(attempt) * 60_000
      expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + delay - 1_000)
      expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(after + delay + 1_000)
      // Not due again before the delay has passed
      await runJobs(sending, new Date(row.next_attempt_at.getTime() - 5_000))
      expect((await outbox())[0]!.attempts).toBe(attempt)
      // (a second later: the database keeps microseconds, a Date only milliseconds)
      at = new Date(row.next_attempt_at.getTime() + 1_000)
    }
    expect(retryDelayMinutes(1)).toBe(1)
    expect(retryDelayMinutes(3)).toBe(4)
    // Given up: the server taking mail again changes nothing
    inbox.state.reject = false
    await runJobs(sending, new Date(at.getTime() + 86_400_000))
    expect(inbox.received).toEqual([])
    expect((await outbox())[0]).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS })
  })

  it('never sends a row whose template this version does not know, and says why', async () => {
    const person = await addPerson({ email: 'old-template@example.com' })
    await enqueue([person], 'message:9', message)
    await t.db.updateTable('email_outbox').set({ template: 'removedTemplate' }).execute()
    await enqueue([person], 'bulletin:10', { template: 'bulletin', params: { urgent: false } })
    await t.db
      .updateTable('email_outbox')
      .set({ params: JSON.stringify({ urgent: 'yes' }) })
      .where('dedupe_key', '=', 'bulletin:10')
      .execute()
    await runJobs(sending)
    expect(inbox.received).toEqual([])
    const rows = await t.db.selectFrom('email_outbox').select(['dedupe_key', 'status', 'last_error']).execute()
    expect(rows.sort((a, b) => a.dedupe_key.localeCompare(b.dedupe_key))).toEqual([
      {
        dedupe_key: 'bulletin:10',
        status: 'PENDING',
        last_error:
          'Bad parameters of email template bulletin: urgent: Invalid input: expected boolean, received string',
      },
      { dedupe_key: 'message:9', status: 'PENDING', last_error: 'Unknown email template removedTemplate' },
    ])
    // The dev API still lists the outbox, with the reason
    const listed = (await sending.inject({ method: 'GET', url: '/api/dev/emails' })).json() as { subject: string }[]
    expect(listed.map((e) => e.subject).sort()).toEqual([
      'Cannot render: Bad parameters of email template bulletin: urgent: Invalid input: expected boolean, received string',
      'Cannot render: Unknown email template removedTemplate',
    ])
  })

  it('sends to exactly one address it parsed itself, never to a list a stored email might hold', async () => {
    // Stored before the strict email rule (or by any other way in): nodemailer would split each of these
    const lists = [
      'list@example.com,evil@evil.example',
      'list@example.com;evil2@evil.example',
      'group: list@example.com, evil3@evil.example;',
      '"Evil" <evil4@evil.example>',
      'list@example.com (evil5@evil.example)',
      '=?utf-8?Q?list=40example.com=2C_evil6=40evil.example?=',
    ]
    const people = await Promise.all(lists.map((email) => addPerson({ email })))
    const idn = await addPerson({ email: 'matti@äänekoski.fi' })
    await enqueue([...people, idn], 'bulletin:11', { template: 'bulletin', params: { urgent: false } })
    await runJobs(sending)
    // Sent as matti@xn--nekoski-4waa.fi; the test server shows the domain's Unicode form
    expect(inbox.received.map((m) => [m.envelopeTo, m.to])).toEqual([[['matti@äänekoski.fi'], 'matti@äänekoski.fi']])
    const refused = (await outbox()).filter((r) => r.person_id !== idn)
    expect(refused).toHaveLength(lists.length)
    for (const row of refused) expect(row).toMatchObject({ status: 'FAILED', last_error: 'Not one email address' })
  })

  it('sends each email once when two processes send at the same time', async () => {
    const people = await Promise.all(
      Array.from({ length: 16 }, (_, i) => addPerson({ email: `many${String(i).padStart(2, '0')}@example.com` })),
    )
    await enqueue(people, 'bulletin:6', { template: 'bulletin', params: { urgent: false } })
    inbox.state.delayMs = 15
    const log = { info: () => {}, warn: () => {}, error: () => {} }
    const run = () => sendDueEmails({ db: t.db, config: sending.config, log, now: new Date() })
    const counts = await Promise.all([run(), run()])
    expect(counts[0]! + counts[1]!).toBe(16)
    expect(counts.every((c) => c > 0)).toBe(true)
    const addresses = inbox.received.map((m) => m.envelopeTo.join())
    expect(addresses).toHaveLength(16)
    expect(new Set(addresses).size).toBe(16)
    expect(new Set(inbox.received.map((m) => m.messageId)).size).toBe(16)
  })
})

describe('the daily clean-up', () => {
  it('deletes sent and failed emails after 90 days and never an unsent one', async () => {
    const person = await addPerson({ email: 'old@example.com' })
    for (const n of [1, 2, 3, 4]) await enqueue([person], `message:old-${n}`, message)
    const rows = await t.db.selectFrom('email_outbox').select('id').orderBy('id').execute()
    const set = (id: string, status: 'PENDING' | 'SENT' | 'FAILED', createdAt: string) =>
      t.db
        .updateTable('email_outbox')
        .set({ status, created_at: new Date(createdAt), sent_at: status === 'SENT' ? new Date(createdAt) : null })
        .where('id', '=', id)
        .execute()
    await set(rows[0]!.id, 'SENT', '2026-08-01T10:00:00Z') // 91 days before the run: goes
    await set(rows[1]!.id, 'FAILED', '2026-08-01T10:00:00Z') // goes
    await set(rows[2]!.id, 'SENT', '2026-08-03T10:00:00Z') // 89 days: stays
    await set(rows[3]!.id, 'PENDING', '2026-01-01T10:00:00Z') // unsent: stays
    expect(await deleteOldEmails(t.db, new Date('2026-10-31T10:00:00Z'))).toBe(2)
    const left = await t.db.selectFrom('email_outbox').select('id').orderBy('id').execute()
    expect(left).toEqual([rows[2], rows[3]])
  })
})

describe('without SMTP settings (the default)', () => {
  it('keeps the emails in the outbox and the dev API lists them, newest first', async () => {
    const person = await addPerson({ email: 'outbox@example.com', language: 'sv' })
    await enqueue([person], 'application-received:7', {
      template: 'applicationReceived',
      params: { applicationType: 'PRESCHOOL' },
    })
    await enqueue([person], 'message:8', { template: 'message', params: { urgent: true } })
    await runJobs(t.app)
    expect(inbox.received).toEqual([])
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/emails' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      expect.objectContaining({
        personId: person,
        to: 'outbox@example.com',
        language: 'sv',
        type: 'MESSAGE_NOTIFICATION',
        subject: 'Nytt brådskande meddelande',
        text: expect.stringContaining(`Läs meddelandet: ${t.app.config.email.linkBaseUrl}/messages`),
        status: 'PENDING',
        attempts: 0,
      }),
      expect.objectContaining({
        type: 'TRANSACTIONAL',
        subject: 'Vi har tagit emot din ansökan',
        text: expect.stringContaining('Ansökan om förskoleundervisning'),
        status: 'PENDING',
      }),
    ])
  })
})
