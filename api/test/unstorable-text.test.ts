import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { MOCKED_TIME_HEADER, errorCodes } from '@citizen/contract'
import { csrf, loginAs, persona, useTestApp } from './harness'
import { demoClient } from './demo-client'
import { contractEndpoints, pathParams } from './contract-endpoints'
import { multipartFile } from './multipart'
import { samples } from './sample-files'

/**
 * Generated: every /api route the app has (read from the router, so a new route cannot be
 * forgotten) gets text PostgreSQL cannot store (U+0000, an unpaired surrogate) in every string
 * position it can carry: each path parameter, each query parameter of the contract's schema and
 * one more, every string of the JSON body the contract's schema describes (every option of a
 * union, optional fields too), object keys, form fields of the routes outside the contract, and
 * the mocked-time header. Each must answer 400 naming the field, as a logged-in citizen; never
 * a 500 (platform/text-check.ts).
 */
// Process metadata on, so its routes exist too
const t = useTestApp({ mockedTime: true, showMetadataToCitizen: true })
const { load, as, childOf, personIdOf, dev } = demoClient(t)

const NUL = 'a\u0000b'
const HIGH = 'a\ud800b'
const LOW = '\udc00'
const BAD_TEXTS = [NUL, HIGH, LOW]

/** Routes outside the contract's table: what they read besides path parameters */
const OTHER_ROUTES: Record<string, { query?: string[]; form?: string[] }> = {
  'GET /api/citizen/auth/sfi/login': { query: ['RelayState'] },
  'POST /api/citizen/auth/sfi/login/callback': { form: ['RelayState', 'SAMLResponse', 'preset', 'ssn'] },
  'GET /api/citizen/auth/logout': { query: ['RelayState'] },
}

interface RegisteredRoute {
  method: string
  path: string
}

/** Every /api route and method of the app, from Fastify's route tree (HEAD is GET's twin) */
function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = []
  const found: RegisteredRoute[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    stack.length = depth
    stack.push(m[2]!)
    const path = stack.join('')
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) {
      if (path.startsWith('/api/')) found.push({ method, path })
    }
  }
  return found
}

type Segment = string | number
interface Variant {
  /** Where the bad text is, as the error names it */
  path: Segment[]
  value: unknown
}

const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def

/** The schema a wrapper (optional, default, pipe...) stands for as input; undefined when not a wrapper */
function wrapped(d: Record<string, any>): z.ZodType | undefined {
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return d.innerType
    case 'pipe':
      return def(d.in).type === 'transform' ? d.out : d.in
    default:
      return undefined
  }
}

/** A value of the schema's shape with harmless text (not necessarily valid: the check runs first) */
function fill(schema: z.ZodType): unknown {
  const d = def(schema)
  const inner = wrapped(d)
  if (inner) return fill(inner)
  switch (d.type) {
    case 'object':
      return Object.fromEntries(Object.entries(d.shape as Record<string, z.ZodType>).map(([k, v]) => [k, fill(v)]))
    case 'array':
      return []
    case 'string':
      return 'x'
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0]
    case 'literal':
      return (d.values as unknown[])[0]
    case 'number':
      return 1
    case 'boolean':
      return false
    case 'union':
      return fill(d.options[0])
    default:
      return null
  }
}

/** Every string position of the schema (object keys too), each with the bad text in it */
function variants(schema: z.ZodType, bad: string): Variant[] {
  const d = def(schema)
  const inner = wrapped(d)
  if (inner) return variants(inner, bad)
  switch (d.type) {
    case 'string':
    case 'enum':
    case 'template_literal':
      return [{ path: [], value: bad }]
    case 'literal':
      return typeof d.values[0] === 'string' ? [{ path: [], value: bad }] : []
    case 'object': {
      const shape = d.shape as Record<string, z.ZodType>
      const base = fill(schema) as Record<string, unknown>
      const out: Variant[] = [{ path: [shown(bad)], value: { ...base, [bad]: 'x' } }]
      for (const [key, field] of Object.entries(shape)) {
        for (const v of variants(field, bad)) out.push({ path: [key, ...v.path], value: { ...base, [key]: v.value } })
      }
      return out
    }
    case 'array':
      return variants(d.element, bad).map((v) => ({ path: [0, ...v.path], value: [v.value] }))
    case 'union':
      return (d.options as z.ZodType[]).flatMap((o) => variants(o, bad))
    case 'record':
      return [{ path: [shown(bad)], value: { [bad]: fill(d.valueType) } }]
    default:
      return []
  }
}

/** A bad key as the error names it: its bad characters shown as U+FFFD */
const shown = (bad: string) => bad.replace(/\u0000|[\ud800-\udfff]/g, '\ufffd')

/** The names of a query schema's parameters */
function queryKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return []
  const d = def(schema)
  if (d.type === 'object') return Object.keys(d.shape)
  if (d.type === 'pipe') return queryKeys(d.in)
  return []
}

interface Probe {
  label: string
  method: string
  url: string
  field: string
  payload?: string | object
  headers?: Record<string, string>
}

function urlOf(path: string, values: Record<string, string> = {}, query = ''): string {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '3b2a8f0e-6a4b-4a57-9a0e-0d6c1c2b9f10') + query
}

/** The probes of one route: each has exactly one bad text, and the field the answer must name */
function probesOf(route: RegisteredRoute): Probe[] {
  const endpoint = contractEndpoints().find(
    (e) => e.endpoint.method === route.method && e.endpoint.path === route.path,
  )?.endpoint
  const other = OTHER_ROUTES[`${route.method} ${route.path}`]
  if (!endpoint && !other)
    throw new Error(`No probe description for ${route.method} ${route.path}: add it to OTHER_ROUTES`)
  const { method, path } = route
  const probes: Probe[] = []
  for (const name of pathParams(path)) {
    probes.push({ label: `path ${name}`, method, url: urlOf(path, { [name]: 'a%00b' }), field: `path.${name}` })
  }
  for (const key of [...queryKeys(endpoint?.query), ...(other?.query ?? []), 'extra']) {
    probes.push({ label: `query ${key}`, method, url: urlOf(path, {}, `?${key}=a%00b`), field: `query.${key}` })
  }
  probes.push({ label: 'query key', method, url: urlOf(path, {}, '?a%00b=1'), field: 'query.a\ufffdb' })
  for (const bad of BAD_TEXTS) {
    probes.push({
      label: 'mocked time',
      method,
      url: urlOf(path),
      field: `headers.${MOCKED_TIME_HEADER}`,
      headers: { [MOCKED_TIME_HEADER]: bad },
    })
  }
  if (method !== 'GET') {
    for (const bad of BAD_TEXTS) {
      // A multipart body ('multipart') is read by its handler: probed as JSON like the other routes
      const bodyVariants =
        typeof endpoint?.body === 'object' ? variants(endpoint.body, bad) : [{ path: ['extra'], value: { extra: bad } }]
      for (const v of bodyVariants) {
        probes.push({
          label: `body ${v.path.join('.')}`,
          method,
          url: urlOf(path),
          field: ['body', ...v.path].join('.'),
          payload: v.value as object,
        })
      }
      for (const key of other?.form ?? []) {
        probes.push({ label: `json ${key}`, method, url: urlOf(path), field: `body.${key}`, payload: { [key]: bad } })
      }
    }
    for (const key of other?.form ?? []) {
      probes.push({
        label: `form ${key}`,
        method,
        url: urlOf(path),
        field: `body.${key}`,
        payload: `${key}=a%00b`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    }
  }
  return probes
}

let cookie: string

beforeAll(async () => {
  await load()
  cookie = await as('one-child')
})

describe('text PostgreSQL cannot store', () => {
  it('every string position of every /api route answers 400 naming the field', async () => {
    const routes = registeredRoutes(t.app)
    // The parse found the routes: every endpoint of the contract and every other route described
    for (const key of Object.keys(OTHER_ROUTES)) expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(key)
    for (const { endpoint } of contractEndpoints()) {
      expect(routes, `${endpoint.method} ${endpoint.path}`).toContainEqual({
        method: endpoint.method,
        path: endpoint.path,
      })
    }
    let count = 0
    for (const route of routes) {
      for (const probe of probesOf(route)) {
        const res = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: { ...csrf, cookie, ...probe.headers },
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
        })
        const where = `${route.method} ${route.path}: ${probe.label}`
        expect(res.statusCode, `${where}: ${res.body}`).toBe(400)
        const body = res.json() as { errorCode?: string; message?: string }
        expect(body.errorCode, where).toBe(errorCodes.validation)
        expect(body.message, where).toContain(`${probe.field}: text with U+0000 or an unpaired surrogate`)
        count++
      }
    }
    // Still logged in: no probe reached a handler (logout included)
    const status = await t.app.inject({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie } })
    expect(status.json()).toMatchObject({ loggedIn: true })
    expect(count).toBeGreaterThan(500)
  })

  it('the texts the issue named are refused, each naming its field', async () => {
    const p = persona(await load(), 'one-child')
    cookie = await loginAs(t.app, p.ssn)
    const applicationId = await dev('/api/dev/applications', {
      childId: childOf('one-child', 'Eetu'),
      guardianId: await personIdOf('one-child'),
      type: 'DAYCARE',
      status: 'CREATED',
    })
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/applications/${applicationId}`,
      headers: { cookie },
    })
    const form = (details.json() as { form: Record<string, any> }).form
    for (const [field, set] of [
      ['body.otherInfo', (f: any, bad: string) => (f.otherInfo = bad)],
      ['body.child.allergies', (f: any, bad: string) => (f.child.allergies = bad)],
      ['body.child.diet', (f: any, bad: string) => (f.child.diet = bad)],
      ['body.child.assistanceDescription', (f: any, bad: string) => (f.child.assistanceDescription = bad)],
      ['body.guardian.phoneNumber', (f: any, bad: string) => (f.guardian.phoneNumber = bad)],
      ['body.guardian.email', (f: any, bad: string) => (f.guardian.email = bad)],
    ] as const) {
      for (const bad of BAD_TEXTS) {
        const draft = structuredClone(form)
        set(draft, bad)
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/citizen/applications/${applicationId}/draft`,
          headers: { ...csrf, cookie },
          payload: draft,
        })
        expect(res.statusCode, field).toBe(400)
        expect(res.json().message).toContain(field)
      }
    }
    // The draft is unchanged, and a good save still works
    const good = await t.app.inject({
      method: 'PUT',
      url: `/api/citizen/applications/${applicationId}/draft`,
      headers: { ...csrf, cookie },
      payload: form,
    })
    expect(good.statusCode).toBe(200)

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/weak-login',
      headers: csrf,
      payload: { username: NUL, password: 'x' },
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toContain('body.username')
    const auto = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/public/map-api/autocomplete?text=Koivu%00kuja',
    })
    expect(auto.statusCode).toBe(400)
    expect(auto.json().message).toContain('query.text')
    const idp = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/auth/sfi/login/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ssn=010101%00A123&RelayState=%2F',
    })
    expect(idp.statusCode).toBe(400)
    expect(idp.json().message).toContain('body.ssn')
  })

  // One login and three requests per route: past the default 20 s on a loaded machine
  it('a URL cannot carry a lone surrogate: the percent-escapes of one never answer 500', async () => {
    const surrogate = '%ED%A0%80'
    const { ssn } = persona(await load(), 'one-child')
    for (const route of registeredRoutes(t.app)) {
      // Each route with a session of its own: a request that is not refused may log out
      const own = await loginAs(t.app, ssn)
      const urls = [
        ...pathParams(route.path).map((name) => urlOf(route.path, { [name]: surrogate })),
        urlOf(route.path, {}, `?extra=${surrogate}`),
        urlOf(route.path, {}, `?${surrogate}=1`),
      ]
      for (const url of urls) {
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: { ...csrf, cookie: own } })
        expect(res.statusCode, `${route.method} ${url}: ${res.body}`).toBeLessThan(500)
      }
    }
  }, 60_000)

  it('an upload keeps a clean file name: control and bidirectional characters are dropped', async () => {
    await load()
    cookie = await as('one-child')
    const applicationId = await dev('/api/dev/applications', {
      childId: childOf('one-child', 'Eetu'),
      guardianId: await personIdOf('one-child'),
      type: 'DAYCARE',
      status: 'CREATED',
      form: { urgent: true },
    })
    const { payload, headers } = multipartFile('kuitti\u0000\u202efdp.pdf', samples.pdf)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/citizen/attachments/applications/${applicationId}?type=URGENCY`,
      headers: { ...csrf, cookie, ...headers },
      payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    const row = await t.db
      .selectFrom('attachment')
      .select('name')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow()
    expect(row.name).toBe('kuittifdp.pdf')
  })
})

describe('the mocked time', () => {
  it('is ignored outside the years 1900-2999, which JavaScript accepts and PostgreSQL does not', async () => {
    cookie = await as('one-child')
    for (const time of [
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1899-12-31T12:00:00Z',
      '3000-01-01T00:00:00Z',
    ]) {
      for (const url of [
        '/api/citizen/auth/status',
        '/api/citizen/children',
        '/api/citizen/applications/by-guardian',
        '/api/citizen/decisions',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie, [MOCKED_TIME_HEADER]: time } })
        expect(res.statusCode, `${time} ${url}: ${res.body}`).toBe(200)
      }
    }
  })
})
