import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'


// Any constant shared by every process of this service
const MIGRATION_LOCK_KEY = 4_220_611

/**
 * Applies the numbered SQL files (0001_name.sql, ...) that have not been applied yet, each in
 * its own transaction, forward only. An advisory lock lets N processes start at once.
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
    const done = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migration')).rows.map((r) => r.version),
    )
    for (const file of files) {
      const version = Number(file.slice(0, 4))
      if (done.has(version)) continue
      const sql = fs.readFileSync(path.join(dir, file), 'utf8')
      await client.query('BEGIN')
      try {
        await client.query(sql)
        await client.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [version, file])
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

function findMigrationsDir(): string {
  // src/platform/db -> api/migrations; dist/ -> api/migrations
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const candidate of [path.resolve(here, '../../../migrations'), path.resolve(here, '../migrations')]) {
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error(`Migrations folder not found near ${here}`)
}
