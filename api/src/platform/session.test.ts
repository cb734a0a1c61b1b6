import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Persona } from '@citizen/contract'
import { csrf, loginAs, persona, resetDemo, sessionCookieOf, useTestApp } from '../../test/harness'

const t = useTestApp({ sessionTimeoutMinutes: 32 })
let personas: Persona[]
let ssn: string

beforeAll(async () => {
  personas = await resetDemo(t.app)
  ssn = persona(personas, 'one-child').ssn
})

beforeEach(async () => {
  await t.db.deleteFrom('session').execute()
})

const sessions = () => t.db.selectFrom('session').selectAll().execute()
const status = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie } })

describe('session', () => {
  it('gets a new id at every login; the old cookie and row are gone', async () => {
    const first = await loginAs(t.app, ssn)
    const [firstRow] = await sessions()
    // Logging in again in the same browser (cookie jar)
    const second = await loginAs(t.app, persona(personas, 'no-email').ssn, 'STRONG', { cookie: first })
    expect(second).not.toBe(first)
    const rows = await sessions()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id).not.toBe(firstRow!.id)
    expect((await status(first)).json()).toMatchObject({ loggedIn: false })
    expect((await status(second)).json()).toMatchObject({ loggedIn: true })

    // Weak login rotates too
    const p = persona(personas, 'weak-login')
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      headers: { ...csrf, cookie: second },
      payload: { username: p.weakLoginUsername, password: p.weakLoginPassword },
    })
    expect(weak.statusCode).toBe(200)
    const third = sessionCookieOf(weak)
    expect(third).not.toBe(second)
    expect((await status(second)).json()).toMatchObject({ loggedIn: false })
    expect((await sessions()).map((r) => r.auth_level)).toEqual(['WEAK'])
  })

  it('ignores an unknown or forged cookie', async () => {
    const res = await status('citizen.session=not-a-real-token')
    expect(res.json()).toEqual({ loggedIn: false, apiVersion: 'test' })
    expect(res.headers['x-session-expires-at']).toBeUndefined()
    // The stored id is a hash of the cookie: the id itself does not work as a cookie
    await loginAs(t.app, ssn)
    const [row] = await sessions()
    expect((await status(`citizen.session=${row!.id}`)).json()).toMatchObject({ loggedIn: false })
  })

  it('slides the expiry on use and tells the browser', async () => {
    const cookie = await loginAs(t.app, ssn)
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .execute()
    const before = Date.now()
    const res = await t.app.inject({ method: 'GET', url: '/api/citizen/children', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const [row] = await sessions()
    const expected = before + 32 * 60_000
    expect(row!.expires_at.getTime()).toBeGreaterThanOrEqual(expected - 5_000)
    expect(row!.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 32 * 60_000 + 1_000)
    expect(res.headers['x-session-expires-at']).toBe(row!.expires_at.toISOString())
  })

  it('slides a one-minute timeout too (the rewrite window is a fraction of the timeout)', async () => {
    const app = await t.newApp({ sessionTimeoutMinutes: 1 })
    const cookie = await loginAs(app, ssn)
    const call = () => app.inject({ method: 'GET', url: '/api/citizen/children', headers: { cookie } })
    // Just after login the row is not rewritten (the write is throttled)
    const [fresh] = await sessions()
    await call()
    expect((await sessions())[0]!.expires_at.getTime()).toBe(fresh!.expires_at.getTime())
    // 20 seconds after the last write, a call slides the expiry to a full minute again
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() + 40_000) })
      .execute()
    const before = Date.now()
    const res = await call()
    expect(res.statusCode).toBe(200)
    const [row] = await sessions()
    expect(row!.expires_at.getTime()).toBeGreaterThanOrEqual(before + 60_000 - 1_000)
    expect(res.headers['x-session-expires-at']).toBe(row!.expires_at.toISOString())
  })

  it('sends the expiry at login and on every API call', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/dev/login', headers: csrf, payload: { ssn } })
    const loginExpiry = Date.parse(login.headers['x-session-expires-at'] as string)
    expect(loginExpiry).toBeGreaterThan(Date.now() + 31 * 60_000)
    const res = await status(sessionCookieOf(login))
    expect(Date.parse(res.headers['x-session-expires-at'] as string)).toBeGreaterThanOrEqual(loginExpiry)
  })

  it('treats an expired session as logged out', async () => {
    const cookie = await loginAs(t.app, ssn)
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .execute()
    const children = await t.app.inject({ method: 'GET', url: '/api/citizen/children', headers: { cookie } })
    expect(children.statusCode).toBe(401)
    const res = await status(cookie)
    expect(res.json()).toEqual({ loggedIn: false, apiVersion: 'test' })
    expect(res.headers['x-session-expires-at']).toBeUndefined()
    // and does not bring it back to life
    const [row] = await sessions()
    expect(row!.expires_at.getTime()).toBeLessThan(Date.now())
  })

  it('follows sessionTimeoutMinutes', async () => {
    const app = await t.newApp({ sessionTimeoutMinutes: 5 })
    const before = Date.now()
    await loginAs(app, ssn)
    const [row] = await sessions()
    expect(row!.expires_at.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1_000)
    expect(row!.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1_000)
  })

  it('sets the Secure flag outside localhost', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/login',
        headers: { ...csrf, host },
        payload: { ssn },
      })
      const cookie = res.cookies.find((c) => c.name === 'citizen.session')!
      expect(cookie.secure, host).toBeFalsy()
      expect(res.headers['set-cookie']).not.toMatch(/;\s*Secure/i)
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/login',
      headers: { ...csrf, host: 'portal.example.fi' },
      payload: { ssn },
    })
    expect(res.cookies.find((c) => c.name === 'citizen.session')!.secure).toBe(true)
    expect(res.headers['set-cookie']).toMatch(/;\s*Secure/i)
    expect(res.headers['set-cookie']).toMatch(/;\s*HttpOnly/i)
    expect(res.headers['set-cookie']).toMatch(/;\s*SameSite=Lax/i)
  })
})
