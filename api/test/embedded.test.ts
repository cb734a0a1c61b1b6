import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/db/embedded'
import { migrate } from '../src/platform/db/migrate'

// The embedded default (no DATABASE_URL) must work whatever server the rest of the suite uses:
// this test always starts its own embedded PostgreSQL in a temporary folder.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'citizen-embedded-test-'))
// As root the server runs as the postgres user, which must be able to reach its folder
fs.chmodSync(dataDir, 0o755)
let running: EmbeddedDatabase | null = null

afterAll(async () => {
  await running?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('embedded PostgreSQL', () => {
  it('creates a cluster on first start, and reuses its data on the next', { timeout: 180_000 }, async () => {
    const port = await freePort()
    const logs: string[] = []

    running = await startEmbeddedPostgres(dataDir, port, (msg) => logs.push(msg))
    expect(running.url).toBe(`postgres://postgres:postgres@127.0.0.1:${port}/citizen`)
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true)
    expect(logs.some((l) => l.includes('Creating'))).toBe(true)
    let pool = new pg.Pool({ connectionString: running.url, max: 2 })
    try {
      expect((await migrate(pool)).length).toBeGreaterThan(0)
      await pool.query(`INSERT INTO care_area (name, short_name) VALUES ('Testialue', 'testi')`)
      const { rows } = await pool.query<{ v: number }>(`SELECT current_setting('server_version_num')::int AS v`)
      // Our SQL must run on PostgreSQL 15 and newer
      expect(rows[0]!.v).toBeGreaterThanOrEqual(150000)
    } finally {
      await pool.end()
    }
    await running.stop()
    running = null

    // Second start: same folder, no new cluster, the data is still there
    logs.length = 0
    running = await startEmbeddedPostgres(dataDir, port, (msg) => logs.push(msg))
    expect(logs.some((l) => l.includes('Creating'))).toBe(false)
    pool = new pg.Pool({ connectionString: running.url, max: 2 })
    try {
      expect(await migrate(pool)).toEqual([])
      const { rows } = await pool.query<{ name: string }>('SELECT name FROM care_area')
      expect(rows).toEqual([{ name: 'Testialue' }])
    } finally {
      await pool.end()
    }
    await running.stop()
    running = null
  })
})
