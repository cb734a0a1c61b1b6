import {
  WEB_PUSH_TOPICS,
  type WebPushSubscription,
  type WebPushSubscriptionBody,
  type WebPushTopic,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { refuse } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { p256PublicKey, type WebPushConfig } from '../../platform/web-push/settings'
import * as q from './queries'
import { webPushRefusal } from './policy'

/**
 * Web Push subscriptions (issue 43): the server's public key, and a person's devices with the
 * topics each has on. Sending comes later; this part stores what a browser subscribed.
 */

export interface WebPushSettings {
  config: WebPushConfig | null
  production: boolean
}

/** GET vapid-public-key: what `pushManager.subscribe` takes as the applicationServerKey */
export function vapidPublicKey(settings: WebPushSettings, actor: AuditActor): { publicKey: string } {
  refuse(webPushRefusal('READ_PUBLIC_KEY', { userId: actor.personId, configured: settings.config !== null }))
  return { publicKey: settings.config!.publicKey }
}

/** The key's format the contract has checked; a point off the curve would fail every push */
function isOnP256(p256dh: string): boolean {
  try {
    p256PublicKey(Buffer.from(p256dh, 'base64url'))
    return true
  } catch {
    return false
  }
}

/** In WEB_PUSH_TOPICS' order, each once */
const inOrder = (topics: readonly string[]): WebPushTopic[] => WEB_PUSH_TOPICS.filter((t) => topics.includes(t))

/**
 * POST subscriptions: a new device gets every topic; the same endpoint again (the browser
 * renewed its subscription, or the person switched push on again) replaces the keys of its row.
 */
export async function subscribe(
  db: Db,
  settings: WebPushSettings,
  actor: AuditActor,
  body: Omit<WebPushSubscriptionBody, 'deviceName'> & { deviceName?: string | null | undefined },
): Promise<{ id: string }> {
  return db.transaction().execute(async (tx) => {
    const { count, known } = await q.lockPersonSubscriptions(tx, actor.personId, body.endpoint)
    refuse(
      webPushRefusal('SUBSCRIBE', {
        userId: actor.personId,
        configured: settings.config !== null,
        subscription: {
          endpoint: body.endpoint,
          production: settings.production,
          keyOnCurve: isOnP256(body.keys.p256dh),
          known,
          count,
        },
      }),
    )
    const { id } = await q.upsertSubscription(tx, {
      personId: actor.personId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      deviceName: body.deviceName,
      topics: WEB_PUSH_TOPICS,
    })
    await audit(tx, {
      actor,
      action: 'WEB_PUSH_SUBSCRIBE',
      targets: { persons: [actor.personId], ids: { webPushSubscription: [id] } },
    })
    return { id }
  })
}

/** GET subscriptions: the person's devices, newest first */
export async function getSubscriptions(db: Db, actor: AuditActor): Promise<WebPushSubscription[]> {
  const rows = await q.findSubscriptionsOfPerson(db, actor.personId)
  await audit(db, {
    actor,
    action: 'WEB_PUSH_SUBSCRIPTIONS_READ',
    targets: { persons: [actor.personId], ids: { webPushSubscription: rows.map((r) => r.id) } },
  })
  return rows.map((r) => ({
    id: r.id,
    endpoint: r.endpoint,
    deviceName: r.device_name,
    topics: inOrder(r.topics),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }))
}

/** PUT subscriptions/:id: the topics on (the rest off) and the name */
export async function updateSubscription(
  db: Db,
  actor: AuditActor,
  id: string,
  change: { topics: readonly WebPushTopic[]; deviceName: string | null },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await q.lockSubscription(tx, id)
    refuse(webPushRefusal('UPDATE', { userId: actor.personId, configured: true, owner: row?.person_id }))
    await q.updateSubscription(tx, id, { topics: inOrder(change.topics), deviceName: change.deviceName })
    await audit(tx, {
      actor,
      action: 'WEB_PUSH_SUBSCRIPTION_UPDATE',
      targets: { persons: [actor.personId], ids: { webPushSubscription: [id] } },
    })
  })
}

/** DELETE subscriptions/:id: the device gets nothing more */
export async function deleteSubscription(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await q.lockSubscription(tx, id)
    refuse(webPushRefusal('DELETE', { userId: actor.personId, configured: true, owner: row?.person_id }))
    await q.deleteSubscription(tx, id)
    await audit(tx, {
      actor,
      action: 'WEB_PUSH_SUBSCRIPTION_DELETE',
      targets: { persons: [actor.personId], ids: { webPushSubscription: [id] } },
    })
  })
}
