import { calendarEventErrors } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { conflict, refuse } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { enqueueEmail } from '../../platform/email/outbox'
import { discussionTimeRefusal, type DiscussionTimeAction } from './policy'
import * as q from './queries'

/**
 * Booking and cancelling a discussion time (reference §6), each in one transaction with the time's
 * row locked, so that two guardians' concurrent requests run one after the other. Unlike the
 * reference the server keeps the two-working-day window and one time per child and survey (issue 29).
 */

interface TimeCommand {
  actor: AuditActor
  now: Date
  today: string
  calendarEventTimeId: string
  childId: string
}

/**
 * The locked time, once the policy lets the action on it: the child's and the time's facts, and
 * the family's attendances of the survey over its whole period (one statement).
 */
async function lockFamilyTime(tx: Db, c: TimeCommand, action: DiscussionTimeAction) {
  const isCitizensChild = await q.isChildOfCitizen(tx, c.actor.personId, c.today, c.childId)
  const found = isCitizensChild ? await q.lockTime(tx, c.calendarEventTimeId) : undefined
  const time = found?.event_type === 'DISCUSSION_SURVEY' ? found : undefined
  const attendances = time
    ? await q.findAttendances(
        tx,
        c.actor.personId,
        c.today,
        { start: time.event_start, end: time.event_end },
        time.calendar_event_id,
      )
    : []
  refuse(
    discussionTimeRefusal(action, {
      today: c.today,
      childId: c.childId,
      isCitizensChild,
      time: time && { date: time.date, childId: time.child_id },
      attendances: attendances.map((a) => ({ childId: a.child_id, start: a.period_start, end: a.period_end })),
    }),
  )
  return time!
}

async function notify(tx: Db, c: TimeCommand, time: q.TimeRow, cancelled: boolean) {
  await enqueueEmail(tx, {
    recipients: await q.findGuardians(tx, c.childId),
    dedupeKey: `discussion-time:${time.id}:${c.childId}:${cancelled ? 'cancel' : 'reserve'}:${c.now.getTime()}`,
    template: 'discussionTime',
    params: { cancelled, date: time.date, startTime: time.start_time, endTime: time.end_time },
  })
}

/** POST /citizen/calendar-event/reservation */
export async function reserveDiscussionTime(db: Db, c: TimeCommand): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const time = await lockFamilyTime(tx, c, 'RESERVE')
    if (time.child_id === c.childId) return
    // spec 001: one time per child and survey; the modal then shows the time the child holds
    if (await q.childHoldsOtherTime(tx, time.calendar_event_id, time.id, c.childId))
      throw conflict('The child already holds a time of this survey', calendarEventErrors.timeAlreadyReserved)
    // The row is locked; the condition keeps the rule should the lock ever be dropped
    if (!(await q.reserveTime(tx, time.id, c.childId, c.now)))
      throw conflict('The time is already reserved', calendarEventErrors.timeAlreadyReserved)
    await audit(tx, {
      actor: c.actor,
      action: 'DISCUSSION_TIME_RESERVE',
      targets: { persons: [c.actor.personId, c.childId], ids: { calendarEventTime: [time.id] } },
    })
    await notify(tx, c, time, false)
  })
}

/** DELETE /citizen/calendar-event/reservation: 404 unless the child holds the time */
export async function cancelDiscussionTime(db: Db, c: TimeCommand): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const time = await lockFamilyTime(tx, c, 'CANCEL')
    await q.cancelTime(tx, time.id, c.childId, c.now)
    await audit(tx, {
      actor: c.actor,
      action: 'DISCUSSION_TIME_CANCEL',
      targets: { persons: [c.actor.personId, c.childId], ids: { calendarEventTime: [time.id] } },
    })
    await notify(tx, c, time, true)
  })
}
