import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'

// Any constants shared by every process of this service
const MIGRATION_LOCK_KEY = 4_220_611
const STARTUP_LOCK_KEY = 4_220_612

/**
 * Runs the start-up's database work (migrations, then the demo into an empty database) in one
 * process at a time: N processes started together on an empty database would otherwise each see
 * it empty and each load the demo (the second dying on a duplicate key). A key of its own, as
 * migrate() takes MIGRATION_LOCK_KEY on another connection inside this.
 */
export async function withStartupLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    try {
      return await fn()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
    }
  } finally {
    client.release()
  }
}

/**
 * Applies the numbered SQL files (0001_name.sql, ...) that have not been applied yet, each in
 * its own transaction, forward only. An advisory lock lets N processes start at once.
 * Each applied file's SHA-256 is recorded; an applied migration whose file has changed since
 * stops the start (the database would no longer be what the files say).
 */
export async function migrate(pool: pg.Pool, dir = findMigrationsDir()): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
  const client = await pool.connect()
  const applied: string[] = []
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migration (
      version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
    // Databases migrated before checksums were kept get them recorded on their next start
    await client.query('ALTER TABLE schema_migration ADD COLUMN IF NOT EXISTS checksum text')
    const done = new Map(
      (await client.query<AppliedMigration>('SELECT version, name, checksum FROM schema_migration')).rows.map((r) => [
        r.version,
        r,
      ]),
    )
    const texts = new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]))
    for (const record of done.values()) {
      const file = files.find((f) => Number(f.slice(0, 4)) === record.version)
      if (!file)
        throw new Error(`Migration ${record.name} was applied to this database but its file is gone: restore it.`)
      await checkUnchanged(client, record, file, checksumOf(texts.get(file)!))
    }
    for (const file of files) {
      const version = Number(file.slice(0, 4))
      if (done.has(version)) continue
      const sql = texts.get(file)!
      await client.query('BEGIN')
      try {
        await client.query(sql)
        await client.query('INSERT INTO schema_migration (version, name, checksum) VALUES ($1, $2, $3)', [
          version,
          file,
          checksumOf(sql),
        ])
        await client.query('COMMIT')
      } catch (e) {
        await client.query('ROLLBACK')
        throw new Error(`Migration ${file} failed: ${(e as Error).message}`)
      }
      applied.push(file)
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
  return applied
}

interface AppliedMigration {
  version: number
  name: string
  checksum: string | null
}

/** SHA-256 of a migration's text; line endings do not count (a Windows checkout is the same file). */
function checksumOf(text: string): string {
  return crypto.hash('sha256', text.replace(/\r\n/g, '\n'), 'hex')
}

async function checkUnchanged(client: pg.PoolClient, applied: AppliedMigration, file: string, checksum: string) {
  if (applied.name !== file) {
    throw new Error(
      `Migration ${String(applied.version).padStart(4, '0')} was applied as ${applied.name} but the file is now ${file}. ` +
        'Applied migrations must never be renamed or edited: restore the file and put the change in a new migration.',
    )
  }
  if (applied.checksum === null) {
    await client.query('UPDATE schema_migration SET checksum = $1 WHERE version = $2', [checksum, applied.version])
  } else if (applied.checksum !== checksum) {
    throw new Error(
      `Migration ${file} has changed since it was applied to this database. Applied migrations must never be edited: ` +
        'restore the file (git checkout) and put the change in a new migration.',
    )
  }
}

function findMigrationsDir(): string {
  // src/platform/db -> api/migrations; dist/ -> api/migrations
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const candidate of [path.resolve(here, '../../../migrations'), path.resolve(here, '../migrations')]) {
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error(`Migrations folder not found near ${here}`)
}
