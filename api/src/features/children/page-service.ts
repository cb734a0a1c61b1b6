import type {
  ChildPlacement,
  DailyServiceTimes,
  PlacementGroup,
  PlacementType,
  ServiceNeedSummary,
} from '@citizen/contract'
import { WEEKDAY_NAMES, endOfMonth } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { findChildRelation } from './queries'
import * as q from './page-queries'
import { isCarerOf } from './policy'
import { TERMINATION_FEATURE, attendanceDays, placementGroups, serviceNeedSummaries } from './page-rules'

/**
 * The child page's reads (spec 001 "Child page", reference §5). Every call first checks that the
 * user is the child's guardian or valid foster parent: anyone else's child is 404.
 */

export async function requireCarer(db: Db, userId: string, childId: string, today: string): Promise<void> {
  if (!isCarerOf(await findChildRelation(db, userId, childId, today))) throw notFound('Child not found')
}

export function toChildPlacement(r: q.PlacementRow): ChildPlacement {
  return {
    id: r.id,
    childId: r.child_id,
    type: r.type as PlacementType,
    startDate: r.start_date,
    endDate: r.end_date,
    unitId: r.unit_id,
    unitName: r.unit_name,
    terminatable: r.enabled_pilot_features.includes(TERMINATION_FEATURE),
    terminationRequestedDate: r.termination_requested_date,
    terminatedBy: r.terminated_by
      ? { id: r.terminated_by, name: `${r.terminated_by_first_name} ${r.terminated_by_last_name}` }
      : null,
  }
}

/** GET /citizen/children/{childId}/placements (strong): the groups the guardian may terminate */
export async function getPlacements(
  db: Db,
  actor: AuditActor,
  childId: string,
  today: string,
): Promise<{ placements: PlacementGroup[] }> {
  await requireCarer(db, actor.personId, childId, today)
  const rows = await q.findPlacementsNotEnded(db, childId, today)
  await audit(db, {
    actor,
    action: 'CHILD_PLACEMENTS_READ',
    targets: { persons: [childId], ids: { placement: rows.map((r) => r.id) } },
  })
  return { placements: placementGroups(rows.map(toChildPlacement), today) }
}

/** GET /citizen/children/{childId}/service-needs: past, present and future, with default rows */
export async function getServiceNeeds(
  db: Db,
  actor: AuditActor,
  childId: string,
  today: string,
): Promise<ServiceNeedSummary[]> {
  await requireCarer(db, actor.personId, childId, today)
  const rows = await q.findPlacementsWithServiceNeeds(db, childId)
  await audit(db, { actor, action: 'CHILD_SERVICE_NEEDS_READ', targets: { persons: [childId] } })
  return serviceNeedSummaries(
    rows.map((r) => ({
      startDate: r.start_date,
      endDate: r.end_date,
      unitName: r.unit_name,
      reservationsEnabled: Boolean(r.reservations_enabled),
      hasNonDefaultOptions: Boolean(r.has_non_default_options),
      defaultOption: r.default_id
        ? {
            id: r.default_id,
            nameFi: r.default_name_fi!,
            nameSv: r.default_name_sv!,
            nameEn: r.default_name_en!,
            validPlacementType: r.type as PlacementType,
            validFrom: r.default_valid_from!,
            validTo: r.default_valid_to ?? null,
            contractDaysPerMonth: r.default_contract_days ?? null,
          }
        : null,
      serviceNeeds: r.service_needs.map((sn) => ({
        startDate: sn.start_date,
        endDate: sn.end_date,
        option: {
          id: sn.option_id,
          nameFi: sn.name_fi,
          nameSv: sn.name_sv,
          nameEn: sn.name_en,
          validPlacementType: sn.valid_placement_type as PlacementType,
          validFrom: sn.valid_from,
          validTo: sn.valid_to,
          contractDaysPerMonth: sn.contract_days_per_month,
        },
      })),
    })),
  )
}

/** GET /citizen/children/{childId}/daily-service-times, newest first */
export async function getDailyServiceTimes(
  db: Db,
  actor: AuditActor,
  childId: string,
  today: string,
): Promise<DailyServiceTimes[]> {
  await requireCarer(db, actor.personId, childId, today)
  const rows = await q.findDailyServiceTimes(db, childId)
  await audit(db, { actor, action: 'CHILD_DAILY_SERVICE_TIMES_READ', targets: { persons: [childId] } })
  return rows.map((r): DailyServiceTimes => {
    const validityPeriod = { start: r.start_date, end: r.end_date }
    if (r.type === 'REGULAR') {
      return {
        id: r.id,
        childId: r.child_id,
        times: { type: 'REGULAR', validityPeriod, regularTimes: { start: r.regular_start!, end: r.regular_end! } },
      }
    }
    if (r.type === 'IRREGULAR') {
      const day = (i: number) => {
        const w = r.weekdays.find((d) => d.weekday === i + 1)
        return w ? { start: w.start_time, end: w.end_time } : null
      }
      const days = Object.fromEntries(WEEKDAY_NAMES.map((name, i) => [name, day(i)])) as Record<
        (typeof WEEKDAY_NAMES)[number],
        { start: string; end: string } | null
      >
      return { id: r.id, childId: r.child_id, times: { type: 'IRREGULAR', validityPeriod, ...days } }
    }
    return { id: r.id, childId: r.child_id, times: { type: 'VARIABLE_TIME', validityPeriod } }
  })
}

/** GET /citizen/children/{childId}/attendance-summary/{YYYY-MM} */
export async function getAttendanceSummary(
  db: Db,
  actor: AuditActor,
  childId: string,
  yearMonth: string,
  today: string,
): Promise<{ attendanceDays: number }> {
  await requireCarer(db, actor.personId, childId, today)
  const first = `${yearMonth}-01`
  const month = await q.findAttendanceMonth(db, childId, first, endOfMonth(first))
  await audit(db, { actor, action: 'CHILD_ATTENDANCE_SUMMARY_READ', targets: { persons: [childId] } })
  return { attendanceDays: attendanceDays(yearMonth, month.placements, month.absenceDates) }
}
