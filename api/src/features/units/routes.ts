import type { FastifyInstance, FastifyReply } from 'fastify'
import { getApplicationUnits, getPublicUnits, mapAutocomplete, mapQuery } from '@citizen/contract'
import { route } from '../../platform/route'
import { UnitListCache } from './cache'
import * as service from './service'

/**
 * Sends an answer already checked against the response schema and serialised (the route helper
 * sees the reply sent and adds nothing); typed as the handler's answer, which it replaces.
 */
function sendJson(reply: FastifyReply, body: Buffer): never {
  reply.type('application/json; charset=utf-8').send(body)
  return undefined as never
}

/** The public unit map and the application editor's unit list (spec 002 "Map", spec 000 "Lookups"). */
export async function unitRoutes(app: FastifyInstance): Promise<void> {
  const geocoder = service.createGeocoder(app.config, app.db)
  const walkingRouter = service.createWalkingRouter(app.config)
  // The lists change only when units do (cache.ts); both depend on the day as well
  const cache = new UnitListCache()

  route(app, getPublicUnits, 'public', async ({ db, params, today, reply }) =>
    sendJson(
      reply,
      await cache.answer(db, `public/${params.applicationType}/${today}`, async () =>
        getPublicUnits.response.parse(await service.getPublicUnits(db, params.applicationType, today)),
      ),
    ),
  )

  route(app, getApplicationUnits, 'weak', async ({ db, query, reply }) =>
    sendJson(
      reply,
      await cache.answer(db, `apply/${query.type}/${query.date}/${query.shiftCare}`, async () =>
        getApplicationUnits.response.parse(await service.getApplicationUnits(db, query)),
      ),
    ),
  )

  // The rectangle parameters a client sends are ignored: the search area is the municipality's
  route(app, mapAutocomplete, 'public', async ({ query }) => ({
    features: await service.autocomplete(geocoder, query.text, app.config.map.searchRect),
  }))

  route(app, mapQuery, 'public', ({ body }) => service.walkingRoutes(walkingRouter, body.query))
}
