import { addDays, addMonths, startOfMonth } from '@citizen/contract'
import { demoChildId, demoPersonId, type Demo } from './demo-personas'
import { decideDevServiceApplication, insertDevServiceApplication } from './service-applications'

/**
 * The demo's service applications (issue 27): Mikko Korhonen asked for a shorter service need for
 * Onni (Aurinkoinen) from the first of a past month and the unit manager rejected it with a reason;
 * his new application from the first of next month waits for a decision, so a new one is blocked.
 * Aino Virtanen's Eetu (also at Aurinkoinen) has none: she can try the form. Dates are relative
 * to `today`.
 */
export async function insertDemoServiceApplications({ tx, today, now, personas }: Demo): Promise<void> {
  const onni = demoChildId(personas, 'Onni', 'three-children-1')
  const mikko = await demoPersonId(tx, personas, 'three-children-1')
  const options = await tx
    .selectFrom('service_need_option')
    .select(['id', 'name_fi'])
    .where('valid_placement_type', 'in', ['DAYCARE', 'DAYCARE_PART_TIME'])
    .where('default_option', '=', false)
    .orderBy('display_order')
    .execute()
  const shorter = options.find((o) => o.name_fi.startsWith('Kokopäiväinen'))!.id
  const partWeek = options.find((o) => o.name_fi.startsWith('Osapäiväinen'))!.id

  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000)
  const rejected = await insertDevServiceApplication(
    tx,
    {
      childId: onni,
      personId: mikko,
      startDate: startOfMonth(addDays(startOfMonth(today), -1)),
      serviceNeedOptionId: partWeek,
      additionalInfo: 'Onni olisi jatkossa hoidossa vain osan viikosta.',
      sentAt: daysAgo(50).toISOString(),
    },
    now,
  )
  await decideDevServiceApplication(
    tx,
    rejected,
    {
      status: 'REJECTED',
      decidedBy: null,
      decidedByName: 'Johtaja Jaana Mäkelä',
      rejectedReason: 'Osaviikkoinen paikka ei ole mahdollinen ryhmässä tällä kaudella.',
    },
    daysAgo(40),
  )
  await insertDevServiceApplication(
    tx,
    {
      childId: onni,
      personId: mikko,
      startDate: addMonths(startOfMonth(today), 1),
      serviceNeedOptionId: shorter,
      additionalInfo: '',
      sentAt: daysAgo(3).toISOString(),
    },
    now,
  )
}
