import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { enqueueJob, runDueJobs, type JobRegistry } from '../src/platform/jobs'
import { jobRegistry } from '../src/jobs'
import { LocalFileStorage } from '../src/platform/files'
import { csrf, resetDemo, useTestApp } from './harness'

// The dev reset (TRUNCATE of every table, then the demo data) once deadlocked against the job
// runner, which held row locks in several tables at once. Reset and job runs must take turns.

const t = useTestApp()
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Jobs that hold locks in two tables at once, in both orders, like the draft clean-up */
const registry: JobRegistry = {
  ...jobRegistry,
  APPLICATIONS_THEN_PEOPLE: {
    async run(ctx) {
      await ctx.db.transaction().execute(async (tx) => {
        await sql`SELECT id FROM application FOR UPDATE`.execute(tx)
        await pause(30)
        await sql`UPDATE person SET phone = phone`.execute(tx)
      })
    },
  },
  PEOPLE_THEN_APPLICATIONS: {
    async run(ctx) {
      await ctx.db.transaction().execute(async (tx) => {
        await sql`UPDATE person SET phone = phone`.execute(tx)
        await pause(30)
        await sql`SELECT id FROM application FOR UPDATE`.execute(tx)
      })
    },
  },
}

describe('dev reset and the job runner', () => {
  it('never deadlock when they run at the same time', { timeout: 60_000 }, async () => {
    await resetDemo(t.app)
    const errors: unknown[] = []
    const log = { info: () => {}, warn: () => {}, error: (obj: object) => void errors.push(obj) }
    const ctx = { db: t.db, files: new LocalFileStorage('/nonexistent'), config: t.app.config, log }
    const ROUNDS = 12
    let ran = 0
    for (let round = 0; round < ROUNDS; round++) {
      for (const type of Object.keys(registry)) await enqueueJob(t.db, type)
      const jobs = runDueJobs(registry, ctx)
      await pause(round % 3 === 0 ? 0 : 15 * (round % 3))
      const reset = t.app.inject({ method: 'POST', url: '/api/dev/reset', headers: csrf })
      const [res, count] = await Promise.all([reset, jobs])
      ran += count
      expect(res.statusCode, res.body).toBe(200)
      expect(errors).toEqual([])
    }
    expect(ran).toBeGreaterThanOrEqual(ROUNDS)
    // The reset left a complete demo municipality behind
    expect((await t.db.selectFrom('person').select('id').execute()).length).toBeGreaterThan(10)
  })
})
