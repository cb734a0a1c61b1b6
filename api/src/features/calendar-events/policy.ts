import { calendarEventErrors, isDiscussionTimeEditable } from '@citizen/contract'
import type { Refusal } from '../../platform/errors'

/**
 * Who may book and cancel a discussion time (reference §6; spec 001 §4, §9): pure, with its table
 * test. The command loads the facts with the time's row locked and refuses with the answer here.
 */

export type DiscussionTimeAction = 'RESERVE' | 'CANCEL'

export interface DiscussionTimeFacts {
  today: string
  childId: string
  /** The child is one of the citizen's */
  isCitizensChild: boolean
  /** The time (undefined: no such time, or not a survey's) */
  time: { date: string; childId: string | null } | undefined
  /** The family's children's attendances of the time's survey: the days each attends it */
  attendances: readonly { childId: string; start: string; end: string }[]
}

const notFound = (reason: string): Refusal => ({ status: 404, reason })

/**
 * 404 when the child is not the user's or the survey is none of the family's children's (or for
 * CANCEL, the child does not hold the time); 400 when the child does not attend on the time's day
 * or the two-working-day window has passed; 409 when another child holds the time. Reserving a
 * time the child holds already is allowed (the command does nothing).
 */
export function discussionTimeRefusal(action: DiscussionTimeAction, f: DiscussionTimeFacts): Refusal | null {
  if (!f.isCitizensChild) return notFound('Child not found')
  const time = f.time
  // Any attendance of the family's children on any day of the survey makes it theirs to know of
  if (!time || f.attendances.length === 0) return notFound('Discussion time not found')
  const attends = f.attendances.some((a) => a.childId === f.childId && a.start <= time.date && time.date <= a.end)
  if (action === 'CANCEL' && (!attends || time.childId !== f.childId)) {
    return notFound('Discussion time reservation not found')
  }
  if (!attends) {
    return {
      status: 400,
      reason: 'The child is not an attendee of the discussion survey on the day',
      errorCode: calendarEventErrors.notAttendee,
    }
  }
  if (action === 'RESERVE' && time.childId !== null && time.childId !== f.childId) {
    return { status: 409, reason: 'The time is already reserved', errorCode: calendarEventErrors.timeAlreadyReserved }
  }
  if (action === 'RESERVE' && time.childId === f.childId) return null
  if (!isDiscussionTimeEditable(f.today, time.date)) {
    return {
      status: 400,
      reason: 'Discussion times can be booked and cancelled until two working days before',
      errorCode: calendarEventErrors.cancellationDeadlinePassed,
    }
  }
  return null
}
