import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { FiniteDateRange, LocalDate, Uuid } from './common'
import { AbsenceType } from './calendar'

/**
 * Holiday periods and questionnaires (spec 001 §3 "Holiday periods", §7 the holiday-period calls;
 * reference §6 "Holiday questionnaires"). Rules both sides apply: holiday-period-rules.ts.
 */

/** A text staff wrote in each language */
export const Translatable = z.object({ fi: z.string(), sv: z.string(), en: z.string() })
export type Translatable = z.infer<typeof Translatable>

export const HolidayPeriod = z.object({
  id: Uuid,
  period: FiniteDateRange,
  reservationsOpenOn: LocalDate,
  reservationDeadline: LocalDate,
})
export type HolidayPeriod = z.infer<typeof HolidayPeriod>

const QuestionnaireBase = {
  id: Uuid,
  absenceType: AbsenceType,
  requiresStrongAuth: z.boolean(),
  active: FiniteDateRange,
  title: Translatable,
  description: Translatable,
  descriptionLink: Translatable,
  conditions: z.object({ continuousPlacement: FiniteDateRange.nullable() }),
}

export const FixedPeriodQuestionnaire = z.object({
  type: z.literal('FIXED_PERIOD'),
  ...QuestionnaireBase,
  periodOptions: z.array(FiniteDateRange),
  periodOptionLabel: Translatable,
})
export type FixedPeriodQuestionnaire = z.infer<typeof FixedPeriodQuestionnaire>

export const OpenRangesQuestionnaire = z.object({
  type: z.literal('OPEN_RANGES'),
  ...QuestionnaireBase,
  period: FiniteDateRange,
  absenceTypeThreshold: z.number().int(),
})
export type OpenRangesQuestionnaire = z.infer<typeof OpenRangesQuestionnaire>

export const HolidayQuestionnaire = z.discriminatedUnion('type', [FixedPeriodQuestionnaire, OpenRangesQuestionnaire])
export type HolidayQuestionnaire = z.infer<typeof HolidayQuestionnaire>

export const HolidayQuestionnaireAnswer = z.object({
  questionnaireId: Uuid,
  childId: Uuid,
  fixedPeriod: FiniteDateRange.nullable(),
  openRanges: z.array(FiniteDateRange),
})
export type HolidayQuestionnaireAnswer = z.infer<typeof HolidayQuestionnaireAnswer>

/**
 * The questionnaire active today with the children it asks about: per child the ranges it may
 * answer (FIXED_PERIOD: the options its invoiced placements cover; OPEN_RANGES: the period), the
 * children's names (the modal's labels) and the answers given so far (by either guardian).
 */
export const ActiveQuestionnaire = z.object({
  questionnaire: HolidayQuestionnaire,
  eligibleChildren: z.record(Uuid, z.array(FiniteDateRange)),
  children: z.array(z.object({ id: Uuid, firstName: z.string(), lastName: z.string() })),
  previousAnswers: z.array(HolidayQuestionnaireAnswer),
})
export type ActiveQuestionnaire = z.infer<typeof ActiveQuestionnaire>

/** GET /citizen/holiday-period: every holiday period (their effects show in the calendar's days) */
export const getHolidayPeriods = endpoint(routes.getHolidayPeriods, { response: z.array(HolidayPeriod) })

/** GET /citizen/holiday-period/questionnaire: the active questionnaire (0 or 1) with children to answer for */
export const getActiveQuestionnaires = endpoint(routes.getActiveQuestionnaires, {
  response: z.array(ActiveQuestionnaire),
})

/** More children than a family has: the answer's map is bounded */
const MAX_CHILDREN = 20
/** More ranges than a holiday period has weeks twice over */
const MAX_OPEN_RANGES = 50
const atMostChildren = (r: Record<string, unknown>) => Object.keys(r).length <= MAX_CHILDREN

/** POST …/fixed-period/{id}: per child the chosen option, or null for "no holiday" */
export const answerFixedPeriodQuestionnaire = endpoint(routes.answerFixedPeriodQuestionnaire, {
  params: z.object({ id: Uuid }),
  body: z.object({
    fixedPeriods: z
      .record(Uuid, FiniteDateRange.nullable())
      .refine((r) => Object.keys(r).length > 0, 'no child')
      .refine(atMostChildren, `at most ${MAX_CHILDREN} children`),
  }),
  response: z.object({}),
})

/** POST …/open-range/{id}: per child the ranges of absence (none: no holiday) */
export const answerOpenRangeQuestionnaire = endpoint(routes.answerOpenRangeQuestionnaire, {
  params: z.object({ id: Uuid }),
  body: z.object({
    openRanges: z
      .record(Uuid, z.array(FiniteDateRange).max(MAX_OPEN_RANGES))
      .refine((r) => Object.keys(r).length > 0, 'no child')
      .refine(atMostChildren, `at most ${MAX_CHILDREN} children`),
  }),
  response: z.object({}),
})
