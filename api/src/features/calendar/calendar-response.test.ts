import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addMonthsClamped,
  endOfMonth,
  ReservationsResponse,
  startOfIsoWeek,
  startOfMonth,
  type Persona,
} from '@citizen/contract'
import { compileResponseSerializer } from '../../platform/response-serializer'
import { csrf, resetDemo, sessionCookieOf, today, useTestApp } from '../../../test/harness'
import { calendarDays } from './calendar-days'
import { getReservations, loadCalendarFacts } from './service'

// The calendar's answer is checked and written by the compiled serializer (route option
// compiledResponse): on the demo's real data it must write what zod's parse then JSON.stringify wrote.

const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

/** The calendar's first load (spec 001 §7): the week of the first of last month to the end of the month a year ahead */
const initialRange = () => ({
  start: startOfIsoWeek(startOfMonth(addMonthsClamped(today(), -1))),
  end: endOfMonth(addMonthsClamped(today(), 12)),
})

/** The calendar's answer as the service builds it, for the guardian */
const answerOf = (personId: string, range: { start: string; end: string }) =>
  getReservations(t.app.db, { personId, authLevel: 'WEAK', requestId: randomUUID() }, new Date(), today(), range)

async function login(ssn: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/login',
    headers: csrf,
    payload: { ssn, authLevel: 'WEAK' },
  })
  expect(res.statusCode).toBe(200)
  return { personId: (res.json() as { personId: string }).personId, cookie: sessionCookieOf(res) }
}

describe('the calendar answer through the compiled serializer', () => {
  it('writes every demo family’s initial range as JSON.stringify of the zod-parsed answer', async () => {
    const serialize = compileResponseSerializer(ReservationsResponse)
    const range = initialRange()
    let childDays = 0
    for (const p of personas.filter((x) => x.children.length > 0)) {
      const { personId } = await login(p.ssn)
      const answer = await answerOf(personId, range)
      expect(serialize(answer), p.key).toBe(JSON.stringify(ReservationsResponse.parse(answer)))
      childDays += answer.days.reduce((n, d) => n + d.length, 0)
    }
    // The demo's families fill the calendar: the comparison covered real days
    expect(childDays).toBeGreaterThan(1000)
  })

  it('shares a child-day only between days whose child-days are equal', async () => {
    const range = initialRange()
    let days = 0
    let distinct = 0
    for (const p of personas.filter((x) => x.children.length > 0)) {
      const { personId } = await login(p.ssn)
      const { facts } = await loadCalendarFacts(t.app.db, personId, today(), range)
      // Builds every child-day and compares it with the one it shares
      const answer = calendarDays(facts, range, { checkSharing: true })
      days += answer.days.reduce((n, d) => n + d.children.length, 0)
      distinct += answer.childDays.length
      const written = answer.childDays.map((c) => JSON.stringify(c))
      expect(new Set(written).size, p.key).toBe(written.length)
    }
    expect(days).toBeGreaterThan(1000)
    expect(distinct).toBeLessThan(days / 5)
  })

  it('answers the HTTP call with the same JSON', async () => {
    const p = personas.find((x) => x.key === 'three-children-1')!
    const { personId, cookie } = await login(p.ssn)
    const range = initialRange()
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/reservations?from=${range.start}&to=${range.end}`,
      headers: { cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const answer = await answerOf(personId, range)
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(ReservationsResponse.parse(answer))))
  })
})
