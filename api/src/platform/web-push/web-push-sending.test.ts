import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WEB_PUSH_TOPICS, type WebPushTopic } from '@citizen/contract'
import { useTestApp } from '../../../test/harness'
import { startPushReceiver } from '../../../test/push-receiver'
import { useMessagingDemo, staffMessage } from '../../features/messages/message-fixtures'
import { claimDueRow } from '../outbox-rows'
import { enqueueEmail } from '../email/outbox'
import {
  MAX_PUSH_ATTEMPTS,
  PUSH_TTL_SECONDS,
  publicOnlyLookup,
  pushOutcome,
  retryAfterMinutes,
  sendDuePushes,
} from './sender'

// What the SEND_WEB_PUSHES job delivers to a real push receiver in this process (VAPID checked,
// payload decrypted), from a cause's transaction to the device, and what the push services'
// answers do to the outbox and the devices.

const t = useTestApp()
const { demo, f } = useMessagingDemo(t)
let receiver: Awaited<ReturnType<typeof startPushReceiver>>

beforeAll(async () => {
  receiver = await startPushReceiver()
})
afterAll(async () => {
  await receiver.close()
})
beforeEach(async () => {
  receiver.received.length = 0
  receiver.rejected.length = 0
  receiver.requests.length = 0
  await t.db.deleteFrom('web_push_subscription').execute()
  await t.db.deleteFrom('job').execute()
})

const silent = { info() {}, warn() {}, error() {} }
const send = (now = new Date()) => sendDuePushes({ db: t.db, config: t.app.config, log: silent, now })
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** A device of the persona, subscribed through the API with the receiver's keys */
async function device(key: string, topics?: WebPushTopic[]) {
  const cookie = await demo.as(key)
  const subscription = receiver.subscribe()
  const res = await demo.call(cookie, 'POST', '/api/citizen/web-push/subscriptions', subscription)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { id } = res.body as { id: string }
  if (topics) {
    const put = await demo.call(cookie, 'PUT', `/api/citizen/web-push/subscriptions/${id}`, {
      topics,
      deviceName: null,
    })
    expect(put.status).toBe(200)
  }
  return { id, endpoint: subscription.endpoint }
}

async function messageTo(key: string, extra: Record<string, unknown> = {}) {
  const { threadIds } = await staffMessage(demo, {
    sender: { employeeId: f.supervisor },
    recipientPersonIds: [await demo.personIdOf(key)],
    title: 'Retkipäivä',
    content: 'Huomenna retki metsään',
    ...extra,
  })
  return threadIds[0]!
}

const pushesOf = (subscriptionId: string) =>
  t.db.selectFrom('web_push_outbox').selectAll().where('subscription_id', '=', subscriptionId).execute()

describe('a new message on a device', () => {
  it('is queued with the email in its transaction and sent once, encrypted and signed, in the person’s language', async () => {
    const mikko = await device('three-children-1')
    const threadId = await messageTo('three-children-1')
    const [row] = await pushesOf(mikko.id)
    expect(row).toMatchObject({ topic: 'MESSAGE', template: 'message', status: 'PENDING', language: 'fi' })
    const emailed = await t.db
      .selectFrom('email_outbox')
      .select('dedupe_key')
      .where('dedupe_key', '=', row!.dedupe_key)
      .execute()
    expect(emailed).toHaveLength(1)

    expect(await send()).toBe(1)
    expect(receiver.rejected).toEqual([])
    expect(receiver.received).toHaveLength(1)
    const [pushed] = receiver.received
    const sender = await t.db
      .selectFrom('message')
      .select('sender_name')
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow()
    expect(pushed).toMatchObject({
      endpoint: mikko.endpoint,
      ttl: PUSH_TTL_SECONDS,
      payload: {
        title: `Uusi viesti: ${sender.sender_name}`,
        body: 'Sinulle on saapunut uusi viesti varhaiskasvatuksen asiointipalveluun.',
        url: `/messages/${threadId}`,
      },
    })
    // Never the message itself
    expect(JSON.stringify(pushed!.payload)).not.toMatch(/Retki|metsään/)
    expect(pushed!.vapid.aud).toBe(new URL(mikko.endpoint).origin)
    expect(pushed!.vapid.sub).toBe(t.app.config.webPush!.subject)
    expect((await pushesOf(mikko.id))[0]).toMatchObject({ status: 'SENT', attempts: 1 })

    // Sent once: the job again, even an hour later, sends nothing more
    expect(await send(minutesFromNow(60))).toBe(0)
    expect(receiver.received).toHaveLength(1)
  })

  it('of a sensitive thread says only that a message arrived, in English for an English speaker', async () => {
    await t.db
      .updateTable('person')
      .set({ language: 'en' })
      .where('id', '=', await demo.personIdOf('one-child'))
      .execute()
    await device('one-child')
    const threadId = await messageTo('one-child', { sensitive: true })
    expect(await send()).toBe(1)
    expect(receiver.received[0]!.payload).toEqual({
      title: 'New message',
      body: 'You have received a new message in the early childhood education e-service.',
      url: `/messages/${threadId}`,
      tag: `/messages/${threadId}`,
    })
  })

  it('goes to each device with the topic on, and to none with it off', async () => {
    const on = await device('three-children-1')
    const off = await device(
      'three-children-1',
      WEB_PUSH_TOPICS.filter((topic) => topic !== 'MESSAGE'),
    )
    await messageTo('three-children-1')
    expect((await pushesOf(on.id)).length).toBe(1)
    expect(await pushesOf(off.id)).toEqual([])
    expect(await send()).toBe(1)
    expect(receiver.received.map((r) => r.endpoint)).toEqual([on.endpoint])
  })

  it('is not queued by an app without VAPID keys', async () => {
    const mikko = await device('three-children-1')
    await t.newApp({ webPush: null })
    try {
      await messageTo('three-children-1')
      expect(await pushesOf(mikko.id)).toEqual([])
    } finally {
      await t.newApp({})
    }
  })
})

describe('a reminder on a device', () => {
  it('goes to the devices with calendar reminders on, with the email’s text and link', async () => {
    const on = await device('three-children-1')
    const off = await device(
      'three-children-1',
      WEB_PUSH_TOPICS.filter((topic) => topic !== 'CALENDAR_REMINDER'),
    )
    const mikko = await demo.personIdOf('three-children-1')
    await t.db.transaction().execute((tx) =>
      enqueueEmail(tx, {
        recipients: [mikko],
        dedupeKey: 'reservations-missing:2027-01-10',
        template: 'reservationsMissing',
        params: { deadline: '2027-01-10' },
      }),
    )
    expect(await pushesOf(off.id)).toEqual([])
    expect(await send()).toBe(1)
    expect(receiver.received.map((r) => [r.endpoint, r.payload])).toEqual([
      [
        on.endpoint,
        expect.objectContaining({
          title: 'Läsnäoloilmoituksia puuttuu',
          body: expect.stringContaining('sulkeutuvat 10.01.2027'),
          url: '/calendar',
        }),
      ],
    ])
  })
})

describe('the push services’ answers', () => {
  it('404 and 410 remove the device and its unsent pushes', async () => {
    for (const status of [404, 410]) {
      const gone = await device('three-children-1')
      receiver.answer(gone.endpoint, status)
      await messageTo('three-children-1')
      await messageTo('three-children-1')
      expect(await send()).toBe(0)
      expect(await t.db.selectFrom('web_push_subscription').select('id').where('id', '=', gone.id).execute()).toEqual(
        [],
      )
      expect(await pushesOf(gone.id)).toEqual([])
    }
  })

  it('5xx is tried again later with a growing delay, and then sent once', async () => {
    const mikko = await device('three-children-1')
    receiver.answer(mikko.endpoint, 500, 503)
    await messageTo('three-children-1')
    expect(await send()).toBe(0)
    let [row] = await pushesOf(mikko.id)
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'Push service answered 500' })
    // Not before its time
    expect(await send()).toBe(0)
    expect(await send(minutesFromNow(1.5))).toBe(0)
    ;[row] = await pushesOf(mikko.id)
    expect(row!.attempts).toBe(2)
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 90_000)
    expect(await send(minutesFromNow(5))).toBe(1)
    expect(receiver.received).toHaveLength(1)
    expect(await send(minutesFromNow(60))).toBe(0)
  })

  it('429 waits for Retry-After; 413 and other 4xx give up without removing the device', async () => {
    const mikko = await device('three-children-1')
    receiver.answer(mikko.endpoint, 429)
    await messageTo('three-children-1')
    expect(await send()).toBe(0)
    const [row] = await pushesOf(mikko.id)
    // Retry-After: 1 (a second), not the back-off's minute
    expect(row!.next_attempt_at.getTime()).toBeLessThan(Date.now() + 30_000)
    await new Promise((r) => setTimeout(r, 1_100))
    expect(await send()).toBe(1)

    receiver.answer(mikko.endpoint, 413)
    await messageTo('three-children-1')
    expect(await send()).toBe(0)
    const failed = (await pushesOf(mikko.id)).filter((r) => r.status === 'FAILED')
    expect(failed.map((r) => r.last_error)).toEqual(['Push service answered 413'])
    expect(
      await t.db.selectFrom('web_push_subscription').select('id').where('id', '=', mikko.id).execute(),
    ).toHaveLength(1)
  })

  it('gives up after the last attempt', async () => {
    const mikko = await device('three-children-1')
    receiver.answer(mikko.endpoint, ...Array<number>(MAX_PUSH_ATTEMPTS).fill(500))
    await messageTo('three-children-1')
    for (let i = 0; i < MAX_PUSH_ATTEMPTS; i++) await send(minutesFromNow(60 * 24 * (i + 1)))
    expect((await pushesOf(mikko.id))[0]).toMatchObject({ status: 'FAILED', attempts: MAX_PUSH_ATTEMPTS })
    expect(receiver.received).toEqual([])
  })

  it('reads each answer as RFC 8030 says', () => {
    expect([201, 202, 404, 410, 413, 429, 500, 503, null, 400, 401, 403, 301].map(pushOutcome)).toEqual([
      'SENT',
      'SENT',
      'REMOVE_DEVICE',
      'REMOVE_DEVICE',
      'GIVE_UP',
      'RETRY',
      'RETRY',
      'RETRY',
      'RETRY',
      'GIVE_UP',
      'GIVE_UP',
      'GIVE_UP',
      'GIVE_UP',
    ])
    const now = Date.parse('2027-01-04T10:00:00Z')
    expect(retryAfterMinutes('120', now)).toBe(2)
    expect(retryAfterMinutes('Mon, 04 Jan 2027 10:03:00 GMT', now)).toBe(3)
    expect(retryAfterMinutes('0', now)).toBe(1 / 60)
    expect(retryAfterMinutes('soon', now)).toBeNull()
    expect(retryAfterMinutes(null, now)).toBeNull()
  })
})

describe('exactly once', () => {
  it('two senders at once send each push once', async () => {
    const devices = [await device('three-children-1'), await device('three-children-1'), await device('one-child')]
    for (let i = 0; i < 5; i++) {
      await messageTo('three-children-1')
      await messageTo('one-child')
    }
    const sent = await Promise.all([send(), send(), send()])
    expect(sent.reduce((a, b) => a + b, 0)).toBe(15)
    expect(receiver.received).toHaveLength(15)
    expect(receiver.requests).toHaveLength(15)
    expect(new Set(receiver.received.map((r) => r.endpoint))).toEqual(new Set(devices.map((d) => d.endpoint)))
  })

  it('a push whose sender died before marking it is sent again when its lease ends, never after it is marked', async () => {
    const mikko = await device('three-children-1')
    await messageTo('three-children-1')
    // A process claims the push and dies (sent or not, it never marks it)
    const claimed = await claimDueRow(t.db, 'web_push_outbox', ['subscription_id'], new Date(), '2 minutes')
    expect(claimed).not.toBeNull()
    expect(await send()).toBe(0)
    expect(await send(minutesFromNow(3))).toBe(1)
    expect((await pushesOf(mikko.id))[0]).toMatchObject({ status: 'SENT', attempts: 2 })
    expect(await send(minutesFromNow(60))).toBe(0)
    expect(receiver.received).toHaveLength(1)
  })
})

describe('no request into the server’s own network', () => {
  it('in production an endpoint the rules refuse is never requested, even one stored before', async () => {
    const mikko = await device('three-children-1')
    await messageTo('three-children-1')
    const production = { ...t.app.config, production: true }
    expect(await sendDuePushes({ db: t.db, config: production, log: silent, now: new Date() })).toBe(0)
    expect(receiver.requests).toEqual([])
    expect((await pushesOf(mikko.id))[0]).toMatchObject({
      status: 'FAILED',
      last_error: 'Endpoint not allowed: NOT_HTTPS',
    })
  })

  it('a host name is connected to only at its public addresses', async () => {
    const lookup = (host: string) =>
      new Promise((resolve) =>
        publicOnlyLookup(host, {}, (err, address) => resolve(err ? (err as NodeJS.ErrnoException).code : address)),
      )
    expect(await lookup('localhost')).toBe('ENOTPUBLIC')
    expect(await lookup('127.0.0.1')).toBe('ENOTPUBLIC')
    expect(await lookup('10.1.2.3')).toBe('ENOTPUBLIC')
    expect(await lookup('93.184.215.14')).toBe('93.184.215.14')
  })
})
