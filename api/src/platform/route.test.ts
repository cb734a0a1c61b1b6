import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorCodes, type Persona } from '@citizen/contract'
import { csrf, loginAs, persona, resetDemo, useTestApp } from '../../test/harness'
import { sql } from 'kysely'
import { route } from './route'
import { SESSION_JSON, type SessionRow } from './session'

// Test-only endpoints registered on the real app before it is ready: there is no strong-only
// citizen endpoint yet, and the guard must already hold.
// (Plain endpoint objects, the shape route() takes.)
const whoAmI = (path: string) => ({
  method: 'GET' as const,
  path,
  response: z.object({ personId: z.string().nullable(), level: z.string().nullable() }),
})

const echo = {
  method: 'POST' as const,
  path: '/api/test/echo/:id',
  params: z.object({ id: z.uuid() }),
  query: z.object({ n: z.coerce.number().int().min(1) }),
  body: z.object({ text: z.string().max(10) }),
  response: z.object({ id: z.string(), n: z.number(), text: z.string() }),
}

const t = useTestApp(
  {},
  {
    beforeReady(app) {
      for (const level of ['public', 'weak', 'strong'] as const) {
        route(app, whoAmI(`/api/test/${level}`), level, async ({ user }) => ({
          personId: user?.personId ?? null,
          level: user?.authLevel ?? null,
        }))
      }
      // The same levels with the session loaded by the handler's own statement
      for (const level of ['public', 'weak', 'strong'] as const) {
        route(
          app,
          whoAmI(`/api/test/own/${level}`),
          level,
          async ({ db, sessionTokenHash, adoptSession }) => {
            const { rows } = sessionTokenHash
              ? await sql<{ session: SessionRow }>`SELECT ${SESSION_JSON} AS session FROM session s
                  WHERE s.id = ${sessionTokenHash} AND s.expires_at > now()`.execute(db)
              : { rows: [] }
            const actor = await adoptSession(rows[0]?.session)
            return { personId: actor?.personId ?? null, level: actor?.authLevel ?? null }
          },
          { sessionLoadedByHandler: true },
        )
      }
      route(
        app,
        echo,
        'public',
        async ({ params, query, body }) =>
          // An extra field must not reach the client
          ({ id: params.id, n: query.n, text: body.text, secret: 'hidden' }) as never,
      )
      // The same through the compiled serializer (large answers): n=0 answers a wrong type
      route(
        app,
        { ...echo, path: '/api/test/compiled/:id', query: z.object({ n: z.coerce.number().int() }) },
        'public',
        async ({ params, query, body }) =>
          (query.n === 0
            ? { id: params.id, n: 'secret 010101-123A', text: body.text }
            : { secret: 'hidden', id: params.id, n: query.n, text: body.text }) as never,
        { compiledResponse: true },
      )
    },
  },
)
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

const get = (path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} })

describe('route access levels', () => {
  it('lets anyone call a public route', async () => {
    const res = await get('/api/test/public')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ personId: null, level: null })
  })

  it('answers 401 without a session on weak and strong routes', async () => {
    for (const level of ['weak', 'strong']) {
      const res = await get(`/api/test/${level}`)
      expect(res.statusCode, level).toBe(401)
    }
  })

  it('answers 403 STRONG_AUTH_REQUIRED to a weak session on a strong route', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'weak-login').ssn, 'WEAK')
    const res = await get('/api/test/strong', cookie)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: expect.any(String), errorCode: errorCodes.strongAuthRequired })
    expect((await get('/api/test/weak', cookie)).json()).toMatchObject({ level: 'WEAK' })
  })

  it('lets a strong session through every level', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn, 'STRONG')
    for (const level of ['public', 'weak', 'strong']) {
      const res = await get(`/api/test/${level}`, cookie)
      expect(res.statusCode, level).toBe(200)
      expect(res.json()).toMatchObject({ level: 'STRONG', personId: expect.any(String) })
    }
  })
})

describe('route access levels, the session loaded by the handler (sessionLoadedByHandler)', () => {
  it('answers 401 without a session or with an expired one, 403 to a weak session on a strong route', async () => {
    expect((await get('/api/test/own/public')).json()).toEqual({ personId: null, level: null })
    for (const level of ['weak', 'strong']) expect((await get(`/api/test/own/${level}`)).statusCode, level).toBe(401)
    const weak = await loginAs(t.app, persona(personas, 'weak-login').ssn, 'WEAK')
    const denied = await get('/api/test/own/strong', weak)
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toMatchObject({ errorCode: errorCodes.strongAuthRequired })
    expect((await get('/api/test/own/weak', weak)).json()).toMatchObject({ level: 'WEAK' })
    await t.app.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    expect((await get('/api/test/own/weak', weak)).statusCode).toBe(401)
  })

  it('lets a strong session through every level and slides its expiry', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn, 'STRONG')
    for (const level of ['public', 'weak', 'strong']) {
      const res = await get(`/api/test/own/${level}`, cookie)
      expect(res.statusCode, level).toBe(200)
      expect(res.json()).toMatchObject({ level: 'STRONG', personId: expect.any(String) })
      expect(res.headers['x-session-expires-at'], level).toEqual(expect.any(String))
    }
  })
})

describe('route validation and response schema', () => {
  const id = '3f1b0c9e-8f3a-4b5e-9d2c-1a2b3c4d5e6f'
  const call = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: csrf, payload: payload as object })

  it('parses params, query and body, and sends only the response schema’s fields', async () => {
    const res = await call(`/api/test/echo/${id}?n=3`, { text: 'hei' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toStrictEqual({ id, n: 3, text: 'hei' })
  })

  it('sends only the response schema’s fields through the compiled serializer too', async () => {
    const res = await call(`/api/test/compiled/${id}?n=3`, { text: 'hei' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.body).toBe(JSON.stringify({ id, n: 3, text: 'hei' }))
  })

  it('fails the request with 500 when the answer has a wrong type, sending nothing of it', async () => {
    const res = await call(`/api/test/compiled/${id}?n=0`, { text: 'hei' })
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('secret')
    expect(res.body).not.toContain(id)
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Internal server error/) })
  })

  it.each([
    ['a bad path parameter', `/api/test/echo/not-a-uuid?n=3`, { text: 'hei' }, 'path.id'],
    ['a bad query parameter', `/api/test/echo/${id}?n=zero`, { text: 'hei' }, 'query.n'],
    ['a missing query parameter', `/api/test/echo/${id}`, { text: 'hei' }, 'query.n'],
    ['a bad body', `/api/test/echo/${id}?n=3`, { text: 'far too long text' }, 'body.text'],
  ])('answers 400 naming the field for %s', async (_name, url, payload, field) => {
    const res = await call(url, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: errorCodes.validation })
    expect(res.json().message).toContain(field)
  })
})
