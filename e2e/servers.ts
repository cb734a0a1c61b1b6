/**
 * The e2e servers: one API process per Playwright worker, each with its own port, data folder and
 * database, so a worker's demo reset never touches another's. Read by playwright.config.ts (the
 * web servers) and fixtures.ts (each worker's baseURL and `startSecondServer`'s database).
 */
export const workerCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

const basePort = Number(process.env.E2E_PORT ?? 3100)
const basePgPort = Number(process.env.E2E_EMBEDDED_PG_PORT ?? 5490)

export interface E2eServer {
  port: number
  baseURL: string
  /** Relative to e2e/, as the processes start there */
  dataDir: string
  embeddedPgPort: number
  databaseUrl: string
  /** True when the database is the server's own embedded PostgreSQL */
  embedded: boolean
}

export function e2eServer(index: number): E2eServer {
  // Ten ports apart: the specs' second servers take the ports right after the first (3101, 3102)
  const port = basePort + index * 10
  const embeddedPgPort = basePgPort + index
  const given = process.env.E2E_DATABASE_URL
  let databaseUrl = `postgres://postgres:postgres@127.0.0.1:${embeddedPgPort}/citizen`
  if (given) {
    const url = new URL(given)
    if (index > 0) url.pathname = `${url.pathname}_${index}`
    databaseUrl = url.toString()
  }
  return {
    port,
    baseURL: `http://localhost:${port}`,
    dataDir: index === 0 ? '../.data/e2e' : `../.data/e2e-${index}`,
    embeddedPgPort,
    databaseUrl,
    embedded: !given,
  }
}

/** The server of the worker this code runs in (Playwright sets TEST_PARALLEL_INDEX in its workers). */
export function currentE2eServer(): E2eServer {
  return e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
}
