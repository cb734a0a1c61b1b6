import type { FastifyInstance } from 'fastify'
import {
  getChildAttendanceSummary,
  getChildDailyServiceTimes,
  getChildPlacements,
  getChildServiceNeeds,
  getChildren,
  terminatePlacement,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'
import * as page from './page-service'
import * as commands from './commands'

/** The children and the child page (spec 001 "Child page", reference §5) */
export async function childrenRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    getChildren,
    'weak',
    ({ db, sessionTokenHash, adoptSession, today }) =>
      service.getChildren(
        db,
        { tokenHash: sessionTokenHash, adopt: adoptSession },
        today,
        app.config.serviceApplications,
      ),
    { sessionLoadedByHandler: true },
  )
  route(app, getChildPlacements, 'strong', ({ db, actor, params, today }) =>
    page.getPlacements(db, actor, params.childId, today),
  )
  route(app, terminatePlacement, 'strong', ({ db, actor, params, body, today }) =>
    commands.terminatePlacement(db, { actor, childId: params.childId, body, today }),
  )
  route(app, getChildServiceNeeds, 'weak', ({ db, actor, params, today }) =>
    page.getServiceNeeds(db, actor, params.childId, today),
  )
  route(app, getChildDailyServiceTimes, 'weak', ({ db, actor, params, today }) =>
    page.getDailyServiceTimes(db, actor, params.childId, today),
  )
  route(app, getChildAttendanceSummary, 'weak', ({ db, actor, params, today }) =>
    page.getAttendanceSummary(db, actor, params.childId, params.yearMonth, today),
  )
}
