import { sql } from 'kysely'
import type { z } from 'zod'
import type { devCalendarFixtures } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { insertRows } from './insert-rows'

type Fixtures = z.output<typeof devCalendarFixtures.body>

/** POST /api/dev/calendar (contract/src/calendar-dev.ts): adds the calendar's facts in one transaction. */
export async function insertDevCalendarFixtures(tx: Tx, body: Fixtures): Promise<void> {
  for (const p of body.placements) {
    const placement = await tx
      .insertInto('placement')
      .values({ child_id: p.childId, unit_id: p.unitId, type: p.type, start_date: p.startDate, end_date: p.endDate })
      .returning('id')
      .executeTakeFirstOrThrow()
    const option =
      p.serviceNeedOptionId ??
      (
        await tx
          .selectFrom('service_need_option')
          .select('id')
          .where('valid_placement_type', '=', p.type)
          .orderBy('default_option', 'desc')
          .orderBy(sql`display_order NULLS LAST`)
          .executeTakeFirst()
      )?.id
    if (p.groupName) {
      const group =
        (await tx
          .selectFrom('daycare_group')
          .select('id')
          .where('unit_id', '=', p.unitId)
          .where('name', '=', p.groupName)
          .executeTakeFirst()) ??
        (await tx
          .insertInto('daycare_group')
          .values({ unit_id: p.unitId, name: p.groupName })
          .returning('id')
          .executeTakeFirstOrThrow())
      await tx
        .insertInto('daycare_group_placement')
        .values({ placement_id: placement.id, group_id: group.id, start_date: p.startDate, end_date: p.endDate })
        .execute()
    }
    if (option && !p.withoutServiceNeed) {
      await tx
        .insertInto('service_need')
        .values({
          placement_id: placement.id,
          option_id: option,
          start_date: p.startDate,
          end_date: p.endDate,
          shift_care: p.shiftCare,
        })
        .execute()
    }
  }
  if (body.operationTimes.length > 0) {
    await tx
      .insertInto('unit_operation_time')
      .values(
        body.operationTimes.map((t) => ({
          unit_id: t.unitId,
          shift_care: t.shiftCare,
          weekday: t.weekday,
          start_time: t.start,
          end_time: t.end,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['unit_id', 'shift_care', 'weekday']).doUpdateSet((eb) => ({
          start_time: eb.ref('excluded.start_time'),
          end_time: eb.ref('excluded.end_time'),
        })),
      )
      .execute()
  }
  await insertRows(
    tx,
    'attendance_reservation',
    body.reservations.map((r) => ({
      child_id: r.childId,
      date: r.date,
      start_time: r.start,
      end_time: r.end,
      created_by_type: r.byStaff ? ('STAFF' as const) : ('CITIZEN' as const),
    })),
  )
  await insertRows(
    tx,
    'absence',
    body.absences.map((a) => ({
      child_id: a.childId,
      date: a.date,
      category: a.category,
      absence_type: a.type,
      modified_by_type: a.byStaff ? ('STAFF' as const) : ('CITIZEN' as const),
    })),
  )
  await insertRows(
    tx,
    'child_attendance',
    body.attendances.map((a) => ({
      child_id: a.childId,
      unit_id: a.unitId,
      date: a.date,
      start_time: a.start,
      end_time: a.end,
    })),
  )
  for (const h of body.holidayPeriods) {
    await tx
      .insertInto('holiday_period')
      .values({
        period: `[${h.start},${h.end}]`,
        reservations_open_on: h.reservationsOpenOn,
        reservation_deadline: h.reservationDeadline,
      })
      .execute()
  }
  await insertRows(
    tx,
    'daily_service_time_notification',
    body.dailyServiceTimeNotifications.map((n) => ({ guardian_id: n.guardianId })),
  )
  for (const d of body.dailyServiceTimes) {
    const row = await tx
      .insertInto('daily_service_time')
      .values({
        child_id: d.childId,
        type: d.type,
        validity_period: `[${d.startDate},${d.endDate ?? ''}]`,
        regular_start: d.type === 'REGULAR' ? (d.regular?.start ?? '08:00') : null,
        regular_end: d.type === 'REGULAR' ? (d.regular?.end ?? '16:00') : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (d.type === 'IRREGULAR') {
      await insertRows(
        tx,
        'daily_service_time_weekday',
        d.weekdays.map((w) => ({
          daily_service_time_id: row.id,
          weekday: w.weekday,
          start_time: w.start,
          end_time: w.end,
        })),
      )
    }
  }
}
