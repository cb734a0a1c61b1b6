import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from './platform/config'
import { createDb, createPool } from './platform/db/database'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded'
import { migrate } from './platform/db/migrate'
import { helsinkiDate } from './platform/clock'
import { deleteExpiredSessions } from './platform/session'
import { readApiVersion } from './platform/version'
import { buildApp } from './app'
import { isDatabaseEmpty, loadDemoMunicipality } from './dev/demo-municipality'
import { startJobRunner } from './platform/jobs'
import { jobRegistry } from './jobs'

const log = (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg }))

async function main() {
  const config = loadConfig()
  let embedded: EmbeddedDatabase | null = null
  let databaseUrl = config.databaseUrl
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log)
    databaseUrl = embedded.url
    log(`Embedded PostgreSQL running on port ${config.embeddedPgPort} (data in ${config.dataDir})`)
  }
  const pool = createPool(databaseUrl)
  const db = createDb(pool)
  const applied = await migrate(pool)
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`)
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    await loadDemoMunicipality(db, helsinkiDate(new Date()))
    log('Loaded the demo municipality')
  }

  const here = path.dirname(fileURLToPath(import.meta.url))
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist')
  const app = await buildApp({ config, db, apiVersion: readApiVersion(), webDist })
  await app.listen({ port: config.port, host: config.host })
  log(`Citizen portal listening on http://localhost:${config.port}`)

  const housekeeping = setInterval(() => {
    deleteExpiredSessions(db).catch((e) => app.log.error({ err: e }, 'session clean-up failed'))
  }, 10 * 60_000)
  housekeeping.unref()
  // Background jobs (draft clean-up): every process runs a worker; the queue keeps them apart
  const jobs = config.jobs ? startJobRunner(jobRegistry, { db, files: app.files, log: app.log }) : null

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal} received, shutting down`)
    clearInterval(housekeeping)
    await jobs?.stop().catch(() => {})
    await app.close().catch(() => {})
    await db.destroy().catch(() => {})
    if (embedded) await embedded.stop().catch(() => {})
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
