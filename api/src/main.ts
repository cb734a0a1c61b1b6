import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from './platform/config'
import { createDb, createPool, type Db } from './platform/db/database'
import { createFileStorage } from './platform/files'
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded'
import { migrate, withStartupLock } from './platform/db/migrate'
import { helsinkiDate } from '@citizen/contract'
import { deleteExpiredSessions } from './platform/session'
import { readApiVersion } from './platform/version'
import { buildApp } from './app'
import { isDatabaseEmpty, loadDemoMunicipality } from './dev/demo-municipality'
import { startJobRunner } from './platform/jobs'
import { jobRegistry } from './jobs'

const log = (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg }))

/** Each shutdown step gets a time limit, so a dead database or a stuck request cannot hold the exit */
async function step(name: string, timeoutMs: number, fn: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log(`Shutdown: ${name} did not finish in ${timeoutMs} ms, going on`)
      resolve()
    }, timeoutMs)
  })
  await Promise.race([
    fn().then(
      () => {},
      (e: unknown) => log(`Shutdown: ${name} failed: ${String(e)}`),
    ),
    timeout,
  ])
  clearTimeout(timer)
}

async function main() {
  const config = loadConfig()
  let embedded: EmbeddedDatabase | null = null
  let db: Db | null = null
  let app: FastifyInstance | null = null
  let jobs: { stop(): Promise<void> } | null = null
  let housekeeping: NodeJS.Timeout | null = null

  // From the very start, so a signal during start-up also stops what has started
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal} received, shutting down`)
    const started = Date.now()
    // Whatever happens in the steps, the process ends
    setTimeout(() => {
      log('Shutdown took too long; exiting')
      process.exit(1)
    }, 15_000).unref()
    if (housekeeping) clearInterval(housekeeping)
    if (jobs) await step('background jobs', 3_000, () => jobs!.stop())
    if (app) await step('HTTP server', 3_000, () => app!.close())
    if (db) await step('database connections', 2_000, () => db!.destroy())
    // (A server still starting is stopped by embedded.ts's exit hook)
    if (embedded) await step('embedded PostgreSQL', 6_000, () => embedded!.stop(5_000))
    log(`Stopped in ${Date.now() - started} ms`)
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal))

  let databaseUrl = config.databaseUrl
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log, {
      // A port given explicitly is kept (an error when busy); the default moves to a free one
      portFixed: process.env.EMBEDDED_PG_PORT !== undefined && process.env.EMBEDDED_PG_PORT !== '',
      restart: true,
    })
    databaseUrl = embedded.url
    log(`Embedded PostgreSQL running on port ${embedded.port} (data in ${config.dataDir})`)
  }
  const pool = createPool(databaseUrl)
  db = createDb(pool)
  try {
    const seeding = db
    // One storage for the seed and the app: the demo's message attachment is a stored file
    const files = createFileStorage(config.files)
    await withStartupLock(pool, async () => {
      const applied = await migrate(pool)
      if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`)
      if (config.seedDemo && (await isDatabaseEmpty(seeding))) {
        await loadDemoMunicipality(seeding, helsinkiDate(new Date()), new Date(), files)
        log('Loaded the demo municipality')
      }
    })

    const here = path.dirname(fileURLToPath(import.meta.url))
    const webDist = config.webDist ?? path.resolve(here, '../../web/dist')
    app = await buildApp({ config, db, apiVersion: readApiVersion(), webDist, files })
    await app.listen({ port: config.port, host: config.host })
  } catch (e) {
    // Leave nothing running behind the error
    await app?.close().catch(() => {})
    await db.destroy().catch(() => {})
    await embedded?.stop()
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${config.port} is already in use (another copy of the portal?). Stop it, or set PORT to a free port.`,
      )
    }
    throw e
  }
  log(`Citizen portal listening on http://localhost:${config.port}`)
  // Says which of the two email modes runs, so an unsent outbox is never a surprise
  log(
    config.email.smtp
      ? 'Emails are sent through SMTP'
      : 'No SMTP settings: emails stay in the outbox unsent' + (config.devApi ? ' (GET /api/dev/emails)' : ''),
  )

  const server = app
  const database = db
  housekeeping = setInterval(() => {
    deleteExpiredSessions(database).catch((e) => server.log.error({ err: e }, 'session clean-up failed'))
  }, 10 * 60_000)
  housekeeping.unref()
  // Background jobs (draft clean-up, emails): every process runs a worker; the queue keeps them apart
  jobs = config.jobs ? startJobRunner(jobRegistry, { db, files: server.files, config, log: server.log }) : null
}

/** A start that failed for a reason the message explains */
class StartupError extends Error {}

main().catch((e: unknown) => {
  if (e instanceof StartupError || e instanceof EmbeddedPostgresError) console.error(`Could not start: ${e.message}`)
  else console.error('Could not start:', e instanceof Error ? (e.stack ?? e.message) : String(e))
  process.exit(1)
})
