import type { FastifyInstance } from 'fastify'
import { getExpiringIncome } from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

/** Incomes (reference §6 and §9): so far the calendar's reminder of an income running out. */
export async function incomeRoutes(app: FastifyInstance): Promise<void> {
  route(app, getExpiringIncome, 'weak', ({ db, actor, now, today }) =>
    service.expiringIncomeDates(db, actor, now, today),
  )
}
