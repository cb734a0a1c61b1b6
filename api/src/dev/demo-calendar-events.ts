import { addDays, daysOf, isWorkingDay } from '@citizen/contract'
import { demoChildId, type Demo } from './demo-personas'
import { insertDevCalendarEvent } from './calendar-events'

/**
 * The demo's calendar events (issue 29), relative to `today`: for Mikko Korhonen's family an
 * excursion of Onni's group (Päiväkoti Aurinkoinen), a parents' evening of Ella's unit
 * (Päiväkoti Metsätähti), a photo session for Ella alone, and a discussion survey of Aurinkoinen
 * with free times on its working days (Onni's and Eetu's). Runs after the messages' demo, which
 * puts every child of a messaging unit into a group.
 */
export async function insertDemoCalendarEvents({ tx, today, personas }: Demo): Promise<void> {
  const child = (firstName: string) => demoChildId(personas, firstName)
  const unitOf = async (childId: string) => {
    const row = await tx
      .selectFrom('placement as pl')
      .innerJoin('unit as u', 'u.id', 'pl.unit_id')
      .leftJoin('daycare_group_placement as gp', 'gp.placement_id', 'pl.id')
      .leftJoin('daycare_group as g', 'g.id', 'gp.group_id')
      .select(['u.id', 'g.name as group_name'])
      .where('pl.child_id', '=', childId)
      .where('pl.start_date', '<=', today)
      .where('pl.end_date', '>=', today)
      .executeTakeFirstOrThrow()
    return { unitId: row.id, groupName: row.group_name }
  }
  const onni = await unitOf(child('Onni'))
  const ellaId = child('Ella')
  const ella = await unitOf(ellaId)
  const day = (n: number) => addDays(today, n)

  await insertDevCalendarEvent(tx, {
    title: 'Retki luontokeskukseen',
    description: 'Lähdemme aamupalan jälkeen. Mukaan sään mukaiset vaatteet ja juomapullo.',
    period: { start: day(7), end: day(7) },
    eventType: 'DAYCARE_EVENT',
    attendees: [{ unitId: onni.unitId, groupName: onni.groupName, childId: null }],
    times: [],
  })
  await insertDevCalendarEvent(tx, {
    title: 'Vanhempainilta',
    description: 'Tervetuloa tutustumaan syksyn suunnitelmiin klo 17.30.',
    period: { start: day(14), end: day(15) },
    eventType: 'DAYCARE_EVENT',
    attendees: [{ unitId: ella.unitId, groupName: null, childId: null }],
    times: [],
  })
  await insertDevCalendarEvent(tx, {
    title: 'Valokuvaus',
    description: '',
    period: { start: day(4), end: day(4) },
    eventType: 'DAYCARE_EVENT',
    attendees: [{ unitId: ella.unitId, groupName: null, childId: ellaId }],
    times: [],
  })
  const surveyDays = [...daysOf({ start: day(7), end: day(21) })].filter(isWorkingDay).slice(0, 4)
  await insertDevCalendarEvent(tx, {
    title: 'Varhaiskasvatuskeskustelut',
    description: 'Valitse lapsellesi sopiva keskusteluaika.',
    period: { start: day(7), end: day(21) },
    eventType: 'DISCUSSION_SURVEY',
    attendees: [{ unitId: onni.unitId, groupName: null, childId: null }],
    times: surveyDays.flatMap((date) =>
      [
        ['09:00', '09:30'],
        ['13:00', '13:30'],
        ['15:00', '15:30'],
      ].map(([startTime, endTime]) => ({ date, startTime: startTime!, endTime: endTime!, childId: null })),
    ),
  })
}
