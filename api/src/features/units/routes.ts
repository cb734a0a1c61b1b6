import type { FastifyInstance } from 'fastify'
import { getApplicationUnits, getPublicUnits, mapAutocomplete, mapQuery } from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

/** The public unit map and the application editor's unit list (spec 002 "Map", spec 000 "Lookups"). */
export async function unitRoutes(app: FastifyInstance): Promise<void> {
  const geocoder = service.createGeocoder(app.config, app.db)
  const walkingRouter = service.createWalkingRouter(app.config)

  route(app, getPublicUnits, 'public', ({ db, params, today }) => service.getPublicUnits(db, params.applicationType, today))

  route(app, getApplicationUnits, 'weak', ({ db, query }) => service.getApplicationUnits(db, query))

  // The rectangle parameters a client sends are ignored: the search area is the municipality's
  route(app, mapAutocomplete, 'public', async ({ query }) => ({
    features: await service.autocomplete(geocoder, query.text, app.config.map.searchRect),
  }))

  route(app, mapQuery, 'public', ({ body }) => service.walkingRoutes(walkingRouter, body.query))
}
