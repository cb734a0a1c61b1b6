/** The holiday modal's form values and rules (spec 001 §5 "Holiday open ranges") */
import {
  openRangeIssues,
  type ActiveQuestionnaire,
  type FiniteDayRange,
  type HolidayQuestionnaireAnswer,
} from '@citizen/contract/web'

/** A FIXED_PERIOD choice: an option as 'start/end', NO_HOLIDAY, or null (not answered: not sent) */
export const NO_HOLIDAY = 'none'
export const optionKey = (r: FiniteDayRange) => `${r.start}/${r.end}`
const rangeOfKey = (key: string): FiniteDayRange => {
  const [start, end] = key.split('/') as [string, string]
  return { start, end }
}

export interface HolidayForm {
  /** FIXED_PERIOD: per child its choice */
  fixedPeriods: Record<string, string | null>
  /** OPEN_RANGES: per child its ranges (null: a range not yet given) */
  openRanges: Record<string, (FiniteDayRange | null)[]>
}

export const isHolidayForm = (value: unknown): value is HolidayForm => {
  const v = value as Partial<HolidayForm> | null
  return typeof v === 'object' && v !== null && typeof v.fixedPeriods === 'object' && typeof v.openRanges === 'object'
}

const answerOf = (answers: HolidayQuestionnaireAnswer[], childId: string) => answers.find((a) => a.childId === childId)

/** The form at first: the answers given so far (by either guardian), else nothing chosen and no ranges */
export function initialHolidayForm(active: ActiveQuestionnaire): HolidayForm {
  const fixedPeriods: HolidayForm['fixedPeriods'] = {}
  const openRanges: HolidayForm['openRanges'] = {}
  for (const childId of Object.keys(active.eligibleChildren)) {
    const answer = answerOf(active.previousAnswers, childId)
    fixedPeriods[childId] = answer ? (answer.fixedPeriod ? optionKey(answer.fixedPeriod) : NO_HOLIDAY) : null
    openRanges[childId] = answer ? answer.openRanges : []
  }
  return { fixedPeriods, openRanges }
}

/** The errors by path: the contract's open-range rules, a missing range, no FIXED_PERIOD choice at all */
export function holidayErrors(values: HolidayForm, active: ActiveQuestionnaire): Record<string, string> {
  const errors: Record<string, string> = {}
  const q = active.questionnaire
  const childIds = Object.keys(active.eligibleChildren)
  if (q.type === 'FIXED_PERIOD') {
    if (childIds.length > 0 && childIds.every((id) => !values.fixedPeriods[id])) {
      errors[`fixedPeriods.${childIds[0]}`] = 'noAnswer'
    }
  } else if (q.type === 'OPEN_RANGES') {
    for (const id of childIds) {
      const ranges = values.openRanges[id] ?? []
      ranges.forEach((r, i) => {
        if (!r) errors[`openRanges.${id}.${i}`] = 'required'
      })
      const given = ranges.flatMap((r, i) => (r ? [{ r, i }] : []))
      for (const issue of openRangeIssues(
        given.map((g) => g.r),
        q.period,
      )) {
        errors[`openRanges.${id}.${given[issue.index]!.i}`] = issue.error
      }
    }
  }
  return errors
}

/** The answer's body: FIXED_PERIOD the children with a choice; OPEN_RANGES every child (none: no holiday) */
export function fixedPeriodsBody(values: HolidayForm, active: ActiveQuestionnaire) {
  const fixedPeriods: Record<string, FiniteDayRange | null> = {}
  for (const id of Object.keys(active.eligibleChildren)) {
    const choice = values.fixedPeriods[id]
    if (choice) fixedPeriods[id] = choice === NO_HOLIDAY ? null : rangeOfKey(choice)
  }
  return { fixedPeriods }
}

export function openRangesBody(values: HolidayForm, active: ActiveQuestionnaire) {
  const openRanges: Record<string, FiniteDayRange[]> = {}
  for (const id of Object.keys(active.eligibleChildren)) {
    openRanges[id] = (values.openRanges[id] ?? []).filter((r): r is FiniteDayRange => r !== null)
  }
  return { openRanges }
}
