import { addDays, childDayState, helsinkiDate, type FiniteDayRange } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { JobContext } from '../../platform/jobs'
import { enqueueReminder } from '../../platform/email/reminders'
import { guardiansOf } from '../children/public'
import { calendarDays } from './calendar-days'
import { reservableRange, weekReservationDeadline } from './reservable-range'
import { loadChildrenCalendarFacts } from './service'
import * as q from './queries'

/** Children whose calendars are read at a time: a fixed number of statements a batch, whatever the municipality's size */
const CHILDREN_PER_BATCH = 500

/** Days that close tomorrow; of a holiday period only its days open for answers (the rest close with the weeks) */
interface ClosingDays {
  range: FiniteDayRange
  holidayOnly: boolean
}

/**
 * The days whose reservations close tomorrow: the reservable range's first week when its deadline
 * is tomorrow (each Sunday, with the 150 h threshold), and those of the holiday periods whose
 * answering ends tomorrow, inside the reservable range (the calendar marks no day outside it).
 */
async function daysClosingTomorrow(db: Db, now: Date): Promise<ClosingDays[]> {
  const today = helsinkiDate(now)
  const deadline = addDays(today, 1)
  const reservable = reservableRange(now)
  const closing: ClosingDays[] = []
  if (weekReservationDeadline(reservable.start) === deadline) {
    closing.push({ range: { start: reservable.start, end: addDays(reservable.start, 6) }, holidayOnly: false })
  }
  for (const period of await q.findHolidayPeriodsClosing(db, today, deadline)) {
    const start = period.start > reservable.start ? period.start : reservable.start
    const end = period.end < reservable.end ? period.end : reservable.end
    if (start <= end) closing.push({ range: { start, end }, holidayOnly: true })
  }
  return closing
}

/**
 * The children of the batch with a day the calendar marks "reservation missing" (childDayState,
 * the calendar's own rule) among the closing days: their calendars built as a family's are.
 */
async function childrenMissing(db: Db, childIds: string[], now: Date, days: ClosingDays): Promise<string[]> {
  const today = helsinkiDate(now)
  const reservable = reservableRange(now)
  const facts = await loadChildrenCalendarFacts(db, childIds, today, days.range)
  const calendar = calendarDays(facts, days.range)
  const missing = new Set<string>()
  for (const day of calendar.days) {
    for (const ref of day.children) {
      const childDay = calendar.childDays[ref]!
      if (days.holidayOnly && childDay.holidayPeriodEffect?.type !== 'ReservationsOpen') continue
      if (childDayState(childDay, day.date, today, reservable).kind === 'missing') missing.add(childDay.childId)
    }
  }
  return [...missing]
}

/**
 * The daily reminder of missing reservations (issue 43, ATTENDANCE_RESERVATION_NOTIFICATION): the
 * day before reservations close, to the guardians of every child with a day the calendar marks
 * "reservation missing" among the days that close. Once per guardian and deadline (the outbox's
 * dedupe key names no child: three children, one email); the notification settings may turn it
 * off. The children are read a batch at a time, one statement each (40 000 children: 80).
 * Answers how many were queued.
 */
export async function sendReservationReminders(ctx: Pick<JobContext, 'db' | 'now'>): Promise<number> {
  const deadline = addDays(helsinkiDate(ctx.now), 1)
  const missing = new Set<string>()
  for (const days of await daysClosingTomorrow(ctx.db, ctx.now)) {
    const childIds = await q.findChildrenToRemind(ctx.db, days.range)
    for (let i = 0; i < childIds.length; i += CHILDREN_PER_BATCH) {
      const batch = childIds.slice(i, i + CHILDREN_PER_BATCH)
      for (const id of await childrenMissing(ctx.db, batch, ctx.now, days)) missing.add(id)
    }
  }
  return enqueueReminder(ctx.db, {
    recipients: await guardiansOf(ctx.db, [...missing]),
    dedupeKey: `reservations-missing:${deadline}`,
    template: 'reservationsMissing',
    params: { deadline },
  })
}
