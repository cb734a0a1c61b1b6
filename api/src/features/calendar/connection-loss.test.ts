import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app'
import { testConfig } from '../../platform/config'
import { createDb, createPool, type Db } from '../../platform/db/database'
import { onniAndHisCalendar } from './calendar-fixtures'
import { csrf, useTestApp } from '../../../test/harness'

// Calendar saves while database connections are terminated (issue 38): the saves of one child
// queue on its lock (queries.ts lockChildren), so one termination used to fail the whole queue
// with 503. A save whose connection was lost before its commit is run again on a new connection
// (platform/db/retry.ts), and nothing is written twice.
const t = useTestApp()

const WRITERS = 12
const ROUNDS = 5
// The saves queued on the child's lock, and the one holding it while it runs a statement: all
// before their commit (a connection lost during COMMIT is not retried, as it may have been stored).
// Not the session's own touch (platform/session.ts), a statement of its own before the save: a
// request whose one statement loses its connection is answered 503, as it may be
const TERMINATE = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid()
    AND (wait_event_type = 'Lock' OR (state = 'active' AND backend_xid IS NOT NULL AND query NOT ILIKE 'commit%'))
    AND query NOT ILIKE 'update "session"%'`

let app: FastifyInstance
let db: Db
let cookie: string
let onni: string
/** Onni's reservation-required weekdays in the reservable range outside holiday periods: one per writer */
let days: string[]

const uncaught: unknown[] = []
const onUncaught = (e: unknown) => uncaught.push(e)

beforeAll(async () => {
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)
  const fixture = await onniAndHisCalendar(t, 42)
  ;({ onni, cookie } = fixture)
  days = fixture.calendar.days
    .filter((d) =>
      d.children.some(
        (c) =>
          c.childId === onni &&
          c.scheduleType === 'RESERVATION_REQUIRED' &&
          c.holidayPeriodEffect === null &&
          c.absence === null,
      ),
    )
    .map((d) => d.date)
    .slice(0, WRITERS)
  expect(days).toHaveLength(WRITERS)
  db = createDb(createPool(t.database.url, WRITERS + 4))
  app = await buildApp({ config: testConfig(), db, apiVersion: 'test' })
  await app.ready()
})

afterAll(async () => {
  process.off('uncaughtException', onUncaught)
  process.off('unhandledRejection', onUncaught)
  await app?.close()
  await db?.destroy()
})

describe('calendar saves while connections are terminated', () => {
  it('go through on a new connection, each written once', { timeout: 60_000 }, async () => {
    const statuses = new Map<string, number>()
    const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1)
    const save = async (date: string, end: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/citizen/reservations',
        headers: { cookie, ...csrf },
        payload: [
          { type: 'RESERVATIONS', childId: onni, date, reservation: { start: '08:00', end }, secondReservation: null },
        ],
      })
      count(res.statusCode === 200 ? 'ok' : `${res.statusCode} ${(res.json() as { errorCode?: string }).errorCode}`)
    }
    const admin = new pg.Client({ connectionString: t.database.url })
    await admin.connect()
    let terminated = 0
    const ends = (round: number) => days.map((_, i) => `${12 + round}:${String(i * 5).padStart(2, '0')}`)
    try {
      // Each round: every writer saves its day at once (they queue on Onni's lock), and the
      // backends are terminated once while the queue is long: asked until one waits, as the
      // machine's load decides when that is (a fixed wait found none under load)
      for (let round = 0; round < ROUNDS; round++) {
        let done = false
        const saves = Promise.all(days.map((date, i) => save(date, ends(round)[i]!))).finally(() => {
          done = true
        })
        while (!done) {
          const { rows } = await admin.query(TERMINATE)
          terminated += rows.length
          if (rows.length > 0) break
          await new Promise((r) => setTimeout(r, 5))
        }
        await saves
      }
    } finally {
      await admin.end()
    }

    expect(uncaught).toEqual([])
    expect(terminated).toBeGreaterThanOrEqual(ROUNDS)
    // Every save went through: a connection lost before the commit is retried, not answered 503
    expect(Object.fromEntries(statuses)).toEqual({ ok: ROUNDS * WRITERS })
    // Each day holds exactly the last round's one reservation: nothing written twice
    const rows = await t.db
      .selectFrom('attendance_reservation')
      .select(['date', 'start_time', 'end_time'])
      .where('child_id', '=', onni)
      .where('date', 'in', days)
      .orderBy('date')
      .execute()
    expect(rows.map((r) => [r.date, r.start_time, r.end_time])).toEqual(
      days.map((date, i) => [date, '08:00', ends(ROUNDS - 1)[i]]),
    )
  })
})
