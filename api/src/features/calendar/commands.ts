import {
  absenceWriteRange,
  absentPreschoolDays,
  calendarErrors,
  daysOf,
  errorCodes,
  preschoolAbsenceBlock,
  rangeIncludes,
  timeRangeIssues,
  type CitizenAbsenceType,
  type DailyReservationRequest,
  type FiniteDayRange,
} from '@citizen/contract'
import type { Db, Tx } from '../../platform/db/database'
import { transactionWithRetry } from '../../platform/db/retry'
import { audit, type AuditActor } from '../../platform/audit'
import { badRequest, HttpError, refuse } from '../../platform/errors'
import { once, type IdempotencyKey } from '../../platform/idempotency'
import { absenceCategories, expectedAbsenceCategories } from './absence-categories'
import {
  childDayContext,
  isPreschoolDay,
  reservableTimeRange,
  scheduleType,
  type CalendarFacts,
  type ChildDayContext,
} from './day-context'
import { holidayPeriodEffect, reservableRange } from './reservable-range'
import { isPreschoolOperationalDay, loadCalendarFacts, preschoolDaysOf } from './service'
import { childrenRefusal } from './policy'
import * as q from './queries'

/**
 * The calendar's saves (reference §6 POST /citizen/reservations and /citizen/absences): every
 * rule the modals apply is checked here again, and one transaction writes the result.
 */

/** Planned absences are for children whose days are planned ahead: shift care or contract days. */
const plannedAbsenceEnabled = (ctx: ChildDayContext) =>
  ctx.shiftCare !== 'NONE' || ctx.serviceNeed?.contractDaysPerMonth != null

const key = (r: { childId: string; date: string }) => `${r.childId} ${r.date}`

/** spec 001: a preschool absence of over a week needs an absence application, not a calendar entry */
const preschoolAbsenceApplicationRequired = () =>
  badRequest(
    'An absence of more than 5 preschool days needs an absence application',
    calendarErrors.preschoolAbsenceApplicationRequired,
  )

/** A day a guardian may not change: an absence someone else marked */
const lockedByOthers = (facts: CalendarFacts, r: { childId: string; date: string }) =>
  (facts.rows.get(key(r))?.absences ?? []).some((a) => !a.byCitizen || a.fromQuestionnaire || a.type === 'FREE_ABSENCE')

const nonReservableDays = (why: string) =>
  badRequest(`Some days cannot be written: ${why}`, calendarErrors.nonReservableDays)

/** spec 001: a holiday period's days are written once its answering opens; the answer says when */
const holidayPeriodNotOpen = (reservationsOpenOn: string) =>
  new HttpError(400, 'A holiday period not yet open for reservations', calendarErrors.holidayPeriodNotOpen, {
    reservationsOpenOn,
  })

/**
 * Locks the children (queries.ts lockChildren: the citizen's only) before anything of their days
 * is read, then loads the calendar's facts and lets the policy decide whose days they are.
 */
async function lockedFacts(tx: Tx, actor: AuditActor, today: string, childIds: string[], range: FiniteDayRange) {
  await q.lockChildren(tx, actor.personId, today, childIds)
  const { facts } = await loadCalendarFacts(tx, actor.personId, today, range)
  refuse(childrenRefusal(facts.childIds, childIds))
  return facts
}

/**
 * What a request writes on its day (reference §6, stricter: a request the rules would drop or
 * change into something else is refused, never answered 200 unwritten): the request itself, or
 * on a fixed-schedule day PRESENT as NOTHING (the child comes as scheduled: the guardian's own
 * absence goes), or in an open holiday period times as PRESENT (the period asks presence only).
 */
function writtenRequest(
  facts: CalendarFacts,
  today: string,
  request: DailyReservationRequest,
): DailyReservationRequest {
  const ctx = childDayContext(facts, request.childId, request.date)
  if (!ctx) throw nonReservableDays('not the child’s days')
  const terms = { preschool: facts.preschoolTerms, club: facts.clubTerms }
  const schedule = scheduleType(ctx.placement.type, request.date, terms)
  if (schedule === 'TERM_BREAK') throw nonReservableDays('a term break')
  if (lockedByOthers(facts, request)) {
    throw badRequest('An absence staff marked can be changed by staff only', calendarErrors.absenceNotEditable)
  }
  const rows = facts.rows.get(key(request))
  if (request.type === 'ABSENT' && (rows?.attendances.length ?? 0) > 0) {
    throw badRequest('The child has already attended on the day', calendarErrors.attendanceAlreadyExists)
  }
  let r = request
  if (schedule === 'FIXED_SCHEDULE') {
    if (r.type === 'RESERVATIONS') {
      throw badRequest('A fixed-schedule day takes no times', calendarErrors.fixedScheduleTakesNoTimes)
    }
    if (r.type === 'PRESENT') r = { type: 'NOTHING', childId: r.childId, date: r.date }
  }
  const holiday = facts.holidayPeriods.find((h) => rangeIncludes(h.period, r.date))
  const childPlacements = facts.placements.filter((p) => p.childId === r.childId)
  const effect = holiday ? holidayPeriodEffect(holiday, today, childPlacements) : null
  if (effect?.type === 'NotYetReservable') throw holidayPeriodNotOpen(effect.reservationsOpenOn)
  if (effect?.type === 'ReservationsOpen') {
    if (r.type === 'RESERVATIONS') r = { type: 'PRESENT', childId: r.childId, date: r.date }
  } else if (r.type === 'PRESENT') {
    throw badRequest('A reservation needs its times', errorCodes.validation)
  }
  if (effect?.type === 'ReservationsClosed') {
    // After the deadline a guardian may mark absence, or change the times of a reservation they had
    const hadReservation = (rows?.reservations.length ?? 0) > 0 && (rows?.absences.length ?? 0) === 0
    if (r.type === 'NOTHING' || ((r.type === 'RESERVATIONS' || r.type === 'PRESENT') && !hadReservation)) {
      throw nonReservableDays('a closed holiday period')
    }
  }
  if (r.type === 'RESERVATIONS') {
    const ranges = [r.reservation, ...(r.secondReservation ? [r.secondReservation] : [])]
    const issues = timeRangeIssues(ranges, reservableTimeRange(ctx))
    if (issues.length > 0) throw badRequest(`Times of ${r.date}: ${issues[0]!.error}`, errorCodes.validation)
  }
  return r
}

export async function saveReservations(
  db: Db,
  actor: AuditActor,
  now: Date,
  today: string,
  requests: DailyReservationRequest[],
): Promise<void> {
  if (requests.length === 0) return
  const seen = new Set<string>()
  for (const r of requests) {
    if (seen.has(key(r))) throw badRequest(`Two entries for ${r.date}`, errorCodes.validation)
    seen.add(key(r))
  }
  const reservable = reservableRange(now)
  if (requests.some((r) => !rangeIncludes(reservable, r.date))) throw nonReservableDays('outside the reservable range')
  const dates = requests.map((r) => r.date).sort()
  const range = { start: dates[0]!, end: dates[dates.length - 1]! }
  const childIds = [...new Set(requests.map((r) => r.childId))]

  await transactionWithRetry(db, async (tx) => {
    const facts = await lockedFacts(tx, actor, today, childIds, range)
    const absentDays = absentPreschoolDays(requests, (childId, date) => isPreschoolOperationalDay(facts, childId, date))
    if (preschoolAbsenceBlock('OTHER_ABSENCE', absentDays).length > 0) throw preschoolAbsenceApplicationRequired()
    const kept = requests.map((request) => writtenRequest(facts, today, request))

    await q.deleteCitizenAbsences(tx, kept)
    await q.deleteReservations(tx, kept)
    await q.insertReservations(
      tx,
      kept.flatMap((r): { childId: string; date: string; start: string | null; end: string | null }[] => {
        if (r.type === 'PRESENT') return [{ childId: r.childId, date: r.date, start: null, end: null }]
        if (r.type !== 'RESERVATIONS') return []
        const times = [r.reservation, ...(r.secondReservation ? [r.secondReservation] : [])]
        return times.map((t) => ({ childId: r.childId, date: r.date, start: t.start, end: t.end }))
      }),
      actor.personId,
    )
    await q.insertAbsences(
      tx,
      kept.flatMap((r) => {
        const ctx = childDayContext(facts, r.childId, r.date)!
        const planned = plannedAbsenceEnabled(ctx)
        if (r.type === 'ABSENT') {
          const type = planned ? 'PLANNED_ABSENCE' : 'OTHER_ABSENCE'
          return absenceCategories(ctx.placement.type).map((category) => ({ ...r, category, type }))
        }
        if (r.type !== 'RESERVATIONS') return []
        const categories = expectedAbsenceCategories({
          placementType: ctx.placement.type,
          reservations: [r.reservation, ...(r.secondReservation ? [r.secondReservation] : [])],
          inTerm: isPreschoolDay(facts.preschoolTerms, r.date),
          preschoolTime: ctx.placement.preschoolTime,
          preparatoryTime: ctx.placement.preparatoryTime,
        })
        return categories.map((category) => ({
          childId: r.childId,
          date: r.date,
          category,
          type: category === 'BILLABLE' && planned ? 'PLANNED_ABSENCE' : 'OTHER_ABSENCE',
        }))
      }),
      actor.personId,
    )
    await audit(tx, {
      actor,
      action: 'RESERVATIONS_SAVE',
      targets: { persons: childIds },
    })
  })
}

export async function createAbsences(
  db: Db,
  actor: AuditActor,
  now: Date,
  today: string,
  body: { childIds: string[]; dateRange: FiniteDayRange; absenceType: CitizenAbsenceType },
  idempotencyKey: IdempotencyKey | null = null,
): Promise<Record<string, never>> {
  const reservable = reservableRange(now)
  const childIds = [...new Set(body.childIds)]
  // Every refusal inside `once`, so that a key's refusal is recorded and replayed too
  return once(db, idempotencyKey, transactionWithRetry, async (tx) => {
    // Absences are the guardian's to mark from today to the end of the reservable range (spec 001 §5)
    const range = absenceWriteRange(body.dateRange, today, reservable)
    if (range?.start !== body.dateRange.start || range.end !== body.dateRange.end) {
      throw nonReservableDays('before today or after the reservable range')
    }
    const facts = await lockedFacts(tx, actor, today, childIds, range)
    if (preschoolAbsenceBlock(body.absenceType, preschoolDaysOf(facts, childIds, range)).length > 0) {
      throw preschoolAbsenceApplicationRequired()
    }
    if (await q.hasAttendances(tx, childIds, range.start, range.end)) {
      throw badRequest('The child has already attended on some of the days', calendarErrors.attendanceAlreadyExists)
    }
    const terms = { preschool: facts.preschoolTerms, club: facts.clubTerms }
    const days: { childId: string; date: string; ctx: ChildDayContext }[] = []
    for (const childId of childIds) {
      const placements = facts.placements.filter((p) => p.childId === childId)
      for (const date of daysOf(range)) {
        // Days without care (closed, a term break) are no absence: a range goes over them
        const ctx = childDayContext(facts, childId, date)
        if (!ctx || scheduleType(ctx.placement.type, date, terms) === 'TERM_BREAK') continue
        const holiday = facts.holidayPeriods.find((h) => rangeIncludes(h.period, date))
        const effect = holiday ? holidayPeriodEffect(holiday, today, placements) : null
        if (effect?.type === 'NotYetReservable') throw holidayPeriodNotOpen(effect.reservationsOpenOn)
        days.push({ childId, date, ctx })
      }
    }
    if (days.length === 0) throw nonReservableDays('no day of care in the range')
    await q.deleteCitizenAbsences(tx, days)
    await q.deleteReservations(
      tx,
      days.filter((d) => rangeIncludes(reservable, d.date)),
    )
    await q.insertAbsences(
      tx,
      days.flatMap(({ childId, date, ctx }) => {
        const type =
          body.absenceType === 'OTHER_ABSENCE' && plannedAbsenceEnabled(ctx) && rangeIncludes(reservable, date)
            ? 'PLANNED_ABSENCE'
            : body.absenceType
        return absenceCategories(ctx.placement.type).map((category) => ({ childId, date, category, type }))
      }),
      actor.personId,
    )
    await audit(tx, { actor, action: 'ABSENCES_CREATE', targets: { persons: childIds } })
    return {}
  })
}

/**
 * Staff's full-day OTHER_ABSENCE on each day of care of the child in the range (an accepted
 * absence application, reference §7): days the child has a placement in an open unit, term
 * breaks left out. The guardian's absences and reservations of those days give way. The caller's
 * transaction; `guardianId` is a carer of the child, whose family's facts the calendar reads.
 * Answers the days marked.
 */
export async function markStaffAbsences(
  tx: Tx,
  a: { guardianId: string; childId: string; range: FiniteDayRange; today: string },
): Promise<string[]> {
  await q.lockChildren(tx, a.guardianId, a.today, [a.childId])
  const { facts } = await loadCalendarFacts(tx, a.guardianId, a.today, a.range)
  const terms = { preschool: facts.preschoolTerms, club: facts.clubTerms }
  const days: { childId: string; date: string; ctx: ChildDayContext }[] = []
  for (const date of daysOf(a.range)) {
    const ctx = childDayContext(facts, a.childId, date)
    if (!ctx || scheduleType(ctx.placement.type, date, terms) === 'TERM_BREAK') continue
    days.push({ childId: a.childId, date, ctx })
  }
  await q.deleteCitizenAbsences(tx, days)
  await q.deleteReservations(tx, days)
  await q.upsertStaffAbsences(
    tx,
    days.flatMap(({ childId, date, ctx }) =>
      absenceCategories(ctx.placement.type).map((category) => ({ childId, date, category })),
    ),
  )
  return days.map((d) => d.date)
}
