import type { AbsenceType, FiniteDayRange, PlacementType, ReservationsResponse, TimeRange } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { audit, type AuditActor } from '../../platform/audit'
import { getClubTerms, getPreschoolTerms } from '../applications/service'
import { refuse } from '../../platform/errors'
import { daysOf } from '@citizen/contract'
import {
  childDayContext,
  fixedScheduleTime,
  termsNeeded,
  type CalendarFacts,
  type DayRows,
  type ShiftCare,
  type UnitTimes,
} from './day-context'
import { calendarAnswer } from './calendar-answer'
import { childrenRefusal } from './policy'
import * as q from './queries'
import type { CalendarChildRow } from './queries'

const timeRange = (start: string | null, end: string | null): TimeRange | null => (start && end ? { start, end } : null)

/**
 * Everything the calendar rules need about the children over the range: a fixed number of
 * queries whatever the number of children and days (issue 16 budget). The placements are those
 * in units with reservations, or with `allUnits` every placement (a holiday questionnaire's
 * answer: its absences go on the operational days of any unit).
 */
export async function loadCalendarFacts(
  db: Db,
  citizenId: string,
  today: string,
  range: FiniteDayRange,
  options: { allUnits?: boolean } = {},
): Promise<{ facts: CalendarFacts; children: CalendarChildRow[]; imageIds: Map<string, string> }> {
  // reference §6: the children with a reservation-enabled placement not ended by min(today, from)
  const since = range.start < today ? range.start : today
  const [found] = await q.findCalendarRows(db, {
    citizenId,
    today,
    from: range.start,
    to: range.end,
    allUnits: options.allUnits ?? false,
  })
  const row = found!
  const imageIds = new Map(row.images.map((i) => [i.child_id, i.id]))
  const children = row.children.filter((c) => row.placements.some((p) => p.child_id === c.id && p.end_date >= since))
  const facts = await factsOf(
    db,
    row,
    children.map((c) => c.id),
    today,
  )
  return { facts, children, imageIds }
}

/**
 * The calendar's facts of any children over the range (the reservation reminder's batch, not a
 * family; their reservation-enabled placements only): the same statement and rules as a
 * family's calendar, two statements more only when a placement needs the terms.
 */
export async function loadChildrenCalendarFacts(
  db: Db,
  childIds: string[],
  today: string,
  range: FiniteDayRange,
): Promise<CalendarFacts> {
  const [row] = await q.findCalendarFactsOfChildren(db, { childIds, from: range.start, to: range.end })
  return factsOf(db, row!, childIds, today)
}

type FactRows = Awaited<ReturnType<typeof q.findCalendarFactsOfChildren>>[number]

/** The rules' facts of the children from the statement's lists */
async function factsOf(db: Db, row: FactRows, childIds: string[], today: string): Promise<CalendarFacts> {
  const {
    placements: placementRows,
    service_needs: serviceNeeds,
    operation_times: operationTimes,
    reservations,
    absences,
    attendances,
    holidays,
  } = row
  // Most families need no terms (termsNeeded): they are asked only when a placement reads them
  const needed = new Set(placementRows.map((p) => termsNeeded(p.type as PlacementType)))
  const [preschoolTerms, clubTerms] = await Promise.all([
    needed.has('preschool') ? getPreschoolTerms(db) : [],
    needed.has('club') ? getClubTerms(db) : [],
  ])

  const unitTimes = new Map<string, UnitTimes>()
  for (const t of operationTimes) {
    let times = unitTimes.get(t.unit_id)
    if (!times) unitTimes.set(t.unit_id, (times = { normal: new Map(), shiftCare: new Map() }))
    ;(t.shift_care ? times.shiftCare : times.normal).set(t.weekday, { start: t.start_time, end: t.end_time })
  }
  const rows = new Map<string, DayRows>()
  const rowsOf = (childId: string, date: string) => {
    const key = `${childId} ${date}`
    let day = rows.get(key)
    if (!day) rows.set(key, (day = { reservations: [], absences: [], attendances: [] }))
    return day
  }
  for (const r of reservations) {
    rowsOf(r.child_id, r.date).reservations.push({
      start: r.start_time,
      end: r.end_time,
      staffCreated: r.created_by_type !== 'CITIZEN',
    })
  }
  for (const a of absences) {
    rowsOf(a.child_id, a.date).absences.push({
      category: a.category,
      type: a.absence_type as AbsenceType,
      byCitizen: a.modified_by_type === 'CITIZEN',
      fromQuestionnaire: a.questionnaire_id !== null,
    })
  }
  for (const a of attendances) rowsOf(a.child_id, a.date).attendances.push({ start: a.start_time, end: a.end_time })

  return {
    today,
    childIds,
    placements: placementRows.map((p) => ({
      id: p.id,
      childId: p.child_id,
      type: p.type as PlacementType,
      unitId: p.unit_id,
      start: p.start_date,
      end: p.end_date,
      createdOn: p.created_on,
      shiftCareOpenOnHolidays: p.shift_care_open_on_holidays,
      preschoolTime: timeRange(p.daily_preschool_start, p.daily_preschool_end),
      preparatoryTime: timeRange(p.daily_preparatory_start, p.daily_preparatory_end),
    })),
    serviceNeeds: serviceNeeds.map((n) => ({
      placementId: n.placement_id,
      start: n.start_date,
      end: n.end_date,
      shiftCare: n.shift_care as ShiftCare,
      daycareHoursPerMonth: n.daycare_hours_per_month,
      contractDaysPerMonth: n.contract_days_per_month,
    })),
    unitTimes,
    holidayPeriods: holidays.map((h) => ({
      period: { start: h.start, end: h.end },
      reservationsOpenOn: h.reservations_open_on,
      reservationDeadline: h.reservation_deadline,
    })),
    preschoolTerms,
    clubTerms,
    rows,
  }
}

/** GET /citizen/reservations (reference §6): the children, their days and the reservable range. */
export async function getReservations(
  db: Db,
  actor: AuditActor,
  now: Date,
  today: string,
  range: FiniteDayRange,
): Promise<ReservationsResponse> {
  const { facts, children, imageIds } = await loadCalendarFacts(db, actor.personId, today, range)
  const answer = calendarAnswer(facts, children, imageIds, now, range)
  await audit(db, { actor, action: 'CALENDAR_READ', targets: { persons: facts.childIds } })
  return answer
}

/**
 * The preschool days of each child in the range (reference §6 POST /citizen/preschool-operational-dates):
 * the absence modal counts them for the "more than 5 absence days from preschool" block.
 */
export async function preschoolOperationalDates(
  db: Db,
  actor: AuditActor,
  today: string,
  body: { childIds: string[]; range: FiniteDayRange },
): Promise<Record<string, string[]>> {
  const { facts } = await loadCalendarFacts(db, actor.personId, today, body.range)
  refuse(childrenRefusal(facts.childIds, body.childIds))
  return preschoolDaysOf(facts, body.childIds, body.range)
}

/** A day the child has preschool: the unit is open and the placement has preschool in term that day */
export function isPreschoolOperationalDay(facts: CalendarFacts, childId: string, date: string): boolean {
  const ctx = childDayContext(facts, childId, date)
  return ctx?.operationTime != null && fixedScheduleTime(ctx.placement, date, facts.preschoolTerms) !== null
}

/** The preschool days of each child in the range (the absence modal's and POST /absences' count) */
export function preschoolDaysOf(
  facts: CalendarFacts,
  childIds: Iterable<string>,
  range: FiniteDayRange,
): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const childId of new Set(childIds)) {
    result[childId] = [...daysOf(range)].filter((date) => isPreschoolOperationalDay(facts, childId, date))
  }
  return result
}

/** The "daily service time changed" notices the guardian has not dismissed (ids only). */
export const dailyServiceTimeNotifications = (db: Db, guardianId: string) =>
  q.findDailyServiceTimeNotifications(db, guardianId)

/** Dismisses the guardian's own notices among the ids; others' ids are ignored. */
export const dismissDailyServiceTimeNotifications = (db: Db, guardianId: string, ids: string[]) =>
  q.deleteDailyServiceTimeNotifications(db, guardianId, ids)
