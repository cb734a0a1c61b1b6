import { beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  isoWeekday,
  ReservationsResponse,
  startOfIsoWeek,
  type CalendarChildDay,
  type Persona,
} from '@citizen/contract'
import { loginAs, persona, resetDemo, today, useTestApp } from '../../../test/harness'

const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

const get = (cookie: string | undefined, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/citizen/reservations${query}`, headers: cookie ? { cookie } : {} })

// Two full weeks from the Monday of next week: no demo reservations, weekdays only
const from = () => addDays(startOfIsoWeek(today()), 7)
const to = () => addDays(from(), 13)

async function calendar(cookie: string, range = `?from=${from()}&to=${to()}`) {
  const res = await get(cookie, range)
  expect(res.statusCode).toBe(200)
  return ReservationsResponse.parse(res.json())
}

const dayOf = (body: ReservationsResponse, date: string, childId: string): CalendarChildDay | undefined =>
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
    expect(dayOf(body, tuesday, onni)?.absence).toEqual({ type: 'SICKLEAVE', editable: false })
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
