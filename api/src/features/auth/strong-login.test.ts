import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Persona } from '@citizen/contract'
import { persona, resetDemo, sessionCookieOf, useTestApp } from '../../../test/harness'

const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

beforeEach(async () => {
  await t.db.deleteFrom('session').execute()
})

const HOST = 'localhost:3000'
const CALLBACK = '/api/citizen/auth/sfi/login/callback'

/** Posts the dev IdP form as the browser would (form-urlencoded, same origin). */
const postCallback = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: CALLBACK,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  })

const sessions = () => t.db.selectFrom('session').selectAll().execute()

describe('strong login through the dev identity provider', () => {
  it('renders a page listing the demo persons with the RelayState in the form', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/auth/sfi/login?RelayState=/applications',
      headers: { host: HOST },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const html = res.body
    expect(html).toContain(`action="${CALLBACK}"`)
    expect(html).toContain('name="RelayState" value="/applications"')
    for (const key of ['one-child', 'three-children-1', 'foster-parent', 'no-email']) {
      const p = persona(personas, key)
      expect(html).toContain(`${p.firstName} ${p.lastName}`)
      expect(html).toContain(`value="${p.ssn}"`)
    }
    // Children are not offered as login persons
    expect(html).not.toContain('Eetu Virtanen')
    // A foster parent's foster children count like a guardian's
    const riitta = persona(personas, 'foster-parent')
    expect(html).toContain(`${riitta.ssn} · 1 huollettava<`)
  })

  it('puts only a safe RelayState in the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent('//evil.example/"><script>')}`,
      headers: { host: HOST },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('name="RelayState" value="/"')
    expect(res.body).not.toContain('evil.example')
  })

  it('creates a STRONG session for the chosen preset and redirects to the RelayState', async () => {
    const p = persona(personas, 'one-child')
    const res = await postCallback({ preset: p.ssn, RelayState: '/applications' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/applications')
    const cookie = res.cookies.find((c) => c.name === 'citizen.session')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')

    const person = await t.db
      .selectFrom('person')
      .select(['id', 'last_strong_login'])
      .where('social_security_number', '=', p.ssn)
      .executeTakeFirstOrThrow()
    expect(person.last_strong_login).not.toBeNull()
    expect(await sessions()).toEqual([
      expect.objectContaining({ person_id: person.id, auth_level: 'STRONG', auth_type: 'dev' }),
    ])

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/auth/status',
      headers: { cookie: sessionCookieOf(res) },
    })
    expect(status.json()).toMatchObject({ loggedIn: true, authLevel: 'STRONG', user: { details: { id: person.id } } })
  })

  it('prefers a typed personal identity code to the preset, case-insensitively', async () => {
    const typed = persona(personas, 'no-email')
    const res = await postCallback({
      preset: persona(personas, 'one-child').ssn,
      ssn: ` ${typed.ssn.toLowerCase()} `,
      RelayState: '/',
    })
    expect(res.statusCode).toBe(302)
    const person = await t.db
      .selectFrom('person')
      .select('id')
      .where('social_security_number', '=', typed.ssn)
      .executeTakeFirstOrThrow()
    expect((await sessions()).map((s) => s.person_id)).toEqual([person.id])
  })

  it('answers an unknown personal identity code with the page and 400, and no session', async () => {
    const res = await postCallback({ ssn: '010101-999X', RelayState: '/applications' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('role="alert"')
    expect(res.body).toContain('name="RelayState" value="/applications"')
    expect(res.cookies).toEqual([])
    expect(await sessions()).toEqual([])
    // No code at all is the same
    const none = await postCallback({ RelayState: '/' })
    expect(none.statusCode).toBe(400)
    expect(await sessions()).toEqual([])
  })

  it.each([
    ['//evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['/\\evil', '/'],
    ['javascript:alert(1)', '/'],
    ['/..//evil.example', '/'],
    ['/a/..//evil.example/x', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['', '/'],
    ['/a/../children', '/children'],
    ['/decisions?x=1#y', '/decisions?x=1#y'],
  ])('redirects RelayState %j to %j', async (relayState, expected) => {
    const res = await postCallback({ preset: persona(personas, 'one-child').ssn, RelayState: relayState })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(expected)
  })

  it('refuses a cross-site post (login CSRF) with 403 and no session', async () => {
    const res = await postCallback(
      { preset: persona(personas, 'one-child').ssn, RelayState: '/' },
      { origin: 'https://evil.example' },
    )
    expect(res.statusCode).toBe(403)
    expect(res.cookies).toEqual([])
    expect(await sessions()).toEqual([])
    // The same post from our own origin works
    const same = await postCallback(
      { preset: persona(personas, 'one-child').ssn, RelayState: '/' },
      { origin: `http://${HOST}` },
    )
    expect(same.statusCode).toBe(302)
    expect(await sessions()).toHaveLength(1)
  })
})
