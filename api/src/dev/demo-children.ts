import { addDays, startOfMonth } from '@citizen/contract'
import { demoChildId, type Demo } from './demo-personas'
import { insertDevCalendarFixtures } from './calendar'

/**
 * The demo's child pages (issue 27): Onni's service needs change over time (a past one with contract days, today's,
 * and a stretch with none: "service need not defined"), his daily service times were regular and
 * are now per weekday, Ella's vary; Onni's planned absences last month lower his attendance days.
 * Onni's and Eino's units allow terminating placements (Eino's "paid daycare only" too). Oona
 * (starting-later) starts in two months: the "will start" notice. Dates are relative to `today`.
 */
export async function insertDemoChildPages({ tx, today, personas }: Demo): Promise<void> {
  const child = (firstName: string) => demoChildId(personas, firstName)
  const onni = child('Onni')
  const ella = child('Ella')
  const placement = await tx
    .selectFrom('placement')
    .select(['id', 'start_date', 'end_date'])
    .where('child_id', '=', onni)
    .executeTakeFirstOrThrow()
  const options = await tx
    .selectFrom('service_need_option')
    .select(['id', 'default_option'])
    .where('valid_placement_type', '=', 'DAYCARE')
    .orderBy('display_order')
    .execute()
  const fullTime = options.find((o) => o.default_option)!.id
  const shorter = options.find((o) => !o.default_option)!.id
  // Past: at most 25 h a week with 22 contract days a month (the attendance summary's months before
  // the change compare against them); now: over 25 h until 100 days ahead; after that none recorded.
  // Today's need has no contract days: the calendar offers Onni no planned absence (calendar e2e).
  const changed = addDays(today, -120)
  await tx.updateTable('service_need_option').set({ contract_days_per_month: 22 }).where('id', '=', shorter).execute()
  await tx.deleteFrom('service_need').where('placement_id', '=', placement.id).execute()
  await tx
    .insertInto('service_need')
    .values([
      {
        placement_id: placement.id,
        option_id: shorter,
        start_date: placement.start_date,
        end_date: addDays(changed, -1),
      },
      { placement_id: placement.id, option_id: fullTime, start_date: changed, end_date: addDays(today, 100) },
    ])
    .execute()

  const lastMonth = startOfMonth(addDays(startOfMonth(today), -1))
  await insertDevCalendarFixtures(tx, {
    placements: [],
    operationTimes: [],
    reservations: [],
    attendances: [],
    holidayPeriods: [],
    dailyServiceTimeNotifications: [],
    // Two planned absences last month (on its 10th and 11th whatever the weekday: a weekend has no effect)
    absences: [10, 11].map((day) => ({
      childId: onni,
      date: `${lastMonth.slice(0, 8)}${day}`,
      type: 'PLANNED_ABSENCE' as const,
      category: 'BILLABLE' as const,
      byStaff: false,
    })),
    dailyServiceTimes: [
      {
        childId: onni,
        type: 'REGULAR',
        startDate: placement.start_date,
        endDate: addDays(changed, -1),
        regular: { start: '08:00', end: '16:00' },
        weekdays: [],
      },
      {
        childId: onni,
        type: 'IRREGULAR',
        startDate: changed,
        endDate: null,
        weekdays: [
          { weekday: 1, start: '08:00', end: '16:00' },
          { weekday: 2, start: '08:00', end: '16:00' },
          { weekday: 3, start: '07:30', end: '15:00' },
          { weekday: 4, start: '08:00', end: '16:00' },
          { weekday: 5, start: '08:00', end: '14:00' },
        ],
      },
      { childId: ella, type: 'VARIABLE_TIME', startDate: addDays(today, -100), endDate: null, weekdays: [] },
    ],
  })
}
