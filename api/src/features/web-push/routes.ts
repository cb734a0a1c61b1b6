import type { FastifyInstance } from 'fastify'
import {
  createWebPushSubscription,
  deleteWebPushSubscription,
  getWebPushSubscriptions,
  getWebPushVapidPublicKey,
  updateWebPushSubscription,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

const ok = { ok: true as const }

/** Web Push subscriptions (issue 43): a weak login is enough, as for the email settings */
export async function webPushRoutes(app: FastifyInstance): Promise<void> {
  const settings: service.WebPushSettings = { config: app.config.webPush, production: app.config.production }

  route(app, getWebPushVapidPublicKey, 'weak', async ({ actor }) => service.vapidPublicKey(settings, actor))
  route(app, createWebPushSubscription, 'weak', ({ db, actor, body }) => service.subscribe(db, settings, actor, body))
  route(app, getWebPushSubscriptions, 'weak', ({ db, actor }) => service.getSubscriptions(db, actor))
  route(app, updateWebPushSubscription, 'weak', async ({ db, actor, params, body }) => {
    await service.updateSubscription(db, actor, params.id, body)
    return ok
  })
  route(app, deleteWebPushSubscription, 'weak', async ({ db, actor, params }) => {
    await service.deleteSubscription(db, actor, params.id)
    return ok
  })
}
