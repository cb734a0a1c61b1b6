/**
 * Naming and housekeeping of the databases the API tests create.
 *   citizen_test_template_<pid>   the migrated template of the run whose main process is <pid>
 *   citizen_test_<pid>_<random>   one test file's database, cloned from that template
 */
import crypto from 'node:crypto'
import type pg from 'pg'

export const TEST_DATABASE_PREFIX = 'citizen_test_'

const NAME = /^citizen_test_(?:template_)?(\d+)(?:_[0-9a-f]+)?$/

/** The pid of the vitest main process that created a test database, or null for other names. */
export function runPidOf(datname: string): number | null {
  const m = NAME.exec(datname)
  return m ? Number(m[1]) : null
}

/** A per-file database name belonging to the run of the given template. */
export function newTestDatabaseName(templateDatabase: string): string {
  const pid = runPidOf(templateDatabase)
  if (pid === null) throw new Error(`Not a test template database: ${templateDatabase}`)
  return `${TEST_DATABASE_PREFIX}${pid}_${crypto.randomBytes(6).toString('hex')}`
}

/** True for a test database whose run's process no longer exists on this machine. */
export function isTestDatabaseOfDeadRun(datname: string): boolean {
  const pid = runPidOf(datname)
  if (pid === null || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return false
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** The same server and credentials, another database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${encodeURIComponent(database)}`
  return url.toString()
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // WITH (FORCE) (PostgreSQL 13+) ends connections a crashed test may have left open
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
}
