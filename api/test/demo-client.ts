import type { FastifyInstance } from 'fastify'
import type { AuthLevel, Persona } from '@citizen/contract'
import { childOf, csrf, loginAs, persona, personIdOf, resetDemo, type TestApp } from './harness'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

interface CallResult {
  status: number
  /** The parsed JSON answer (any, like inject's json(): tests read it field by field), or null when not JSON */
  body: any
  raw: Buffer
  headers: Record<string, string | string[] | number | undefined>
}

/**
 * The demo municipality's people through the app of a test file: cached sessions by persona key,
 * ids by name, and calls with the CSRF header. Call load() in beforeAll; read the rest in tests.
 */
export function demoClient(t: TestApp) {
  let personas: Persona[] = []
  const cookies = new Map<string, string>()

  /** One request as `cookie`'s session (null: no session), by default to the file's app */
  async function call(
    cookie: string | null,
    method: HttpMethod,
    url: string,
    payload?: unknown,
    app: FastifyInstance = t.app,
  ): Promise<CallResult> {
    const res = await app.inject({
      method,
      url,
      headers: { ...csrf, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    })
    const json = res.headers['content-type']?.toString().startsWith('application/json')
    return { status: res.statusCode, body: json ? res.json() : null, raw: res.rawPayload, headers: res.headers }
  }

  return {
    /** Loads the demo municipality afresh (relative to the mocked time `at`, else now) and forgets the cached sessions. */
    async load(at?: Date): Promise<Persona[]> {
      personas = await resetDemo(t.app, at)
      cookies.clear()
      return personas
    },
    /** The session cookie of a demo persona (one login per persona and level) */
    async as(key: string, level: AuthLevel = 'STRONG'): Promise<string> {
      const cacheKey = `${key}/${level}`
      if (!cookies.has(cacheKey)) cookies.set(cacheKey, await loginAs(t.app, persona(personas, key).ssn, level))
      return cookies.get(cacheKey)!
    },
    childOf: (key: string, firstName: string): string => childOf(personas, key, firstName).id,
    personIdOf: (key: string): Promise<string> => personIdOf(t.db, personas, key),
    call,
    /** A fixture made through the dev API (POST url body, answering {id}); its id */
    async dev(url: string, body: Record<string, unknown>): Promise<string> {
      const res = await call(null, 'POST', url, body)
      if (res.status !== 200) throw new Error(`${url} failed: ${res.status} ${JSON.stringify(res.body)}`)
      return (res.body as { id: string }).id
    },
  }
}
