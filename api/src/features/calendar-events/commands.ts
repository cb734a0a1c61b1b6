import { calendarEventErrors, isDiscussionTimeEditable } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, conflict, notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { enqueueEmail } from '../../platform/email/outbox'
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

const deadlinePassed = () =>
  badRequest(
    'Discussion times can be booked and cancelled until two working days before',
    calendarEventErrors.cancellationDeadlinePassed,
  )

/**
 * The locked time and whether the child may hold it: 404 when the time's survey is none of the
 * family's children's (or the child is not the user's), 400 when the child is not its attendee
 * on the time's day.
 */
async function lockFamilyTime(tx: Db, c: TimeCommand) {
  if (!(await q.isChildOfCitizen(tx, c.actor.personId, c.today, c.childId))) throw notFound('Child not found')
  const time = await q.lockTime(tx, c.calendarEventTimeId)
  if (!time || time.event_type !== 'DISCUSSION_SURVEY') throw notFound('Discussion time not found')
  const rows = await q.findAttendances(
    tx,
    c.actor.personId,
    c.today,
    { start: time.date, end: time.date },
    time.calendar_event_id,
  )
  // Any attendance of the family's children on any day of the survey makes it theirs to know of
  const family =
    rows.length > 0 ||
    (
      await q.findAttendances(
        tx,
        c.actor.personId,
        c.today,
        { start: '1900-01-01', end: '2999-12-31' },
        time.calendar_event_id,
      )
    ).length > 0
  if (!family) throw notFound('Discussion time not found')
  const attends = rows.some((r) => r.child_id === c.childId && r.days_start <= time.date && time.date <= r.days_end)
  return { time, attends }
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
    const { time, attends } = await lockFamilyTime(tx, c)
    if (!attends) throw badRequest('The child is not an attendee of the discussion survey on the day')
    if (time.child_id !== null && time.child_id !== c.childId)
      throw conflict('The time is already reserved', calendarEventErrors.timeAlreadyReserved)
    if (time.child_id === c.childId) return
    if (!isDiscussionTimeEditable(c.today, time.date)) throw deadlinePassed()
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
    const { time, attends } = await lockFamilyTime(tx, c)
    if (!attends || time.child_id !== c.childId) throw notFound('Discussion time reservation not found')
    if (!isDiscussionTimeEditable(c.today, time.date)) throw deadlinePassed()
    await q.cancelTime(tx, time.id, c.childId, c.now)
    await audit(tx, {
      actor: c.actor,
      action: 'DISCUSSION_TIME_CANCEL',
      targets: { persons: [c.actor.personId, c.childId], ids: { calendarEventTime: [time.id] } },
    })
    await notify(tx, c, time, true)
  })
}
