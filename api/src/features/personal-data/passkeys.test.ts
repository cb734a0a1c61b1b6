import { beforeAll, describe, expect, it } from 'vitest'
import { MOCKED_TIME_HEADER, Passkey, personalDataErrors, type AuthStatusResponse } from '@citizen/contract'
import { auditRowsOf, csrf, sessionCookieOf, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { softwareAuthenticator } from '../../../test/authenticator-double'

// Passkeys with a software authenticator (node:crypto, 'none' attestation): registration with a
// strong session, the list, renaming and removal, and login, which makes a weak session.

const ORIGIN = 'http://localhost:3000'
const t = useTestApp({ webauthn: { rpId: 'localhost', rpName: 'Varhaiskasvatus', origins: [ORIGIN] } })
const demo = demoClient(t)
const { load, as, personIdOf, call } = demo

beforeAll(async () => {
  await load()
})

const base = '/api/citizen/personal-data/passkeys'

async function registered(cookie: string, name = 'Puhelin') {
  const authenticator = softwareAuthenticator(ORIGIN)
  const options = await call(cookie, 'POST', `${base}/registration-options`)
  expect(options.status, JSON.stringify(options.body)).toBe(200)
  const res = await call(cookie, 'POST', base, { name, response: authenticator.register(options.body) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { authenticator, passkey: Passkey.parse(res.body) }
}

async function loginOptions() {
  const res = await call(null, 'POST', '/api/citizen/auth/passkey/login-options')
  expect(res.status).toBe(200)
  return res.body as { challenge: string; rpId: string }
}

const login = (response: unknown, time?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/citizen/auth/passkey/login',
    headers: { ...csrf, ...(time ? { [MOCKED_TIME_HEADER]: time } : {}) },
    payload: { response } as object,
  })

describe('passkey registration', () => {
  it('gives options for a resident key of this site, the user named, earlier passkeys excluded', async () => {
    const cookie = await as('one-child')
    const first = await call(cookie, 'POST', `${base}/registration-options`)
    expect(first.body).toMatchObject({
      rp: { id: 'localhost', name: 'Varhaiskasvatus' },
      user: { name: 'aino.virtanen@example.com', displayName: 'Aino Virtanen' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
      excludeCredentials: [],
    })
    const { authenticator } = await registered(cookie)
    const next = await call(cookie, 'POST', `${base}/registration-options`)
    expect(next.body.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ])
  })

  it('stores the passkey with its name; the list shows it with its last use', async () => {
    const cookie = await as('three-children-1')
    const { passkey } = await registered(cookie, 'Työkone')
    expect(passkey).toMatchObject({ name: 'Työkone', lastUsedAt: null })
    const list = await call(await as('three-children-1', 'WEAK'), 'GET', base)
    expect(list.status).toBe(200)
    expect(list.body).toEqual([passkey])
    const id = await personIdOf('three-children-1')
    const actions = await t.db
      .selectFrom('audit_event')
      .select('action')
      .where('actor_person_id', '=', id)
      .where('action', 'like', 'PASSKEY%')
      .execute()
    expect(actions.map((a) => a.action).sort()).toEqual([
      'PASSKEYS_READ',
      'PASSKEY_REGISTER',
      'PASSKEY_REGISTRATION_START',
    ])
  })

  it('refuses a used challenge, an expired one, another origin and another person’s challenge', async () => {
    const cookie = await as('three-children-2')
    const authenticator = softwareAuthenticator(ORIGIN)
    const failed = (res: { status: number; body: { errorCode?: string } }) => {
      expect(res.status).toBe(400)
      expect(res.body.errorCode).toBe(personalDataErrors.passkeyVerificationFailed)
    }

    const options = (await call(cookie, 'POST', `${base}/registration-options`)).body
    failed(
      await call(cookie, 'POST', base, {
        name: 'x',
        response: authenticator.register(options, 'https://evil.example'),
      }),
    )
    // The library takes the challenge before it checks the origin: the failed try used it up
    failed(await call(cookie, 'POST', base, { name: 'x', response: authenticator.register(options) }))

    const expiring = (await call(cookie, 'POST', `${base}/registration-options`)).body
    const late = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { ...csrf, cookie, [MOCKED_TIME_HEADER]: new Date(Date.now() + 6 * 60_000).toISOString() },
      payload: { name: 'x', response: softwareAuthenticator(ORIGIN).register(expiring) },
    })
    failed({ status: late.statusCode, body: late.json() })

    const others = (await call(await as('one-child'), 'POST', `${base}/registration-options`)).body
    failed(await call(cookie, 'POST', base, { name: 'x', response: softwareAuthenticator(ORIGIN).register(others) }))
  })

  it.each([
    ['no name', { response: {} }],
    ['an empty name', { name: ' ', response: {} }],
    ['a too long name', { name: 'x'.repeat(101), response: {} }],
    ['no response', { name: 'x' }],
    ['a response that is not one', { name: 'x', response: { id: 'abc' } }],
  ])('400 for %s', async (_, body) => {
    expect((await call(await as('one-child'), 'POST', base, body)).status).toBe(400)
  })

  it('needs a strong login to register, rename and remove; a weak one reads the list', async () => {
    const weak = await as('one-child', 'WEAK')
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await call(weak, 'POST', `${base}/registration-options`)).status).toBe(403)
    expect((await call(weak, 'POST', base, { name: 'x', response: {} })).status).toBe(403)
    expect((await call(weak, 'PUT', `${base}/${id}`, { name: 'x' })).status).toBe(403)
    expect((await call(weak, 'DELETE', `${base}/${id}`)).status).toBe(403)
    expect((await call(weak, 'GET', base)).status).toBe(200)
    expect((await call(null, 'GET', base)).status).toBe(401)
  })
})

describe('passkey management', () => {
  it('renames and removes the person’s own passkeys; another person’s are not found', async () => {
    const cookie = await as('foster-parent')
    const { passkey } = await registered(cookie, 'Vanha nimi')
    const renamed = await call(cookie, 'PUT', `${base}/${passkey.id}`, { name: ' Uusi nimi ' })
    expect(renamed.body).toMatchObject({ id: passkey.id, name: 'Uusi nimi' })

    const other = await as('no-email')
    expect((await call(other, 'PUT', `${base}/${passkey.id}`, { name: 'x' })).status).toBe(404)
    expect((await call(other, 'DELETE', `${base}/${passkey.id}`)).status).toBe(404)
    expect((await call(other, 'GET', base)).body).toEqual([])
    expect((await call(cookie, 'PUT', `${base}/not-a-uuid`, { name: 'x' })).status).toBe(400)

    expect((await call(cookie, 'DELETE', `${base}/${passkey.id}`)).status).toBe(200)
    expect((await call(cookie, 'GET', base)).body).toEqual([])
    expect((await call(cookie, 'DELETE', `${base}/${passkey.id}`)).status).toBe(404)
  })
})

describe('passkey login', () => {
  it('makes a weak session, records the use, and a removed passkey no longer logs in', async () => {
    const strong = await as('preschool')
    const { authenticator, passkey } = await registered(strong)

    const res = await login(authenticator.authenticate(await loginOptions()))
    expect(res.statusCode, res.body).toBe(200)
    const cookie = sessionCookieOf(res)
    const status = (await call(cookie, 'GET', '/api/citizen/auth/status')).body as AuthStatusResponse
    expect(status).toMatchObject({ loggedIn: true, authLevel: 'WEAK', user: { details: { firstName: 'Kaisa' } } })
    const listed = Passkey.array().parse((await call(cookie, 'GET', base)).body)
    expect(listed[0]!.lastUsedAt).not.toBeNull()
    const person = await personIdOf('preschool')
    expect(await auditRowsOf(t.db, 'PASSKEY_LOGIN', person)).toEqual([
      expect.objectContaining({ actor_auth_level: 'WEAK', target_ids: { passkey: [passkey.id] } }),
    ])

    // The challenge is used once
    const options = await loginOptions()
    expect((await login(authenticator.authenticate(options))).statusCode).toBe(200)
    expect((await login(authenticator.authenticate(options))).statusCode).toBe(403)

    expect((await call(strong, 'DELETE', `${base}/${passkey.id}`)).status).toBe(200)
    expect((await login(authenticator.authenticate(await loginOptions()))).statusCode).toBe(403)
  })

  it('removing a passkey ends the sessions it made, and only those', async () => {
    const strong = await as('no-placements')
    const phone = await registered(strong, 'Puhelin')
    const laptop = await registered(strong, 'Kannettava')
    const loggedIn = async (authenticator: typeof phone.authenticator) => {
      const res = await login(authenticator.authenticate(await loginOptions()))
      expect(res.statusCode, res.body).toBe(200)
      return sessionCookieOf(res)
    }
    const byPhone = [await loggedIn(phone.authenticator), await loggedIn(phone.authenticator)]
    const byLaptop = await loggedIn(laptop.authenticator)
    const isLoggedIn = async (cookie: string) =>
      ((await call(cookie, 'GET', '/api/citizen/auth/status')).body as AuthStatusResponse).loggedIn

    expect((await call(strong, 'DELETE', `${base}/${phone.passkey.id}`)).status).toBe(200)
    for (const cookie of byPhone) expect(await isLoggedIn(cookie)).toBe(false)
    // The other passkey's session and the strong one that removed it stay
    expect(await isLoggedIn(byLaptop)).toBe(true)
    expect(await isLoggedIn(strong)).toBe(true)
    const person = await personIdOf('no-placements')
    const sessions = await t.db
      .selectFrom('session')
      .select('passkey_id')
      .where('person_id', '=', person)
      .where('passkey_id', 'is not', null)
      .execute()
    expect(sessions).toEqual([{ passkey_id: laptop.passkey.id }])
  })

  it('refuses an expired challenge, another origin, an unknown passkey and a bad signature', async () => {
    const strong = await as('weak-login')
    const { authenticator } = await registered(strong)
    const late = await login(
      authenticator.authenticate(await loginOptions()),
      new Date(Date.now() + 6 * 60_000).toISOString(),
    )
    expect(late.statusCode).toBe(403)
    expect((await login(authenticator.authenticate(await loginOptions(), 'https://evil.example'))).statusCode).toBe(403)
    expect((await login(softwareAuthenticator(ORIGIN).authenticate(await loginOptions()))).statusCode).toBe(403)
    const forged = authenticator.authenticate(await loginOptions())
    forged.response.signature = softwareAuthenticator(ORIGIN).authenticate({ challenge: 'x' }).response.signature
    expect((await login(forged)).statusCode).toBe(403)
    expect((await login({})).statusCode).toBe(403)
    expect((await call(null, 'POST', '/api/citizen/auth/passkey/login', { response: 'x' })).status).toBe(400)
  })

  it('logs in with a passkey the dev API gave the person; replacing the passkeys removes it', async () => {
    const authenticator = softwareAuthenticator(ORIGIN)
    const person = await personIdOf('no-email')
    const set = (passkeys: unknown[]) => call(null, 'POST', `/api/dev/persons/${person}/credentials`, { passkeys })
    expect(
      (await set([{ credentialId: authenticator.id, publicKey: authenticator.publicKey(), name: 'Dev' }])).status,
    ).toBe(200)
    const res = await login(authenticator.authenticate(await loginOptions()))
    expect(res.statusCode, res.body).toBe(200)
    const list = await call(sessionCookieOf(res), 'GET', base)
    expect(list.body).toMatchObject([{ name: 'Dev' }])
    expect((await set([])).status).toBe(200)
    expect((await login(authenticator.authenticate(await loginOptions()))).statusCode).toBe(403)
    expect(
      (await call(null, 'POST', `/api/dev/persons/00000000-0000-4000-8000-000000000000/credentials`, {})).status,
    ).toBe(404)
  })

  it('counts under the weak-login limits', async () => {
    const limited = await t.newApp({
      weakLoginRateLimit: 2,
      webauthn: { rpId: 'localhost', rpName: 'x', origins: [ORIGIN] },
    })
    const authenticator = softwareAuthenticator(ORIGIN)
    const answers: number[] = []
    for (let i = 0; i < 3; i++) {
      const options = (
        await limited.inject({ method: 'POST', url: '/api/citizen/auth/passkey/login-options', headers: csrf })
      ).json() as { challenge: string }
      const res = await limited.inject({
        method: 'POST',
        url: '/api/citizen/auth/passkey/login',
        headers: csrf,
        payload: { response: authenticator.authenticate(options) },
      })
      answers.push(res.statusCode)
    }
    expect(answers).toEqual([403, 403, 429])
  })

  it('the daily clean-up deletes expired challenges (and verifications)', async () => {
    await t.db.deleteFrom('webauthn_challenge').execute()
    await loginOptions()
    const later = new Date(Date.now() + 6 * 60_000).toISOString()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/run-jobs',
      headers: { ...csrf, [MOCKED_TIME_HEADER]: later },
    })
    expect(res.statusCode).toBe(200)
    expect(await t.db.selectFrom('webauthn_challenge').selectAll().execute()).toEqual([])
  })

  it('limits the login options a client may ask for', async () => {
    await t.db.deleteFrom('webauthn_challenge').execute()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push((await call(null, 'POST', '/api/citizen/auth/passkey/login-options')).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    await t.db.deleteFrom('webauthn_challenge').execute()
  })
})
