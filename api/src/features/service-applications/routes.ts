import type { FastifyInstance } from 'fastify'
import {
  createServiceApplication,
  deleteServiceApplication,
  getServiceApplicationOptions,
  getServiceApplications,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

/**
 * Service need change applications (spec 001 "Service application", reference §7). With
 * SERVICE_APPLICATIONS off the calls are not registered at all, so every request is the app's
 * plain 404. Reading the list is a weak session's (READ_SERVICE_APPLICATIONS); the options,
 * sending and cancelling need a strong one.
 */
export async function serviceApplicationRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.serviceApplications) return

  route(app, getServiceApplications, 'weak', ({ db, actor, query, today }) =>
    service.getServiceApplications(db, actor, query.childId, today),
  )
  route(app, getServiceApplicationOptions, 'strong', ({ db, actor, query, today }) =>
    service.getOptions(db, actor, query.childId, query.date, today),
  )
  route(app, createServiceApplication, 'strong', ({ db, actor, body, today, now }) =>
    service.createServiceApplication(db, { actor, body, today, now }),
  )
  route(app, deleteServiceApplication, 'strong', ({ db, actor, params, today }) =>
    service.deleteServiceApplication(db, { actor, id: params.id, today }),
  )
}
