import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/harness'
import { LocalFileStorage } from './files'
import { testConfig } from './config'
import { enqueueJob, pruneJobs, runDueJobs, scheduleJobs, type JobRegistry } from './jobs'

let database: TestDatabase
const log = { info: () => {}, warn: () => {}, error: () => {} }
const ctx = () => ({ db: database.db, files: new LocalFileStorage('/nonexistent'), config: testConfig(), log })

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.drop()
})
beforeEach(async () => {
  await database.db.deleteFrom('job').execute()
})

describe('job queue', () => {
  it('runs due jobs once with their payload and the given time', async () => {
    const runs: unknown[] = []
    const registry: JobRegistry = {
      ECHO: { run: async (c, payload) => void runs.push({ payload, now: c.now.toISOString() }) },
    }
    await enqueueJob(database.db, 'ECHO', { n: 1 })
    await enqueueJob(database.db, 'ECHO', { n: 2 }, { runAt: new Date(Date.now() + 3600_000) })
    const now = new Date('2030-01-01T00:00:00Z')
    // The second is due only at the given (later) time
    expect(await runDueJobs(registry, ctx())).toBe(1)
    expect(await runDueJobs(registry, ctx(), { now })).toBe(1)
    expect(await runDueJobs(registry, ctx(), { now })).toBe(0)
    expect(runs).toEqual([
      { payload: { n: 1 }, now: expect.any(String) },
      { payload: { n: 2 }, now: now.toISOString() },
    ])
    const rows = await database.db.selectFrom('job').selectAll().execute()
    expect(rows.every((r) => r.completed_at !== null && r.attempts === 1)).toBe(true)
  })

  it('retries a failing job later and gives up after max attempts', async () => {
    let calls = 0
    const registry: JobRegistry = {
      FLAKY: {
        run: async () => {
          calls++
          throw new Error('upstream down')
        },
      },
    }
    await enqueueJob(database.db, 'FLAKY', {}, { maxAttempts: 2 })
    expect(await runDueJobs(registry, ctx())).toBe(1)
    // Not due again right away
    expect(await runDueJobs(registry, ctx())).toBe(0)
    const failed = await database.db.selectFrom('job').selectAll().executeTakeFirstOrThrow()
    expect(failed).toMatchObject({ attempts: 1, last_error: 'upstream down', completed_at: null })
    expect(failed.run_at.getTime()).toBeGreaterThan(Date.now())
    const later = new Date(Date.now() + 3600_000)
    expect(await runDueJobs(registry, ctx(), { now: later })).toBe(1)
    expect(await runDueJobs(registry, ctx(), { now: new Date(Date.now() + 7200_000) })).toBe(0) // gave up
    expect(calls).toBe(2)
  })

  it('adds a daily job once a day however many processes schedule it', async () => {
    const registry: JobRegistry = { DAILY: { daily: true, run: async () => {} }, ONCE: { run: async () => {} } }
    const now = new Date('2026-11-22T10:00:00Z')
    await Promise.all([0, 1, 2].map(() => scheduleJobs(database.db, registry, now)))
    await scheduleJobs(database.db, registry, new Date('2026-11-22T21:00:00Z')) // 23:00 in Helsinki: same day
    await scheduleJobs(database.db, registry, new Date('2026-11-22T22:30:00Z')) // 00:30 next day in Helsinki
    const rows = await database.db.selectFrom('job').select(['type', 'dedupe_key']).orderBy('id').execute()
    expect(rows).toEqual([
      { type: 'DAILY', dedupe_key: 'DAILY:2026-11-22' },
      { type: 'DAILY', dedupe_key: 'DAILY:2026-11-23' },
    ])
  })

  it('makes a daily job with an hour due from that hour of the Helsinki day', async () => {
    const runs: string[] = []
    const registry: JobRegistry = {
      MORNING: { daily: true, dailyHour: 9, run: async (c) => void runs.push(c.now.toISOString()) },
    }
    // 00:30 in Helsinki (UTC+2 in January); later than now, so the database's clock does not make it due
    await scheduleJobs(database.db, registry, new Date('2030-01-14T22:30:00Z'))
    const row = await database.db.selectFrom('job').select(['dedupe_key', 'run_at']).executeTakeFirstOrThrow()
    expect(row).toEqual({ dedupe_key: 'MORNING:2030-01-15', run_at: new Date('2030-01-15T07:00:00Z') })
    expect(await runDueJobs(registry, ctx(), { now: new Date('2030-01-15T06:59:00Z') })).toBe(0)
    expect(await runDueJobs(registry, ctx(), { now: new Date('2030-01-15T07:00:00Z') })).toBe(1)
    expect(runs).toEqual(['2030-01-15T07:00:00.000Z'])
  })

  it('adds a periodic job once a period however many processes schedule it', async () => {
    const registry: JobRegistry = { EVERY_5: { everyMinutes: 5, run: async () => {} } }
    await Promise.all([0, 1, 2].map(() => scheduleJobs(database.db, registry, new Date('2026-11-22T10:00:00Z'))))
    await scheduleJobs(database.db, registry, new Date('2026-11-22T10:04:59Z'))
    await scheduleJobs(database.db, registry, new Date('2026-11-22T10:05:00Z'))
    const rows = await database.db.selectFrom('job').select(['type', 'dedupe_key']).orderBy('id').execute()
    expect(rows).toEqual([
      { type: 'EVERY_5', dedupe_key: 'EVERY_5:2026-11-22T10:00:00.000Z' },
      { type: 'EVERY_5', dedupe_key: 'EVERY_5:2026-11-22T10:05:00.000Z' },
    ])
  })

  it('never runs one job twice at once (FOR UPDATE SKIP LOCKED)', async () => {
    const runs: number[] = []
    const registry: JobRegistry = {
      SLOW: {
        run: async (_c, payload) => {
          runs.push((payload as { n: number }).n)
          await new Promise((r) => setTimeout(r, 20))
        },
      },
    }
    for (let n = 0; n < 6; n++) await enqueueJob(database.db, 'SLOW', { n })
    const counts = await Promise.all([0, 1, 2].map(() => runDueJobs(registry, ctx())))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6)
    expect(runs.sort()).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('fails an unknown job type and prunes old finished jobs', async () => {
    await enqueueJob(database.db, 'NOPE', {}, { maxAttempts: 1 })
    expect(await runDueJobs({}, ctx())).toBe(1)
    expect((await database.db.selectFrom('job').select('last_error').executeTakeFirstOrThrow()).last_error).toMatch(
      /Unknown job type/,
    )
    await enqueueJob(database.db, 'OLD')
    await database.db
      .updateTable('job')
      .set({ completed_at: new Date(Date.now() - 8 * 86400_000) })
      .where('type', '=', 'OLD')
      .execute()
    await pruneJobs(database.db)
    expect((await database.db.selectFrom('job').select('type').execute()).map((j) => j.type)).toEqual(['NOPE'])
  })
})
