import { sql } from 'kysely'
import type { z } from 'zod'
import type { devCreateHolidayPeriod, devCreateHolidayQuestionnaire, FiniteDayRange } from '@citizen/contract'
import type { Db } from '../platform/db/database'
import { badRequest } from '../platform/errors'

/**
 * Dev API of holiday periods and questionnaires (never in production): staff make them in eVaka;
 * here tests and the demo make them directly.
 *
 *   POST /api/dev/holiday-periods
 *     { period, reservationsOpenOn, reservationDeadline }                                   -> { id }
 *   POST /api/dev/holiday-questionnaires
 *     { type: 'FIXED_PERIOD', active, periodOptions, periodOptionLabel?, absenceType? (FREE_ABSENCE),
 *       requiresStrongAuth? (false), title?, description?, descriptionLink?, continuousPlacement? }
 *     { type: 'OPEN_RANGES', active, period, absenceTypeThreshold? (1), ... the same }          -> { id }
 *   The active questionnaire is the one whose active range holds today; of several, the one created
 *   last (so a new one takes over from the demo's while it is active).
 * POST /api/dev/calendar also takes holiday periods (with the calendar's other facts).
 */

type PeriodBody = z.output<(typeof devCreateHolidayPeriod)['body']>
type QuestionnaireBody = z.output<(typeof devCreateHolidayQuestionnaire)['body']>

const daterange = (r: FiniteDayRange) => `[${r.start},${r.end}]`

export async function insertDevHolidayPeriod(db: Db, body: PeriodBody): Promise<string> {
  // A period over another one is refused by the table's exclusion constraint: answered 400
  const clash = await db
    .selectFrom('holiday_period')
    .select('id')
    .where(sql<boolean>`period && ${daterange(body.period)}::daterange`)
    .executeTakeFirst()
  if (clash) throw badRequest('The period overlaps another holiday period')
  const row = await db
    .insertInto('holiday_period')
    .values({
      period: daterange(body.period),
      reservations_open_on: body.reservationsOpenOn,
      reservation_deadline: body.reservationDeadline,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function insertDevHolidayQuestionnaire(db: Db, body: QuestionnaireBody): Promise<string> {
  const json = (value: unknown) => JSON.stringify(value)
  const row = await db
    .insertInto('holiday_period_questionnaire')
    .values({
      type: body.type,
      absence_type: body.absenceType,
      requires_strong_auth: body.requiresStrongAuth,
      active: daterange(body.active),
      title: json(body.title),
      description: json(body.description),
      description_link: json(body.descriptionLink),
      period_option_label: json(body.type === 'FIXED_PERIOD' ? body.periodOptionLabel : { fi: '', sv: '', en: '' }),
      period_options: sql<
        string[]
      >`${body.type === 'FIXED_PERIOD' ? body.periodOptions.map(daterange) : []}::daterange[]`,
      period: body.type === 'OPEN_RANGES' ? daterange(body.period) : null,
      absence_type_threshold: body.type === 'OPEN_RANGES' ? body.absenceTypeThreshold : null,
      condition_continuous_placement: body.continuousPlacement && daterange(body.continuousPlacement),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
