import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { freePort } from '../src/platform/db/embedded-process'
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/db/embedded'
import { migrate } from '../src/platform/db/migrate'

// The embedded default (no DATABASE_URL) must work whatever server the rest of the suite uses:
// this file always starts its own embedded PostgreSQL in a temporary folder (one cluster, made by
// the first test and reused by the others, which run in order).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'citizen-embedded-test-'))
// As root the server runs as the postgres user, which must be able to reach its folder
fs.chmodSync(dataDir, 0o755)
const running: EmbeddedDatabase[] = []
const children: ChildProcess[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const db of running) await db.stop()
  const orphan = postmasterPid()
  if (orphan && isAlive(orphan)) process.kill(orphan, 'SIGQUIT')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function postmasterPid(): number | null {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function start(port: number, logs: string[] = [], options = {}): Promise<EmbeddedDatabase> {
  const db = await startEmbeddedPostgres(dataDir, port, (msg) => logs.push(msg), options)
  running.push(db)
  return db
}

/**
 * A pool of the test's own. pool.end() resolves once its clients are told to close, which can be
 * before their sockets are closed: a server stopped right after terminates such a connection
 * ("administrator command"), which the pool reports as an 'error' event, fatal without a listener.
 */
function poolOf(db: EmbeddedDatabase): pg.Pool {
  const pool = new pg.Pool({ connectionString: db.url, max: 2 })
  pool.on('error', () => {})
  return pool
}

async function stop(db: EmbeddedDatabase): Promise<void> {
  await db.stop()
  running.splice(running.indexOf(db), 1)
}

describe('embedded PostgreSQL', () => {
  it('creates a cluster on first start, and reuses its data on the next', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const logs: string[] = []

    let db = await start(port, logs)
    expect(db.url).toBe(`postgres://postgres:postgres@127.0.0.1:${port}/citizen`)
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true)
    expect(logs.some((l) => l.includes('Creating'))).toBe(true)
    let pool = poolOf(db)
    try {
      expect((await migrate(pool)).length).toBeGreaterThan(0)
      await pool.query(`INSERT INTO care_area (name, short_name) VALUES ('Testialue', 'testi')`)
      const { rows } = await pool.query<{ v: number; encoding: string }>(
        `SELECT current_setting('server_version_num')::int AS v, pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()`,
      )
      // Our SQL must run on PostgreSQL 15 and newer
      expect(rows[0]!.v).toBeGreaterThanOrEqual(150000)
      expect(rows[0]!.encoding).toBe('UTF8')
    } finally {
      await pool.end()
    }
    await stop(db)

    // Second start: same folder, no new cluster, the data is still there
    logs.length = 0
    db = await start(port, logs)
    expect(logs.some((l) => l.includes('Creating'))).toBe(false)
    pool = poolOf(db)
    try {
      expect(await migrate(pool)).toEqual([])
      const { rows } = await pool.query<{ name: string }>('SELECT name FROM care_area')
      expect(rows).toEqual([{ name: 'Testialue' }])
    } finally {
      await pool.end()
    }
    await stop(db)
  })

  it('moves off a busy port unless the port was chosen explicitly', async () => {
    const busy = net.createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const port = (busy.address() as net.AddressInfo).port
    try {
      const error = await start(port, [], { portFixed: true }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(EmbeddedPostgresError)
      expect((error as Error).message).toContain(`Port ${port} (EMBEDDED_PG_PORT) is already in use`)
      expect(postmasterPid() === null || !isAlive(postmasterPid()!)).toBe(true)

      const logs: string[] = []
      const db = await start(port, logs)
      expect(db.port).not.toBe(port)
      expect(db.url).toContain(`:${db.port}/`)
      expect(logs).toContainEqual(
        expect.stringContaining(
          `Port ${port} is in use by another program; the embedded PostgreSQL uses port ${db.port} instead`,
        ),
      )
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
      await client.end()
      await stop(db)
    } finally {
      busy.close()
    }
  })

  it.runIf(process.getuid?.() === 0)(
    'as root, says how to fix a data folder the postgres user cannot reach',
    async () => {
      const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'citizen-closed-'))
      fs.chmodSync(closed, 0o700)
      try {
        const error = await startEmbeddedPostgres(path.join(closed, 'data'), await freePort(), () => {}).catch(
          (e: unknown) => e,
        )
        expect(error).toBeInstanceOf(EmbeddedPostgresError)
        expect((error as Error).message).toContain(`the folder ${closed} (mode 700) is closed to other users`)
        expect((error as Error).message).toContain('Set DATA_DIR to a folder the postgres user can reach')
      } finally {
        fs.rmSync(closed, { recursive: true, force: true })
      }
    },
  )
})

// The API process as `npm start` runs it (main.ts through tsx), on the cluster made above
describe('the API process with the embedded PostgreSQL', () => {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

  interface Main {
    child: ChildProcess
    port: number
    lines: string[]
    waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>
    exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  }

  async function startMain(pgPort: number): Promise<Main> {
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
    }
    // Not the test server, and not the BASE_URL Vitest puts in the environment ('/')
    delete env.DATABASE_URL
    delete env.BASE_URL
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    const lines: string[] = []
    const waiters = new Set<() => void>()
    const onData = (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      for (const w of waiters) w()
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    )
    const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const line = lines.find((l) => pattern.test(l))
          if (!line) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(line)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No line matching ${pattern} in ${timeoutMs} ms:\n${lines.join('\n')}`))
        }, timeoutMs)
        waiters.add(check)
        check()
        // A process that ended will not print it
        void exited.then(() =>
          setTimeout(() => {
            if (!waiters.has(check)) return
            waiters.delete(check)
            clearTimeout(timer)
            reject(new Error(`Exited before a line matching ${pattern}:\n${lines.join('\n')}`))
          }, 100),
        )
      })
    return { child, port, lines, waitFor, exited }
  }

  const get = async (main: Main, url: string) => {
    const res = await fetch(`http://127.0.0.1:${main.port}${url}`)
    return { status: res.status, body: (await res.json()) as { errorCode?: string } }
  }

  it(
    'restarts a killed PostgreSQL, answering 503 meanwhile; SIGTERM after it died ends within seconds',
    { timeout: 60_000 },
    async () => {
      const main = await startMain(await freePort())
      await main.waitFor(/Citizen portal listening/)
      expect((await get(main, '/api/citizen/public/units/DAYCARE')).status).toBe(200)

      const first = postmasterPid()!
      process.kill(first, 'SIGKILL')
      await main.waitFor(/stopped unexpectedly \(killed by SIGKILL\); restarting it in 1 s/)
      // Down: requests get 503 DATABASE_UNAVAILABLE, the process lives on
      expect(await get(main, '/api/citizen/public/units/DAYCARE')).toMatchObject({
        status: 503,
        body: { errorCode: 'DATABASE_UNAVAILABLE' },
      })
      await main.waitFor(/The embedded PostgreSQL is running again/)
      expect(postmasterPid()).not.toBe(first)
      expect((await get(main, '/api/citizen/public/units/DAYCARE')).status).toBe(200)

      // Killed again soon after: the back-off doubles
      const second = postmasterPid()!
      process.kill(second, 'SIGKILL')
      await main.waitFor(/restarting it in 2 s \(attempt 2\)/)
      const started = Date.now()
      main.child.kill('SIGTERM')
      const exit = await main.exited
      const took = Date.now() - started
      console.log(`SIGTERM after PostgreSQL died: exited in ${took} ms`)
      expect(exit).toEqual({ code: 0, signal: null })
      expect(took).toBeLessThan(5_000)
      // No restart happened behind the shutdown
      await new Promise((r) => setTimeout(r, 2_500))
      const pid = postmasterPid()
      expect(pid === null || pid === second || !isAlive(pid)).toBe(true)
    },
  )

  it(
    'after a killed Node, the next start stops the orphaned PostgreSQL; a second instance on the same data uses its server',
    { timeout: 60_000 },
    async () => {
      const pgPort = await freePort()
      const killed = await startMain(pgPort)
      await killed.waitFor(/Citizen portal listening/)
      const orphan = postmasterPid()!
      killed.child.kill('SIGKILL')
      await killed.exited
      expect(isAlive(orphan)).toBe(true)

      const main = await startMain(pgPort)
      await main.waitFor(new RegExp(`Stopping an embedded PostgreSQL \\(pid ${orphan}\\) left running`))
      await main.waitFor(/Citizen portal listening/)
      expect(isAlive(orphan)).toBe(false)
      expect((await get(main, '/ready')).status).toBe(200)

      // Another start on the same data while this one runs uses its server; its stop leaves the server running
      const logs: string[] = []
      const second = await startEmbeddedPostgres(dataDir, await freePort(), (msg) => logs.push(msg))
      expect(logs.join('\n')).toContain(`is run by another process of the portal (pid ${main.child.pid})`)
      expect(second.pid).toBe(postmasterPid())
      const pool = poolOf(second)
      expect((await pool.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }])
      await pool.end()
      await second.stop()
      expect((await get(main, '/ready')).status).toBe(200)

      main.child.kill('SIGTERM')
      expect(await main.exited).toEqual({ code: 0, signal: null })
    },
  )
})
