import { beforeAll, describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import pg from 'pg'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { MOCKED_TIME_HEADER, type PublicUnit, addDays } from '@citizen/contract'
import { loginAs, persona, resetDemo, today, useTestApp } from '../../../test/harness'
import { preferredEncoding } from './cache'

// The unit lists are cached per process (cache.ts) and must never answer old units: every
// process sees a change on its next request once the change commits. Two apps on one database
// stand for two API processes.
const t = useTestApp()
let other: FastifyInstance
let cookie: string

beforeAll(async () => {
  const personas = await resetDemo(t.app)
  other = await t.newApp()
  cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
})

const publicNames = async (app: FastifyInstance, type = 'DAYCARE', headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/api/citizen/public/units/${type}`, headers })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  return (res.json() as PublicUnit[]).map((u) => u.name)
}
const applyNames = async (app: FastifyInstance, date = addDays(today(), 30)) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/citizen/units?type=DAYCARE&date=${date}`,
    headers: { cookie },
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as PublicUnit[]).map((u) => u.name)
}
const aurinkoinen = () =>
  t.db.selectFrom('unit').select('id').where('name', '=', 'Päiväkoti Aurinkoinen').executeTakeFirstOrThrow()

/** The SQL statements the app sends during `fn` */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = []
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string }
    seen.push(typeof first === 'string' ? first : first.text)
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    await fn()
  } finally {
    pg.Client.prototype.query = original
  }
  return seen
}

describe('unit list cache', () => {
  it('answers a repeated list from the cache after one read of unit_change', async () => {
    const first = await publicNames(t.app)
    expect(first).toContain('Päiväkoti Aurinkoinen')
    const statements = await statementsDuring(async () => expect(await publicNames(t.app)).toEqual(first))
    expect(statements).toEqual(['SELECT changed_by::text AS v FROM unit_change'])
    await applyNames(t.app)
    expect(await statementsDuring(() => applyNames(t.app))).toHaveLength(1 + 1) // the session, unit_change
  })

  it('shows a unit change in every process once it commits, not before', async () => {
    await Promise.all([publicNames(t.app), publicNames(other), applyNames(t.app), applyNames(other)])
    const { id } = await aurinkoinen()
    const client = new pg.Client({ connectionString: t.database.url })
    await client.connect()
    try {
      await client.query('BEGIN')
      await client.query(`UPDATE unit SET name = 'Päiväkoti Aurinkoinen (uusi nimi)' WHERE id = $1`, [id])
      // Not committed: both processes still answer what the database answers to everyone else
      expect(await publicNames(t.app)).toContain('Päiväkoti Aurinkoinen')
      expect(await publicNames(other)).toContain('Päiväkoti Aurinkoinen')
      await client.query('COMMIT')
    } finally {
      await client.end()
    }
    for (const app of [t.app, other]) {
      expect(await publicNames(app)).toContain('Päiväkoti Aurinkoinen (uusi nimi)')
      expect(await publicNames(app)).not.toContain('Päiväkoti Aurinkoinen')
      expect(await applyNames(app)).toContain('Päiväkoti Aurinkoinen (uusi nimi)')
    }
    await t.db.updateTable('unit').set({ name: 'Päiväkoti Aurinkoinen' }).where('id', '=', id).execute()
    expect(await publicNames(other)).toContain('Päiväkoti Aurinkoinen')
  })

  it('drops removed units and shows added ones, also after TRUNCATE', async () => {
    await publicNames(other)
    const area = await t.db.selectFrom('care_area').select('id').executeTakeFirstOrThrow()
    await t.db
      .insertInto('unit')
      .values({
        name: 'Päiväkoti Välimuisti',
        care_area_id: area.id,
        type: ['CENTRE'],
        provider_type: 'MUNICIPAL',
        language: 'fi',
        street_address: 'Testikatu 2',
        postal_code: '40100',
        post_office: 'ESIMERKKILÄ',
        daycare_apply_period: '[2020-03-01,)',
      })
      .execute()
    expect(await publicNames(other)).toContain('Päiväkoti Välimuisti')
    await t.db.deleteFrom('unit').where('name', '=', 'Päiväkoti Välimuisti').execute()
    expect(await publicNames(other)).not.toContain('Päiväkoti Välimuisti')

    // The dev reset empties every table (unit_change too) and loads the units again
    await sql`TRUNCATE unit, unit_change CASCADE`.execute(t.db)
    expect(await publicNames(other)).toEqual([])
    await resetDemo(t.app)
    expect(await publicNames(other)).toContain('Päiväkoti Aurinkoinen')
  })

  it('keeps each day apart: an apply period ending today is gone tomorrow', async () => {
    const { id } = await aurinkoinen()
    await t.db
      .updateTable('unit')
      .set({ daycare_apply_period: `[2020-03-01,${today()}]` })
      .where('id', '=', id)
      .execute()
    try {
      expect(await publicNames(t.app)).toContain('Päiväkoti Aurinkoinen')
      const tomorrow = { [MOCKED_TIME_HEADER]: `${addDays(today(), 1)}T10:00:00+02:00` }
      expect(await publicNames(t.app, 'DAYCARE', tomorrow)).not.toContain('Päiväkoti Aurinkoinen')
      expect(await publicNames(t.app)).toContain('Päiväkoti Aurinkoinen')
    } finally {
      await t.db.updateTable('unit').set({ daycare_apply_period: '[2020-03-01,)' }).where('id', '=', id).execute()
    }
  })

  it('sends the answer compressed as the browser accepts it', async () => {
    const url = '/api/citizen/public/units/DAYCARE'
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers.vary).toContain('accept-encoding')
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json())
    }
  })

  it('reads Accept-Encoding with its q-values', () => {
    expect(preferredEncoding(undefined)).toBe('identity')
    expect(preferredEncoding('')).toBe('identity')
    expect(preferredEncoding('identity')).toBe('identity')
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('GZIP;q=0.8, BR;q=0.9')).toBe('br')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(preferredEncoding('deflate')).toBe('identity')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding(['gzip', 'br'])).toBe('br')
  })
})
