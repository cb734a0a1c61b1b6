import type { FastifyInstance } from 'fastify'
import { getApplicationUnits, getPublicUnits, mapAutocomplete, mapQuery } from '@citizen/contract'
import { route } from '../../platform/route'
import { UnitListCache } from './cache'
import * as service from './service'

/** The public unit map and the application editor's unit list (spec 002 "Map", spec 000 "Lookups"). */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  const geocoder = service.createGeocoder(app.config, app.db)
  const walkingRouter = service.createWalkingRouter(app.config)
  // The lists change only when units do (cache.ts); both depend on the day as well
  const cache = new UnitListCache()

  // The answers are sent by the cache, already checked against the response schema and
  // serialised; the route helper sees the reply sent and adds nothing (hence `never`)
  route(app, getPublicUnits, 'public', async ({ db, params, today, request, reply }) => {
    await cache.send(db, request, reply, `public/${params.applicationType}/${today}`, async () =>
      getPublicUnits.response.parse(await service.getPublicUnits(db, params.applicationType, today)),
    )
    return undefined as never
  })

  route(app, getApplicationUnits, 'weak', async ({ db, query, request, reply }) => {
    await cache.send(db, request, reply, `apply/${query.type}/${query.date}/${query.shiftCare}`, async () =>
      getApplicationUnits.response.parse(await service.getApplicationUnits(db, query)),
    )
    return undefined as never
  })

  // The rectangle parameters a client sends are ignored: the search area is the municipality's
  route(app, mapAutocomplete, 'public', async ({ query }) => ({
    features: await service.autocomplete(geocoder, query.text, app.config.map.searchRect),
  }))

  route(app, mapQuery, 'public', ({ body }) => service.walkingRoutes(walkingRouter, body.query))
}
