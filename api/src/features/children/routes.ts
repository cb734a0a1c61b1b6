import type { FastifyInstance } from 'fastify'
import { getChildren } from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

export async function childrenRoutes(app: FastifyInstance): Promise<void> {
  route(app, getChildren, 'weak', ({ db, actor, today }) => service.getChildren(db, actor, today))
}
