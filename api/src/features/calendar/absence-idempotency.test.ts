import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { addDays, calendarErrors, IDEMPOTENCY_KEY_HEADER, idempotencyErrors } from '@citizen/contract'
import { jobRegistry } from '../../jobs'
import { LocalFileStorage } from '../../platform/files'
import { inTransaction, once } from '../../platform/idempotency'
import { onniAndHisCalendar } from './calendar-fixtures'
import { auditRowsOf, csrf, loginAs, persona, personIdOf, today, useTestApp } from '../../../test/harness'

// Issue 42: the device's queue of offline absences resends until it hears an answer, each send
// with the same Idempotency-Key (platform/idempotency.ts). One write per person and key, and the
// first answer to every repeat, a refusal included; another person's key is theirs alone.
const t = useTestApp()
let onni: string
let mikko: { id: string; cookie: string }
let sanna: { id: string; cookie: string }
/** Onni's reservation-required days outside holiday periods: each test takes its own */
let days: string[]

const send = (key: string | string[] | null, date: string, as = mikko, absenceType = 'SICKLEAVE') =>
  t.app.inject({
    method: 'POST',
    url: '/api/citizen/absences',
    headers: { cookie: as.cookie, ...csrf, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    payload: { childIds: [onni], dateRange: { start: date, end: date }, absenceType },
  })

const absencesOn = (date: string) =>
  t.db
    .selectFrom('absence')
    .select(['id', 'modified_by_person_id as by'])
    .where('child_id', '=', onni)
    .where('date', '=', date)
    .orderBy('id')
    .execute()

/** ABSENCES_CREATE audit rows of the person: one per write */
const writesBy = async (person: { id: string }) => (await auditRowsOf(t.db, 'ABSENCES_CREATE', person.id)).length

const keyRows = (key: string) =>
  t.db.selectFrom('idempotency_key').select(['person_id', 'status']).where('key', '=', key).execute()

/**
 * Three sends that all wait before any has written: Onni's row is held (by a connection of its
 * own, the app's pool being small) until three of the database's statements wait on a lock (the
 * key's, or the child's in lockChildren), else one send finishes before the next begins
 */
async function sentTogether<T>(send: () => Promise<T>): Promise<T[]> {
  const holder = new pg.Client({ connectionString: t.database.url })
  await holder.connect()
  try {
    await holder.query('BEGIN')
    await holder.query('SELECT id FROM person WHERE id = $1 FOR UPDATE', [onni])
    const sends = Promise.all(Array.from({ length: 3 }, send))
    const waiting = async () => {
      // pg_stat_activity is read once a transaction unless cleared
      await holder.query('SELECT pg_stat_clear_snapshot()')
      const { rows } = await holder.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      )
      return rows[0]!.n
    }
    for (let tries = 0; (await waiting()) < 3; tries++) {
      if (tries > 100) throw new Error('the sends never waited')
      await new Promise((r) => setTimeout(r, 20))
    }
    await holder.query('COMMIT')
    return await sends
  } finally {
    await holder.end()
  }
}

const answer = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, body: res.json() })

beforeAll(async () => {
  const fixture = await onniAndHisCalendar(t, 28)
  onni = fixture.onni
  mikko = { id: await personIdOf(t.db, fixture.personas, 'three-children-1'), cookie: fixture.cookie }
  const sannaPersona = persona(fixture.personas, 'three-children-2')
  sanna = {
    id: await personIdOf(t.db, fixture.personas, 'three-children-2'),
    cookie: await loginAs(t.app, sannaPersona.ssn, 'WEAK'),
  }
  days = fixture.calendar.days
    .filter((d) =>
      d.children.some(
        (c) => c.childId === onni && c.scheduleType === 'RESERVATION_REQUIRED' && c.holidayPeriodEffect === null,
      ),
    )
    .map((d) => d.date)
  expect(days.length).toBeGreaterThanOrEqual(12)
})

describe('POST /api/citizen/absences with an Idempotency-Key', () => {
  it('writes once for the same key twice and answers the repeat the same', async () => {
    const [day, key] = [days[0]!, randomUUID()]
    const writes = await writesBy(mikko)
    const first = await send(key, day)
    expect(first.statusCode, first.body).toBe(200)
    const written = await absencesOn(day)
    expect(written.length).toBeGreaterThan(0)
    // The draft's quoted form of the same key is the same key
    const again = await send(`"${key}"`, day)
    expect(answer(again)).toEqual(answer(first))
    expect(await absencesOn(day)).toEqual(written)
    expect(await writesBy(mikko)).toBe(writes + 1)
    expect(await keyRows(key)).toEqual([{ person_id: mikko.id, status: 200 }])
  })

  it('writes once for sends of one key at once, and answers them all the same', async () => {
    const [day, key] = [days[1]!, randomUUID()]
    const writes = await writesBy(mikko)
    const responses = await sentTogether(() => send(key, day))
    expect(responses.map(answer)).toEqual(responses.map(() => ({ status: 200, body: {} })))
    expect(await writesBy(mikko)).toBe(writes + 1)
    expect(await keyRows(key)).toHaveLength(1)
  })

  it('refuses the same key with another body (422), writing nothing', async () => {
    const [day, other, key] = [days[2]!, days[3]!, randomUUID()]
    expect((await send(key, day)).statusCode).toBe(200)
    for (const res of [await send(key, other), await send(key, day, mikko, 'OTHER_ABSENCE')]) {
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errorCode).toBe(idempotencyErrors.keyReused)
    }
    expect(await absencesOn(other)).toEqual([])
    // The first answer is still the key's
    expect(answer(await send(key, day))).toEqual({ status: 200, body: {} })
  })

  it('keeps a key to its person: another person’s same key is their own write', async () => {
    const [day, other, key] = [days[4]!, days[5]!, randomUUID()]
    expect((await send(key, day)).statusCode).toBe(200)
    const mikkos = await absencesOn(day)
    const [sannaWrites, mikkoWrites] = [await writesBy(sanna), await writesBy(mikko)]
    // The same request: written again, by her (no answer of his replayed)
    expect((await send(key, day, sanna)).statusCode).toBe(200)
    const hers = await absencesOn(day)
    expect(hers.map((a) => a.by)).toEqual(hers.map(() => sanna.id))
    expect(hers.map((a) => a.id)).not.toEqual(mikkos.map((a) => a.id))
    // Another request under his key: hers, not 422
    const another = randomUUID()
    expect((await send(another, day)).statusCode).toBe(200)
    expect((await send(another, other, sanna)).statusCode).toBe(200)
    expect((await absencesOn(other)).map((a) => a.by)).toContain(sanna.id)
    expect(await writesBy(sanna)).toBe(sannaWrites + 2)
    expect(await writesBy(mikko)).toBe(mikkoWrites + 1)
    expect((await keyRows(key)).map((r) => r.person_id).sort()).toEqual([mikko.id, sanna.id].sort())
  })

  it('answers a refused send’s repeat with the same refusal, even once the day could be written', async () => {
    const [day, key] = [days[6]!, randomUUID()]
    const unitId = (
      await t.db.selectFrom('placement').select('unit_id').where('child_id', '=', onni).executeTakeFirstOrThrow()
    ).unit_id
    const attendance = await t.db
      .insertInto('child_attendance')
      .values({ child_id: onni, unit_id: unitId, date: day, start_time: '08:00', end_time: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const refused = await send(key, day)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errorCode).toBe(calendarErrors.attendanceAlreadyExists)
    await t.db.deleteFrom('child_attendance').where('id', '=', attendance.id).execute()
    expect(answer(await send(key, day))).toEqual(answer(refused))
    expect(await absencesOn(day)).toEqual([])
    expect(await keyRows(key)).toEqual([{ person_id: mikko.id, status: 400 }])
    // A new send (a new key) is written
    expect((await send(randomUUID(), day)).statusCode).toBe(200)

    // A day before today is refused before anything is read: recorded all the same
    const past = randomUUID()
    const yesterday = await send(past, addDays(today(), -1))
    expect(yesterday.json().errorCode).toBe(calendarErrors.nonReservableDays)
    expect(answer(await send(past, addDays(today(), -1)))).toEqual(answer(yesterday))
    expect(await keyRows(past)).toEqual([{ person_id: mikko.id, status: 400 }])
  })

  it('refuses a malformed key (400), writing nothing', async () => {
    const day = days[7]!
    const writes = await writesBy(mikko)
    for (const key of [
      'too-short',
      'a'.repeat(65),
      'has spaces in it, 12345',
      'ääääääääääääääää',
      [randomUUID(), randomUUID()],
    ]) {
      const res = await send(key, day)
      expect(res.statusCode, JSON.stringify(key)).toBe(400)
      expect(res.json().errorCode).toBe(idempotencyErrors.invalidKey)
    }
    expect(await absencesOn(day)).toEqual([])
    expect(await writesBy(mikko)).toBe(writes)
  })

  it('writes each send without a key, as before', async () => {
    const day = days[8]!
    const writes = await writesBy(mikko)
    const keys = await t.db.selectFrom('idempotency_key').select('key').execute()
    expect((await send(null, day)).statusCode).toBe(200)
    const first = await absencesOn(day)
    expect(answer(await send(null, day))).toEqual({ status: 200, body: {} })
    expect((await absencesOn(day)).map((a) => a.id)).not.toEqual(first.map((a) => a.id))
    expect(await writesBy(mikko)).toBe(writes + 2)
    expect(await t.db.selectFrom('idempotency_key').select('key').execute()).toEqual(keys)
  })

  it('records nothing for a failure (5xx): the client may try again', async () => {
    const key = { personId: mikko.id, key: randomUUID(), fingerprint: 'f', now: new Date() }
    await expect(
      once(t.db, key, inTransaction, () => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away')
    expect(await keyRows(key.key)).toEqual([])
    expect(await once(t.db, key, inTransaction, () => Promise.resolve({ done: 1 }))).toEqual({ done: 1 })
    expect(await once(t.db, key, inTransaction, () => Promise.resolve({ done: 2 }))).toEqual({ done: 1 })
  })
})

describe('the daily DELETE_EXPIRED_IDEMPOTENCY_KEYS job', () => {
  it('deletes keys 7 days old, after which the key writes again', async () => {
    const [day, key] = [days[9]!, randomUUID()]
    expect((await send(key, day)).statusCode).toBe(200)
    const job = jobRegistry.DELETE_EXPIRED_IDEMPOTENCY_KEYS!
    expect(job.daily).toBe(true)
    const log = { info: () => {}, warn: () => {}, error: () => {} }
    const run = (days: number) =>
      job.run(
        {
          db: t.db,
          files: new LocalFileStorage('/nonexistent'),
          config: t.app.config,
          log,
          now: new Date(Date.now() + days * 24 * 3600_000),
        },
        {},
      )
    await run(6)
    expect(await keyRows(key)).toHaveLength(1)
    await run(8)
    expect(await keyRows(key)).toEqual([])
    const writes = await writesBy(mikko)
    expect((await send(key, day)).statusCode).toBe(200)
    expect(await writesBy(mikko)).toBe(writes + 1)
  })
})
