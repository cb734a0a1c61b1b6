import type { FastifyInstance } from 'fastify'
import {
  answerFixedPeriodQuestionnaire,
  answerOpenRangeQuestionnaire,
  getActiveQuestionnaires,
  getHolidayPeriods,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'
import * as commands from './commands'

/**
 * Holiday periods and questionnaires (spec 001 §7, reference §6). A questionnaire that needs a
 * strong login says so (requiresStrongAuth): its answer is 403 for a weak session, its reading
 * is not.
 */
export async function holidayPeriodRoutes(app: FastifyInstance): Promise<void> {
  route(app, getHolidayPeriods, 'weak', ({ db }) => service.getHolidayPeriods(db))
  route(app, getActiveQuestionnaires, 'weak', ({ db, actor, today }) =>
    service.getActiveQuestionnaires(db, actor, today),
  )
  route(app, answerFixedPeriodQuestionnaire, 'weak', async ({ db, actor, now, today, params, body }) => {
    await commands.answerQuestionnaire(db, actor, now, today, params.id, { type: 'FIXED_PERIOD', ...body })
    return {}
  })
  route(app, answerOpenRangeQuestionnaire, 'weak', async ({ db, actor, now, today, params, body }) => {
    await commands.answerQuestionnaire(db, actor, now, today, params.id, { type: 'OPEN_RANGES', ...body })
    return {}
  })
}
