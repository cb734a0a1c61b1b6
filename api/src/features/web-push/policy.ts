import {
  pushEndpointProblem,
  WEB_PUSH_MAX_SUBSCRIPTIONS,
  webPushErrors,
  type PushEndpointProblem,
} from '@citizen/contract'
import type { Refusal } from '../../platform/errors'

/**
 * Who may do what with Web Push subscriptions (issue 43): pure, with its table test. Each
 * subscription is its person's only: another person's id is a 404 that says nothing of it.
 */

export type WebPushAction = 'READ_PUBLIC_KEY' | 'SUBSCRIBE' | 'READ' | 'UPDATE' | 'DELETE'

export interface WebPushFacts {
  userId: string
  /** The server has VAPID keys (config.webPush) */
  configured: boolean
  /** UPDATE, DELETE: whose the subscription is (undefined: no such subscription) */
  owner?: string | undefined
  /** SUBSCRIBE: the browser's subscription as the server sees it */
  subscription?: {
    endpoint: string
    /** Production: only https endpoints on public hosts (config.production) */
    production: boolean
    /** p256dh is a point of P-256 (its format the contract has checked) */
    keyOnCurve: boolean
    /** The person has this endpoint already: the subscription replaces its keys */
    known: boolean
    /** The person's subscriptions now */
    count: number
  }
}

const endpointReasons: Record<PushEndpointProblem, string> = {
  NOT_A_URL: 'The endpoint is not a URL without credentials',
  TOO_LONG: 'The endpoint is too long',
  NOT_HTTPS: 'The endpoint must be an https URL',
  NOT_PUBLIC: 'The endpoint must be on a public host, not a private, loopback or link-local address',
}

/**
 * Without VAPID keys nothing can be subscribed (404 WEB_PUSH_NOT_CONFIGURED), while the devices
 * kept from before can still be listed, changed and removed. A new endpoint must be one the
 * server may send to (400 WEB_PUSH_ENDPOINT_NOT_ALLOWED) with a usable key (400
 * WEB_PUSH_INVALID_KEYS), within WEB_PUSH_MAX_SUBSCRIPTIONS devices (409).
 */
export function webPushRefusal(action: WebPushAction, f: WebPushFacts): Refusal | null {
  if ((action === 'READ_PUBLIC_KEY' || action === 'SUBSCRIBE') && !f.configured)
    return { status: 404, reason: 'Web Push is not configured', errorCode: webPushErrors.notConfigured }
  if ((action === 'UPDATE' || action === 'DELETE') && f.owner !== f.userId)
    return { status: 404, reason: 'Web Push subscription not found' }
  if (action === 'SUBSCRIBE') {
    const s = f.subscription
    if (!s) return { status: 400, reason: 'No subscription', errorCode: webPushErrors.endpointNotAllowed }
    const problem = pushEndpointProblem(s.endpoint, s.production)
    if (problem) return { status: 400, reason: endpointReasons[problem], errorCode: webPushErrors.endpointNotAllowed }
    if (!s.keyOnCurve)
      return { status: 400, reason: 'keys.p256dh is not a point of P-256', errorCode: webPushErrors.invalidKeys }
    if (!s.known && s.count >= WEB_PUSH_MAX_SUBSCRIPTIONS)
      return {
        status: 409,
        reason: `At most ${WEB_PUSH_MAX_SUBSCRIPTIONS} devices`,
        errorCode: webPushErrors.tooManySubscriptions,
      }
  }
  return null
}
