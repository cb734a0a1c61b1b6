import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  WEB_PUSH_MAX_SUBSCRIPTIONS,
  WEB_PUSH_TOPICS,
  WebPushSubscription,
  errorCodes,
  webPushErrors,
} from '@citizen/contract'
import { auditRowsOf, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

const t = useTestApp()
const { load, as, personIdOf, call } = demoClient(t)

const base = '/api/citizen/web-push'
const subscriptions = `${base}/subscriptions`

/** A browser's PushSubscription.toJSON() with fresh keys */
function browserSubscription(endpoint = `http://127.0.0.1:4567/push/${crypto.randomUUID()}`) {
  const ecdh = crypto.createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  }
}

const rowsOf = (personId: string) =>
  t.db.selectFrom('web_push_subscription').selectAll().where('person_id', '=', personId).execute()

async function subscribe(cookie: string, body: object = browserSubscription()) {
  const res = await call(cookie, 'POST', subscriptions, body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body as { id: string }).id
}

async function list(cookie: string) {
  const res = await call(cookie, 'GET', subscriptions)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return WebPushSubscription.array().parse(res.body)
}

beforeAll(async () => {
  await load()
})

describe('GET vapid-public-key', () => {
  it('answers the configured key, an uncompressed P-256 point, to a weak login', async () => {
    const res = await call(await as('weak-login', 'WEAK'), 'GET', `${base}/vapid-public-key`)
    expect(res.status).toBe(200)
    const { publicKey } = res.body as { publicKey: string }
    expect(publicKey).toBe(t.app.config.webPush!.publicKey)
    const point = Buffer.from(publicKey, 'base64url')
    expect([point.length, point[0]]).toEqual([65, 0x04])
  })

  it('is 404 WEB_PUSH_NOT_CONFIGURED without keys, and nothing can be subscribed', async () => {
    const off = await t.newApp({ webPush: null })
    const cookie = await as('one-child')
    const key = await call(cookie, 'GET', `${base}/vapid-public-key`, undefined, off)
    expect([key.status, (key.body as { errorCode: string }).errorCode]).toEqual([404, webPushErrors.notConfigured])
    const created = await call(cookie, 'POST', subscriptions, browserSubscription(), off)
    expect([created.status, (created.body as { errorCode: string }).errorCode]).toEqual([
      404,
      webPushErrors.notConfigured,
    ])
    // The devices kept from before can still be seen and removed
    expect((await call(cookie, 'GET', subscriptions, undefined, off)).status).toBe(200)
  })
})

describe('subscriptions', () => {
  it('stores a new device with every topic on, lists, changes and removes it', async () => {
    const cookie = await as('weak-login', 'WEAK')
    const personId = await personIdOf('weak-login')
    const body = { ...browserSubscription(), deviceName: '  Firefox on Android  ' }
    const id = await subscribe(cookie, body)
    const [row] = await rowsOf(personId)
    expect(row).toMatchObject({ id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })

    expect(await list(cookie)).toEqual([
      {
        id,
        endpoint: body.endpoint,
        deviceName: 'Firefox on Android',
        topics: [...WEB_PUSH_TOPICS],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ])
    const changed = await call(cookie, 'PUT', `${subscriptions}/${id}`, {
      topics: ['CALENDAR_REMINDER', 'MESSAGE'],
      deviceName: 'Phone',
    })
    expect(changed).toMatchObject({ status: 200, body: { ok: true } })
    expect(await list(cookie)).toMatchObject([{ id, deviceName: 'Phone', topics: ['MESSAGE', 'CALENDAR_REMINDER'] }])
    await call(cookie, 'PUT', `${subscriptions}/${id}`, { topics: [], deviceName: '' })
    expect(await list(cookie)).toMatchObject([{ id, deviceName: null, topics: [] }])

    expect(await call(cookie, 'DELETE', `${subscriptions}/${id}`)).toMatchObject({ status: 200, body: { ok: true } })
    expect(await list(cookie)).toEqual([])
    expect(await call(cookie, 'DELETE', `${subscriptions}/${id}`)).toMatchObject({ status: 404 })

    const persons = [personId]
    for (const action of [
      'WEB_PUSH_SUBSCRIBE',
      'WEB_PUSH_SUBSCRIPTION_UPDATE',
      'WEB_PUSH_SUBSCRIPTION_DELETE',
      'WEB_PUSH_SUBSCRIPTIONS_READ',
    ]) {
      const rows = await auditRowsOf(t.db, action, personId)
      expect(rows.length, action).toBeGreaterThan(0)
      expect(rows[0]).toMatchObject({ target_person_ids: persons, actor_auth_level: 'WEAK' })
    }
    expect((await auditRowsOf(t.db, 'WEB_PUSH_SUBSCRIBE', personId))[0]!.target_ids).toEqual({
      webPushSubscription: [id],
    })
  })

  it('keeps one row for the same endpoint: new keys replace the old, the topics and name stay', async () => {
    const cookie = await as('one-child')
    const personId = await personIdOf('one-child')
    const first = browserSubscription()
    const id = await subscribe(cookie, { ...first, deviceName: 'Laptop' })
    await call(cookie, 'PUT', `${subscriptions}/${id}`, { topics: ['DECISION'], deviceName: 'Laptop' })
    const renewed = browserSubscription(first.endpoint)
    expect(await subscribe(cookie, renewed)).toBe(id)
    expect(await subscribe(cookie, renewed)).toBe(id)
    const rows = await rowsOf(personId)
    expect(rows.map((r) => [r.id, r.p256dh, r.auth, r.device_name, r.topics])).toEqual([
      [id, renewed.keys.p256dh, renewed.keys.auth, 'Laptop', ['DECISION']],
    ])
    // The same endpoint of another person is their own row
    const other = await subscribe(await as('three-children-1'), renewed)
    expect(other).not.toBe(id)
    await call(cookie, 'DELETE', `${subscriptions}/${id}`)
  })

  it('answers 401 without a session', async () => {
    for (const [method, url, body] of [
      ['GET', `${base}/vapid-public-key`],
      ['GET', subscriptions],
      ['POST', subscriptions, browserSubscription()],
      ['PUT', `${subscriptions}/${crypto.randomUUID()}`, { topics: [], deviceName: null }],
      ['DELETE', `${subscriptions}/${crypto.randomUUID()}`],
    ] as const) {
      expect((await call(null, method, url, body)).status, `${method} ${url}`).toBe(401)
    }
  })

  it("answers 404 with no data for another person's device, and leaves it as it was", async () => {
    const owner = await as('three-children-2')
    const ownerId = await personIdOf('three-children-2')
    const id = await subscribe(owner, { ...browserSubscription(), deviceName: 'Sanna’s phone' })
    const before = await rowsOf(ownerId)
    const stranger = await as('separated-guardians-1')
    for (const [method, body] of [
      ['PUT', { topics: ['MESSAGE'], deviceName: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(stranger, method, `${subscriptions}/${id}`, body)
      expect(res.status).toBe(404)
      expect(JSON.stringify(res.body)).not.toContain('Sanna')
      expect(res.body).not.toHaveProperty('errorCode')
    }
    expect(await list(stranger)).toEqual([])
    expect(await rowsOf(ownerId)).toEqual(before)
    // An id that is nobody's answers the same
    expect((await call(stranger, 'DELETE', `${subscriptions}/${crypto.randomUUID()}`)).status).toBe(404)
  })

  const valid = browserSubscription()
  const bytes = (n: number, first = 4) => Buffer.from([first, ...Array<number>(n - 1).fill(1)]).toString('base64url')
  it.each<[string, unknown, number, string]>([
    ['p256dh of 64 bytes', { ...valid, keys: { ...valid.keys, p256dh: bytes(64) } }, 400, errorCodes.validation],
    ['a compressed p256dh', { ...valid, keys: { ...valid.keys, p256dh: bytes(33, 2) } }, 400, errorCodes.validation],
    ['p256dh off the curve', { ...valid, keys: { ...valid.keys, p256dh: bytes(65) } }, 400, webPushErrors.invalidKeys],
    ['p256dh in standard base64', { ...valid, keys: { ...valid.keys, p256dh: 'BA+/' } }, 400, errorCodes.validation],
    ['auth of 15 bytes', { ...valid, keys: { ...valid.keys, auth: bytes(15) } }, 400, errorCodes.validation],
    ['no keys', { endpoint: valid.endpoint }, 400, errorCodes.validation],
    ['an endpoint that is no URL', { ...valid, endpoint: 'push me' }, 400, errorCodes.validation],
    ['a file endpoint', { ...valid, endpoint: 'file:///etc/passwd' }, 400, errorCodes.validation],
    [
      'an endpoint of 2049 characters',
      { ...valid, endpoint: `https://push.example.fi/${'a'.repeat(2025)}` },
      400,
      errorCodes.validation,
    ],
    ['a private address', { ...valid, endpoint: 'https://192.168.1.10/push' }, 400, webPushErrors.endpointNotAllowed],
    ['a device name of 101 characters', { ...valid, deviceName: 'x'.repeat(101) }, 400, errorCodes.validation],
    ['an expiry that is no time', { ...valid, expirationTime: 'tomorrow' }, 400, errorCodes.validation],
  ])('refuses %s', async (_, body, status, errorCode) => {
    const cookie = await as('foster-parent')
    const res = await call(cookie, 'POST', subscriptions, body)
    expect([res.status, (res.body as { errorCode?: string }).errorCode]).toEqual([status, errorCode])
    expect(await rowsOf(await personIdOf('foster-parent'))).toEqual([])
  })

  it('refuses bad changes and ids', async () => {
    const cookie = await as('foster-parent')
    const id = await subscribe(cookie)
    for (const [url, body] of [
      [`${subscriptions}/${id}`, { topics: ['SPAM'], deviceName: null }],
      [`${subscriptions}/${id}`, { topics: ['MESSAGE', 'MESSAGE'], deviceName: null }],
      [`${subscriptions}/${id}`, { topics: ['MESSAGE'], deviceName: 'x'.repeat(101) }],
      [`${subscriptions}/${id}`, { deviceName: 'No topics' }],
      [`${subscriptions}/not-a-uuid`, { topics: [], deviceName: null }],
    ] as const) {
      const res = await call(cookie, 'PUT', url, body)
      expect([res.status, (res.body as { errorCode?: string }).errorCode], JSON.stringify(body)).toEqual([
        400,
        errorCodes.validation,
      ])
    }
    expect((await call(cookie, 'DELETE', `${subscriptions}/not-a-uuid`)).status).toBe(400)
    expect(await list(cookie)).toMatchObject([{ id, topics: [...WEB_PUSH_TOPICS] }])
    await call(cookie, 'DELETE', `${subscriptions}/${id}`)
  })

  it('takes at most WEB_PUSH_MAX_SUBSCRIPTIONS devices a person', async () => {
    const cookie = await as('separated-guardians-2')
    for (let i = 0; i < WEB_PUSH_MAX_SUBSCRIPTIONS; i++) await subscribe(cookie)
    const res = await call(cookie, 'POST', subscriptions, browserSubscription())
    expect([res.status, (res.body as { errorCode: string }).errorCode]).toEqual([
      409,
      webPushErrors.tooManySubscriptions,
    ])
    const known = (await list(cookie))[0]!
    expect(await subscribe(cookie, browserSubscription(known.endpoint))).toBe(known.id)
  })
})

describe('in production', () => {
  it('takes only https endpoints on public hosts (no server-side request forgery)', async () => {
    const production = await t.newApp({ production: true })
    const cookie = await as('three-children-1')
    for (const endpoint of [
      'http://127.0.0.1:4567/push',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://[fe80::1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/push',
      'https://0x7f000001/push',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await call(cookie, 'POST', subscriptions, browserSubscription(endpoint), production)
      expect([res.status, (res.body as { errorCode: string }).errorCode], endpoint).toEqual([
        400,
        webPushErrors.endpointNotAllowed,
      ])
    }
    const id = (
      await call(
        cookie,
        'POST',
        subscriptions,
        browserSubscription('https://fcm.googleapis.com/fcm/send/x'),
        production,
      )
    ).body as { id: string }
    expect(id.id).toEqual(expect.any(String))
  })
})
