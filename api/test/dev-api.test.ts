import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Persona } from '@citizen/contract'
import { loadConfig } from '../src/platform/config'
import { csrf, persona, resetDemo, useTestApp } from './harness'

// The dev API (reset, login as anyone) and the dev identity provider must not exist in production.
const t = useTestApp()
let personas: Persona[]
let production: FastifyInstance

beforeAll(async () => {
  personas = await resetDemo(t.app)
  production = await t.newApp({ devApi: false, production: true, mockedTime: false })
})

describe('dev API', () => {
  it('is absent in production mode', async () => {
    const before = await t.db.selectFrom('person').select('id').execute()
    const reset = await production.inject({ method: 'POST', url: '/api/dev/reset', headers: csrf })
    expect(reset.statusCode).toBe(404)
    const login = await production.inject({
      method: 'POST',
      url: '/api/dev/login',
      headers: csrf,
      payload: { ssn: persona(personas, 'one-child').ssn },
    })
    expect(login.statusCode).toBe(404)
    expect(login.cookies).toEqual([])
    expect(await t.db.selectFrom('session').selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('person').select('id').execute()).toEqual(before)
  })

  it('offers no dev identity provider in production', async () => {
    const page = await production.inject({ method: 'GET', url: '/api/citizen/auth/sfi/login' })
    expect(page.statusCode).toBe(503)
    expect(page.body).not.toContain(persona(personas, 'one-child').ssn)
    const callback = await production.inject({
      method: 'POST',
      url: '/api/citizen/auth/sfi/login/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `preset=${persona(personas, 'one-child').ssn}`,
    })
    expect(callback.statusCode).toBe(503)
    expect(callback.cookies).toEqual([])
    expect(await t.db.selectFrom('session').selectAll().execute()).toEqual([])
  })

  it('is present in test mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/login',
      headers: csrf,
      payload: { ssn: persona(personas, 'one-child').ssn },
    })
    expect(res.statusCode).toBe(200)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/dev/login',
      headers: csrf,
      payload: { ssn: '010101-999X' },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('cannot be turned on in production by configuration', () => {
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '1', DEV_API: 'true' })).toMatchObject({
      devApi: false,
      mockedTime: false,
    })
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '1' })).toMatchObject({
      devApi: false,
      mockedTime: false,
      seedDemo: false,
    })
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ devApi: true, mockedTime: true })
    expect(loadConfig({ NODE_ENV: 'development', DEV_API: 'false' })).toMatchObject({
      devApi: false,
      mockedTime: false,
    })
  })
})

describe('the demo municipality', () => {
  it('makes applications sent in the past on or before the day they were sent', async () => {
    const rows = await t.db
      .selectFrom('application')
      .select(['created_at', 'sent_date'])
      .where('sent_date', 'is not', null)
      .execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.created_at.toISOString().slice(0, 10) <= row.sent_date!).toBe(true)
    }
  })
})
