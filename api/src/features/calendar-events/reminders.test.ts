import { beforeAll, describe, expect, it } from 'vitest'
import { helsinkiInstant } from '@citizen/contract'
import { useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { expectRenderedWith, templateOutbox } from '../../../test/reminder-outbox'
import { REMINDER_HOUR } from '../../jobs'
import { sendDiscussionTimeReminders } from './reminders'

const t = useTestApp()
const { load, personIdOf, childOf } = demoClient(t)

// The demo is loaded as on Wednesday 3.2.2027: its discussion survey of Onni's unit has free times
// on 10., 11., 12. and 15.2.2027. The job runs on the days chosen at the hour the scheduler makes
// it due (REMINDER_HOUR).
const DEMO_DAY = '2027-02-03'
const runOn = (date: string, discussionReservations = true) =>
  sendDiscussionTimeReminders({
    db: t.db,
    now: helsinkiInstant(date, REMINDER_HOUR),
    config: { ...t.app.config, discussionReservations },
  })
const { outbox, clearOutbox } = templateOutbox(t, 'discussionTimeTomorrow')

/** The survey's time at the day and hour */
const timeAt = async (date: string, startTime: string) =>
  (
    await t.db
      .selectFrom('calendar_event_time')
      .select('id')
      .where('date', '=', date)
      .where('start_time', '=', startTime)
      .executeTakeFirstOrThrow()
  ).id

beforeAll(async () => {
  await load(helsinkiInstant(DEMO_DAY, 12))
})

describe('the discussion time reminder', () => {
  it('reminds the guardians of the child the day before a booked time, once', async () => {
    const mikko = await personIdOf('three-children-1')
    const sanna = await personIdOf('three-children-2')
    const onni = childOf('three-children-1', 'Onni')
    const time = await timeAt('2027-02-11', '09:00')
    await t.db.updateTable('calendar_event_time').set({ child_id: onni }).where('id', '=', time).execute()
    // Free times (10.2., 12.2.) and other days: nothing
    expect(await runOn('2027-02-09')).toBe(0)
    expect(await runOn('2027-02-11')).toBe(0)
    expect(await runOn('2027-02-10')).toBe(2)
    const row = (personId: string) => ({
      person_id: personId,
      language: 'fi',
      type: 'DISCUSSION_TIME_NOTIFICATION',
      params: { date: '2027-02-11', startTime: '09:00', endTime: '09:30' },
      dedupe_key: `discussion-time-tomorrow:${time}`,
    })
    const byPerson = (a: { person_id: string }, b: { person_id: string }) => a.person_id.localeCompare(b.person_id)
    expect((await outbox()).sort(byPerson)).toEqual([row(mikko), row(sanna)].sort(byPerson))
    // Run again: nothing more
    expect(await runOn('2027-02-10')).toBe(0)
    expect(await outbox()).toHaveLength(2)

    // The setting turned off: Mikko only; the feature off: none
    await clearOutbox()
    await t.db
      .updateTable('person')
      .set({ disabled_email_types: ['DISCUSSION_TIME_NOTIFICATION'] })
      .where('id', '=', sanna)
      .execute()
    expect(await runOn('2027-02-10', false)).toBe(0)
    expect(await runOn('2027-02-10')).toBe(1)
    expect((await outbox()).map((r) => r.person_id)).toEqual([mikko])
    await t.db.updateTable('person').set({ disabled_email_types: [] }).where('id', '=', sanna).execute()

    // Cancelled: nothing
    await clearOutbox()
    await t.db.updateTable('calendar_event_time').set({ child_id: null }).where('id', '=', time).execute()
    expect(await runOn('2027-02-10')).toBe(0)
  })

  it('renders the reminder in fi, sv and en with the time and a link to its day in the calendar', () => {
    expectRenderedWith(
      { template: 'discussionTimeTomorrow', params: { date: '2027-02-11', startTime: '09:00', endTime: '09:30' } },
      '11.02.2027 09:00–09:30',
      'https://example.com/calendar?day=2027-02-11',
    )
  })
})
