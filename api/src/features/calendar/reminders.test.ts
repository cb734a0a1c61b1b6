import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, daysOf, helsinkiInstant, isWeekend } from '@citizen/contract'
import { useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { expectRenderedWith, templateOutbox } from '../../../test/reminder-outbox'
import { REMINDER_HOUR } from '../../jobs'
import { sendReservationReminders } from './reminders'
import { reservableRange, weekReservationDeadline } from './reservable-range'

const t = useTestApp()
const { load, personIdOf, childOf } = demoClient(t)

// The demo is loaded as on Wednesday 3.2.2027 (its dates are relative to that day), and the job
// runs on the days chosen at the hour the scheduler makes it due (REMINDER_HOUR)
const DEMO_DAY = '2027-02-03'
const day = (n: number) => addDays(DEMO_DAY, n)
const runOn = (date: string) => sendReservationReminders({ db: t.db, now: helsinkiInstant(date, REMINDER_HOUR) })
const { outbox, clearOutbox } = templateOutbox(t, 'reservationsMissing')

let ids: Record<'mikko' | 'sanna' | 'aino' | 'jussi' | 'laura' | 'pekka' | 'kaisa', string>

beforeAll(async () => {
  await load(helsinkiInstant(DEMO_DAY, 12))
  ids = {
    mikko: await personIdOf('three-children-1'),
    sanna: await personIdOf('three-children-2'),
    aino: await personIdOf('one-child'),
    jussi: await personIdOf('separated-guardians-1'),
    laura: await personIdOf('separated-guardians-2'),
    pekka: await personIdOf('weak-login'),
    kaisa: await personIdOf('preschool'),
  }
})

describe('the week deadline', () => {
  it('is the last day the reservable range starts at the week: with 150 hours the Monday before, until 18:00', () => {
    const monday = '2027-02-15'
    expect(weekReservationDeadline(monday)).toBe('2027-02-08')
    expect(reservableRange(helsinkiInstant('2027-02-07', 1)).start).toBe(monday)
    expect(reservableRange(helsinkiInstant('2027-02-08', 17)).start).toBe(monday)
    expect(reservableRange(helsinkiInstant('2027-02-08', 19)).start).toBe('2027-02-22')
  })
})

describe('the missing reservations reminder', () => {
  it('reminds the day before the first reservable week closes, once per guardian, of the days the calendar marks missing', async () => {
    // Sunday 7.2.: the week of 15.2. closes on Monday 8.2. Missing there: Ella (Mikko and Sanna;
    // Onni has reserved, Veeti starts later: one email each), Eetu (Aino), Helmi (Jussi and Laura,
    // in Swedish). Not Pekka's Siiri nor Kaisa's Eino (reserved), Aada (preschool: a fixed
    // schedule), Heidi's Oona (starts later) or Riitta's Aleksi (a foster parent, no guardian)
    const sunday = day(4)
    expect(await runOn(day(3))).toBe(0)
    expect(await runOn(day(5))).toBe(0)
    expect(await outbox()).toEqual([])
    expect(await runOn(sunday)).toBe(5)
    const reminded = { deadline: '2027-02-08' }
    const row = (personId: string, language: string) => ({
      person_id: personId,
      language,
      type: 'ATTENDANCE_RESERVATION_NOTIFICATION',
      params: reminded,
      dedupe_key: 'reservations-missing:2027-02-08',
    })
    const expected = [
      row(ids.mikko, 'fi'),
      row(ids.sanna, 'fi'),
      row(ids.aino, 'fi'),
      row(ids.jussi, 'sv'),
      row(ids.laura, 'sv'),
    ].sort((a, b) => a.person_id.localeCompare(b.person_id))
    expect(await outbox()).toEqual(expected)
    // Run again: nothing more
    expect(await runOn(sunday)).toBe(0)
    expect(await outbox()).toHaveLength(5)

    // Ella's and Eetu's week reserved, Helmi's marked absent: nobody left but Laura, who keeps the setting on
    await clearOutbox()
    const week = [...daysOf({ start: '2027-02-15', end: '2027-02-21' })].filter((d) => !isWeekend(d))
    await t.db
      .insertInto('attendance_reservation')
      .values(
        [childOf('three-children-1', 'Ella'), childOf('one-child', 'Eetu')].flatMap((child_id) =>
          week.map((date) => ({ child_id, date, start_time: '08:00', end_time: '16:00', created_by_type: 'CITIZEN' })),
        ),
      )
      .execute()
    expect(await runOn(sunday)).toBe(2)
    expect((await outbox()).map((r) => r.person_id).sort()).toEqual([ids.jussi, ids.laura].sort())
    await clearOutbox()
    await t.db
      .updateTable('person')
      .set({ disabled_email_types: ['ATTENDANCE_RESERVATION_NOTIFICATION'] })
      .where('id', '=', ids.jussi)
      .execute()
    expect(await runOn(sunday)).toBe(1)
    expect((await outbox()).map((r) => r.person_id)).toEqual([ids.laura])
    await t.db.updateTable('person').set({ disabled_email_types: [] }).where('id', '=', ids.jussi).execute()
    await t.db
      .insertInto('absence')
      .values(
        week.map((date) => ({
          child_id: childOf('separated-guardians-1', 'Helmi'),
          date,
          category: 'BILLABLE' as const,
          absence_type: 'OTHER_ABSENCE' as const,
          modified_by_type: 'CITIZEN' as const,
        })),
      )
      .execute()
    await clearOutbox()
    expect(await runOn(sunday)).toBe(0)
  })

  it("reminds of a holiday period's days the day before its answering ends", async () => {
    // The demo's holiday period 14.4.–28.4.2027 takes answers until 10.3. (Wednesday): the children
    // placed in a unit with reservations while it takes answers have none of its days reserved
    // (Aada's preschool days are fixed; Oona's placement starts after the answering, so the
    // calendar asks nothing of her days)
    await clearOutbox()
    expect(await runOn(day(33))).toBe(0)
    expect(await runOn(day(35))).toBe(0)
    expect(await runOn(day(34))).toBe(7)
    const reminded = await outbox()
    expect(reminded.every((r) => r.dedupe_key === 'reservations-missing:2027-03-10')).toBe(true)
    expect(reminded.map((r) => r.person_id).sort()).toEqual(
      [ids.mikko, ids.sanna, ids.aino, ids.jussi, ids.laura, ids.pekka, ids.kaisa].sort(),
    )
    expect(await runOn(day(34))).toBe(0)
  })

  it('renders the reminder in fi, sv and en with the deadline and a link to the calendar', () => {
    expectRenderedWith(
      { template: 'reservationsMissing', params: { deadline: '2027-02-08' } },
      '08.02.2027',
      'https://example.com/calendar',
    )
  })
})
