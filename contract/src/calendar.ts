import { z } from 'zod'
import { endpoint, fileEndpoint } from './endpoint'
import { routes } from './routes'
import { FiniteDateRange, LocalDate, Uuid } from './common'
import { PlacementType } from './children'
import { isClockTime } from './validators'
import { SCHEDULE_TYPES } from './calendar-rules'
import { daysBetween } from './dates'

/** The longest span one calendar call may read or write: the initial load plus a little (spec 001 §7). */
const MAX_CALENDAR_DAYS = 450

export const ClockTime = z.string().refine(isClockTime, 'time must be HH:mm')

export const TimeRange = z
  .object({ start: ClockTime, end: ClockTime })
  .refine((r) => r.start < r.end, 'a time range ends after it starts (overnight: 23:59 and 00:00)')
export type TimeRange = z.infer<typeof TimeRange>

export const AbsenceType = z.enum([
  'OTHER_ABSENCE',
  'SICKLEAVE',
  'PLANNED_ABSENCE',
  'UNKNOWN_ABSENCE',
  'FORCE_MAJEURE',
  'PARENTLEAVE',
  'FREE_ABSENCE',
  'UNAUTHORIZED_ABSENCE',
])
export type AbsenceType = z.infer<typeof AbsenceType>

/** The absence types a guardian may mark (PLANNED_ABSENCE only with shift care, spec 001 §3). */
export const CitizenAbsenceType = z.enum(['SICKLEAVE', 'OTHER_ABSENCE', 'PLANNED_ABSENCE'])
export type CitizenAbsenceType = z.infer<typeof CitizenAbsenceType>

const ScheduleType = z.enum(SCHEDULE_TYPES)

export const ReservableTimeRange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NORMAL'), range: TimeRange }),
  z.object({ type: z.literal('SHIFT_CARE'), range: TimeRange }),
  z.object({ type: z.literal('INTERMITTENT_SHIFT_CARE'), placementUnitOperationTime: TimeRange.nullable() }),
])
export type ReservableTimeRange = z.infer<typeof ReservableTimeRange>

const HolidayPeriodEffect = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NotYetReservable'), period: FiniteDateRange, reservationsOpenOn: LocalDate }),
  z.object({ type: z.literal('ReservationsOpen') }),
  z.object({ type: z.literal('ReservationsClosed') }),
])

const Reservation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NO_TIMES'), staffCreated: z.boolean() }),
  z.object({ type: z.literal('TIMES'), range: TimeRange, staffCreated: z.boolean() }),
])

export const CalendarChildDay = z.object({
  childId: Uuid,
  scheduleType: ScheduleType,
  shiftCare: z.boolean(),
  /**
   * editable: not made by staff or a holiday questionnaire, not a free absence, today or later.
   * markedByStaff: staff (or the system) marked it; a guardian's own past absence is not editable
   * but is not staff's either. fromQuestionnaire: a holiday questionnaire's answer made it (changed
   * by answering again)
   */
  absence: z
    .object({ type: AbsenceType, editable: z.boolean(), markedByStaff: z.boolean(), fromQuestionnaire: z.boolean() })
    .nullable(),
  reservations: z.array(Reservation),
  attendances: z.array(z.object({ start: ClockTime, end: ClockTime.nullable() })),
  reservableTimeRange: ReservableTimeRange,
  holidayPeriodEffect: HolidayPeriodEffect.nullable(),
  usedService: z
    .object({
      reservedMinutes: z.number().int(),
      usedServiceMinutes: z.number().int(),
      usedServiceRanges: z.array(TimeRange),
    })
    .nullable(),
})
export type CalendarChildDay = z.infer<typeof CalendarChildDay>

/** A day of the calendar (spec 001 §3 "Day"), as the web uses it: `expandCalendar` writes it out from the answer */
export interface CalendarDay {
  date: string
  holiday: boolean
  children: CalendarChildDay[]
}

const MonthSummary = z.object({
  year: z.number().int(),
  month: z.number().int(),
  serviceNeedMinutes: z.number().int(),
  reservedMinutes: z.number().int(),
  usedServiceMinutes: z.number().int(),
  /**
   * Past operation days without a reservation or an attendance: the reference counts each as the
   * daily average of the monthly hours, so the summary says how many of the used minutes are these
   */
  averagedDays: z.number().int(),
})

export const CalendarChild = z.object({
  id: Uuid,
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string(),
  imageId: Uuid.nullable(),
  upcomingPlacementType: PlacementType.nullable(),
  upcomingPlacementStartDate: LocalDate.nullable(),
  upcomingPlacementUnitName: z.string().nullable(),
  /** Contract days a month of the child's hour-based need, for the contract-days warning */
  contractDaysPerMonth: z.number().int().nullable(),
  monthSummaries: z.array(MonthSummary),
})
export type CalendarChild = z.infer<typeof CalendarChild>

/**
 * The answer of GET /citizen/reservations: spec 001's children, days and reservableRange, with
 * each distinct child-day written once (`childDays`) and each day of the range as the indexes of
 * its children's days. A year of a family's days repeats a dozen or so child-days (the same
 * hours, no reservation yet), so this is 25 times smaller than writing every child's every day
 * (issue 16's budget: 330 kB → 13 kB for three children). `expandCalendar` (reservations.ts)
 * gives the spec's days back.
 */
export const ReservationsResponse = z.object({
  children: z.array(CalendarChild),
  childDays: z.array(CalendarChildDay),
  /** The first day of the range: `days[i]` is the day `i` days after it */
  from: LocalDate,
  /** Each day of the range: the indexes in `childDays` of its children's days */
  days: z.array(z.array(z.number().int().nonnegative())),
  /** The public holidays of the range */
  holidays: z.array(LocalDate),
  reservableRange: FiniteDateRange,
})
export type ReservationsResponse = z.infer<typeof ReservationsResponse>

/** The calendar with each day's children written out (what `expandCalendar` gives) */
export interface CalendarData {
  children: CalendarChild[]
  days: CalendarDay[]
  reservableRange: FiniteDateRange
}

const span = (r: { start: string; end: string }) => daysBetween(r.start, r.end) + 1

export const getReservations = endpoint(routes.getReservations, {
  query: z
    .object({ from: LocalDate, to: LocalDate })
    .refine((q) => q.from <= q.to, 'to is before from')
    .refine((q) => span({ start: q.from, end: q.to }) <= MAX_CALENDAR_DAYS, `at most ${MAX_CALENDAR_DAYS} days`),
  response: ReservationsResponse,
})

const DayRequest = { childId: Uuid, date: LocalDate }
export const DailyReservationRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('RESERVATIONS'),
    ...DayRequest,
    reservation: TimeRange,
    secondReservation: TimeRange.nullable(),
  }),
  z.object({ type: z.literal('PRESENT'), ...DayRequest }),
  z.object({ type: z.literal('ABSENT'), ...DayRequest }),
  z.object({ type: z.literal('NOTHING'), ...DayRequest }),
])
export type DailyReservationRequest = z.infer<typeof DailyReservationRequest>

/** Children × days of the longest range; more is not a person's calendar */
const MAX_RESERVATION_REQUESTS = 10 * MAX_CALENDAR_DAYS

export const postReservations = endpoint(routes.postReservations, {
  body: z.array(DailyReservationRequest).max(MAX_RESERVATION_REQUESTS),
  response: z.object({}),
})

/** Honours IDEMPOTENCY_KEY_HEADER (idempotency.ts): the device's queue of offline absences resends with it */
export const postAbsences = endpoint(routes.postAbsences, {
  body: z.object({
    childIds: z.array(Uuid).min(1).max(20),
    dateRange: FiniteDateRange.refine((r) => span(r) <= MAX_CALENDAR_DAYS, `at most ${MAX_CALENDAR_DAYS} days`),
    absenceType: CitizenAbsenceType,
  }),
  response: z.object({}),
})

export const getPreschoolOperationalDates = endpoint(routes.getPreschoolOperationalDates, {
  body: z.object({
    childIds: z.array(Uuid).min(1).max(20),
    range: FiniteDateRange.refine((r) => span(r) <= MAX_CALENDAR_DAYS, `at most ${MAX_CALENDAR_DAYS} days`),
  }),
  response: z.record(Uuid, z.array(LocalDate)),
})

export const getDailyServiceTimeNotifications = endpoint(routes.getDailyServiceTimeNotifications, {
  response: z.array(Uuid),
})

export const dismissDailyServiceTimeNotifications = endpoint(routes.dismissDailyServiceTimeNotifications, {
  body: z.array(Uuid).max(100),
  response: z.object({}),
})

/**
 * The dates by which the guardian's income information runs out and should be updated
 * (reference §6 "Income expiry CTA"): the calendar reminds to update it (no /income page yet: the reminder says how).
 */
export const getExpiringIncome = endpoint(routes.getExpiringIncome, { response: z.array(LocalDate) })

/** A child's image (CalendarChild.imageId): JPEG or PNG bytes, for the guardian's own children only */
export const getChildImage = fileEndpoint(routes.getChildImage, {
  params: z.object({ imageId: z.uuid() }),
  response: 'file',
})

/** The image types a child image may have (served as they are, with nosniff) */
export const CHILD_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const
