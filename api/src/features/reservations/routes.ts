import type { FastifyInstance } from 'fastify'
import { getReservations, postAbsences, postReservations } from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'
import * as writes from './writes'

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  route(app, getReservations, 'weak', ({ db, actor, now, today, query }) =>
    service.getReservations(db, actor, now, today, { start: query.from, end: query.to }),
  )
  route(app, postReservations, 'weak', async ({ db, actor, now, today, body }) => {
    await writes.saveReservations(db, actor, now, today, body)
    return {}
  })
  route(app, postAbsences, 'weak', async ({ db, actor, now, today, body }) => {
    await writes.createAbsences(db, actor, now, today, body)
    return {}
  })
}
