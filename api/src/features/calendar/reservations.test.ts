import { beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  isoWeekday,
  ReservationsResponse,
  expandCalendar,
  type CalendarData,
  startOfIsoWeek,
  type CalendarChildDay,
  type Persona,
} from '@citizen/contract'
import { csrf, loginAs, persona, personIdOf, resetDemo, today, useTestApp } from '../../../test/harness'

const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

const get = (cookie: string | undefined, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/citizen/reservations${query}`, headers: cookie ? { cookie } : {} })

// Two full weeks four weeks ahead: past the demo's reservations (demo-calendar.ts)
const from = () => addDays(startOfIsoWeek(today()), 28)
const to = () => addDays(from(), 13)

async function calendar(cookie: string, range = `?from=${from()}&to=${to()}`) {
  const res = await get(cookie, range)
  expect(res.statusCode).toBe(200)
  return expandCalendar(ReservationsResponse.parse(res.json()))
}

const dayOf = (body: CalendarData, date: string, childId: string): CalendarChildDay | undefined =>
  body.days.find((d) => d.date === date)?.children.find((c) => c.childId === childId)

describe('GET /api/citizen/reservations', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await get(undefined, `?from=${from()}&to=${to()}`)).statusCode).toBe(401)
  })

  it('answers 400 to a missing, reversed, malformed or too long range', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'three-children-1').ssn, 'WEAK')
    for (const query of [
      '',
      `?from=${from()}`,
      `?from=${to()}&to=${from()}`,
      '?from=2026-02-30&to=2026-03-01',
      '?from=x&to=y',
      `?from=${from()}&to=${addDays(from(), 450)}`,
      `?from=${from()}&to=${to()}&from=${from()}`,
    ]) {
      const res = await get(cookie, query)
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('shows a weakly logged-in guardian every child of a reservation unit on its operation days', async () => {
    const p = persona(personas, 'three-children-1')
    const body = await calendar(await loginAs(t.app, p.ssn, 'WEAK'))
    expect(body.children.map((c) => c.firstName)).toEqual(['Onni', 'Ella', 'Veeti'])
    expect(body.days).toHaveLength(14)
    const onni = p.children[0]!.id
    for (const day of body.days) {
      const entry = dayOf(body, day.date, onni)
      if (isoWeekday(day.date) >= 6 || day.holiday) expect(entry, day.date).toBeUndefined()
      else
        expect(entry, day.date).toMatchObject({
          scheduleType: 'RESERVATION_REQUIRED',
          shiftCare: false,
          absence: null,
          reservations: [],
          reservableTimeRange: { type: 'NORMAL', range: { start: '06:30', end: '17:30' } },
        })
    }
    expect(body.reservableRange.start > today()).toBe(true)
    expect(body.reservableRange.end.slice(5)).toBe('08-31')
  })

  it('shows reservations, and a staff-marked absence as not editable', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = p.children[0]!.id
    const [monday, tuesday] = [from(), addDays(from(), 1)]
    await t.db
      .insertInto('attendance_reservation')
      .values([
        { child_id: onni, date: monday, start_time: '12:00', end_time: '16:00', created_by_type: 'CITIZEN' },
        { child_id: onni, date: monday, start_time: '08:00', end_time: '11:00', created_by_type: 'CITIZEN' },
      ])
      .execute()
    await t.db
      .insertInto('absence')
      .values([
        { child_id: onni, date: tuesday, category: 'BILLABLE', absence_type: 'SICKLEAVE', modified_by_type: 'STAFF' },
      ])
      .execute()
    const body = await calendar(await loginAs(t.app, p.ssn, 'WEAK'))
    expect(dayOf(body, monday, onni)?.reservations).toEqual([
      { type: 'TIMES', range: { start: '08:00', end: '11:00' }, staffCreated: false },
      { type: 'TIMES', range: { start: '12:00', end: '16:00' }, staffCreated: false },
    ])
    expect(dayOf(body, tuesday, onni)?.absence).toEqual({
      type: 'SICKLEAVE',
      editable: false,
      markedByStaff: true,
      fromQuestionnaire: false,
    })
  })

  it('shows shift care at weekends, month summaries of hour-based needs and a holiday period not yet open', async () => {
    const p = persona(personas, 'three-children-1')
    const [onni, , veeti] = p.children.map((c) => c.id) as [string, string, string]
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const body = await calendar(cookie)
    // (a holiday closes the unit unless it is open on holidays: take a Saturday that is not one)
    const saturday = body.days.find((d) => isoWeekday(d.date) === 6 && !d.holiday)!.date
    expect(dayOf(body, saturday, veeti)).toMatchObject({
      shiftCare: true,
      reservableTimeRange: { type: 'SHIFT_CARE', range: { start: '00:00', end: '23:59' } },
    })
    expect(dayOf(body, saturday, onni)).toBeUndefined()
    const onniChild = body.children.find((c) => c.id === onni)!
    expect(onniChild.monthSummaries.length).toBeGreaterThan(0)
    expect(onniChild.monthSummaries[0]!.serviceNeedMinutes).toBeGreaterThan(0)

    const holiday = addDays(today(), 75)
    const holidayBody = await calendar(cookie, `?from=${holiday}&to=${holiday}`)
    expect(holidayBody.days[0]!.children.map((c) => c.holidayPeriodEffect)).toContainEqual({
      type: 'NotYetReservable',
      period: { start: addDays(today(), 70), end: addDays(today(), 84) },
      reservationsOpenOn: addDays(today(), 7),
    })
  })

  it('never shows another family’s children', async () => {
    const other = persona(personas, 'three-children-1').children.map((c) => c.id)
    for (const key of ['one-child', 'foster-parent']) {
      const p = persona(personas, key)
      const body = await calendar(await loginAs(t.app, p.ssn, 'WEAK'))
      const seen = JSON.stringify(body)
      expect(body.children.length, key).toBeGreaterThan(0)
      for (const id of other) expect(seen).not.toContain(id)
    }
  })
})

describe('POST /api/citizen/reservations and /api/citizen/absences', () => {
  const post = (cookie: string, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...csrf }, payload: payload as object })

  /**
   * The first `count` days of the reservable range on which each child is in care with no absence
   * and no holiday period question: picked from the data, as a fixed offset can land on the demo's
   * staff-marked absence or a public holiday depending on today's date.
   */
  async function writableDays(cookie: string, childIds: string[], count: number) {
    const first = (await calendar(cookie)).reservableRange.start
    const body = await calendar(cookie, `?from=${first}&to=${addDays(first, 41)}`)
    const days = body.days
      .filter((d) =>
        childIds.every((id) => {
          const c = dayOf(body, d.date, id)
          return c !== undefined && c.absence === null && c.holidayPeriodEffect === null
        }),
      )
      .map((d) => d.date)
    expect(days.length).toBeGreaterThanOrEqual(count)
    return days.slice(0, count) as [string, ...string[]]
  }

  const daysCalendar = (cookie: string, days: string[]) =>
    calendar(cookie, `?from=${days[0]}&to=${days[days.length - 1]}`)

  it('saves one or two ranges, presence of none and absence; answers them in the calendar', async () => {
    const p = persona(personas, 'three-children-1')
    const [onni, ella] = [p.children[0]!.id, p.children[1]!.id]
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const [first, tuesday] = (await writableDays(cookie, [onni, ella], 2)) as [string, string]
    const res = await post(cookie, '/api/citizen/reservations', [
      {
        type: 'RESERVATIONS',
        childId: onni,
        date: first,
        reservation: { start: '08:00', end: '16:00' },
        secondReservation: null,
      },
      {
        type: 'RESERVATIONS',
        childId: onni,
        date: tuesday,
        reservation: { start: '07:00', end: '10:00' },
        secondReservation: { start: '12:00', end: '15:30' },
      },
      { type: 'ABSENT', childId: ella, date: first },
    ])
    expect(res.statusCode, res.body).toBe(200)
    const body = await daysCalendar(cookie, [first, tuesday])
    expect(dayOf(body, first, onni)?.reservations).toEqual([
      { type: 'TIMES', range: { start: '08:00', end: '16:00' }, staffCreated: false },
    ])
    expect(dayOf(body, tuesday, onni)?.reservations).toHaveLength(2)
    expect(dayOf(body, first, ella)?.absence).toMatchObject({ type: 'OTHER_ABSENCE', editable: true })

    // A reservation replaces the guardian's own absence; NOTHING clears the day
    expect(
      (
        await post(cookie, '/api/citizen/reservations', [
          {
            type: 'RESERVATIONS',
            childId: ella,
            date: first,
            reservation: { start: '09:00', end: '15:00' },
            secondReservation: null,
          },
          { type: 'NOTHING', childId: onni, date: tuesday },
        ])
      ).statusCode,
    ).toBe(200)
    const after = await daysCalendar(cookie, [first, tuesday])
    expect(dayOf(after, first, ella)).toMatchObject({ absence: null, reservations: [{ type: 'TIMES' }] })
    expect(dayOf(after, tuesday, onni)?.reservations).toEqual([])
  })

  it('refuses days before the reservable range, times outside opening hours and overlapping ranges', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = p.children[0]!.id
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const [first] = await writableDays(cookie, [onni], 1)
    const reserve = (date: string, start: string, end: string, second: object | null = null) =>
      post(cookie, '/api/citizen/reservations', [
        { type: 'RESERVATIONS', childId: onni, date, reservation: { start, end }, secondReservation: second },
      ])
    const start = (await calendar(cookie)).reservableRange.start
    const weekdayBefore = [1, 2, 3, 4, 5].map((n) => addDays(start, -n)).find((d) => isoWeekday(d) <= 5)!
    const early = await reserve(weekdayBefore, '08:00', '16:00')
    expect(early.statusCode).toBe(400)
    expect(early.json().errorCode).toBe('NON_RESERVABLE_DAYS')
    expect((await reserve(first, '05:00', '16:00')).json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' })
    expect((await reserve(first, '08:00', '12:00', { start: '11:00', end: '15:00' })).statusCode).toBe(400)
    expect((await reserve(first, '16:00', '08:00')).statusCode).toBe(400)
    const saturday = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(first, n)).find((d) => isoWeekday(d) === 6)!
    expect((await reserve(saturday, '08:00', '12:00')).json().errorCode).toBe('NON_RESERVABLE_DAYS')
  })

  it('answers 404 for another family’s child and writes nothing', async () => {
    const other = persona(personas, 'one-child').children[0]!.id
    const p = persona(personas, 'three-children-1')
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const [first, day] = (await writableDays(cookie, [p.children[0]!.id], 2)) as [string, string]
    const res = await post(cookie, '/api/citizen/reservations', [
      { type: 'ABSENT', childId: p.children[0]!.id, date: day },
      { type: 'ABSENT', childId: other, date: day },
    ])
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(other)
    const absences = await t.db.selectFrom('absence').select('id').where('date', '=', day).execute()
    expect(absences).toEqual([])
    const abs = await post(cookie, '/api/citizen/absences', {
      childIds: [other],
      dateRange: { start: first, end: first },
      absenceType: 'SICKLEAVE',
    })
    expect(abs.statusCode).toBe(404)
  })

  it('marks absences on the children’s operation days from today, keeping what staff marked', async () => {
    const p = persona(personas, 'three-children-1')
    const [onni, ella] = [p.children[0]!.id, p.children[1]!.id]
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const monday = addDays(startOfIsoWeek(today()), 14)
    await t.db
      .insertInto('absence')
      .values({
        child_id: ella,
        date: monday,
        category: 'BILLABLE',
        absence_type: 'UNKNOWN_ABSENCE',
        modified_by_type: 'STAFF',
      })
      .execute()
    const res = await post(cookie, '/api/citizen/absences', {
      childIds: [onni, ella],
      dateRange: { start: monday, end: addDays(monday, 6) },
      absenceType: 'SICKLEAVE',
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = await calendar(cookie, `?from=${monday}&to=${addDays(monday, 6)}`)
    expect(dayOf(body, monday, ella)?.absence).toMatchObject({ type: 'UNKNOWN_ABSENCE', editable: false })
    for (const date of [0, 1, 2, 3, 4].map((n) => addDays(monday, n))) {
      if (body.days.find((d) => d.date === date)?.holiday) continue
      expect(dayOf(body, date, onni)?.absence, date).toMatchObject({ type: 'SICKLEAVE', editable: true })
    }
    const weekend = await t.db.selectFrom('absence').select('id').where('date', '=', addDays(monday, 5)).execute()
    expect(weekend).toEqual([])
  })

  it('refuses an absence on a day the child attended', async () => {
    const p = persona(personas, 'three-children-1')
    const veeti = p.children[2]!.id
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const unitId = (
      await t.db.selectFrom('placement').select('unit_id').where('child_id', '=', veeti).executeTakeFirstOrThrow()
    ).unit_id
    await t.db
      .insertInto('child_attendance')
      .values({ child_id: veeti, unit_id: unitId, date: today(), start_time: '08:00', end_time: null })
      .execute()
    const res = await post(cookie, '/api/citizen/absences', {
      childIds: [veeti],
      dateRange: { start: today(), end: addDays(today(), 3) },
      absenceType: 'OTHER_ABSENCE',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errorCode).toBe('ATTENDANCE_ALREADY_EXISTS')
  })

  it('answers 400 to bad bodies', async () => {
    const p = persona(personas, 'three-children-1')
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const onni = p.children[0]!.id
    for (const payload of [
      {},
      [{ type: 'SOMETHING', childId: onni, date: today() }],
      [{ type: 'ABSENT', childId: 'x', date: today() }],
      [
        {
          type: 'RESERVATIONS',
          childId: onni,
          date: today(),
          reservation: { start: '8', end: '16:00' },
          secondReservation: null,
        },
      ],
    ]) {
      expect((await post(cookie, '/api/citizen/reservations', payload)).statusCode, JSON.stringify(payload)).toBe(400)
    }
    for (const payload of [
      { childIds: [], dateRange: { start: today(), end: today() }, absenceType: 'SICKLEAVE' },
      { childIds: [onni], dateRange: { start: today(), end: addDays(today(), -1) }, absenceType: 'SICKLEAVE' },
      { childIds: [onni], dateRange: { start: today(), end: today() }, absenceType: 'FREE_ABSENCE' },
    ]) {
      expect((await post(cookie, '/api/citizen/absences', payload)).statusCode, JSON.stringify(payload)).toBe(400)
    }
  })
})

describe('daily service time notifications and preschool days', () => {
  it('lists the guardian’s own notices and dismisses only those', async () => {
    const idOf = (key: string) => personIdOf(t.db, personas, key)
    const p = persona(personas, 'three-children-1')
    const other = { id: await idOf('one-child') }
    const [mine] = await t.db
      .insertInto('daily_service_time_notification')
      .values([{ guardian_id: await idOf('three-children-1') }, { guardian_id: other.id }])
      .returning('id')
      .execute()
    const theirs = (
      await t.db
        .selectFrom('daily_service_time_notification')
        .select('id')
        .where('guardian_id', '=', other.id)
        .executeTakeFirstOrThrow()
    ).id
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const url = '/api/citizen/daily-service-time-notifications'
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual([mine!.id])
    const dismiss = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...csrf },
      payload: [mine!.id, theirs],
    })
    expect(dismiss.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual([])
    const left = await t.db.selectFrom('daily_service_time_notification').select('id').execute()
    expect(left.map((r) => r.id)).toEqual([theirs])
    const bad = await t.app.inject({ method: 'POST', url, headers: { cookie, ...csrf }, payload: ['x'] })
    expect(bad.statusCode).toBe(400)
  })

  it('answers the preschool days of the guardian’s children, 404 for others’', async () => {
    const p = persona(personas, 'three-children-1')
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const url = '/api/citizen/preschool-operational-dates'
    const range = { start: from(), end: to() }
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...csrf },
      payload: { childIds: [p.children[0]!.id], range },
    })
    expect(res.statusCode).toBe(200)
    // Onni is in daycare: no preschool days
    expect(res.json()).toEqual({ [p.children[0]!.id]: [] })
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...csrf },
      payload: { childIds: [persona(personas, 'one-child').children[0]!.id], range },
    })
    expect(foreign.statusCode).toBe(404)
  })
})

describe('POST /api/dev/calendar', () => {
  it('places a child with intermittent shift care, who appears every day with free times', async () => {
    const p = persona(personas, 'no-placements')
    const lilja = p.children[0]!.id
    const unit = await t.db
      .selectFrom('unit')
      .select('id')
      .where('name', '=', 'Päiväkoti Kielo')
      .executeTakeFirstOrThrow()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/calendar',
      headers: csrf,
      payload: {
        placements: [
          {
            childId: lilja,
            unitId: unit.id,
            type: 'DAYCARE',
            startDate: today(),
            endDate: addDays(today(), 200),
            shiftCare: 'INTERMITTENT',
          },
        ],
        reservations: [{ childId: lilja, date: from(), start: '05:00', end: '09:00', byStaff: true }],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = await calendar(await loginAs(t.app, p.ssn, 'WEAK'))
    expect(body.children.map((c) => c.id)).toEqual([lilja])
    expect(body.days.filter((d) => !d.holiday).every((d) => d.children.length === 1)).toBe(true)
    expect(dayOf(body, from(), lilja)).toMatchObject({
      reservableTimeRange: { type: 'INTERMITTENT_SHIFT_CARE' },
      reservations: [{ type: 'TIMES', range: { start: '05:00', end: '09:00' }, staffCreated: true }],
    })
  })
})
