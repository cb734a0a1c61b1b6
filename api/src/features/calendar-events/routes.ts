import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  calendarEventIcsFilename,
  createCalendarSubscription,
  deleteCalendarEventReservation,
  getCalendarEventIcs,
  getCalendarEvents,
  getCalendarFeed,
  getCalendarSubscription,
  postCalendarEventReservation,
  revokeCalendarSubscription,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { ICS_CONTENT_TYPE } from './ics'
import * as service from './service'
import * as commands from './commands'
import * as subscription from './subscription'

function sendIcs(reply: FastifyReply, ics: string, filename: string | null): FastifyReply {
  reply.type(ICS_CONTENT_TYPE).header('cache-control', 'no-store')
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`)
  return reply.send(ics)
}

/**
 * Calendar events and discussion times (spec 001 §7 calls, reference §6), the one-event .ics
 * export and the calendar subscription (issue 29). The discussion time calls exist only with
 * the discussionReservations feature on (DISCUSSION_RESERVATIONS); without it surveys are left out.
 */
export async function calendarEventRoutes(app: FastifyInstance): Promise<void> {
  const discussions = app.config.discussionReservations
  route(app, getCalendarEvents, 'weak', ({ db, actor, today, query }) =>
    service.getCalendarEvents(db, actor, today, { start: query.start, end: query.end }, discussions),
  )
  if (discussions) {
    route(app, postCalendarEventReservation, 'weak', async ({ db, actor, now, today, body }) => {
      await commands.reserveDiscussionTime(db, { actor, now, today, ...body })
      return {}
    })
    route(app, deleteCalendarEventReservation, 'weak', async ({ db, actor, now, today, query }) => {
      await commands.cancelDiscussionTime(db, { actor, now, today, ...query })
      return {}
    })
  }
  route(app, getCalendarEventIcs, 'weak', async ({ db, actor, now, today, params, query, reply }) => {
    const ics = await service.calendarEventIcs(db, actor, now, today, params.id, query.lang ?? 'fi', discussions)
    return sendIcs(reply, ics, calendarEventIcsFilename(params.id))
  })

  route(app, getCalendarSubscription, 'weak', ({ db, actor }) => subscription.getSubscription(db, actor))
  route(app, createCalendarSubscription, 'weak', ({ db, actor, now }) =>
    subscription.createSubscription(db, actor, now),
  )
  route(app, revokeCalendarSubscription, 'weak', async ({ db, actor, now }) => {
    await subscription.revokeSubscription(db, actor, now)
    return {}
  })
  // The token is the only credential: the session is never loaded (sessionLoadedByHandler)
  route(
    app,
    getCalendarFeed,
    'public',
    async ({ db, request, now, today, params, reply }) =>
      sendIcs(reply, await subscription.calendarFeed(db, params.token, request.id, now, today, discussions), null),
    { sessionLoadedByHandler: true },
  )
}
