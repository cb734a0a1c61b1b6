import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Persona } from '@citizen/contract'
import { csrf, loginAs, persona, resetDemo, useTestApp } from '../../../test/harness'

// Logout is a POST with the CSRF header: a link, an image or a form on another site cannot end
// the session. The GET of the old logout path only redirects.
const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

beforeEach(async () => {
  await t.db.deleteFrom('session').execute()
})

const sessions = () => t.db.selectFrom('session').selectAll().execute()
const loggedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie } })).json()
    .loggedIn as boolean
const postLogout = (cookie: string | null, query = '?RelayState=/', headers: Record<string, string> = csrf) =>
  t.app.inject({
    method: 'POST',
    url: `/api/citizen/auth/logout${query}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  })

describe('POST /api/citizen/auth/logout', () => {
  it('deletes the session, clears the cookie and says where to go', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    expect(await sessions()).toHaveLength(1)
    const res = await postLogout(cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ redirectUrl: '/' })
    // The browser drops its cached copies (child images) and the site's storage (kept forms)
    expect(res.headers['clear-site-data']).toBe('"cache", "storage"')
    const cleared = res.cookies.find((c) => c.name === 'citizen.session')!
    expect(cleared.value).toBe('')
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now())
    expect(await sessions()).toEqual([])
    expect(await loggedIn(cookie)).toBe(false)
  })

  it('keeps the site storage (the service worker and its push subscription) when the device keeps its notifications', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const res = await postLogout(cookie, '?RelayState=/&keepNotifications=true')
    expect(res.statusCode).toBe(200)
    expect(res.headers['clear-site-data']).toBe('"cache"')
    expect(await loggedIn(cookie)).toBe(false)
    expect((await postLogout(null, '?keepNotifications=yes')).statusCode).toBe(400)
  })

  it('is refused without the CSRF header, and the session lives on', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const res = await postLogout(cookie, '?RelayState=/', {})
    expect(res.statusCode).toBe(403)
    expect(res.json().errorCode).toBe('CSRF_HEADER_MISSING')
    // A cross-site form post looks the same: no custom header
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/logout',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=/',
    })
    expect(form.statusCode).toBe(403)
    expect(await loggedIn(cookie)).toBe(true)
  })

  it.each([
    ['//evil', '/'],
    ['https://evil.example/', '/'],
    ['/..//evil.example', '/'],
    ['/children?tab=1', '/children?tab=1'],
  ])('answers RelayState %j with %j', async (relayState, expected) => {
    const res = await postLogout(null, `?RelayState=${encodeURIComponent(relayState)}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ redirectUrl: expected })
  })

  it('answers the root without a RelayState or a session', async () => {
    const res = await postLogout(null, '')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ redirectUrl: '/' })
  })

  it('only ends the session of the caller', async () => {
    const first = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const second = await loginAs(t.app, persona(personas, 'no-email').ssn)
    expect((await postLogout(first)).statusCode).toBe(200)
    expect(await loggedIn(first)).toBe(false)
    expect(await loggedIn(second)).toBe(true)
  })
})

describe('GET /api/citizen/auth/logout', () => {
  it('no longer ends a session: a plain link only redirects', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    for (const url of [
      '/api/citizen/auth/logout',
      '/api/citizen/auth/logout?RelayState=/',
      // what a single logout message would look like, unsigned
      '/api/citizen/auth/logout?SAMLRequest=x&RelayState=/',
      '/api/citizen/auth/logout?SAMLResponse=x&RelayState=/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie, referer: 'https://evil.example/' } })
      expect(res.statusCode, url).toBe(302)
      expect(res.headers.location).toBe('/')
      expect(res.headers['set-cookie'], url).toBeUndefined()
    }
    expect(await sessions()).toHaveLength(1)
    expect(await loggedIn(cookie)).toBe(true)
  })

  it.each([
    ['//evil', '/'],
    ['https://evil.example/', '/'],
    ['/children?tab=1', '/children?tab=1'],
  ])('redirects RelayState %j to %j', async (relayState, expected) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/auth/logout?RelayState=${encodeURIComponent(relayState)}`,
    })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(expected)
  })
})
