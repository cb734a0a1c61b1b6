import { addDays, helsinkiDate, type FiniteDayRange, type HolidayQuestionnaire } from '@citizen/contract'
import type { JobContext } from '../../platform/jobs'
import { enqueueReminder } from '../../platform/email/reminders'
import { guardiansOf } from '../children/public'
import { eligibleChildren } from './policy'
import { placementFacts, questionnaireOf } from './service'
import * as q from './queries'

/** The reminder goes this many days before the questionnaire's last day of answers (issue 43) */
export const QUESTIONNAIRE_REMINDER_DAYS = 3

/** The days a child must be placed on for the questionnaire to ask about them (the eligibility rule decides the rest) */
function askedDays(questionnaire: HolidayQuestionnaire): FiniteDayRange {
  if (questionnaire.type === 'OPEN_RANGES') return questionnaire.period
  const options = questionnaire.periodOptions
  return {
    start: options.reduce((a, o) => (o.start < a ? o.start : a), options[0]!.start),
    end: options.reduce((a, o) => (o.end > a ? o.end : a), options[0]!.end),
  }
}

/**
 * The daily reminder of the holiday questionnaire (issue 43, ATTENDANCE_RESERVATION_NOTIFICATION):
 * three days before the questionnaire the calendar shows (the active one) closes, to the guardians
 * of every child it asks about (eligibleChildren, the rule of its GET and answers) who has no
 * answer yet: the guardians the calendar's call to action still asks. Once per guardian and
 * questionnaire (the dedupe key names no child); the notification settings may turn it off.
 * Three statements, whatever the number of children. Answers how many were queued.
 */
export async function sendQuestionnaireReminders(ctx: Pick<JobContext, 'db' | 'now'>): Promise<number> {
  const today = helsinkiDate(ctx.now)
  const row = await q.findActiveQuestionnaire(ctx.db, today)
  if (!row || row.active_end !== addDays(today, QUESTIONNAIRE_REMINDER_DAYS)) return 0
  const questionnaire = questionnaireOf(row)
  const unanswered = await q.findUnansweredChildren(ctx.db, questionnaire.id, askedDays(questionnaire))
  const children = unanswered.map((c) => ({ id: c.id, placements: placementFacts(c.placements) }))
  const asked = eligibleChildren(questionnaire, children, today)
  return enqueueReminder(ctx.db, {
    recipients: await guardiansOf(ctx.db, [...asked.keys()]),
    dedupeKey: `questionnaire-closing:${questionnaire.id}`,
    template: 'holidayQuestionnaireClosing',
    params: { deadline: questionnaire.active.end },
  })
}
