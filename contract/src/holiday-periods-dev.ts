import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Created, FiniteDateRange, LocalDate } from './common'
import { AbsenceType } from './calendar'
import { Translatable } from './holiday-periods'

// Dev API of holiday periods and questionnaires (api/src/dev/holiday-periods.ts): what staff do in eVaka

const text = (fi: string, sv: string, en: string) => Translatable.default({ fi, sv, en })

/** POST /api/dev/holiday-periods: a holiday period (periods may not overlap) */
export const devCreateHolidayPeriod = endpoint(devRoutes.devCreateHolidayPeriod, {
  body: z
    .object({ period: FiniteDateRange, reservationsOpenOn: LocalDate, reservationDeadline: LocalDate })
    .refine(
      (b) => b.reservationsOpenOn <= b.reservationDeadline && b.reservationDeadline < b.period.start,
      'answering opens, then closes before the period starts',
    ),
  response: Created,
})

const QuestionnaireBase = {
  absenceType: AbsenceType.default('FREE_ABSENCE'),
  requiresStrongAuth: z.boolean().default(false),
  active: FiniteDateRange,
  title: text('Lomakysely', 'Semesterenkät', 'Holiday questionnaire'),
  description: text(
    'Kerro lastenne lomista.',
    'Berätta om barnens semester.',
    'Tell us about your children’s holidays.',
  ),
  descriptionLink: text('', '', ''),
  continuousPlacement: FiniteDateRange.nullable().default(null),
}

/**
 * POST /api/dev/holiday-questionnaires: a questionnaire of either type. The active one is the one
 * whose active range holds today; of several, the one created last.
 */
export const devCreateHolidayQuestionnaire = endpoint(devRoutes.devCreateHolidayQuestionnaire, {
  body: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('FIXED_PERIOD'),
      ...QuestionnaireBase,
      periodOptions: z.array(FiniteDateRange).min(1),
      periodOptionLabel: text('Maksuton poissaolo', 'Avgiftsfri frånvaro', 'Free absence'),
    }),
    z.object({
      type: z.literal('OPEN_RANGES'),
      ...QuestionnaireBase,
      period: FiniteDateRange,
      absenceTypeThreshold: z.number().int().min(1).default(1),
    }),
  ]),
  response: Created,
})
