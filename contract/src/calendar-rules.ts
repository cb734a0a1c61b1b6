/**
 * Reservations (spec 001 "Reservations and absences", reference §6): the rules the reservation
 * modal and POST /citizen/reservations both apply. Zod-free so the web app can use them.
 *
 * Times of day are 'HH:mm' strings, which compare and sort as text. A range ends after it starts
 * on the same day; overnight care is entered as two days split at 23:59 / 00:00 (spec 001 §9).
 */

import type {
  AbsenceType,
  CalendarChildDay,
  CalendarData,
  CalendarDay,
  DailyReservationRequest,
  ReservableTimeRange,
  ReservationsResponse,
  TimeRange,
} from './calendar'
import { addDays, daysOf, isoWeekday, rangeIncludes, type FiniteDayRange } from './dates'
import { isClockTime } from './validators'

/** spec 001 §9: one or two time ranges a day. */
const MAX_RESERVATIONS_PER_DAY = 2

export const RESERVATION_REPETITIONS = ['DAILY', 'WEEKLY', 'IRREGULAR'] as const
export type Repetition = (typeof RESERVATION_REPETITIONS)[number]

export const SCHEDULE_TYPES = ['RESERVATION_REQUIRED', 'FIXED_SCHEDULE', 'TERM_BREAK'] as const
export type ScheduleType = (typeof SCHEDULE_TYPES)[number]

/** What a guardian chose for a day in the reservation modal or the day view. */
export type DayChoice =
  { type: 'TIMES'; ranges: TimeRange[] } | { type: 'PRESENT' } | { type: 'ABSENT' } | { type: 'NOTHING' }

/**
 * Why a time range cannot be saved: a missing or malformed time, an end not after its start, a
 * second range that starts before the first ends, or a time outside what the day allows
 * ('range': the unit's opening hours or the reservable range).
 */
type TimeRangeError = 'required' | 'timeFormat' | 'order' | 'overlap' | 'range'

interface TimeRangeIssue {
  index: number
  field: 'start' | 'end' | 'range'
  error: TimeRangeError
}

function fieldError(value: string): TimeRangeError | null {
  if (value.trim() === '') return 'required'
  return isClockTime(value) ? null : 'timeFormat'
}

/** The range lies within the allowed times (intermittent shift care may be reserved for any time). */
function withinReservableTime(range: TimeRange, allowed: ReservableTimeRange): boolean {
  if (allowed.type === 'INTERMITTENT_SHIFT_CARE') return true
  return allowed.range.start <= range.start && range.end <= allowed.range.end
}

/**
 * Every problem of a day's one or two time ranges, in field order; empty when they can be
 * saved. `allowed` null skips the opening-hours check (the day's limits are not known).
 */
export function timeRangeIssues(ranges: TimeRange[], allowed: ReservableTimeRange | null): TimeRangeIssue[] {
  const issues: TimeRangeIssue[] = []
  if (ranges.length === 0 || ranges.length > MAX_RESERVATIONS_PER_DAY) {
    return [{ index: 0, field: 'range', error: 'required' }]
  }
  ranges.forEach((range, index) => {
    const start = fieldError(range.start)
    const end = fieldError(range.end)
    if (start) issues.push({ index, field: 'start', error: start })
    if (end) issues.push({ index, field: 'end', error: end })
    if (start || end) return
    if (range.end <= range.start) issues.push({ index, field: 'end', error: 'order' })
    else if (index > 0 && range.start < ranges[index - 1]!.end) issues.push({ index, field: 'start', error: 'overlap' })
    else if (allowed && !withinReservableTime(range, allowed)) issues.push({ index, field: 'range', error: 'range' })
  })
  return issues
}

/** The choice a repetition gives a day; undefined leaves the day as it is. */
function choiceForDay(
  repetition: Repetition,
  date: string,
  choices: { daily?: DayChoice; weekly?: Partial<Record<number, DayChoice>>; irregular?: Record<string, DayChoice> },
): DayChoice | undefined {
  switch (repetition) {
    case 'DAILY':
      return choices.daily
    case 'WEEKLY':
      return choices.weekly?.[isoWeekday(date)]
    case 'IRREGULAR':
      return choices.irregular?.[date]
  }
}

export function requestOf(childId: string, date: string, choice: DayChoice): DailyReservationRequest {
  switch (choice.type) {
    case 'TIMES':
      return {
        type: 'RESERVATIONS',
        childId,
        date,
        reservation: choice.ranges[0]!,
        secondReservation: choice.ranges[1] ?? null,
      }
    case 'PRESENT':
    case 'ABSENT':
    case 'NOTHING':
      return { type: choice.type, childId, date }
  }
}

/** Whether a child's day can be changed in the modal (the calendar data decides). */
export type DayEditability = 'editable' | 'notReservable' | 'notEditable'

export interface ReservationPlan {
  requests: DailyReservationRequest[]
  /** Days of chosen children that were left out, for the notice ("some days were skipped"). */
  skipped: { childId: string; date: string; reason: Exclude<DayEditability, 'editable'> }[]
}

/**
 * Expands the modal's choices over the range into one request per chosen child and day. Only
 * days the child attends (`editability` answers undefined otherwise) and may edit are included.
 */
export function planReservations(
  form: {
    childIds: string[]
    range: FiniteDayRange
    repetition: Repetition
    daily?: DayChoice
    weekly?: Partial<Record<number, DayChoice>>
    irregular?: Record<string, DayChoice>
  },
  editability: (childId: string, date: string) => DayEditability | undefined,
): ReservationPlan {
  const plan: ReservationPlan = { requests: [], skipped: [] }
  for (const date of daysOf(form.range)) {
    const choice = choiceForDay(form.repetition, date, form)
    if (!choice) continue
    for (const childId of form.childIds) {
      const state = editability(childId, date)
      if (state === undefined) continue
      if (state === 'editable') plan.requests.push(requestOf(childId, date, choice))
      else plan.skipped.push({ childId, date, reason: state })
    }
  }
  return plan
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Minutes of a range; a range ending 23:59 counts to midnight (the overnight split's first half). */
export function rangeMinutes(range: TimeRange): number {
  const end = range.end === '23:59' ? 24 * 60 : minutesOf(range.end)
  return Math.max(0, end - minutesOf(range.start))
}

/** "08:00–16:00", two ranges joined with ", " (issue 16). */
export function formatTimeRanges(ranges: TimeRange[]): string {
  return ranges.map((r) => `${r.start}–${r.end}`).join(', ')
}

/** What one child's day shows (spec 001 §4 "Calendar day") */
export type ChildDayState =
  | { kind: 'absent'; type: AbsenceType; markedByStaff: boolean }
  | { kind: 'attended'; text: string }
  /** shiftCare: the parts outside the unit's normal hours of intermittent shift care, else '' */
  | { kind: 'reserved'; text: string; shiftCare: string }
  | { kind: 'present' }
  | { kind: 'termBreak' }
  | { kind: 'notYetReservable'; opensOn: string }
  | { kind: 'missing' }
  | { kind: 'nothing' }

/**
 * What a child's day reads: the calendar shows it and the reservation reminder
 * (api features/calendar/reminders.ts) counts its "missing" days. "Missing" only where it asks
 * for action: a day a reservation can still be made (`reservableRange`, not in a closed holiday
 * period) whose deadline is the next one. The reservable range moves a week at a time (reference
 * §6 getReservableRange: the Monday after now + 150 h), so its first week is what the next
 * deadline locks; a holiday period open for answers has its own deadline (the calendar's call to
 * action names it). Later days are "nothing" yet: "missing" on every day to next summer told a
 * guardian nothing.
 */
export function childDayState(
  day: CalendarChildDay,
  date: string,
  today: string,
  reservableRange: FiniteDayRange,
): ChildDayState {
  if (day.absence) return { kind: 'absent', type: day.absence.type, markedByStaff: day.absence.markedByStaff }
  if (day.attendances.length > 0 && date <= today) {
    return { kind: 'attended', text: day.attendances.map((a) => `${a.start}–${a.end ?? ''}`).join(', ') }
  }
  const times = day.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : []))
  if (times.length > 0) {
    return { kind: 'reserved', text: formatTimeRanges(times), shiftCare: formatTimeRanges(shiftCareParts(day, times)) }
  }
  if (day.reservations.length > 0) return { kind: 'present' }
  if (day.scheduleType === 'TERM_BREAK') return { kind: 'termBreak' }
  if (day.holidayPeriodEffect?.type === 'NotYetReservable') {
    return { kind: 'notYetReservable', opensOn: day.holidayPeriodEffect.reservationsOpenOn }
  }
  if (day.scheduleType === 'FIXED_SCHEDULE') return { kind: 'present' }
  if (date < today || !rangeIncludes(reservableRange, date)) return { kind: 'nothing' }
  if (day.holidayPeriodEffect?.type === 'ReservationsClosed') return { kind: 'nothing' }
  if (day.holidayPeriodEffect?.type === 'ReservationsOpen') return { kind: 'missing' }
  return date <= addDays(reservableRange.start, 6) ? { kind: 'missing' } : { kind: 'nothing' }
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The parts of the ranges outside `hours` (null: closed, all of them) */
function outside(ranges: TimeRange[], hours: TimeRange | null): TimeRange[] {
  if (!hours) return ranges
  const [open, close] = [minutesOf(hours.start), minutesOf(hours.end)]
  return ranges.flatMap((r) => {
    const [start, end] = [minutesOf(r.start), minutesOf(r.end)]
    const parts: TimeRange[] = []
    if (start < open) parts.push({ start: r.start, end: timeOf(Math.min(end, open)) })
    if (end > close) parts.push({ start: timeOf(Math.max(start, close)), end: r.end })
    return parts
  })
}

/**
 * Intermittent shift care (spec 001 reservableTimeRange INTERMITTENT_SHIFT_CARE, reference §6):
 * the parts of a reservation outside the unit's normal hours are evening or shift care, labelled.
 */
function shiftCareParts(day: CalendarChildDay, times: TimeRange[]): TimeRange[] {
  const allowed = day.reservableTimeRange
  return allowed.type === 'INTERMITTENT_SHIFT_CARE' ? outside(times, allowed.placementUnitOperationTime) : []
}

/**
 * spec 001 constants: "more than 5 absences (not sick leave) blocks confirmation" and "absence over
 * one week for preschool needs an application". A save that would mark a child absent on more
 * preschool days than this needs an absence application instead.
 */
export const MAX_PRESCHOOL_ABSENCE_DAYS = 5

/** The absence type that never needs an application: illness is not planned */
const SICK_LEAVE = 'SICKLEAVE'

/**
 * The children a save must not mark absent (the absence modal's block, which links to the absence
 * application page; the server answers PRESCHOOL_ABSENCE_APPLICATION_REQUIRED): those with more than
 * MAX_PRESCHOOL_ABSENCE_DAYS of their preschool days among the days to be marked absent.
 *
 * `preschoolDays`: per child, the preschool operational days the absence covers: for the absence
 * modal what POST /citizen/preschool-operational-dates answers for `absenceWriteRange`, for the
 * reservation modal `absentPreschoolDays` of its requests. Sick leave is never blocked.
 */
export function preschoolAbsenceBlock(
  absenceType: string,
  preschoolDays: Readonly<Record<string, readonly string[]>>,
): string[] {
  if (absenceType === SICK_LEAVE) return []
  return Object.entries(preschoolDays)
    .filter(([, dates]) => new Set(dates).size > MAX_PRESCHOOL_ABSENCE_DAYS)
    .map(([childId]) => childId)
}

/**
 * The preschool days each child is marked absent on by a reservation save (its ABSENT entries, which
 * become OTHER_ABSENCE or PLANNED_ABSENCE), for preschoolAbsenceBlock.
 */
export function absentPreschoolDays(
  requests: readonly DailyReservationRequest[],
  isPreschoolDay: (childId: string, date: string) => boolean,
): Record<string, string[]> {
  const days: Record<string, string[]> = {}
  for (const r of requests) {
    if (r.type === 'ABSENT' && isPreschoolDay(r.childId, r.date)) (days[r.childId] ??= []).push(r.date)
  }
  return days
}

/**
 * The days an absence request marks (reference §6 POST /citizen/absences): the asked range from today
 * to the end of the reservable range; null when nothing is left.
 */
export function absenceWriteRange(
  dateRange: FiniteDayRange,
  today: string,
  reservable: FiniteDayRange,
): FiniteDayRange | null {
  const start = dateRange.start < today ? today : dateRange.start
  const end = dateRange.end > reservable.end ? reservable.end : dateRange.end
  return start <= end ? { start, end } : null
}

/**
 * The calendar's days written out from the answer (ReservationsResponse): equal child-days are
 * the same object, which the calendar only reads. An index outside `childDays` is a broken
 * answer and throws.
 */
export function expandCalendar(response: ReservationsResponse): CalendarData {
  const { childDays } = response
  const holidays = new Set(response.holidays)
  let date = response.from
  const days: CalendarDay[] = response.days.map((refs, i) => {
    if (i > 0) date = addDays(date, 1)
    return {
      date,
      holiday: holidays.has(date),
      children: refs.map((ref) => {
        const childDay = childDays[ref]
        if (!childDay) throw new Error(`The calendar's day ${date} refers to a missing child-day ${ref}`)
        return childDay
      }),
    }
  })
  return { children: response.children, days, reservableRange: response.reservableRange }
}

/** Browser paths of the calendar (spec 001 routes), for links from outside it (the reminders' emails) */
export const calendarPaths = {
  page: '/calendar',
  /** The day view of the day (its children, events and discussion times) */
  day: (date: string) => `/calendar?day=${date}`,
  holidayQuestionnaire: '/calendar?modal=holidays',
} as const

/** Error codes of the calendar's saves (spec 001 §8) */
export const calendarErrors = {
  /**
   * Some days cannot be written: outside the reservable range (absences: before today or after its
   * end), not the child's days, a term break, or a holiday period not yet open or already closed
   */
  nonReservableDays: 'NON_RESERVABLE_DAYS',
  /** An absence was asked for a day the child already attended */
  attendanceAlreadyExists: 'ATTENDANCE_ALREADY_EXISTS',
  /**
   * A day holds an absence the guardian may not change (marked by staff, a free absence, or from a
   * holiday questionnaire): only staff can change it (spec 001 §5)
   */
  absenceNotEditable: 'ABSENCE_NOT_EDITABLE',
  /**
   * More than MAX_PRESCHOOL_ABSENCE_DAYS preschool days absent (not sick leave) in one save: a
   * long preschool absence needs an absence application (spec 001 constants; preschoolAbsenceBlock)
   */
  preschoolAbsenceApplicationRequired: 'PRESCHOOL_ABSENCE_APPLICATION_REQUIRED',
  /**
   * Times were sent for a fixed-schedule (preschool or club) day: the child is present or absent
   * there, without times (the modal offers only those)
   */
  fixedScheduleTakesNoTimes: 'FIXED_SCHEDULE_TAKES_NO_TIMES',
  /**
   * A day of a holiday period whose answering has not opened yet; the answer carries the period's
   * `reservationsOpenOn` (the day answering opens), not the reservable range's start
   */
  holidayPeriodNotOpen: 'HOLIDAY_PERIOD_NOT_OPEN',
} as const
