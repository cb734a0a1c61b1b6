import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { errorCodes, type Persona } from '@citizen/contract'
import { csrf, loginAs, persona, resetDemo, useTestApp } from './harness'

const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

const countRows = async (table: 'person' | 'session' | 'weak_login_attempt') =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n)

describe('x-evaka-csrf', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('weak_login_attempt').execute()
  })

  it('refuses POST /api/dev/reset without the header, before any work', async () => {
    // Mark the data: a reset would bring the person back
    const before = await countRows('person')
    await t.db.deleteFrom('system_notification').execute()
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/reset' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: errorCodes.csrf })
    expect(await countRows('person')).toBe(before)
    expect(await t.db.selectFrom('system_notification').selectAll().execute()).toEqual([])
    // The same call with the header does the work
    personas = await resetDemo(t.app)
    expect(await t.db.selectFrom('system_notification').selectAll().execute()).toHaveLength(1)
  })

  it('refuses weak login without the header even with the right password, recording no attempt', async () => {
    const p = persona(personas, 'weak-login')
    const payload = { username: p.weakLoginUsername, password: p.weakLoginPassword }
    const sessions = await countRows('session')
    const res = await t.app.inject({ method: 'POST', url: '/api/citizen/auth/weak-login', payload })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: errorCodes.csrf })
    expect(res.cookies).toEqual([])
    expect(await countRows('weak_login_attempt')).toBe(0)
    expect(await countRows('session')).toBe(sessions)

    const ok = await t.app.inject({ method: 'POST', url: '/api/citizen/auth/weak-login', headers: csrf, payload })
    expect(ok.statusCode).toBe(200)
    expect(await countRows('weak_login_attempt')).toBe(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses %s under /api without the header', async (method) => {
    const res = await t.app.inject({ method, url: '/api/citizen/children', payload: {} })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: expect.any(String), errorCode: errorCodes.csrf })
    // With the header the request goes on (and finds no such route)
    const withHeader = await t.app.inject({ method, url: '/api/citizen/children', headers: csrf, payload: {} })
    expect(withHeader.statusCode).toBe(404)
  })

  it('refuses before the session is loaded: no sliding expiry for a refused request', async () => {
    await t.db.deleteFrom('session').execute()
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const soon = new Date(Date.now() + 60_000)
    await t.db.updateTable('session').set({ expires_at: soon }).execute()
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/login', headers: { cookie }, payload: {} })
    expect(res.statusCode).toBe(403)
    expect(res.headers['x-session-expires-at']).toBeUndefined()
    const rows = await t.db.selectFrom('session').select('expires_at').execute()
    expect(rows.map((r) => r.expires_at.getTime())).toEqual([soon.getTime()])
  })

  it('refuses a percent-encoded /api path too', async () => {
    // /%61pi/... routes to /api/...; it must not slip past the check
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/dev/reset' })
    expect(res.statusCode).toBe(403)
    const p = persona(personas, 'weak-login')
    const login = await t.app.inject({
      method: 'POST',
      url: '/%61pi/citizen/auth/weak-login',
      payload: { username: p.weakLoginUsername, password: p.weakLoginPassword },
    })
    expect(login.statusCode).toBe(403)
    expect(await countRows('weak_login_attempt')).toBe(0)
  })

  it('needs no header for GET', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    for (const url of [
      '/api/citizen/auth/status',
      '/api/citizen/children',
      '/api/citizen/public/system-notifications/current',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } })
      expect(res.statusCode, url).toBe(200)
    }
  })

  it('exempts the identity provider callback, which is posted cross-site by the IdP', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/sfi/login/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ preset: persona(personas, 'one-child').ssn, RelayState: '/' }).toString(),
    })
    expect(res.statusCode).toBe(302)
    expect(res.cookies.map((c) => c.name)).toContain('citizen.session')
  })
})
