import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import {
  ActiveQuestionnaire,
  HolidayPeriod,
  addDays,
  daysOf,
  errorCodes,
  holidayPeriodErrors,
  isFinnishHoliday,
  isWeekend,
  startOfIsoWeek,
  type FiniteDayRange,
} from '@citizen/contract'
import { today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

// Holiday periods and questionnaires (issue 29, reference §6 "Holiday questionnaires"): the demo's
// FIXED_PERIOD questionnaire first, then questionnaires the dev API makes (the active one created
// last wins, so each later describe block answers its own).
const t = useTestApp()
const { load, as, childOf, call, dev } = demoClient(t)

const QUESTIONNAIRE = '/api/citizen/holiday-period/questionnaire'
const fixedUrl = (id: string) => `${QUESTIONNAIRE}/fixed-period/${id}`
const openUrl = (id: string) => `${QUESTIONNAIRE}/open-range/${id}`

/** The demo's open holiday period: two weeks from the Monday of today + 98 days */
const demoMonday = () => startOfIsoWeek(addDays(today(), 98))
const firstWeek = () => ({ start: demoMonday(), end: addDays(demoMonday(), 6) })
const secondWeek = () => ({ start: addDays(demoMonday(), 7), end: addDays(demoMonday(), 13) })
const weekdaysOf = (r: FiniteDayRange) => [...daysOf(r)].filter((d) => !isWeekend(d) && !isFinnishHoliday(d))

const active = async (cookie: string) => {
  const res = await call(cookie, 'GET', QUESTIONNAIRE)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ActiveQuestionnaire.array().parse(res.body)
}

const absencesOf = (childId: string) =>
  t.db
    .selectFrom('absence')
    .select(['date', 'absence_type', 'category', 'modified_by_type', 'questionnaire_id'])
    .where('child_id', '=', childId)
    .where('date', '>=', demoMonday())
    .orderBy('date')
    .orderBy('category')
    .execute()

const questionnaireAbsenceDays = async (childId: string, questionnaireId: string) =>
  (await absencesOf(childId)).filter((a) => a.questionnaire_id === questionnaireId).map((a) => a.date)

let demoQuestionnaire: string

beforeAll(async () => {
  await load()
  demoQuestionnaire = (await active(await as('three-children-1')))[0]!.questionnaire.id
})

describe('GET /api/citizen/holiday-period', () => {
  it('lists every holiday period: the demo’s not yet open one and the open one', async () => {
    const res = await call(await as('weak-login', 'WEAK'), 'GET', '/api/citizen/holiday-period')
    expect(res.status).toBe(200)
    expect(
      HolidayPeriod.array()
        .parse(res.body)
        .map((h) => [h.period, h.reservationsOpenOn, h.reservationDeadline]),
    ).toEqual([
      [{ start: addDays(today(), 70), end: addDays(today(), 84) }, addDays(today(), 7), addDays(today(), 35)],
      [{ start: demoMonday(), end: addDays(demoMonday(), 13) }, addDays(today(), -7), addDays(today(), 21)],
    ])
  })
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/citizen/holiday-period')).status).toBe(401)
  })
})

describe('the demo’s FIXED_PERIOD questionnaire', () => {
  it('asks about the children with invoiced placements over an option, each with the options covered', async () => {
    const [mikko] = await active(await as('three-children-1', 'WEAK'))
    expect(mikko!.questionnaire).toMatchObject({
      type: 'FIXED_PERIOD',
      absenceType: 'FREE_ABSENCE',
      requiresStrongAuth: false,
      active: { start: addDays(today(), -7), end: addDays(today(), 21) },
      periodOptions: [firstWeek(), secondWeek()],
    })
    const family = ['Onni', 'Ella', 'Veeti'].map((n) => childOf('three-children-1', n))
    expect(Object.keys(mikko!.eligibleChildren).sort()).toEqual([...family].sort())
    expect(mikko!.children.map((c) => c.firstName).sort()).toEqual(['Ella', 'Onni', 'Veeti'])
    for (const id of family) expect(mikko!.eligibleChildren[id]).toEqual([firstWeek(), secondWeek()])
    expect(mikko!.previousAnswers).toEqual([])
    // The read is logged with the children it was about
    const reads = await t.db
      .selectFrom('audit_event')
      .select(['target_person_ids', 'target_ids'])
      .where('action', '=', 'HOLIDAY_QUESTIONNAIRE_READ')
      .execute()
    expect(reads.map((r) => [...r.target_person_ids].sort())).toContainEqual([...family].sort())
    expect(reads[0]!.target_ids).toEqual({ holidayQuestionnaire: [demoQuestionnaire] })
    // Aada is in preschool only (not invoiced): Kaisa is asked about Eino alone
    const [kaisa] = await active(await as('preschool'))
    expect(Object.keys(kaisa!.eligibleChildren)).toEqual([childOf('preschool', 'Eino')])
    // A club child is not asked at all
    expect(await active(await as('no-email'))).toEqual([])
  })

  it('writes the chosen week’s operational days as FREE_ABSENCE, clears reservations, replaces an earlier answer', async () => {
    const mikko = await as('three-children-1', 'WEAK')
    const onni = childOf('three-children-1', 'Onni')
    const reservedDay = weekdaysOf(firstWeek())[0]!
    await t.db
      .insertInto('attendance_reservation')
      .values({ child_id: onni, date: reservedDay, start_time: '08:00', end_time: '16:00', created_by_type: 'CITIZEN' })
      .execute()

    let res = await call(mikko, 'POST', fixedUrl(demoQuestionnaire), { fixedPeriods: { [onni]: firstWeek() } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const absences = await absencesOf(onni)
    expect(absences.map((a) => a.date)).toEqual(weekdaysOf(firstWeek()))
    expect(new Set(absences.map((a) => `${a.absence_type} ${a.modified_by_type} ${a.questionnaire_id}`))).toEqual(
      new Set([`FREE_ABSENCE CITIZEN ${demoQuestionnaire}`]),
    )
    const reservations = await t.db
      .selectFrom('attendance_reservation')
      .select('id')
      .where('child_id', '=', onni)
      .where('date', '=', reservedDay)
      .execute()
    expect(reservations).toEqual([])
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['action', 'target_person_ids'])
      .where('action', '=', 'HOLIDAY_QUESTIONNAIRE_ANSWER')
      .execute()
    expect(audit.map((a) => a.target_person_ids)).toContainEqual([onni])

    // The calendar shows them as not the guardian's to change
    const calendar = await call(mikko, 'GET', `/api/citizen/reservations?from=${reservedDay}&to=${reservedDay}`)
    const childDays = (calendar.body as { childDays: { childId: string; absence: { editable: boolean } | null }[] })
      .childDays
    expect(childDays.find((d) => d.childId === onni)!.absence).toMatchObject({
      type: 'FREE_ABSENCE',
      editable: false,
      markedByStaff: false,
      fromQuestionnaire: true,
    })

    // The other guardian's answer replaces it, and the answer shows to both
    res = await call(await as('three-children-2', 'WEAK'), 'POST', fixedUrl(demoQuestionnaire), {
      fixedPeriods: { [onni]: secondWeek() },
    })
    expect(res.status).toBe(200)
    expect(await questionnaireAbsenceDays(onni, demoQuestionnaire)).toEqual(weekdaysOf(secondWeek()))
    const [again] = await active(mikko)
    expect(again!.previousAnswers).toEqual([
      { questionnaireId: demoQuestionnaire, childId: onni, fixedPeriod: secondWeek(), openRanges: [] },
    ])

    // "No holiday" clears them
    res = await call(mikko, 'POST', fixedUrl(demoQuestionnaire), { fixedPeriods: { [onni]: null } })
    expect(res.status).toBe(200)
    expect(await questionnaireAbsenceDays(onni, demoQuestionnaire)).toEqual([])
    expect((await active(mikko))[0]!.previousAnswers[0]!.fixedPeriod).toBeNull()
  })

  it('marks shift care’s weekend days too, and keeps an absence staff marked', async () => {
    const veeti = childOf('three-children-1', 'Veeti')
    const staffDay = weekdaysOf(firstWeek())[1]!
    await t.db
      .insertInto('absence')
      .values({
        child_id: veeti,
        date: staffDay,
        category: 'BILLABLE',
        absence_type: 'SICKLEAVE',
        modified_by_type: 'STAFF',
      })
      .execute()
    const res = await call(await as('three-children-1'), 'POST', fixedUrl(demoQuestionnaire), {
      fixedPeriods: { [veeti]: firstWeek() },
    })
    expect(res.status).toBe(200)
    const absences = await absencesOf(veeti)
    expect(absences.some((a) => isWeekend(a.date) && a.questionnaire_id === demoQuestionnaire)).toBe(true)
    expect(absences.find((a) => a.date === staffDay)).toMatchObject({
      absence_type: 'SICKLEAVE',
      modified_by_type: 'STAFF',
    })
  })

  it('marks the operational days of a unit where guardians make no reservations too', async () => {
    const ella = childOf('three-children-1', 'Ella')
    const [placement] = await t.db
      .selectFrom('placement')
      .select('unit_id')
      .where('child_id', '=', ella)
      .where('end_date', '>=', demoMonday())
      .execute()
    const unit = t.db.updateTable('unit').where('id', '=', placement!.unit_id)
    await unit.set({ enabled_pilot_features: sql`array_remove(enabled_pilot_features, 'RESERVATIONS')` }).execute()
    try {
      const res = await call(await as('three-children-1'), 'POST', fixedUrl(demoQuestionnaire), {
        fixedPeriods: { [ella]: firstWeek() },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect([...new Set(await questionnaireAbsenceDays(ella, demoQuestionnaire))]).toEqual(weekdaysOf(firstWeek()))
    } finally {
      await unit.set({ enabled_pilot_features: sql`enabled_pilot_features || '{RESERVATIONS}'` }).execute()
    }
  })

  it('refuses a period that is none of the child’s options, and a child it does not ask about', async () => {
    const onni = childOf('three-children-1', 'Onni')
    const mikko = await as('three-children-1')
    for (const period of [
      { start: demoMonday(), end: addDays(demoMonday(), 5) },
      { start: addDays(demoMonday(), 1), end: addDays(demoMonday(), 7) },
    ]) {
      const res = await call(mikko, 'POST', fixedUrl(demoQuestionnaire), { fixedPeriods: { [onni]: period } })
      expect(res.status).toBe(400)
      expect(res.body.errorCode).toBe(holidayPeriodErrors.invalidOption)
    }
    const aada = childOf('preschool', 'Aada')
    const res = await call(await as('preschool'), 'POST', fixedUrl(demoQuestionnaire), {
      fixedPeriods: { [aada]: firstWeek() },
    })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe(holidayPeriodErrors.childNotEligible)
    expect(await questionnaireAbsenceDays(aada, demoQuestionnaire)).toEqual([])
  })

  it('answers 404 for another family’s child and writes nothing', async () => {
    const eino = childOf('preschool', 'Eino')
    const res = await call(await as('three-children-1'), 'POST', fixedUrl(demoQuestionnaire), {
      fixedPeriods: { [eino]: firstWeek() },
    })
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).not.toContain(eino)
    expect(await questionnaireAbsenceDays(eino, demoQuestionnaire)).toEqual([])
  })

  it('answers 400 for odd input, an unknown questionnaire or the other type’s call', async () => {
    const mikko = await as('three-children-1')
    const onni = childOf('three-children-1', 'Onni')
    for (const body of [
      {},
      { fixedPeriods: {} },
      { fixedPeriods: { 'not-a-uuid': null } },
      { fixedPeriods: { [onni]: { start: secondWeek().end, end: secondWeek().start } } },
      { fixedPeriods: { [onni]: { start: '2027-02-30', end: '2027-03-01' } } },
      { fixedPeriods: [onni] },
    ]) {
      expect((await call(mikko, 'POST', fixedUrl(demoQuestionnaire), body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await call(mikko, 'POST', fixedUrl('not-a-uuid'), { fixedPeriods: { [onni]: null } })).status).toBe(400)
    const unknown = await call(mikko, 'POST', fixedUrl('00000000-0000-4000-8000-000000000000'), {
      fixedPeriods: { [onni]: null },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errorCode).toBe(holidayPeriodErrors.questionnaireNotActive)
    const wrongType = await call(mikko, 'POST', openUrl(demoQuestionnaire), { openRanges: { [onni]: [] } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.errorCode).toBe(holidayPeriodErrors.questionnaireNotActive)
  })

  it('serialises answers for the same child given at once: the absences are those of the answer stored', async () => {
    const ella = childOf('three-children-1', 'Ella')
    const mikko = await as('three-children-1')
    const sanna = await as('three-children-2')
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? sanna : mikko, 'POST', fixedUrl(demoQuestionnaire), {
          fixedPeriods: { [ella]: i % 2 ? firstWeek() : secondWeek() },
        }),
      ),
    )
    for (const r of responses) expect([200, 409]).toContain(r.status)
    const [answer] = (await active(mikko))[0]!.previousAnswers.filter((a) => a.childId === ella)
    expect(await questionnaireAbsenceDays(ella, demoQuestionnaire)).toEqual(weekdaysOf(answer!.fixedPeriod!))
  })
})

describe('questionnaires the dev API makes', () => {
  it('answers 400 to a questionnaire no longer active', async () => {
    const onni = childOf('three-children-1', 'Onni')
    const id = await dev('/api/dev/holiday-questionnaires', {
      type: 'FIXED_PERIOD',
      active: { start: addDays(today(), -30), end: addDays(today(), -1) },
      periodOptions: [firstWeek()],
    })
    const res = await call(await as('three-children-1'), 'POST', fixedUrl(id), {
      fixedPeriods: { [onni]: firstWeek() },
    })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe(holidayPeriodErrors.questionnaireNotActive)
    expect(await questionnaireAbsenceDays(onni, id)).toEqual([])
  })

  it('needs a strong login to answer a questionnaire that requires it (reading it does not)', async () => {
    const onni = childOf('three-children-1', 'Onni')
    const id = await dev('/api/dev/holiday-questionnaires', {
      type: 'FIXED_PERIOD',
      requiresStrongAuth: true,
      active: { start: today(), end: addDays(today(), 10) },
      periodOptions: [firstWeek()],
    })
    const weak = await as('three-children-1', 'WEAK')
    const [q] = await active(weak)
    expect(q!.questionnaire).toMatchObject({ id, requiresStrongAuth: true })
    const refused = await call(weak, 'POST', fixedUrl(id), { fixedPeriods: { [onni]: firstWeek() } })
    expect(refused.status).toBe(403)
    expect(refused.body.errorCode).toBe(errorCodes.strongAuthRequired)
    expect(await questionnaireAbsenceDays(onni, id)).toEqual([])
    const strong = await call(await as('three-children-1'), 'POST', fixedUrl(id), {
      fixedPeriods: { [onni]: firstWeek() },
    })
    expect(strong.status).toBe(200)
    expect(await questionnaireAbsenceDays(onni, id)).toEqual(weekdaysOf(firstWeek()))
  })

  it('OPEN_RANGES: ranges inside the period without overlaps; short ranges are OTHER_ABSENCE', async () => {
    const period = { start: demoMonday(), end: addDays(demoMonday(), 13) }
    const id = await dev('/api/dev/holiday-questionnaires', {
      type: 'OPEN_RANGES',
      active: { start: today(), end: addDays(today(), 10) },
      period,
      absenceTypeThreshold: 5,
    })
    const siiri = childOf('weak-login', 'Siiri')
    const pekka = await as('weak-login', 'WEAK')
    const [q] = await active(pekka)
    expect(q!.questionnaire).toMatchObject({ id, type: 'OPEN_RANGES', period, absenceTypeThreshold: 5 })
    expect(q!.eligibleChildren).toEqual({ [siiri]: [period] })

    const post = (ranges: FiniteDayRange[]) => call(pekka, 'POST', openUrl(id), { openRanges: { [siiri]: ranges } })
    const week = { start: demoMonday(), end: addDays(demoMonday(), 4) }
    const short = { start: addDays(demoMonday(), 7), end: addDays(demoMonday(), 8) }
    for (const ranges of [
      [week, { start: addDays(demoMonday(), 4), end: addDays(demoMonday(), 8) }],
      [{ start: addDays(demoMonday(), -1), end: addDays(demoMonday(), 2) }],
      [{ start: addDays(demoMonday(), 12), end: addDays(demoMonday(), 14) }],
    ]) {
      const res = await post(ranges)
      expect(res.status, JSON.stringify(ranges)).toBe(400)
      expect(res.body.errorCode).toBe(holidayPeriodErrors.invalidRanges)
    }
    expect(await questionnaireAbsenceDays(siiri, id)).toEqual([])
    expect((await call(pekka, 'POST', fixedUrl(id), { fixedPeriods: { [siiri]: null } })).status).toBe(400)

    const res = await post([short, week])
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const absences = (await absencesOf(siiri)).filter((a) => a.questionnaire_id === id)
    expect(absences.map((a) => [a.date, a.absence_type])).toEqual([
      ...weekdaysOf(week).map((d) => [d, 'FREE_ABSENCE']),
      ...weekdaysOf(short).map((d) => [d, 'OTHER_ABSENCE']),
    ])
    expect((await active(pekka))[0]!.previousAnswers).toEqual([
      { questionnaireId: id, childId: siiri, fixedPeriod: null, openRanges: [week, short] },
    ])
    // No ranges: no holiday
    expect((await post([])).status).toBe(200)
    expect(await questionnaireAbsenceDays(siiri, id)).toEqual([])
  })
})
