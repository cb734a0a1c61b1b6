import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import webpush from 'web-push'
import { isPublicAddress, pushEndpointProblem } from '@citizen/contract'
import type { JobContext } from '../jobs'
import { claimDueRow, markFailed, markSent, retryDelayMinutes } from '../outbox-rows'
import { renderPush } from './outbox'

/**
 * The SEND_WEB_PUSHES job (issue 43): sends due rows of web_push_outbox one at a time to the push
 * services (RFC 8030), encrypted for the device (RFC 8291) and signed with the VAPID key
 * (RFC 8292) by the web-push library's generateRequestDetails; the request itself is Node's
 * http(s), so that in production a host name resolving into our own network is refused (SSRF). Claimed and leased as the emails are (platform/outbox-rows.ts): two processes never
 * send the same push, and a process that dies between sending and marking sends it again.
 * What each answer means: docs/operations.md "Web Push".
 */

/** Longer than a request may take (TIMEOUT_MS) */
const LEASE = '2 minutes'
const TIMEOUT_MS = 30_000
export const MAX_PUSH_ATTEMPTS = 10
const BATCH = 500
/** How long the push service keeps a push for a device that is offline: a day-old reminder is stale */
export const PUSH_TTL_SECONDS = 24 * 60 * 60

interface PushRow {
  endpoint: string
  p256dh: string
  auth: string
  subscription_id: string
  language: 'fi' | 'sv' | 'en'
  template: string
  params: unknown
}

/** What to do after the push service's answer (or a failed request: status null) */
export type PushOutcome = 'SENT' | 'REMOVE_DEVICE' | 'GIVE_UP' | 'RETRY'

/**
 * RFC 8030: 201 accepted; 404/410 the subscription is gone (delete the device); 413 the payload is
 * too large (sending it again cannot help); 429 too many requests (again after Retry-After); 5xx
 * and network errors are passing. Any other 4xx (400 a malformed request, 401/403 a VAPID key
 * the service does not accept for this subscription) will not pass by retrying.
 */
export function pushOutcome(status: number | null): PushOutcome {
  if (status === null || status === 429 || status >= 500) return 'RETRY'
  if (status >= 200 && status < 300) return 'SENT'
  if (status === 404 || status === 410) return 'REMOVE_DEVICE'
  return 'GIVE_UP'
}

/** Retry-After in minutes (delta-seconds or an HTTP date), at least a second, at most a day */
export function retryAfterMinutes(header: string | null, now: number): number | null {
  if (!header) return null
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000
  if (!Number.isFinite(seconds)) return null
  return Math.min(Math.max(seconds, 1), 86_400) / 60
}

/** The next due push and its device (undefined: the device was removed since, and its pushes with it) */
async function claimPush(ctx: Pick<JobContext, 'db' | 'now'>) {
  const row = await claimDueRow<Omit<PushRow, 'endpoint' | 'p256dh' | 'auth'>>(
    ctx.db,
    'web_push_outbox',
    ['subscription_id', 'language', 'template', 'params'],
    ctx.now,
    LEASE,
  )
  if (!row) return null
  const device = await ctx.db
    .selectFrom('web_push_subscription')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('id', '=', row.subscription_id)
    .executeTakeFirst()
  return { row: device && { ...row, ...device } }
}

/**
 * dns.lookup that answers only the public addresses of a name (none: an error), so a
 * subscription's host name cannot lead the server into its own network, whatever it resolves to
 * when sent (the connection uses the addresses checked here)
 */
export const publicOnlyLookup = ((hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0)
    const allowed = addresses.filter((a) => isPublicAddress(a.address))
    const first = allowed[0]
    if (!first) {
      const refused = Object.assign(new Error(`${hostname} resolves to no public address`), { code: 'ENOTPUBLIC' })
      return callback(refused, '', 0)
    }
    if (options.all) callback(null, allowed as unknown as string)
    else callback(null, first.address, first.family)
  })
}) as LookupFunction

/** One POST to the push service: its status and Retry-After */
function post(endpoint: string, headers: Record<string, string>, body: Buffer, production: boolean) {
  const url = new URL(endpoint)
  const client = url.protocol === 'https:' ? https : http
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers, timeout: TIMEOUT_MS, ...(production ? { lookup: publicOnlyLookup } : {}) },
      (response) => {
        const retryAfter = response.headers['retry-after'] ?? null
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter }))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`No answer in ${TIMEOUT_MS / 1000} s`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** Sends what is due; answers how many were sent. Without VAPID keys nothing leaves. */
export async function sendDuePushes(ctx: Pick<JobContext, 'db' | 'config' | 'log' | 'now'>): Promise<number> {
  const vapid = ctx.config.webPush
  if (!vapid) return 0
  let sent = 0
  for (let i = 0; i < BATCH; i++) {
    const claimed = await claimPush(ctx)
    if (!claimed) break
    const row = claimed.row
    if (!row) continue
    let status: number | null = null
    let error: string
    let retryAfter: string | null = null
    try {
      // Checked again when sent: the rules may have tightened since the device subscribed
      const problem = pushEndpointProblem(row.endpoint, ctx.config.production)
      if (problem) throw Object.assign(new Error(`Endpoint not allowed: ${problem}`), { permanent: true })
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(renderPush(row)),
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      )
      const answer = await post(
        request.endpoint,
        request.headers as Record<string, string>,
        request.body,
        ctx.config.production,
      )
      status = answer.status
      retryAfter = answer.retryAfter
      error = `Push service answered ${status}`
    } catch (e) {
      error = e instanceof Error ? e.message : String(e)
      if ((e as { permanent?: boolean }).permanent) status = 400
    }
    const outcome = pushOutcome(status)
    const log = { pushId: row.id, subscriptionId: row.subscription_id, status, attempts: row.attempts }
    if (outcome === 'SENT') {
      await markSent(ctx.db, 'web_push_outbox', row.id)
      sent++
    } else if (outcome === 'REMOVE_DEVICE') {
      ctx.log.info(log, 'push subscription gone, device removed')
      await ctx.db.deleteFrom('web_push_subscription').where('id', '=', row.subscription_id).execute()
    } else {
      const giveUp = outcome === 'GIVE_UP' || row.attempts >= MAX_PUSH_ATTEMPTS
      if (giveUp) ctx.log.error({ ...log, error }, 'push not sent, gave up')
      else ctx.log.warn({ ...log, error }, 'push not sent, will retry')
      const retryAfterAnswer = status === 429 ? retryAfterMinutes(retryAfter, Date.now()) : null
      await markFailed(ctx.db, 'web_push_outbox', row.id, {
        error,
        retryInMinutes: retryAfterAnswer ?? retryDelayMinutes(row.attempts),
        giveUp,
      })
    }
  }
  return sent
}
