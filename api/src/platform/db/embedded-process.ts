import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { EmbeddedPostgresError } from './embedded-cluster'

// -------------------------------------------------------------------------------------------------
// Orphans and other instances

interface PostmasterInfo {
  pid: number
  port: number | null
}

export function readPostmasterPid(databaseDir: string): PostmasterInfo | null {
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

export function removeOwnerFile(ownerFile: string): void {
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
 * A postmaster already running in this data directory: another instance's (returned, so this
 * process uses it too: N copies of the portal may share one DATA_DIR) or an orphan of a killed run
 * (stopped, then the start goes on). A pid file naming a dead or unrelated process is stale and
 * removed.
 */
export async function stopOrphan(
  databaseDir: string,
  ownerFile: string,
  log: (msg: string) => void,
): Promise<(PostmasterInfo & { port: number; holder: number }) | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  const info = readPostmasterPid(databaseDir)
  if (!info) return null
  const command = isAlive(info.pid) ? commandOf(info.pid) : ''
  if (command === '' || (command !== null && !command.includes('postgres'))) {
    fs.rmSync(pidFile, { force: true })
    return null
  }
  const holder = holderOf(info.pid, ownerFile)
  if (holder !== null) {
    if (info.port !== null) return { ...info, port: info.port, holder }
    throw new EmbeddedPostgresError(
      `Another process of the portal (pid ${holder}) is already running the embedded PostgreSQL in ${databaseDir}` +
        ` and its port cannot be read. Stop it first (Ctrl-C in its terminal, or kill ${holder}), ` +
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
    if (await waitForExit(info.pid, waitMs)) return null
  }
  throw new EmbeddedPostgresError(
    `An embedded PostgreSQL (pid ${info.pid}) left running in ${databaseDir} by an earlier run did not stop. Stop it (kill ${info.pid}) and start again.`,
  )
}

/**
 * Runs fn while this process holds DATA_DIR's start-up lock file: processes started together
 * would otherwise each see no cluster and run initdb into the same folder, or each start a server
 * on it. A lock file whose process is gone (a killed start) is taken over.
 */
export async function withStartLock<T>(lockFile: string, fn: () => Promise<T>, timeoutMs = 300_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    let holder: number | null = null
    let age = 0
    try {
      holder = Number(fs.readFileSync(lockFile, 'utf8')) || null
      age = Date.now() - fs.statSync(lockFile).mtimeMs
    } catch {
      continue // removed meanwhile: try again at once
    }
    // An empty file is one being written, unless it has stayed empty (its writer died in between)
    if (holder !== null ? !isAlive(holder) : age > 10_000) {
      fs.rmSync(lockFile, { force: true })
      continue
    }
    if (Date.now() > until) {
      throw new EmbeddedPostgresError(
        `Another process (pid ${holder ?? 'unknown'}) has been starting the embedded PostgreSQL for ${Math.round(timeoutMs / 1000)} s ` +
          `(${lockFile}). Stop it, or remove that file if no such process runs.`,
      )
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  try {
    return await fn()
  } finally {
    try {
      if (Number(fs.readFileSync(lockFile, 'utf8')) === process.pid) fs.rmSync(lockFile, { force: true })
    } catch {
      // already gone
    }
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (!isAlive(pid)) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return !isAlive(pid)
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
