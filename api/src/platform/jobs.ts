import { sql } from 'kysely'
import type { Db } from './db/database'
import type { FileStorage } from './files'
import type { Config } from './config'
import { helsinkiDate, helsinkiInstant } from '@citizen/contract'

/**
 * A PostgreSQL-backed job queue: rows in `job`, claimed with FOR UPDATE SKIP LOCKED, so any
 * number of API processes can run the worker without running a job twice at once. A claimed job
 * gets a lease (run_at moves LEASE ahead); if its process dies, the job is due again when the
 * lease ends. Failures are retried with a growing delay up to max_attempts.
 *
 * (pg-boss was the alternative; it brings its own schema and minute-granular cron, while the
 * dev API's "run the jobs now" and the tests want to run a job on demand.)
 */

export interface JobContext {
  db: Db
  files: FileStorage
  config: Config
  /** The time the job runs at (the mocked time when run from the dev API) */
  now: Date
  log: JobLog
}

interface JobLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface JobDefinition {
  run(ctx: JobContext, payload: unknown): Promise<void>
  /** Added once a day (Europe/Helsinki) by the scheduler */
  daily?: boolean
  /** With daily: due from this hour of the Helsinki day rather than from its start (a reminder people read) */
  dailyHour?: number
  /** Added every this many minutes by the scheduler (a safety net for jobs also added on demand) */
  everyMinutes?: number
}

export type JobRegistry = Record<string, JobDefinition>

const LEASE = '10 minutes'
/**
 * Advisory lock taken shared around each job run and exclusively by the dev reset (withJobsPaused):
 * the reset's TRUNCATE of every table deadlocked against a job holding rows in two tables.
 */
const JOBS_LOCK_KEY = 4_220_612

/** Runs fn on one reserved connection while holding the jobs lock (shared or exclusive). */
async function withJobsLock<T>(db: Db, mode: 'shared' | 'exclusive', fn: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    if (mode === 'shared') await sql`SELECT pg_advisory_lock_shared(${JOBS_LOCK_KEY})`.execute(conn)
    else await sql`SELECT pg_advisory_lock(${JOBS_LOCK_KEY})`.execute(conn)
    try {
      return await fn(conn)
    } finally {
      // A lost connection releases the lock in the server; the unlock may then fail
      const unlock =
        mode === 'shared'
          ? sql`SELECT pg_advisory_unlock_shared(${JOBS_LOCK_KEY})`
          : sql`SELECT pg_advisory_unlock(${JOBS_LOCK_KEY})`
      await unlock.execute(conn).catch(() => {})
    }
  })
}

/**
 * Runs fn (on one connection) once no job is running and keeps jobs from starting until it
 * ends: for the dev reset, which empties and reloads every table.
 */
export function withJobsPaused<T>(db: Db, fn: (conn: Db) => Promise<T>): Promise<T> {
  return withJobsLock(db, 'exclusive', fn)
}
const KEEP_COMPLETED = '7 days'
const KEEP_FAILED = '30 days'

export async function enqueueJob(
  db: Db,
  type: string,
  payload: unknown = {},
  options: { runAt?: Date; dedupeKey?: string; maxAttempts?: number } = {},
): Promise<void> {
  await db
    .insertInto('job')
    .values({
      type,
      payload: JSON.stringify(payload),
      run_at: options.runAt ?? new Date(),
      dedupe_key: options.dedupeKey ?? null,
      max_attempts: options.maxAttempts ?? 5,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute()
}

/** Adds today's run of each daily job and this period's of each periodic one, unless some process already did. */
export async function scheduleJobs(db: Db, registry: JobRegistry, now: Date): Promise<void> {
  const day = helsinkiDate(now)
  for (const [type, def] of Object.entries(registry)) {
    if (def.daily) {
      const runAt = def.dailyHour === undefined ? now : helsinkiInstant(day, def.dailyHour)
      await enqueueJob(db, type, {}, { dedupeKey: `${type}:${day}`, runAt })
    }
    if (def.everyMinutes) {
      const period = def.everyMinutes * 60_000
      const start = new Date(Math.floor(now.getTime() / period) * period)
      await enqueueJob(db, type, {}, { dedupeKey: `${type}:${start.toISOString()}`, runAt: now })
    }
  }
}

interface ClaimedJob {
  id: number
  type: string
  payload: unknown
  attempts: number
  max_attempts: number
}

async function claimJob(db: Db, now: Date): Promise<ClaimedJob | null> {
  const { rows } = await sql<ClaimedJob>`
    UPDATE job SET attempts = attempts + 1, run_at = now() + ${LEASE}::interval
    WHERE id = (
      SELECT id FROM job
      WHERE completed_at IS NULL AND attempts < max_attempts AND run_at <= greatest(now(), ${now}::timestamptz)
      ORDER BY run_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, type, payload, attempts, max_attempts
  `.execute(db)
  return rows[0] ?? null
}

/**
 * Runs due jobs one after another until none is due (at most `limit`); answers how many ran.
 * `now` is the time the jobs see; jobs due by it or by the database clock run.
 */
export async function runDueJobs(
  registry: JobRegistry,
  ctx: Omit<JobContext, 'now'>,
  options: { now?: Date; limit?: number } = {},
): Promise<number> {
  const limit = options.limit ?? 100
  let ran = 0
  while (ran < limit) {
    // Each run (claim, job, outcome) holds the jobs lock shared, so a dev reset waits for it
    const claimed = await withJobsLock(ctx.db, 'shared', async () => {
      const job = await claimJob(ctx.db, options.now ?? new Date())
      if (!job) return false
      const def = registry[job.type]
      try {
        if (!def) throw new Error(`Unknown job type ${job.type}`)
        await def.run({ ...ctx, now: options.now ?? new Date() }, job.payload)
        await ctx.db
          .updateTable('job')
          .set({ completed_at: new Date(), last_error: null })
          .where('id', '=', job.id)
          .execute()
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e)
        ctx.log.error({ err: e, jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed')
        // Retry after 1, 4, 9, ... minutes
        await sql`UPDATE job SET last_error = ${message}, run_at = now() + make_interval(mins => ${job.attempts * job.attempts})
                  WHERE id = ${job.id}`.execute(ctx.db)
      }
      return true
    })
    if (!claimed) break
    ran++
  }
  return ran
}

/** Forgets finished jobs after a week and given-up ones after a month. */
export async function pruneJobs(db: Db): Promise<void> {
  await sql`DELETE FROM job WHERE completed_at < now() - ${KEEP_COMPLETED}::interval`.execute(db)
  await sql`DELETE FROM job WHERE completed_at IS NULL AND attempts >= max_attempts AND run_at < now() - ${KEEP_FAILED}::interval`.execute(
    db,
  )
}

/**
 * The worker of one process: every `intervalMs` it schedules the daily and periodic jobs, runs the due ones
 * and prunes old rows. Started from main.ts (not in tests).
 */
export function startJobRunner(
  registry: JobRegistry,
  ctx: Omit<JobContext, 'now'>,
  intervalMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (running || stopped) return
    running = (async () => {
      try {
        await scheduleJobs(ctx.db, registry, new Date())
        await runDueJobs(registry, ctx)
        await pruneJobs(ctx.db)
      } catch (e) {
        ctx.log.error({ err: e }, 'job runner tick failed')
      } finally {
        running = null
      }
    })()
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  setTimeout(tick, 1_000).unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
