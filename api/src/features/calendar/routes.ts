import type { FastifyInstance } from 'fastify'
import {
  dismissDailyServiceTimeNotifications,
  getDailyServiceTimeNotifications,
  getPreschoolOperationalDates,
  getReservations,
  postAbsences,
  postReservations,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { requestIdempotencyKey } from '../../platform/idempotency'
import * as service from './service'
import * as commands from './commands'

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  // A year of days for every child (~300 kB): the compiled check, no copy of the answer
  route(
    app,
    getReservations,
    'weak',
    ({ db, actor, now, today, query }) =>
      service.getReservations(db, actor, now, today, { start: query.from, end: query.to }),
    { compiledResponse: true },
  )
  route(app, postReservations, 'weak', async ({ db, actor, now, today, body }) => {
    await commands.saveReservations(db, actor, now, today, body)
    return {}
  })
  // The device's queue of offline absences sends each with an Idempotency-Key (issue 42)
  route(app, postAbsences, 'weak', ({ db, request, actor, now, today, body }) =>
    commands.createAbsences(
      db,
      actor,
      now,
      today,
      body,
      requestIdempotencyKey(request, postAbsences, actor.personId, body, now),
    ),
  )
  route(app, getPreschoolOperationalDates, 'weak', ({ db, actor, today, body }) =>
    service.preschoolOperationalDates(db, actor, today, body),
  )
  // The notification ids are the guardian's own and carry no personal data: no audit row
  route(app, getDailyServiceTimeNotifications, 'weak', ({ db, user }) =>
    service.dailyServiceTimeNotifications(db, user.personId),
  )
  route(app, dismissDailyServiceTimeNotifications, 'weak', async ({ db, user, body }) => {
    await service.dismissDailyServiceTimeNotifications(db, user.personId, body)
    return {}
  })
}
