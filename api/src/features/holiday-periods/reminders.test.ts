import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, helsinkiInstant } from '@citizen/contract'
import { useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { expectRenderedWith, templateOutbox } from '../../../test/reminder-outbox'
import { REMINDER_HOUR } from '../../jobs'
import { sendQuestionnaireReminders } from './reminders'

const t = useTestApp()
const { load, personIdOf, childOf, dev } = demoClient(t)

// The demo is loaded as on Wednesday 3.2.2027: its OPEN_RANGES questionnaire takes answers
// 10.2.–10.3.2027 (after 24.2. the only one active). The job runs on the days chosen at the hour
// the scheduler makes it due (REMINDER_HOUR).
const DEMO_DAY = '2027-02-03'
const day = (n: number) => addDays(DEMO_DAY, n)
const runOn = (date: string) => sendQuestionnaireReminders({ db: t.db, now: helsinkiInstant(date, REMINDER_HOUR) })
const { outbox, reminded, clearOutbox } = templateOutbox(t, 'holidayQuestionnaireClosing')

let questionnaireId: string
const answer = (childId: string) =>
  t.db
    .insertInto('holiday_questionnaire_answer')
    .values({ questionnaire_id: questionnaireId, child_id: childId })
    .execute()

beforeAll(async () => {
  await load(helsinkiInstant(DEMO_DAY, 12))
  questionnaireId = (
    await t.db
      .selectFrom('holiday_period_questionnaire')
      .select('id')
      .where('type', '=', 'OPEN_RANGES')
      .executeTakeFirstOrThrow()
  ).id
})

describe('the holiday questionnaire reminder', () => {
  it('reminds three days before the questionnaire closes, once per guardian of a child not answered for', async () => {
    const aino = await personIdOf('one-child')
    const mikko = await personIdOf('three-children-1')
    const sanna = await personIdOf('three-children-2')
    const jussi = await personIdOf('separated-guardians-1')
    const laura = await personIdOf('separated-guardians-2')
    const pekka = await personIdOf('weak-login')
    const kaisa = await personIdOf('preschool')
    const heidi = await personIdOf('starting-later')
    expect(await runOn(day(31))).toBe(0)
    expect(await runOn(day(33))).toBe(0)
    // 7.3.: every family with a child placed during the period 14.4.–28.4. (Tuula has no email
    // address; Riitta is Aleksi's foster parent, not a guardian)
    expect(await runOn(day(32))).toBe(8)
    const row = (personId: string, language: string) => ({
      person_id: personId,
      language,
      type: 'ATTENDANCE_RESERVATION_NOTIFICATION',
      params: { deadline: '2027-03-10' },
      dedupe_key: `questionnaire-closing:${questionnaireId}`,
    })
    const byPerson = (a: { person_id: string }, b: { person_id: string }) => a.person_id.localeCompare(b.person_id)
    expect((await outbox()).sort(byPerson)).toEqual(
      [
        row(aino, 'fi'),
        row(mikko, 'fi'),
        row(sanna, 'fi'),
        row(jussi, 'sv'),
        row(laura, 'sv'),
        row(pekka, 'fi'),
        row(kaisa, 'fi'),
        row(heidi, 'fi'),
      ].sort(byPerson),
    )
    // Run again: nothing more
    expect(await runOn(day(32))).toBe(0)
    expect(await outbox()).toHaveLength(8)

    // Eetu answered for; Onni and Ella too, but not Veeti: Mikko and Sanna are still asked
    await clearOutbox()
    await answer(childOf('one-child', 'Eetu'))
    await answer(childOf('three-children-1', 'Onni'))
    await answer(childOf('three-children-1', 'Ella'))
    expect(await runOn(day(32))).toBe(7)
    expect(await reminded()).not.toContain(aino)
    expect(await reminded()).toContain(mikko)
    await answer(childOf('three-children-1', 'Veeti'))
    await clearOutbox()
    expect(await runOn(day(32))).toBe(5)
    expect(await reminded()).toEqual([jussi, laura, pekka, kaisa, heidi].sort())

    // The setting turned off: not Heidi
    await clearOutbox()
    await t.db
      .updateTable('person')
      .set({ disabled_email_types: ['ATTENDANCE_RESERVATION_NOTIFICATION'] })
      .where('id', '=', heidi)
      .execute()
    expect(await runOn(day(32))).toBe(4)
    expect(await reminded()).not.toContain(heidi)
    await t.db.updateTable('person').set({ disabled_email_types: [] }).where('id', '=', heidi).execute()
  })

  it('asks of a FIXED_PERIOD questionnaire about the children whose invoiced placements cover an option', async () => {
    // Active 30.11.–10.12.2027, a free week 10.12.–16.12.: Onni's and Eino's placements have ended by then
    // (Kaisa's Aada is in preschool, not invoiced)
    await clearOutbox()
    await dev('/api/dev/holiday-questionnaires', {
      type: 'FIXED_PERIOD',
      active: { start: day(300), end: day(310) },
      periodOptions: [{ start: day(310), end: day(316) }],
    })
    expect(await runOn(day(306))).toBe(0)
    expect(await runOn(day(307))).toBe(7)
    const persons = await reminded()
    expect(persons).toContain(await personIdOf('three-children-1'))
    expect(persons).not.toContain(await personIdOf('preschool'))
  })

  it('renders the reminder in fi, sv and en with the deadline and a link to the questionnaire', () => {
    expectRenderedWith(
      { template: 'holidayQuestionnaireClosing', params: { deadline: '2027-03-10' } },
      '10.03.2027',
      'https://example.com/calendar?modal=holidays',
    )
  })
})
