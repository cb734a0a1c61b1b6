import type { FastifyInstance } from 'fastify'
import {
  createApplication,
  deleteApplication,
  getActivePlacementsByApplicationType,
  getApplication,
  getApplicationChildren,
  getApplicationDuplicates,
  getApplicationNotifications,
  getApplicationsByGuardian,
  getClubTerms,
  getPreschoolTerms,
  getServiceNeedOptions,
  saveApplicationDraft,
  sendApplication,
  updateApplication,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'
import * as commands from './commands'
import type { Services } from './facts'

const ok = { ok: true as const }

/**
 * Applications (spec 000 "Applications" calls) and their lookups ("Lookups"). Everything needs a
 * strong session but the notification count (weak) and the public lookups.
 */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const services = (log: Services['log']): Services => ({ db: app.db, files: app.files, log })

  route(app, getApplicationsByGuardian, 'strong', ({ db, actor, today }) =>
    service.getApplicationsByGuardian(db, actor, today),
  )

  route(app, getApplicationNotifications, 'weak', ({ db, user, today }) =>
    service.getApplicationNotifications(db, user.personId, today),
  )

  route(app, getApplicationChildren, 'strong', ({ db, actor, today }) =>
    service.getApplicationChildren(db, actor, today),
  )

  route(app, getApplication, 'strong', ({ db, actor, params, today }) =>
    service.getApplication(db, actor, params.applicationId, today),
  )

  route(app, createApplication, 'strong', ({ db, actor, body, today, now }) =>
    commands.createApplication(db, actor, body, today, now),
  )

  route(app, saveApplicationDraft, 'strong', async ({ request, actor, params, body, today, now }) => {
    await commands.saveDraft(services(request.log), actor, params.applicationId, body, today, now)
    return ok
  })

  route(app, updateApplication, 'strong', async ({ request, actor, params, body, today, now }) => {
    await commands.updateApplication(services(request.log), actor, params.applicationId, body, today, now)
    return ok
  })

  route(app, sendApplication, 'strong', async ({ db, actor, params, today, now }) => {
    await commands.sendApplication(db, actor, params.applicationId, today, now)
    return ok
  })

  route(app, deleteApplication, 'strong', async ({ request, actor, params, today, now }) => {
    await commands.deleteApplication(services(request.log), actor, params.applicationId, today, now)
    return ok
  })

  route(app, getApplicationDuplicates, 'strong', ({ db, actor, params, today }) =>
    service.getDuplicates(db, actor, params.childId, today),
  )

  route(app, getActivePlacementsByApplicationType, 'strong', ({ db, actor, params, today }) =>
    service.getActivePlacements(db, actor, params.childId, today),
  )

  route(app, getClubTerms, 'public', ({ db }) => service.getClubTerms(db))
  route(app, getPreschoolTerms, 'public', ({ db }) => service.getPreschoolTerms(db))
  route(app, getServiceNeedOptions, 'public', ({ db, query }) =>
    service.getServiceNeedOptions(db, query.placementTypes),
  )
}
