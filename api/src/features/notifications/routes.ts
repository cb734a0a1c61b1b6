import type { FastifyInstance } from 'fastify'
import { getCurrentSystemNotification } from '@citizen/contract'
import { route } from '../../platform/route'
import { getCurrentNotification } from './service'

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, getCurrentSystemNotification, 'public', ({ db, now }) => getCurrentNotification(db, now))
}
