import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { startPushReceiver } from './push-receiver'

// The receiver against the real web-push library: what the sender's tests will trust it for
let receiver: Awaited<ReturnType<typeof startPushReceiver>>
const subject = 'mailto:push@example.fi'
const keys = webpush.generateVAPIDKeys()
const vapidDetails = { subject, ...keys }

beforeAll(async () => {
  receiver = await startPushReceiver()
})
afterAll(() => receiver.close())

type Subscription = ReturnType<typeof receiver.subscribe>
type Details = ReturnType<typeof webpush.generateRequestDetails>

function details(subscription: Subscription, payload: string, options: webpush.RequestOptions = {}) {
  return webpush.generateRequestDetails(subscription, payload, { vapidDetails, TTL: 60, ...options })
}

function send(d: Details) {
  // Content-Length is fetch's own to set
  const headers = Object.entries(d.headers).filter(([name]) => name !== 'Content-Length')
  return fetch(d.endpoint, {
    method: d.method,
    headers: Object.fromEntries(headers.map(([name, value]) => [name, String(value)])),
    body: d.body ? new Uint8Array(d.body) : undefined,
  })
}

const counts = () => ({
  received: receiver.received.length,
  rejected: receiver.rejected.length,
  requests: receiver.requests.length,
})

describe('push receiver', () => {
  it('decrypts what web-push sent and keeps the headers and the VAPID claims', async () => {
    const device = receiver.subscribe()
    expect(device.endpoint).toMatch(new RegExp(`^${receiver.origin}/push/[\\w-]{22}$`))
    const before = counts()
    const notice = { title: 'Päätös saapui', url: '/decisions/1' }
    const res = await send(details(device, JSON.stringify(notice), { urgency: 'high', topic: 'decisions' }))
    expect(res.status).toBe(201)
    expect(res.headers.get('location')).toMatch(new RegExp(`^${receiver.origin}/message/`))
    expect(await send(details(device, 'plain text'))).toHaveProperty('status', 201)

    expect(receiver.received.slice(before.received)).toEqual([
      {
        endpoint: device.endpoint,
        payload: notice,
        ttl: 60,
        urgency: 'high',
        topic: 'decisions',
        vapid: { aud: receiver.origin, exp: expect.any(Number) as number, sub: subject },
      },
      expect.objectContaining({ payload: 'plain text', urgency: 'normal', topic: undefined }),
    ])
    const { exp } = receiver.received.at(-1)!.vapid
    expect(exp - Date.now() / 1000).toBeGreaterThan(11 * 60 * 60)
    expect(counts()).toEqual({ ...before, received: before.received + 2, requests: before.requests + 2 })
  })

  it("refuses a body encrypted for another device's keys", async () => {
    const [device, other] = [receiver.subscribe(), receiver.subscribe()]
    const before = counts()
    const res = await send({ ...details(other, 'secret'), endpoint: device.endpoint })
    expect(res.status).toBe(400)
    expect(receiver.rejected.slice(before.rejected)).toEqual([
      { endpoint: device.endpoint, status: 400, reason: expect.stringMatching(/^does not decrypt/) as string },
    ])
    expect(receiver.received).toHaveLength(before.received)
  })

  it('refuses a token signed by another key than its k, an expired one, one for another origin, none, and no TTL', async () => {
    const device = receiver.subscribe()
    const before = counts()
    const other = webpush.generateVAPIDKeys()
    const forged = details(device, 'x', { vapidDetails: { subject, ...other } })
    forged.headers.Authorization = forged.headers.Authorization!.replace(other.publicKey, keys.publicKey)
    expect(forged.headers.Authorization).toContain(`k=${keys.publicKey}`)

    const signed = (audience: string, exp?: number) =>
      webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', exp).Authorization
    const past = Math.floor(Date.now() / 1000) - 60
    const expired = details(device, 'x')
    expired.headers.Authorization = signed(receiver.origin, past)
    const elsewhere = details(device, 'x')
    elsewhere.headers.Authorization = signed('https://push.example.fi')

    const anonymous = details(device, 'x')
    delete anonymous.headers.Authorization
    const noTtl = details(device, 'x')
    delete noTtl.headers.TTL

    const statuses = []
    for (const d of [forged, expired, elsewhere, anonymous, noTtl]) statuses.push((await send(d)).status)
    expect(statuses).toEqual([403, 403, 403, 401, 400])
    expect(receiver.rejected.slice(before.rejected).map((r) => r.reason)).toEqual([
      'signature does not match k',
      `exp ${past} not within a day`,
      `aud https://push.example.fi, not ${receiver.origin}`,
      'no vapid authorization: undefined',
      'no valid TTL',
    ])
    expect(receiver.received).toHaveLength(before.received)
  })

  it('answers the scripted statuses in order, records nothing for them, then accepts again', async () => {
    const device = receiver.subscribe()
    const before = counts()
    receiver.answer(device.endpoint, 410, 429)
    const first = await send(details(device, '1'))
    const second = await send(details(device, '2'))
    const third = await send(details(device, '3'))
    expect([first.status, second.status, third.status]).toEqual([410, 429, 201])
    expect(second.headers.get('retry-after')).toBe('1')
    expect(first.headers.get('retry-after')).toBeNull()
    expect(receiver.received.slice(before.received).map((r) => r.payload)).toEqual([3])
    expect(receiver.requests.slice(before.requests)).toEqual(
      [410, 429, 201].map((status) => ({ endpoint: device.endpoint, status })),
    )
    expect(receiver.rejected).toHaveLength(before.rejected)
  })

  it('answers 404 to an endpoint it never gave out', async () => {
    const device = receiver.subscribe()
    const before = counts()
    const unknown = `${receiver.origin}/push/never-subscribed`
    const res = await send({ ...details(device, 'x'), endpoint: unknown })
    expect(res.status).toBe(404)
    expect(receiver.requests.slice(before.requests)).toEqual([{ endpoint: unknown, status: 404 }])
    expect(counts()).toEqual({ ...before, requests: before.requests + 1 })
    expect(() => receiver.answer(unknown, 410)).toThrow('Not a subscribed endpoint')
  })
})
