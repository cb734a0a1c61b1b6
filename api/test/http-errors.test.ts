import { beforeAll, describe, expect, it } from 'vitest'
import type { Persona } from '@citizen/contract'
import { csrf, loginAs, persona, resetDemo, useTestApp } from './harness'

// Malformed requests are the client's fault: 4xx with the one error shape, never 500.
const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

const expectClientError = (
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
) => {
  expect(res.statusCode).toBe(status)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  expect(res.json()).toMatchObject({ message: expect.any(String) })
  expect(JSON.stringify(res.json())).not.toMatch(/stack|at .*\.ts:/)
}

describe('malformed requests', () => {
  it('answers 400 to invalid JSON', async () => {
    for (const payload of ['{', '{"ssn": }', 'undefined', '\u0000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/login',
        headers: { ...csrf, 'content-type': 'application/json' },
        payload,
      })
      expectClientError(res, 400)
    }
  })

  it('answers 415 to a content type it does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      headers: { ...csrf, 'content-type': 'application/xml' },
      payload: '<login/>',
    })
    expectClientError(res, 415)
  })

  it('answers 400 to a form body that does not fit the schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      headers: { ...csrf, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&username=b',
    })
    expectClientError(res, 400)
  })

  it('answers 413 to a body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024 + 10) }),
    })
    expectClientError(res, 413)
    expect(await t.db.selectFrom('weak_login_attempt').selectAll().execute()).toEqual([])
  })

  it('answers 404 in JSON to an unknown API path and method', async () => {
    expectClientError(await t.app.inject({ method: 'GET', url: '/api/citizen/nothing-here' }), 404)
    expectClientError(await t.app.inject({ method: 'POST', url: '/api/citizen/auth/status', headers: csrf }), 404)
  })

  it('copes with odd query strings and cookies', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const odd = [
      '/api/citizen/children?%E0%A4%A',
      '/api/citizen/children/%E0%A4%A/service-needs',
      '/api/citizen/children/00000000-0000-0000-0000-000000000000/attendance-summary/2026-00',
      '/api/citizen/children/00000000-0000-0000-0000-000000000000/attendance-summary/%ZZ',
      '/api/citizen/auth/logout?RelayState=%ZZ',
      '/api/citizen/auth/logout?RelayState=/a&RelayState=/b',
      '/api/citizen/auth/sfi/login?RelayState[x]=1',
    ]
    for (const url of odd) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } })
      expect(res.statusCode, url).toBeLessThan(500)
    }
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/children',
      headers: { cookie: 'citizen.session=%%%; x=' },
    })
    expect(garbage.statusCode).toBe(401)
  })

  it('ignores an invalid mocked time instead of failing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/public/system-notifications/current',
      headers: { evakamockedtime: '2026-13-45' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('names the request id in the answer to an unexpected error and keeps internals out', async () => {
    const app = await t.newApp(
      {},
      {
        beforeReady(app) {
          app.get('/api/test/boom', async () => {
            throw new Error('secret internal detail')
          })
        },
      },
    )
    const res = await app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'req-123' } })
    expect(res.statusCode).toBe(500)
    expect(res.headers['x-request-id']).toBe('req-123')
    expect(res.json()).toEqual({ message: 'Internal server error (request req-123)' })
    expect(res.body).not.toContain('secret')
  })
})
