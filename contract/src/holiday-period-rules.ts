/**
 * Holiday periods and questionnaires (spec 001 §4-5 "Holiday periods", reference §6 "Holiday
 * questionnaires"): the rules the holiday modal and the server both apply. Zod-free so the web
 * app can use them. Days are 'YYYY-MM-DD' strings.
 */

import { daysBetween, type FiniteDayRange } from './dates'

export const HOLIDAY_QUESTIONNAIRE_TYPES = ['FIXED_PERIOD', 'OPEN_RANGES'] as const
export type HolidayQuestionnaireType = (typeof HOLIDAY_QUESTIONNAIRE_TYPES)[number]

/** The error codes of the holiday questionnaire calls (400 unless told otherwise) */
export const holidayPeriodErrors = {
  /** The questionnaire is not active today (or not of the answer's type) */
  questionnaireNotActive: 'HOLIDAY_QUESTIONNAIRE_NOT_ACTIVE',
  /** A child the questionnaire does not ask about (no placement the rules accept) */
  childNotEligible: 'HOLIDAY_QUESTIONNAIRE_CHILD_NOT_ELIGIBLE',
  /** A FIXED_PERIOD answer that is none of the child's options */
  invalidOption: 'HOLIDAY_QUESTIONNAIRE_INVALID_OPTION',
  /** OPEN_RANGES: a range outside the period, or ranges that overlap */
  invalidRanges: 'HOLIDAY_QUESTIONNAIRE_INVALID_RANGES',
} as const

/** Why an open range cannot be saved (spec 001 §5): before or after the period, or over another range */
export type OpenRangeError = 'tooEarly' | 'tooLate' | 'rangesOverlap'

export interface OpenRangeIssue {
  index: number
  error: OpenRangeError
}

const sameRange = (a: FiniteDayRange, b: FiniteDayRange) => a.start === b.start && a.end === b.end
const overlapping = (a: FiniteDayRange, b: FiniteDayRange) => a.start <= b.end && b.start <= a.end

/**
 * The issues of a child's open ranges (each a whole range, start ≤ end): each must lie within
 * the questionnaire's period (tooEarly / tooLate) and none may overlap another (rangesOverlap,
 * on the later of the two in the list). One issue per range, the first that applies.
 */
export function openRangeIssues(ranges: FiniteDayRange[], period: FiniteDayRange): OpenRangeIssue[] {
  const issues: OpenRangeIssue[] = []
  ranges.forEach((r, index) => {
    if (r.start < period.start) issues.push({ index, error: 'tooEarly' })
    else if (r.end > period.end) issues.push({ index, error: 'tooLate' })
    else if (ranges.slice(0, index).some((other) => overlapping(other, r)))
      issues.push({ index, error: 'rangesOverlap' })
  })
  return issues
}

/** A FIXED_PERIOD answer is "no holiday" (null) or exactly one of the child's options */
export const isFixedPeriodOption = (options: FiniteDayRange[], answer: FiniteDayRange | null): boolean =>
  answer === null || options.some((o) => sameRange(o, answer))

/**
 * The absence type of an OPEN_RANGES range (reference §6): the questionnaire's own type when the
 * range is at least `threshold` days long, else OTHER_ABSENCE.
 */
export function openRangeAbsenceType<T extends string>(
  range: FiniteDayRange,
  questionnaire: { absenceType: T; absenceTypeThreshold: number },
): T | 'OTHER_ABSENCE' {
  return daysBetween(range.start, range.end) + 1 >= questionnaire.absenceTypeThreshold
    ? questionnaire.absenceType
    : 'OTHER_ABSENCE'
}

export interface HolidayPeriodWindow {
  period: FiniteDayRange
  reservationsOpenOn: string
  reservationDeadline: string
}

/** spec 001 §4: a holiday period takes answers from reservationsOpenOn to reservationDeadline, both included */
export const isOpenForReservations = (h: HolidayPeriodWindow, today: string): boolean =>
  h.reservationsOpenOn <= today && today <= h.reservationDeadline

/**
 * The calendar's call to action (spec 001 §4): an active questionnaire with children still to
 * answer for (answer it by the end of its active range; once every child is answered it asks
 * nothing, and the calendar's own button opens the answers), else a holiday period open for reservations
 * (mark the days by its deadline), else none.
 */
export type HolidayCta =
  | { type: 'questionnaire'; deadline: string; partlyAnswered: boolean }
  | { type: 'holiday'; period: FiniteDayRange; deadline: string }

export function holidayCta(
  periods: HolidayPeriodWindow[],
  questionnaire: {
    active: FiniteDayRange
    eligibleChildIds: string[]
    answeredChildIds: string[]
  } | null,
  today: string,
): HolidayCta | null {
  if (
    questionnaire &&
    questionnaire.eligibleChildIds.some((id) => !questionnaire.answeredChildIds.includes(id)) &&
    questionnaire.active.start <= today &&
    today <= questionnaire.active.end
  ) {
    return {
      type: 'questionnaire',
      deadline: questionnaire.active.end,
      partlyAnswered: isPartlyAnswered(questionnaire.eligibleChildIds, questionnaire.answeredChildIds),
    }
  }
  const open = periods.find((h) => isOpenForReservations(h, today))
  return open ? { type: 'holiday', period: open.period, deadline: open.reservationDeadline } : null
}

/** spec 001 §4: answered for some of the children the questionnaire asks about, not all */
export function isPartlyAnswered(eligibleChildIds: string[], answeredChildIds: string[]): boolean {
  const answered = eligibleChildIds.filter((id) => answeredChildIds.includes(id)).length
  return answered > 0 && answered < eligibleChildIds.length
}
