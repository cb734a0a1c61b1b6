import { performance } from 'node:perf_hooks'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { errorCodes, type Persona } from '@citizen/contract'
import { csrf, persona, resetDemo, sessionCookieOf, useTestApp } from '../../../test/harness'
import { loadConfig } from '../../platform/config'
import { clientKey, hashPassword } from './service'

const t = useTestApp()
let personas: Persona[]
let weak: { username: string; password: string }

beforeAll(async () => {
  personas = await resetDemo(t.app)
  const p = persona(personas, 'weak-login')
  weak = { username: p.weakLoginUsername!, password: p.weakLoginPassword! }
})

beforeEach(async () => {
  await t.db.deleteFrom('weak_login_attempt').execute()
  await t.db.deleteFrom('session').execute()
})

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/citizen/auth/weak-login',
    headers: { ...csrf, ...headers },
    payload: payload as object,
  })

const attempts = async (username: string) =>
  (await t.db.selectFrom('weak_login_attempt').selectAll().where('username', '=', username).execute()).length

describe('POST /api/citizen/auth/weak-login', () => {
  it('logs in with username and password: WEAK session in an httpOnly SameSite=Lax cookie', async () => {
    const res = await login(weak)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    const cookie = res.cookies.find((c) => c.name === 'citizen.session')!
    expect(cookie).toBeDefined()
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.path).toBe('/')
    expect(res.headers['x-session-expires-at']).toBeDefined()

    const p = persona(personas, 'weak-login')
    const person = await t.db
      .selectFrom('person')
      .select(['id', 'last_weak_login'])
      .where('social_security_number', '=', p.ssn)
      .executeTakeFirstOrThrow()
    expect(person.last_weak_login).not.toBeNull()
    const sessions = await t.db.selectFrom('session').selectAll().execute()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ person_id: person.id, auth_level: 'WEAK', auth_type: 'weak' })
    // The table keeps a hash, never the cookie value itself
    expect(sessions[0]!.id).not.toBe(cookie.value)

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/auth/status',
      headers: { cookie: sessionCookieOf(res) },
    })
    expect(status.json()).toMatchObject({
      loggedIn: true,
      authLevel: 'WEAK',
      user: { details: { id: person.id, weakLoginUsername: weak.username } },
    })
  })

  it('compares the username case-insensitively', async () => {
    const res = await login({ username: weak.username.toUpperCase(), password: weak.password })
    expect(res.statusCode).toBe(200)
    const padded = await login({ username: `  ${weak.username}  `, password: weak.password })
    expect(padded.statusCode).toBe(200)
    // Attempts count under the one lower-cased name
    expect(await attempts(weak.username)).toBe(2)
  })

  it('refuses a wrong password and an unknown username with 403 and no session', async () => {
    const wrong = await login({ username: weak.username, password: `${weak.password}x` })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.cookies).toEqual([])
    const unknown = await login({ username: 'nobody@example.com', password: weak.password })
    expect(unknown.statusCode).toBe(403)
    expect(unknown.cookies).toEqual([])
    // The two failures look the same
    expect(unknown.json()).toEqual(wrong.json())
    // The password is case-sensitive
    expect((await login({ username: weak.username, password: weak.password.toUpperCase() })).statusCode).toBe(403)
    expect(await t.db.selectFrom('session').selectAll().execute()).toEqual([])
  })

  it('takes comparable time for an unknown username and a wrong password', async () => {
    const time = async (username: string) => {
      const start = performance.now()
      const res = await login({ username, password: 'wrong-password-123' })
      expect(res.statusCode).toBe(403)
      return performance.now() - start
    }
    // Warm up both paths (the first unknown username also computes the dummy hash)
    await time('warmup-unknown@example.com')
    await time(weak.username)
    let unknownTotal = 0
    let wrongTotal = 0
    for (let i = 0; i < 4; i++) {
      unknownTotal += await time(`unknown-${i}@example.com`)
      wrongTotal += await time(weak.username)
    }
    // An unknown username must cost a password hash check too, not answer at once
    expect(unknownTotal).toBeGreaterThanOrEqual(0.3 * wrongTotal)
  })

  it.each<[string, unknown]>([
    ['missing password', { username: 'someone' }],
    ['missing username', { password: 'secret' }],
    ['empty strings', { username: '', password: '' }],
    ['blank username', { username: '   ', password: 'secret' }],
    ['empty password', { username: 'someone', password: '' }],
    ['too long username', { username: 'a'.repeat(129), password: 'secret' }],
    ['too long password', { username: 'someone', password: 'a'.repeat(129) }],
    ['wrong types', { username: 123, password: ['x'] }],
    ['an array', [{ username: 'someone', password: 'secret' }]],
  ])('answers 400 to bad input: %s', async (_name, payload) => {
    const res = await login(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: errorCodes.validation, message: expect.any(String) })
    expect(await t.db.selectFrom('weak_login_attempt').selectAll().execute()).toEqual([])
  })

  it('answers 400 to a body that is not JSON, and to no body', async () => {
    const notJson = await login('{"username": "x", "password": ', { 'content-type': 'application/json' })
    expect(notJson.statusCode).toBe(400)
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      headers: { ...csrf, 'content-type': 'application/json' },
    })
    expect(empty.statusCode).toBe(400)
    const none = await t.app.inject({ method: 'POST', url: '/api/citizen/auth/weak-login', headers: csrf })
    expect(none.statusCode).toBe(400)
    const nullBody = await login('null', { 'content-type': 'application/json' })
    expect(nullBody.statusCode).toBe(400)
  })

  it('accepts 128-character values (the limit is inclusive)', async () => {
    const res = await login({ username: 'a'.repeat(128), password: 'b'.repeat(128) })
    expect(res.statusCode).toBe(403)
  })

  // Some 23 argon2 checks and a hash: up to a second each on a loaded 2-core machine, over the default 20 s
  it('answers 429 RATE_LIMITED after 20 attempts in an hour, even to the right password', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login({ username: weak.username, password: `wrong-${i}` })
      expect(res.statusCode).toBe(403)
    }
    const limited = await login(weak)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ errorCode: errorCodes.rateLimited })
    expect(limited.cookies).toEqual([])
    // Upper case is the same username
    expect((await login({ username: weak.username.toUpperCase(), password: weak.password })).statusCode).toBe(429)
    expect(await t.db.selectFrom('session').selectAll().execute()).toEqual([])

    // Another username is unaffected
    const other = persona(personas, 'one-child')
    const otherId = (
      await t.db
        .selectFrom('person')
        .select('id')
        .where('social_security_number', '=', other.ssn)
        .executeTakeFirstOrThrow()
    ).id
    await t.db
      .insertInto('citizen_user')
      .values({ id: otherId, username: 'aino@example.com', password_hash: await hashPassword('Toinen-Salasana-99') })
      .execute()
    expect((await login({ username: 'aino@example.com', password: 'Toinen-Salasana-99' })).statusCode).toBe(200)

    // Attempts older than an hour no longer count
    await t.db
      .updateTable('weak_login_attempt')
      .set({ attempted_at: new Date(Date.now() - 61 * 60_000) })
      .where('username', '=', weak.username)
      .execute()
    expect((await login(weak)).statusCode).toBe(200)
  }, 60_000)

  it('lets exactly 20 of 40 parallel attempts check the password: parallel attempts see each other', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ username: weak.username, password: `wrong-${i}` })),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 403)).toHaveLength(20)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20)
    // Refused attempts are not recorded, so a lock-out ends an hour after the 20th check
    expect(await attempts(weak.username)).toBe(20)
  })

  it('follows the configured limit', async () => {
    const app = await t.newApp({ weakLoginRateLimit: 2 })
    const call = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/citizen/auth/weak-login',
        headers: csrf,
        payload: { username: weak.username, password },
      })
    expect((await call('wrong')).statusCode).toBe(403)
    expect((await call('wrong')).statusCode).toBe(403)
    expect((await call(weak.password)).statusCode).toBe(429)
  })
})

describe('weak login limit per client', () => {
  const from = (app: typeof t.app, remoteAddress: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      headers: { ...csrf, ...headers },
      payload,
      remoteAddress,
    })

  it('refuses a client spraying many usernames; another client and the usernames themselves are unaffected', async () => {
    const app = await t.newApp({ weakLoginClientRateLimit: 3 })
    for (let i = 0; i < 3; i++) {
      expect(
        (await from(app, '203.0.113.7', { username: `guess-${i}@example.com`, password: 'Salasana123' })).statusCode,
      ).toBe(403)
    }
    // A fourth username, even with the right password, is refused without a check
    const limited = await from(app, '203.0.113.7', weak)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ errorCode: errorCodes.rateLimited })
    for (let i = 0; i < 5; i++)
      expect((await from(app, '203.0.113.7', { username: weak.username, password: 'x' })).statusCode).toBe(429)
    // Attempts refused by the client limit do not count against the username
    expect(await attempts(weak.username)).toBe(0)
    // Another client logs in as usual
    expect((await from(app, '198.51.100.20', weak)).statusCode).toBe(200)
    // Failures older than an hour no longer count
    await t.db
      .updateTable('weak_login_attempt')
      .set({ attempted_at: new Date(Date.now() - 61 * 60_000) })
      .execute()
    expect((await from(app, '203.0.113.7', weak)).statusCode).toBe(200)
  })

  it('counts failed checks only, so people logging in from one shared address do not lock it', async () => {
    const app = await t.newApp({ weakLoginClientRateLimit: 2 })
    for (let i = 0; i < 4; i++) expect((await from(app, '192.0.2.50', weak)).statusCode).toBe(200)
    expect((await from(app, '192.0.2.50', { username: 'a@example.com', password: 'x' })).statusCode).toBe(403)
    expect((await from(app, '192.0.2.50', { username: 'b@example.com', password: 'x' })).statusCode).toBe(403)
    expect((await from(app, '192.0.2.50', weak)).statusCode).toBe(429)
  })

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', async () => {
    const app = await t.newApp({ weakLoginClientRateLimit: 2 })
    expect((await from(app, '2001:db8:1:2::1', { username: 'a@example.com', password: 'x' })).statusCode).toBe(403)
    expect((await from(app, '2001:db8:1:2:ffff:0:0:9', { username: 'b@example.com', password: 'x' })).statusCode).toBe(
      403,
    )
    expect((await from(app, '2001:db8:1:2:abcd::7', weak)).statusCode).toBe(429)
    expect((await from(app, '2001:db8:1:3::1', weak)).statusCode).toBe(200)

    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
  })

  it('is off with 0', async () => {
    const app = await t.newApp({ weakLoginClientRateLimit: 0 })
    for (let i = 0; i < 5; i++)
      expect((await from(app, '203.0.113.8', { username: `g-${i}@example.com`, password: 'x' })).statusCode).toBe(403)
  })

  it('needs TRUST_PROXY in production, and a bare true only with the statement that the proxy overwrites the header', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TRUST_PROXY: required in production/)
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY_OVERWRITES_FORWARDED_FOR=true/)
      expect(() => loadConfig({ ...env, TRUST_PROXY: 'true', TRUST_PROXY_OVERWRITES_FORWARDED_FOR: 'false' })).toThrow(
        /TRUST_PROXY/,
      )
    }
    const stated = { TRUST_PROXY: 'true', TRUST_PROXY_OVERWRITES_FORWARDED_FOR: 'true' }
    expect(loadConfig({ NODE_ENV: 'production', ...stated }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'false', NODE_ENV: 'production' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1', NODE_ENV: 'production' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1')
    for (const bad of ['yes', '10.0.0.0/99', 'proxy.example.fi', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/)
    }
  })

  it('with the production settings, a client writing a new X-Forwarded-For on each attempt stays one client', async () => {
    const spray = async (env: Record<string, string>, remote: string, forwardedFor: (i: number) => string) => {
      const { trustProxy } = loadConfig({ NODE_ENV: 'production', ...env })
      const app = await t.newApp({ weakLoginClientRateLimit: 3, trustProxy })
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        const payload = { username: `spray-${remote}-${i}@example.com`, password: 'x' }
        statuses.push((await from(app, remote, payload, { 'x-forwarded-for': forwardedFor(i) })).statusCode)
      }
      return statuses
    }
    // Clients connect directly: the header is ignored
    expect(await spray({ TRUST_PROXY: 'false' }, '203.0.113.30', (i) => `198.51.100.${i}`)).toEqual([
      403, 403, 403, 429, 429,
    ])
    // One proxy that appends the address it saw: what the client wrote before it is ignored
    expect(await spray({ TRUST_PROXY: '1' }, '10.0.0.3', (i) => `198.51.100.${i}, 203.0.113.31`)).toEqual([
      403, 403, 403, 429, 429,
    ])
  })

  it('takes the client from X-Forwarded-For only as far as TRUST_PROXY says', async () => {
    // One proxy: the address it saw is the client, whatever the client wrote in front of it
    const oneHop = await t.newApp({ weakLoginClientRateLimit: 1, trustProxy: 1 })
    const spoofed = (first: string) => ({ 'x-forwarded-for': `${first}, 203.0.113.9` })
    expect(
      (await from(oneHop, '10.0.0.2', { username: 'a@example.com', password: 'x' }, spoofed('1.1.1.1'))).statusCode,
    ).toBe(403)
    expect(
      (await from(oneHop, '10.0.0.2', { username: 'b@example.com', password: 'x' }, spoofed('2.2.2.2'))).statusCode,
    ).toBe(429)
    expect((await from(oneHop, '10.0.0.2', weak, { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(200)
  })
})
