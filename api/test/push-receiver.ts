/**
 * A real push service (RFC 8030) in the test process, on a free local port, for the tests of the
 * push sender. It checks each request as a browser's push service would: the VAPID token
 * (RFC 8292), a TTL, the aes128gcm body decrypted with the device's keys (RFC 8291). What it
 * accepts is kept in `received`, what it refuses as malformed in `rejected`; `answer` scripts the
 * next status codes of an endpoint (a gone device, a full queue, an outage).
 */
import { createECDH, randomBytes, verify, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { p256PublicKey } from '../src/platform/web-push/settings'

// http_ece ships no types; only its decrypt is needed
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer
}

export interface PushSubscriptionJson {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  endpoint: string
  payload: unknown
  ttl: number
  urgency: string | undefined
  topic: string | undefined
  vapid: { aud: string; exp: number; sub: string }
}

export interface RejectedPush {
  endpoint: string
  status: number
  reason: string
}

interface Device {
  ecdh: ECDH
  authSecret: Buffer
  script: number[]
}

// Push services refuse larger messages (RFC 8030 §7.2 asks them to take at least this much)
const MAX_BODY = 4096
const DAY_SECONDS = 24 * 60 * 60

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason)
  }
}

export async function startPushReceiver() {
  const devices = new Map<string, Device>()
  const received: ReceivedPush[] = []
  const rejected: RejectedPush[] = []
  const requests: { endpoint: string; status: number }[] = []
  let origin = ''

  const server = createServer((req, res) => {
    const endpoint = origin + (req.url ?? '')
    readBody(req)
      .then((body) => {
        const status = handle(endpoint, req, body, res)
        requests.push({ endpoint, status })
      })
      .catch((e: unknown) => {
        const status = e instanceof Refusal ? e.status : 500
        rejected.push({ endpoint, status, reason: e instanceof Error ? e.message : String(e) })
        requests.push({ endpoint, status })
        res.writeHead(status).end()
      })
  })

  function handle(endpoint: string, req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const device = req.method === 'POST' ? devices.get(endpoint) : undefined
    // An unknown endpoint is what a push service answers for an expired subscription, not a fault
    if (!device) {
      res.writeHead(404).end()
      return 404
    }
    const vapid = verifyVapid(req.headers.authorization)
    const ttlHeader = req.headers.ttl
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) throw new Refusal(400, 'no valid TTL')
    const ttl = Number(ttlHeader)
    if (body.length > MAX_BODY) throw new Refusal(413, `body of ${body.length} bytes`)
    const payload = body.length === 0 ? undefined : decrypt(device, req.headers['content-encoding'], body)

    const status = device.script.shift() ?? 201
    if (status !== 201) {
      res.writeHead(status, status === 429 ? { 'Retry-After': '1' } : {}).end()
      return status
    }
    received.push({
      endpoint,
      payload,
      ttl,
      urgency: req.headers.urgency as string | undefined,
      topic: req.headers.topic as string | undefined,
      vapid,
    })
    res.writeHead(201, { Location: `${origin}/message/${randomBytes(9).toString('base64url')}` }).end()
    return 201
  }

  // 401 without the vapid scheme, 403 for a token that fails, as a restricted subscription does
  function verifyVapid(authorization: string | undefined) {
    const params = /^vapid\s+(.+)$/i.exec(authorization ?? '')?.[1]
    if (!params) throw new Refusal(401, `no vapid authorization: ${authorization}`)
    const fields = new Map(params.split(',').map((p) => p.trim().split('=', 2) as [string, string]))
    const [header = '', claims = '', signature = ''] = (fields.get('t') ?? '').split('.')
    const k = Buffer.from(fields.get('k') ?? '', 'base64url')
    if (k.length !== 65 || k[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 point')
    let vapid: { aud: string; exp: number; sub: string }
    let valid: boolean
    try {
      const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>
      if (jwtHeader.typ !== 'JWT' || jwtHeader.alg !== 'ES256') throw new Error(`header ${JSON.stringify(jwtHeader)}`)
      vapid = JSON.parse(Buffer.from(claims, 'base64url').toString()) as typeof vapid
      const key = p256PublicKey(k)
      const data = Buffer.from(`${header}.${claims}`)
      valid = verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
    } catch (e) {
      throw new Refusal(403, `malformed token: ${e instanceof Error ? e.message : String(e)}`)
    }
    if (!valid) throw new Refusal(403, 'signature does not match k')
    if (vapid.aud !== origin) throw new Refusal(403, `aud ${vapid.aud}, not ${origin}`)
    const inSeconds = vapid.exp - Date.now() / 1000
    if (!(inSeconds > 0 && inSeconds <= DAY_SECONDS)) throw new Refusal(403, `exp ${vapid.exp} not within a day`)
    if (!/^(mailto:.+|https:\/\/.+)$/.test(vapid.sub)) throw new Refusal(403, `sub ${vapid.sub}`)
    return { aud: vapid.aud, exp: vapid.exp, sub: vapid.sub }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    rejected,
    requests,
    /** A new device, as the browser's `PushSubscription.toJSON()` gives it to the page */
    subscribe(): PushSubscriptionJson {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const authSecret = randomBytes(16)
      const endpoint = `${origin}/push/${randomBytes(16).toString('base64url')}`
      devices.set(endpoint, { ecdh, authSecret, script: [] })
      const p256dh = ecdh.getPublicKey().toString('base64url')
      return { endpoint, expirationTime: null, keys: { p256dh, auth: authSecret.toString('base64url') } }
    },
    /** The next valid requests to the endpoint get these statuses, then 201 again */
    answer(endpoint: string, ...statuses: number[]) {
      const device = devices.get(endpoint)
      if (!device) throw new Error(`Not a subscribed endpoint: ${endpoint}`)
      device.script.push(...statuses)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // A sender's fetch keeps its connection open
        server.closeAllConnections()
      }),
  }
}

function decrypt(device: Device, encoding: string | undefined, body: Buffer): unknown {
  if (encoding !== 'aes128gcm') throw new Refusal(415, `content encoding ${encoding}`)
  let text: string
  try {
    text = ece
      .decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret })
      .toString()
  } catch (e) {
    throw new Refusal(400, `does not decrypt: ${e instanceof Error ? e.message : String(e)}`)
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function readBody(req: IncomingMessage) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
