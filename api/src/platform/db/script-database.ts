import pg from 'pg'
import type { Config } from '../config'
import { createDb, createPool, type Db } from './database'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded'
import { migrate } from './migrate'

interface ScriptDatabase {
  db: Db
  /** Closes the pool, and stops the embedded PostgreSQL if this script started it */
  close(): Promise<void>
}

/**
 * The database a command-line tool (import:addresses, seed:scale) works on, migrated: DATABASE_URL,
 * else the embedded one — the running `npm start`'s when it answers, or started for the tool.
 */
export async function openScriptDatabase(config: Config): Promise<ScriptDatabase> {
  let embedded: EmbeddedDatabase | null = null
  let url = config.databaseUrl
  if (!url) {
    url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/citizen`
    if (!(await isReachable(url))) {
      console.log(`Starting the embedded PostgreSQL (data in ${config.dataDir}, port ${config.embeddedPgPort})`)
      embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, console.log)
      url = embedded.url
    }
  }
  const pool = createPool(url, 2)
  const db = createDb(pool)
  const close = async () => {
    await db.destroy()
    if (embedded) await embedded.stop()
  }
  try {
    await migrate(pool)
  } catch (e) {
    await close()
    throw e
  }
  return { db, close }
}

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
