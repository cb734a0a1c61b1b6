import { addDays, helsinkiDate } from '@citizen/contract'
import type { JobContext } from '../../platform/jobs'
import { enqueueReminder } from '../../platform/email/reminders'
import { guardiansByChild } from '../children/public'
import * as q from './queries'

/**
 * The daily reminder of a discussion time (issue 43, DISCUSSION_TIME_NOTIFICATION): the day before
 * a booked discussion time, to the guardians of the child it is booked for. Once per guardian and
 * time (the dedupe key names the time, not the child); the notification settings may turn it off.
 * None with the discussionReservations feature off (the calendar shows no discussion times then).
 * Two statements and an email per time. Answers how many were queued.
 */
export async function sendDiscussionTimeReminders(ctx: Pick<JobContext, 'db' | 'now' | 'config'>): Promise<number> {
  if (!ctx.config.discussionReservations) return 0
  const times = await q.findBookedTimes(ctx.db, addDays(helsinkiDate(ctx.now), 1))
  const guardians = await guardiansByChild(
    ctx.db,
    times.map((t) => t.child_id),
  )
  let queued = 0
  for (const time of times) {
    queued += await enqueueReminder(ctx.db, {
      recipients: guardians.get(time.child_id) ?? [],
      dedupeKey: `discussion-time-tomorrow:${time.id}`,
      template: 'discussionTimeTomorrow',
      params: { date: time.date, startTime: time.start_time, endTime: time.end_time },
    })
  }
  return queued
}
