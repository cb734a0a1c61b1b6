import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { errorCodes } from '@citizen/contract'
import { refusedDataAnswer } from '../src/platform/db/errors'
import { persona, useTestApp } from './harness'
import { demoClient } from './demo-client'

// Data PostgreSQL refuses (a case the validation missed) is the request's fault: 400 or 409 with
// a message that names no table, constraint or value; never 500 (issue 15).
const t = useTestApp()
const { load, call } = demoClient(t)
let childId: string

beforeAll(async () => {
  const personas = await load()
  childId = persona(personas, 'one-child').children[0]!.id
})

const expectRefused = (res: { status: number; body: any; raw: Buffer }, status: number, errorCode: string) => {
  expect(res.status).toBe(status)
  expect(res.body).toEqual({ errorCode, message: expect.any(String) })
  expect(res.raw.toString()).not.toMatch(/absence|guardian|notification|constraint|fkey|key/i)
}

describe('the dev API with data PostgreSQL refuses', () => {
  it('answers a dangling foreign key 400 and stores nothing', async () => {
    const ghost = crypto.randomUUID()
    const before = await t.db.selectFrom('daily_service_time_notification').select('id').execute()
    const res = await call(null, 'POST', '/api/dev/calendar', {
      dailyServiceTimeNotifications: [{ guardianId: ghost }],
    })
    expectRefused(res, 400, errorCodes.validation)
    expect(res.raw.toString()).not.toContain(ghost)
    expect(await t.db.selectFrom('daily_service_time_notification').select('id').execute()).toEqual(before)
  })

  it('answers a duplicate 409 and rolls the whole request back', async () => {
    const absence = { childId, date: '2031-03-03', type: 'SICKLEAVE', category: 'BILLABLE' }
    const res = await call(null, 'POST', '/api/dev/calendar', {
      reservations: [{ childId, date: '2031-03-04', start: '08:00', end: '16:00' }],
      absences: [absence, absence],
    })
    expectRefused(res, 409, errorCodes.conflict)
    const stored = await t.db
      .selectFrom('attendance_reservation')
      .select('id')
      .where('child_id', '=', childId)
      .where('date', '=', '2031-03-04')
      .execute()
    expect(stored).toEqual([])
  })
})

describe('what PostgreSQL itself answers', () => {
  beforeAll(async () => {
    await sql`CREATE TABLE refused_data_probe (
      id int PRIMARY KEY,
      parent int REFERENCES refused_data_probe (id),
      name varchar(5) NOT NULL CHECK (name <> 'bad'),
      during daterange,
      EXCLUDE USING gist (during WITH &&)
    )`.execute(t.db)
    await sql`INSERT INTO refused_data_probe (id, name, during) VALUES (1, 'one', '[2030-01-01,2030-02-01)')`.execute(
      t.db,
    )
    await sql`INSERT INTO refused_data_probe (id, parent, name) VALUES (2, 1, 'two')`.execute(t.db)
    await sql`CREATE TABLE refused_data_probe_text (t text PRIMARY KEY)`.execute(t.db)
  })

  // Each statement fails in PostgreSQL; its error must map to the expected answer
  const cases: [string, string, number, ReturnType<typeof sql>][] = [
    ['unique', '23505', 409, sql`INSERT INTO refused_data_probe (id, name) VALUES (1, 'x')`],
    [
      'exclusion',
      '23P01',
      409,
      sql`INSERT INTO refused_data_probe (id, name, during) VALUES (3, 'x', '[2030-01-15,2030-03-01)')`,
    ],
    ['still referenced', '23503', 409, sql`DELETE FROM refused_data_probe WHERE id = 1`],
    ['dangling reference', '23503', 400, sql`INSERT INTO refused_data_probe (id, parent, name) VALUES (3, 99, 'x')`],
    ['not null', '23502', 400, sql`INSERT INTO refused_data_probe (id) VALUES (3)`],
    ['check', '23514', 400, sql`INSERT INTO refused_data_probe (id, name) VALUES (3, 'bad')`],
    ['uuid text', '22P02', 400, sql`SELECT ${'not-a-uuid'}::uuid`],
    ['date text', '22007', 400, sql`SELECT ${'someday'}::date`],
    ['date out of range', '22008', 400, sql`SELECT ${'2030-02-30'}::date`],
    ['too long', '22001', 400, sql`INSERT INTO refused_data_probe (id, name) VALUES (3, ${'longer than five'})`],
    ['number out of range', '22003', 400, sql`SELECT ${'99999999999'}::int`],
    ['NUL in text', '22021', 400, sql`SELECT ${'a\u0000b'}::text`],
    ['NUL in json', '22P05', 400, sql`SELECT ${'"a\\u0000b"'}::jsonb`],
    // A btree entry over a third of a page: a huge value in an indexed column
    [
      'huge index row',
      '54000',
      400,
      sql`INSERT INTO refused_data_probe_text VALUES (${crypto.randomBytes(8000).toString('base64')})`,
    ],
  ]

  it.each(cases)('%s (%s) → %i', async (_name, code, status, statement) => {
    const error = await statement.execute(t.db).then(
      () => null,
      (e: unknown) => e,
    )
    expect((error as { code?: string }).code).toBe(code)
    expect(refusedDataAnswer(error)?.statusCode).toBe(status)
  })
})
