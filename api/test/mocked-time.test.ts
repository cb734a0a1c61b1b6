import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { AuthStatusResponse, Child, Persona } from '@citizen/contract'
import { loginAs, persona, resetDemo, today, useTestApp } from './harness'
import { addDays } from '@citizen/contract'

// The EvakaMockedTime header (lower-cased by HTTP: evakamockedtime) fixes "now" for e2e tests,
// but only where config.mockedTime is on (test and dev mode, never production).
const t = useTestApp({ mockedTime: true })
let personas: Persona[]
let realTimeApp: FastifyInstance

beforeAll(async () => {
  personas = await resetDemo(t.app)
  realTimeApp = await t.newApp({ mockedTime: false })
})

/** Noon in Helsinki on a day relative to today. */
const at = (days: number) => `${addDays(today(), days)}T12:00:00+02:00`

const childrenOf = async (app: FastifyInstance, cookie: string, time?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/citizen/children',
    headers: { cookie, ...(time ? { EvakaMockedTime: time } : {}) },
  })
  expect(res.statusCode).toBe(200)
  return res.json() as Child[]
}

const featuresOf = async (app: FastifyInstance, cookie: string, time?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/citizen/auth/status',
    headers: { cookie, ...(time ? { evakamockedtime: time } : {}) },
  })
  const body = res.json() as AuthStatusResponse
  if (!body.loggedIn) throw new Error('not logged in')
  return body.user.accessibleFeatures
}

describe('mocked time', () => {
  it('moves "today" of the children endpoint when mockedTime is on', async () => {
    const p = persona(personas, 'three-children-1')
    const cookie = await loginAs(t.app, p.ssn)
    const veetiId = p.children[2]!.id
    const veeti = async (app: FastifyInstance, time?: string) =>
      (await childrenOf(app, cookie, time)).find((c) => c.id === veetiId)!

    // Veeti's placement starts in 20 days: the calendar is open today ...
    expect((await veeti(t.app)).upcomingPlacementIsCalendarOpen).toBe(true)
    // ... but not 20 days ago, when the start was 40 days ahead
    expect((await veeti(t.app, at(-20))).upcomingPlacementIsCalendarOpen).toBe(false)
    // In 25 days the child is in the unit
    expect((await veeti(t.app, at(25))).unit).not.toBeNull()
    // Far in the future every placement has ended
    const far = await childrenOf(t.app, cookie, at(3000))
    expect(far.map((c) => [c.unit, c.upcomingPlacementType])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ])
  })

  it('moves "today" of the accessible features', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    expect(await featuresOf(t.app, cookie)).toMatchObject({ reservations: true, childDocumentation: true })
    expect(await featuresOf(t.app, cookie, at(3000))).toEqual({
      messages: true, // any placement in a messaging unit, whatever its dates
      composeNewMessage: false,
      reservations: false,
      childDocumentation: false,
    })
  })

  it('moves the time of the system notification', async () => {
    const url = '/api/citizen/public/system-notifications/current'
    const later = { evakamockedtime: new Date(Date.now() + 40 * 24 * 3600_000).toISOString() }
    expect((await t.app.inject({ method: 'GET', url })).json().notification).not.toBeNull()
    expect((await t.app.inject({ method: 'GET', url, headers: later })).json().notification).toBeNull()
    expect((await realTimeApp.inject({ method: 'GET', url, headers: later })).json().notification).not.toBeNull()
  })

  it('ignores an unparseable header', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/children',
      headers: { cookie, evakamockedtime: 'not a time' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()[0].unit).not.toBeNull()
  })

  it('is ignored when mockedTime is off', async () => {
    const p = persona(personas, 'three-children-1')
    const cookie = await loginAs(realTimeApp, p.ssn)
    expect(await childrenOf(realTimeApp, cookie, at(3000))).toEqual(await childrenOf(realTimeApp, cookie))
    expect(
      (await childrenOf(realTimeApp, cookie, at(-20))).find((c) => c.id === p.children[2]!.id)!
        .upcomingPlacementIsCalendarOpen,
    ).toBe(true)
    expect(await featuresOf(realTimeApp, cookie, at(3000))).toEqual(await featuresOf(realTimeApp, cookie))
    expect((await featuresOf(realTimeApp, cookie, at(3000))).reservations).toBe(true)
  })
})
