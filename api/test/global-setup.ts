/**
 * Vitest global setup for the API tests: one PostgreSQL server per run and one migrated
 * template database, from which every test file clones its own database (see harness.ts).
 *
 * - DATABASE_URL set (CI): that server is used; the URL must allow CREATE DATABASE.
 * - Otherwise the embedded PostgreSQL (the same code `npm start` uses) runs with its data under
 *   <repo>/.data/test-postgres on port TEST_PG_PORT (default 5489, so it never meets the
 *   development server on 5488), and is stopped at teardown.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/db/embedded'
import { migrate } from '../src/platform/db/migrate'
import { databaseUrlFor, dropDatabase, isTestDatabaseOfDeadRun, runPidOf, TEST_DATABASE_PREFIX } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test server with rights to create and drop databases */
    adminDatabaseUrl: string
    /** The migrated database every test file clones */
    templateDatabase: string
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const log = (msg: string) => console.log(`[api tests] ${msg}`)

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDatabase | null = null
  let adminUrl = process.env.DATABASE_URL || null
  if (!adminUrl) {
    const port = Number(process.env.TEST_PG_PORT ?? 5489)
    const dataDir = path.join(repoRoot, '.data/test-postgres')
    try {
      embedded = await startEmbeddedPostgres(dataDir, port, log)
    } catch (e) {
      throw new Error(
        `Could not start the embedded PostgreSQL for tests on port ${port} (data in ${dataDir}): ${String(e)}. ` +
          'Is another test run using it? Set TEST_PG_PORT, or DATABASE_URL to use a running server.',
      )
    }
    adminUrl = embedded.url
    log(`embedded PostgreSQL on port ${port}`)
  }

  const template = `${TEST_DATABASE_PREFIX}template_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    // Databases left behind by runs that were killed before their teardown
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}%'`,
    )
    for (const { datname } of rows) {
      if (isTestDatabaseOfDeadRun(datname)) await dropDatabase(admin, datname)
    }
    await dropDatabase(admin, template)
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(template)}`)
  } finally {
    await admin.end()
  }

  const pool = new pg.Pool({ connectionString: databaseUrlFor(adminUrl, template), max: 1 })
  try {
    await migrate(pool)
  } finally {
    // CREATE DATABASE ... TEMPLATE needs the template to have no connections
    await pool.end()
  }

  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('templateDatabase', template)

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    try {
      await client.connect()
      // The template and any per-file database a crashed test file did not drop
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}%'`,
      )
      for (const { datname } of rows) {
        if (runPidOf(datname) === process.pid) await dropDatabase(client, datname)
      }
    } finally {
      await client.end().catch(() => {})
      if (embedded) await embedded.stop()
    }
  }
}
