import { sql } from 'kysely'
import { addDays, daysOf, isFinnishHoliday, isWeekend, startOfIsoWeek } from '@citizen/contract'
import { demoChildId, type Demo } from './demo-personas'
import { insertRows } from './insert-rows'

/**
 * The demo's calendar (issue 16): service needs for every placement (hour-based, so the month
 * summaries show), shift care round the clock for Veeti (weekends in the grid), reservations,
 * arrivals and departures, an absence staff marked, Eino's preschool-and-daycare days, and a
 * holiday period whose answering opens next week. Dates are relative to `today`.
 */
export async function insertDemoCalendar({ tx, today, personas }: Demo): Promise<void> {
  const child = (firstName: string) => demoChildId(personas, firstName)
  const [onni, ella, veeti, siiri, eino] = ['Onni', 'Ella', 'Veeti', 'Siiri', 'Eino'].map(child) as [
    string,
    string,
    string,
    string,
    string,
  ]

  // Each placement gets its type's default option for its whole time
  await sql`
    INSERT INTO service_need (placement_id, option_id, start_date, end_date, shift_care)
    SELECT p.id, o.id, p.start_date, p.end_date, CASE WHEN p.child_id = ${veeti} THEN 'FULL' ELSE 'NONE' END
    FROM placement p
    JOIN LATERAL (SELECT id FROM service_need_option o WHERE o.valid_placement_type = p.type
                  ORDER BY o.default_option DESC, o.display_order NULLS LAST LIMIT 1) o ON true
  `.execute(tx)

  const monday = startOfIsoWeek(today)
  const weekdays = (from: string, to: string) =>
    [...daysOf({ start: from, end: to })].filter((d) => !isWeekend(d) && !isFinnishHoliday(d))

  const reservations = [
    // Onni: last week to three weeks ahead, 08:00-16:00
    ...weekdays(addDays(monday, -7), addDays(monday, 20)).map((date) => ({
      child_id: onni,
      date,
      start_time: '08:00',
      end_time: '16:00',
    })),
    // Siiri: the next two weeks, 07:30-15:30
    ...weekdays(addDays(monday, 7), addDays(monday, 18)).map((date) => ({
      child_id: siiri,
      date,
      start_time: '07:30',
      end_time: '15:30',
    })),
    // Eino (preschool with connected daycare): the next two weeks, 08:00-16:00
    ...weekdays(addDays(monday, 7), addDays(monday, 18)).map((date) => ({
      child_id: eino,
      date,
      start_time: '08:00',
      end_time: '16:00',
    })),
    // Ella: one day next week in two parts
    { child_id: ella, date: addDays(monday, 9), start_time: '08:00', end_time: '11:00' },
    { child_id: ella, date: addDays(monday, 9), start_time: '12:30', end_time: '15:00' },
  ]
  await tx
    .insertInto('attendance_reservation')
    .values(reservations.map((r) => ({ ...r, created_by_type: 'CITIZEN' as const })))
    .execute()

  const onniUnit = await tx
    .selectFrom('placement')
    .select('unit_id')
    .where('child_id', '=', onni)
    .executeTakeFirstOrThrow()
  const pastDays = weekdays(addDays(monday, -7), addDays(today, -1))
  await insertRows(
    tx,
    'child_attendance',
    pastDays.map((date) => ({
      child_id: onni,
      unit_id: onniUnit.unit_id,
      date,
      start_time: '08:05',
      end_time: '15:50',
    })),
  )
  // Staff marked Onni absent on a day next week: the guardian cannot change it
  const staffDay = weekdays(addDays(monday, 8), addDays(monday, 11))[0]
  if (staffDay) {
    await tx.deleteFrom('attendance_reservation').where('child_id', '=', onni).where('date', '=', staffDay).execute()
    await tx
      .insertInto('absence')
      .values({
        child_id: onni,
        date: staffDay,
        category: 'BILLABLE',
        absence_type: 'OTHER_ABSENCE',
        modified_by_type: 'STAFF',
      })
      .execute()
  }

  await tx
    .insertInto('holiday_period')
    .values({
      period: `[${addDays(today, 70)},${addDays(today, 84)}]`,
      reservations_open_on: addDays(today, 7),
      reservation_deadline: addDays(today, 35),
    })
    .execute()
}
