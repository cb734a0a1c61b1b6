import { addDays, helsinkiDate, isoWeekday, type DayRange, type FiniteDayRange } from '@citizen/contract'

/**
 * How far ahead a guardian's changes must be (reference §6: Espoo's
 * citizenReservationThresholdHours): days closer than this belong to the confirmed weeks.
 */
const CITIZEN_RESERVATION_THRESHOLD_HOURS = 150

/**
 * The days a guardian may reserve (reference §6 getReservableRange): from the first Monday after
 * now + threshold, to the end of the operational year (31 August) that Monday belongs to.
 */
export function reservableRange(now: Date, thresholdHours = CITIZEN_RESERVATION_THRESHOLD_HOURS): FiniteDayRange {
  const today = helsinkiDate(now)
  const threshold = helsinkiDate(new Date(now.getTime() + thresholdHours * 3_600_000))
  let start = addDays(today, 8 - isoWeekday(today))
  while (start <= threshold) start = addDays(start, 7)
  const year = Number(start.slice(0, 4))
  return { start, end: start < `${year}-07-01` ? `${year}-08-31` : `${year + 1}-08-31` }
}

/**
 * The day the week starting `monday` closes for reservations: the last day (Helsinki) on which
 * reservableRange still starts at that Monday, whatever the hour. With 150 hours the Monday a
 * week before, at 18:00 (the reservation reminder is sent the day before).
 */
export function weekReservationDeadline(monday: string, thresholdHours = CITIZEN_RESERVATION_THRESHOLD_HOURS): string {
  return addDays(monday, -(Math.floor(thresholdHours / 24) + 1))
}

export interface HolidayPeriod {
  period: FiniteDayRange
  reservationsOpenOn: string
  reservationDeadline: string
}

export type HolidayPeriodEffect =
  | { type: 'NotYetReservable'; period: FiniteDayRange; reservationsOpenOn: string }
  | { type: 'ReservationsOpen' }
  | { type: 'ReservationsClosed' }

/** A reservation-enabled placement of the child, as the holiday rule needs it. */
export interface PlacementSpan extends DayRange {
  end: string
  /** The day (Helsinki) the placement was made */
  createdOn: string
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start <= b.end && b.start <= a.end

/**
 * What a holiday period means for a child's days inside it (reference §6 HolidayPeriod.effect):
 * nothing when the child has no placement during the answering window; before the window
 * opens the days are not yet reservable, inside it they are open, afterwards closed, except for
 * a child placed after the deadline with a gap before the new placement, who is not locked.
 */
export function holidayPeriodEffect(
  holiday: HolidayPeriod,
  today: string,
  placements: PlacementSpan[],
): HolidayPeriodEffect | null {
  const window = { start: holiday.reservationsOpenOn, end: holiday.reservationDeadline }
  if (!placements.some((p) => overlaps(p, window))) return null
  if (today < holiday.reservationsOpenOn) {
    return { type: 'NotYetReservable', period: holiday.period, reservationsOpenOn: holiday.reservationsOpenOn }
  }
  if (today <= holiday.reservationDeadline) return { type: 'ReservationsOpen' }
  const inPeriod = placements.filter((p) => overlaps(p, holiday.period)).sort((a, b) => a.start.localeCompare(b.start))
  const placedLateAfterGap = inPeriod.some(
    (p, i) => i > 0 && addDays(inPeriod[i - 1]!.end, 1) < p.start && p.createdOn > holiday.reservationDeadline,
  )
  return placedLateAfterGap ? null : { type: 'ReservationsClosed' }
}
