import {
  daysOf,
  errorCodes,
  holidayPeriodErrors,
  isFixedPeriodOption,
  openRangeAbsenceType,
  openRangeIssues,
  type AbsenceType,
  type FiniteDayRange,
  type HolidayQuestionnaire,
} from '@citizen/contract'
import type { Db, Tx } from '../../platform/db/database'
import { transactionWithRetry } from '../../platform/db/retry'
import { audit, type AuditActor } from '../../platform/audit'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { loadCalendarFacts } from '../calendar/service'
import {
  absenceCategories,
  childDayContext,
  deleteCitizenAbsences,
  deleteReservations,
  insertAbsences,
  lockChildren,
} from '../calendar/public'
import { eligibleChildren } from './policy'
import { familyFacts, questionnaireOf } from './service'
import * as q from './queries'

/**
 * Answering a holiday questionnaire (reference §6): one transaction that locks the children (the
 * calendar's lock: answers and calendar saves of a child run one after the other), checks every
 * rule the modal checks, clears what the guardian may change on the operational days of the
 * holiday, replaces the questionnaire's earlier absences of the children with the answer's and
 * stores the answers.
 */

/** What a child's answer makes absent: ranges with the absence type of each */
interface ChildAnswer {
  childId: string
  fixedPeriod: FiniteDayRange | null
  openRanges: FiniteDayRange[]
  absences: { range: FiniteDayRange; type: AbsenceType }[]
}

const notActive = () => badRequest('The questionnaire is not active', holidayPeriodErrors.questionnaireNotActive)

function checkAnswers(
  questionnaire: HolidayQuestionnaire,
  eligible: Map<string, FiniteDayRange[]>,
  body:
    | { type: 'FIXED_PERIOD'; fixedPeriods: Record<string, FiniteDayRange | null> }
    | {
        type: 'OPEN_RANGES'
        openRanges: Record<string, FiniteDayRange[]>
      },
): ChildAnswer[] {
  const answers: ChildAnswer[] = []
  const ranges = body.type === 'FIXED_PERIOD' ? body.fixedPeriods : body.openRanges
  for (const childId of Object.keys(ranges)) {
    const options = eligible.get(childId)
    if (!options)
      throw badRequest('The questionnaire does not ask about the child', holidayPeriodErrors.childNotEligible)
    if (questionnaire.type === 'FIXED_PERIOD' && body.type === 'FIXED_PERIOD') {
      const period = body.fixedPeriods[childId]!
      if (!isFixedPeriodOption(options, period)) {
        throw badRequest('The period is none of the child’s options', holidayPeriodErrors.invalidOption)
      }
      answers.push({
        childId,
        fixedPeriod: period,
        openRanges: [],
        absences: period ? [{ range: period, type: questionnaire.absenceType }] : [],
      })
    } else if (questionnaire.type === 'OPEN_RANGES' && body.type === 'OPEN_RANGES') {
      const list = body.openRanges[childId]!
      const issues = openRangeIssues(list, questionnaire.period)
      if (issues.length > 0) {
        throw badRequest(`Range ${issues[0]!.index}: ${issues[0]!.error}`, holidayPeriodErrors.invalidRanges)
      }
      answers.push({
        childId,
        fixedPeriod: null,
        openRanges: [...list].sort((a, b) => a.start.localeCompare(b.start)),
        absences: list.map((range) => ({ range, type: openRangeAbsenceType(range, questionnaire) })),
      })
    } else {
      throw notActive()
    }
  }
  return answers
}

/** The span of the days any answer of the questionnaire may touch */
const questionnaireSpan = (questionnaire: HolidayQuestionnaire): FiniteDayRange => {
  const ranges = questionnaire.type === 'FIXED_PERIOD' ? questionnaire.periodOptions : [questionnaire.period]
  return {
    start: ranges.map((r) => r.start).sort()[0]!,
    end: ranges
      .map((r) => r.end)
      .sort()
      .at(-1)!,
  }
}

export async function answerQuestionnaire(
  db: Db,
  actor: AuditActor,
  now: Date,
  today: string,
  questionnaireId: string,
  body:
    | { type: 'FIXED_PERIOD'; fixedPeriods: Record<string, FiniteDayRange | null> }
    | { type: 'OPEN_RANGES'; openRanges: Record<string, FiniteDayRange[]> },
): Promise<void> {
  const childIds = Object.keys(body.type === 'FIXED_PERIOD' ? body.fixedPeriods : body.openRanges)
  await transactionWithRetry(db, async (tx: Tx) => {
    const found = await q.findQuestionnaireForAnswer(tx, questionnaireId, today)
    if (!found?.isActive || found.row.type !== body.type) throw notActive()
    const questionnaire = questionnaireOf(found.row)
    if (questionnaire.requiresStrongAuth && actor.authLevel !== 'STRONG') {
      throw forbidden('The questionnaire needs a strong login', errorCodes.strongAuthRequired)
    }
    const locked = await lockChildren(tx, actor.personId, today, childIds)
    if (locked.length < childIds.length) throw notFound('Child not found')
    const eligible = eligibleChildren(questionnaire, await familyFacts(tx, actor.personId, today), today)
    const answers = checkAnswers(questionnaire, eligible, body)

    const { facts } = await loadCalendarFacts(tx, actor.personId, today, questionnaireSpan(questionnaire), {
      allUnits: true,
    })
    const days: { childId: string; date: string; category: 'BILLABLE' | 'NONBILLABLE'; type: AbsenceType }[] = []
    for (const answer of answers) {
      for (const { range, type } of answer.absences) {
        for (const date of daysOf(range)) {
          // Operational days only (reference §6): the unit open that day, public holidays excepted
          const ctx = childDayContext(facts, answer.childId, date)
          if (!ctx?.operationTime) continue
          for (const category of absenceCategories(ctx.placement.type)) {
            days.push({ childId: answer.childId, date, category, type })
          }
        }
      }
    }
    const pairs = [...new Map(days.map((d) => [`${d.childId} ${d.date}`, d])).values()]
    await deleteReservations(tx, pairs)
    await deleteCitizenAbsences(tx, pairs)
    await q.deleteQuestionnaireAbsences(tx, questionnaire.id, childIds)
    await insertAbsences(tx, days, actor.personId, questionnaire.id)
    await q.upsertAnswers(tx, questionnaire.id, actor.personId, now, answers)
    await audit(tx, {
      actor,
      action: 'HOLIDAY_QUESTIONNAIRE_ANSWER',
      targets: { persons: childIds, ids: { holidayQuestionnaire: [questionnaire.id] } },
    })
  })
}
