import type { FastifyInstance } from 'fastify'
import {
  createAbsenceApplication,
  deleteAbsenceApplication,
  getAbsenceApplicationPossibleRanges,
  getAbsenceApplications,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'
import * as commands from './commands'

const ok = { ok: true as const }

/**
 * Long preschool absence applications (spec 001 "Absence application form", reference §7). With
 * ABSENCE_APPLICATIONS off the calls are not registered: every request is the app's plain 404.
 * A weak session reads and sends them (reference: W); the allowed ranges are the form's, so a
 * weak session reads them too.
 */
export async function absenceApplicationRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.absenceApplications) return

  route(app, getAbsenceApplications, 'weak', ({ db, actor, query, today }) =>
    service.getAbsenceApplications(db, actor, query.childId, today),
  )
  route(app, getAbsenceApplicationPossibleRanges, 'weak', ({ db, actor, query, today }) =>
    service.getPossibleRanges(db, actor, query.childId, today),
  )
  route(app, createAbsenceApplication, 'weak', ({ db, actor, body, today, now }) =>
    commands.createAbsenceApplication(db, { actor, body, today, now }),
  )
  route(app, deleteAbsenceApplication, 'weak', async ({ db, actor, params, today }) => {
    await commands.deleteAbsenceApplication(db, actor, params.id, today)
    return ok
  })
}
