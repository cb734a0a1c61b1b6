import type { FastifyInstance } from 'fastify'
import { getReservations } from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  route(app, getReservations, 'weak', ({ db, actor, now, today, query }) =>
    service.getReservations(db, actor, now, today, { start: query.from, end: query.to }),
  )
}
