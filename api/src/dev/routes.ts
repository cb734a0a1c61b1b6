import type { FastifyInstance } from 'fastify'
import { devLogin, devReset } from '@citizen/contract'
import { route } from '../platform/route'
import { notFound } from '../platform/errors'
import { findPersonBySsn } from '../features/auth/queries'
import { startSession } from '../platform/session'
import { loadDemoMunicipality, truncateAll } from './demo-municipality'

/** Test and development aids; registered only when DEV_API is on (never in production). */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  route(app, devReset, 'public', async ({ db, today }) => {
    await truncateAll(db)
    const personas = await loadDemoMunicipality(db, today)
    return { personas }
  })

  route(app, devLogin, 'public', async ({ db, request, reply, body }) => {
    const person = await findPersonBySsn(db, body.ssn)
    if (!person) throw notFound('No person with that ssn')
    await startSession(db, request, reply, {
      personId: person.id,
      authLevel: body.authLevel,
      authType: body.authLevel === 'STRONG' ? 'dev' : 'weak',
    })
    return { personId: person.id }
  })
}
