/**
 * API test harness: a fresh PostgreSQL database per test file (cloned from the migrated template
 * made by global-setup.ts) and the real app built on it, called through app.inject.
 *
 *   const t = useTestApp()               // beforeAll: database + app; afterAll: both gone
 *   beforeAll(async () => { personas = await resetDemo(t.app) })
 *   const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn, 'WEAK')
 *   await t.app.inject({ method: 'GET', url: '/api/citizen/children', headers: { cookie } })
 */
import { afterAll, beforeAll, inject, vi } from 'vitest'
import pg from 'pg'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { CSRF_HEADER, MOCKED_TIME_HEADER, type AuthLevel, type Persona, helsinkiDate } from '@citizen/contract'
import { buildApp } from '../src/app'
import { testConfig, type Config } from '../src/platform/config'
import { createDb, createPool, type Db } from '../src/platform/db/database'
import { SESSION_COOKIE } from '../src/platform/session'
import { databaseUrlFor, dropDatabase, newTestDatabaseName } from './databases'

/** Connections per test database: plenty for sequential tests, small enough for many files. */
const POOL_SIZE = 4

/** The anti-CSRF header every state-changing /api call needs. */
export const csrf = { [CSRF_HEADER]: '1' } as const

export interface TestDatabase {
  name: string
  url: string
  pool: pg.Pool
  db: Db
  /** Closes the pool and drops the database */
  drop(): Promise<void>
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * A new database of its own: a clone of the migrated template, or (empty: true) a database with
 * no tables at all, for migration tests.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const template = inject('templateDatabase')
  const name = newTestDatabaseName(template)
  await withAdmin((client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)}` +
        (options.empty ? '' : ` TEMPLATE ${client.escapeIdentifier(template)}`),
    ),
  )
  const url = databaseUrlFor(inject('adminDatabaseUrl'), name)
  const pool = createPool(url, POOL_SIZE)
  const db = createDb(pool)
  let dropped = false
  return {
    name,
    url,
    pool,
    db,
    async drop() {
      if (dropped) return
      dropped = true
      await db.destroy() // ends the pool too
      await withAdmin((client) => dropDatabase(client, name))
    },
  }
}

export interface AppOptions {
  /** Runs after the app's own routes are registered and before it is ready: add test routes here */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>
  /** A built web app to serve (platform/web.ts); none by default */
  webDist?: string
  /** The app's log lines go here (give a logLevel in the overrides, the tests' default is silent) */
  logStream?: { write(line: string): void }
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  database: TestDatabase
  /** Another app (other configuration) on the same database; closed by close() */
  newApp(overrides?: Partial<Config>, options?: AppOptions): Promise<FastifyInstance>
  /** Closes every app and drops the database */
  close(): Promise<void>
}

async function buildTestApp(db: Db, overrides: Partial<Config>, options: AppOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    db,
    apiVersion: 'test',
    webDist: options.webDist,
    logStream: options.logStream,
  })
  await options.beforeReady?.(app)
  await app.ready()
  return app
}

/** A fresh database and the app on it. Call close() when done (useTestApp does it for you). */
async function createTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const apps: FastifyInstance[] = []
  try {
    apps.push(await buildTestApp(database.db, overrides, options))
  } catch (e) {
    await database.drop()
    throw e
  }
  return {
    app: apps[0]!,
    db: database.db,
    database,
    async newApp(moreOverrides = {}, moreOptions = {}) {
      const app = await buildTestApp(database.db, moreOverrides, moreOptions)
      apps.push(app)
      return app
    },
    async close() {
      for (const app of apps.splice(0)) await app.close()
      await database.drop()
    },
  }
}

/**
 * createTestApp in beforeAll and close in afterAll of the surrounding file or describe block.
 * The returned object is filled in by beforeAll: read its fields inside tests and hooks only.
 */
export function useTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): TestApp {
  const holder = {} as TestApp
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides, options))
  })
  afterAll(async () => {
    await holder.close?.()
  })
  return holder
}

/**
 * Empties the database and loads the demo municipality through the dev API; `at`: the mocked
 * time its dates are relative to (a test's chosen day), else now.
 */
export async function resetDemo(app: FastifyInstance, at?: Date): Promise<Persona[]> {
  const headers = at ? { ...csrf, [MOCKED_TIME_HEADER]: at.toISOString() } : csrf
  const res = await app.inject({ method: 'POST', url: '/api/dev/reset', headers })
  if (res.statusCode !== 200) throw new Error(`dev reset failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { personas: Persona[] }).personas
}

export function persona(personas: Persona[], key: string): Persona {
  const found = personas.find((p) => p.key === key)
  if (!found) throw new Error(`No demo persona ${key} (have ${personas.map((p) => p.key).join(', ')})`)
  return found
}

/** A demo persona's child by first name */
export function childOf(personas: Persona[], key: string, firstName: string): Persona['children'][number] {
  const child = persona(personas, key).children.find((c) => c.firstName === firstName)
  if (!child) throw new Error(`Demo persona ${key} has no child ${firstName}`)
  return child
}

/** A GET to the app as the session of `cookie` (none: no session) */
export const getAs = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

/** The id of the demo unit of the name */
export const unitIdOf = async (db: Db, name: string): Promise<string> =>
  (await db.selectFrom('unit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id

/** The application of a child who has one (the demo's Veeti: sent; Eetu: being processed) */
export const applicationOfChild = (db: Db, childId: string) =>
  db.selectFrom('application').select(['id', 'document']).where('child_id', '=', childId).executeTakeFirstOrThrow()

/** Every audit row of the action (of one actor when given), oldest first */
export const auditRowsOf = (db: Db, action: string, actorPersonId?: string) =>
  db
    .selectFrom('audit_event')
    .selectAll()
    .where('action', '=', action)
    .$if(actorPersonId !== undefined, (qb) => qb.where('actor_person_id', '=', actorPersonId!))
    .orderBy('created_at')
    .execute()

/**
 * What `run` answers, with the number of SQL statements sent meanwhile: a page's query budget. The
 * spy counts every query of the process, so measure one request at a time.
 */
export async function withQueryCount<T extends object>(run: () => Promise<T>): Promise<T & { queries: number }> {
  const spy = vi.spyOn(pg.Client.prototype, 'query')
  try {
    const result = await run()
    return { ...result, queries: spy.mock.calls.length }
  } finally {
    spy.mockRestore()
  }
}

/** The code of the person's newest verification email (only the outbox has it) */
export async function verificationCodeOf(db: Db, personId: string): Promise<string> {
  const row = await db
    .selectFrom('email_outbox')
    .select('params')
    .where('person_id', '=', personId)
    .where('template', '=', 'emailVerificationCode')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  return (row.params as { code: string }).code
}

/**
 * The demo as a test file reads it: load() loads it afresh and answers its personas, which
 * `child` reads; GETs as a session, units' ids by name and an action's audit rows
 */
export function demoReads(t: TestApp) {
  let personas: Persona[] = []
  return {
    load: async () => (personas = await resetDemo(t.app)),
    child: (key: string, firstName: string) => childOf(personas, key, firstName),
    get: (url: string, cookie?: string) => getAs(t.app, url, cookie),
    unitId: (name: string) => unitIdOf(t.db, name),
    auditRows: (action: string) => auditRowsOf(t.db, action),
  }
}

/** The person id of a demo persona (the dev API's personas carry the identity code) */
export async function personIdOf(db: Db, personas: Persona[], key: string): Promise<string> {
  const ssn = persona(personas, key).ssn
  return (
    await db.selectFrom('person').select('id').where('social_security_number', '=', ssn).executeTakeFirstOrThrow()
  ).id
}

/**
 * Runs `test` with the id of a demo foster relation (the parent's or the child's) and puts the
 * relation's validity back after, whatever the test changed.
 */
export async function withFosterRelation(
  db: Db,
  of: { parentId: string } | { childId: string },
  test: (relationId: string) => Promise<void>,
): Promise<void> {
  const relation = await db
    .selectFrom('foster_parent')
    .select(['id', 'valid_during'])
    .where((w) => ('parentId' in of ? w('parent_id', '=', of.parentId) : w('child_id', '=', of.childId)))
    .executeTakeFirstOrThrow()
  try {
    await test(relation.id)
  } finally {
    await db
      .updateTable('foster_parent')
      .set({ valid_during: relation.valid_during })
      .where('id', '=', relation.id)
      .execute()
  }
}

/** "citizen.session=<token>" from a response that set the session cookie. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)
  if (!cookie || !cookie.value) throw new Error(`No session cookie in the response (${res.statusCode} ${res.body})`)
  return `${cookie.name}=${cookie.value}`
}

/**
 * Logs in through POST /api/dev/login and returns the cookie header value of the new session.
 * `cookie` sends an existing session cookie along (a browser that was already logged in).
 */
export async function loginAs(
  app: FastifyInstance,
  ssn: string,
  level: AuthLevel = 'STRONG',
  options: { cookie?: string; host?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dev/login',
    headers: {
      ...csrf,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.host ? { host: options.host } : {}),
    },
    payload: { ssn, authLevel: level },
  })
  if (res.statusCode !== 200) throw new Error(`dev login failed: ${res.statusCode} ${res.body}`)
  return sessionCookieOf(res)
}

/** Today in Europe/Helsinki, as the API computes it. */
export function today(): string {
  return helsinkiDate(new Date())
}
