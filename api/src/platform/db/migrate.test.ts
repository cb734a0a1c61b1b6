import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../../../test/harness'
import { migrate } from './migrate'

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations')
const migrationFiles = fs
  .readdirSync(migrationsDir)
  .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
  .sort()

const databases: TestDatabase[] = []
const emptyDatabase = async () => {
  const database = await createTestDatabase({ empty: true })
  databases.push(database)
  return database
}

/** A migrations folder of the test's own (removed after it) */
const scratchDirs: string[] = []
const scratchDir = () => {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'migrations-'))
  scratchDirs.push(dir)
  return dir
}

afterEach(async () => {
  for (const database of databases.splice(0)) await database.drop()
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const appliedVersions = async (database: TestDatabase) =>
  (await sql<{ name: string }>`SELECT name FROM schema_migration ORDER BY version`.execute(database.db)).rows.map(
    (r) => r.name,
  )

describe('migrate', () => {
  it('applies every migration once; a second run applies nothing', async () => {
    expect(migrationFiles.length).toBeGreaterThan(0)
    const database = await emptyDatabase()
    expect(await migrate(database.pool)).toEqual(migrationFiles)
    expect(await migrate(database.pool)).toEqual([])
    expect(await appliedVersions(database)).toEqual(migrationFiles)
    // The schema is there
    await expect(database.db.selectFrom('session').selectAll().execute()).resolves.toEqual([])
  })

  it('lets concurrent processes migrate a fresh database at once (advisory lock)', async () => {
    const database = await emptyDatabase()
    // Separate pools, as separate processes would have
    const pools = [0, 1, 2].map(() => new pg.Pool({ connectionString: database.url, max: 1 }))
    try {
      const results = await Promise.all(pools.map((pool) => migrate(pool)))
      // Each file applied by exactly one of them
      expect(results.flat().sort()).toEqual(migrationFiles)
      expect(results.filter((r) => r.length > 0)).toHaveLength(1)
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
    expect(await appliedVersions(database)).toEqual(migrationFiles)
  })

  it('rolls back a failing migration and names it', async () => {
    const database = await emptyDatabase()
    const dir = scratchDir()
    fs.writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE a (id int);')
    fs.writeFileSync(path.join(dir, '0002_broken.sql'), 'CREATE TABLE b (id int); SELECT no_such_function();')
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a migration')
    await expect(migrate(database.pool, dir)).rejects.toThrow(/0002_broken\.sql/)
    const tables = await sql<{
      tablename: string
    }>`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(database.db)
    expect(tables.rows.map((r) => r.tablename)).toEqual(['a', 'schema_migration'])
    // Fixed, it goes on from where it stopped
    fs.writeFileSync(path.join(dir, '0002_broken.sql'), 'CREATE TABLE b (id int);')
    expect(await migrate(database.pool, dir)).toEqual(['0002_broken.sql'])
  })

  it('stops when an applied migration was edited, renamed or removed, and records checksums of older databases', async () => {
    const database = await emptyDatabase()
    const dir = scratchDir()
    fs.writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);\n')
    fs.writeFileSync(path.join(dir, '0002_b.sql'), 'CREATE TABLE b (id int);\n')
    expect(await migrate(database.pool, dir)).toEqual(['0001_a.sql', '0002_b.sql'])

    // Line endings alone do not count
    fs.writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);\r\n')
    expect(await migrate(database.pool, dir)).toEqual([])

    fs.writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id bigint);\n')
    await expect(migrate(database.pool, dir)).rejects.toThrow(/0001_a\.sql has changed since it was applied/)
    fs.writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);\n')

    fs.renameSync(path.join(dir, '0002_b.sql'), path.join(dir, '0002_c.sql'))
    await expect(migrate(database.pool, dir)).rejects.toThrow(/applied as 0002_b\.sql but the file is now 0002_c\.sql/)
    fs.rmSync(path.join(dir, '0002_c.sql'))
    await expect(migrate(database.pool, dir)).rejects.toThrow(/0002_b\.sql was applied .* its file is gone/)
    fs.writeFileSync(path.join(dir, '0002_b.sql'), 'CREATE TABLE b (id int);\n')

    // A database migrated before checksums were kept: recorded on the next start, checked after
    await sql`UPDATE schema_migration SET checksum = NULL`.execute(database.db)
    expect(await migrate(database.pool, dir)).toEqual([])
    const checksums = await sql<{ checksum: string | null }>`SELECT checksum FROM schema_migration`.execute(database.db)
    expect(checksums.rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum ?? ''))).toBe(true)
    fs.writeFileSync(path.join(dir, '0002_b.sql'), 'CREATE TABLE b (id text);\n')
    await expect(migrate(database.pool, dir)).rejects.toThrow(/0002_b\.sql has changed/)
  })
})
