// The built app on a database of its own with the demo municipality, for the browser benchmarks
// (bench-web.mjs, bench-open-form.mjs): DATABASE_URL's server (a database `name` made afresh) or an
// embedded PostgreSQL under .data/<name>.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { root } from './lib.mjs'

export const csrf = { 'x-evaka-csrf': '1' }

/** Starts the app, waits until it is ready and loads the demo; `stop` ends it (also on exit) */
export async function startDemoApp({ name, port, embeddedPort }) {
  const { default: pg } = await import('pg')
  let databaseUrl
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  const app = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl }
        : { DATA_DIR: path.join(root, '.data', name), EMBEDDED_PG_PORT: String(embeddedPort) }),
    },
  })
  const stop = () => app.kill('SIGTERM')
  process.on('exit', stop)
  process.on('SIGINT', () => process.exit(130))

  const base = `http://localhost:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/ready`)).ok) break
    } catch {
      // not up yet
    }
    if (i > 480) throw new Error('the app did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  const reset = await fetch(`${base}/api/dev/reset`, { method: 'POST', headers: csrf })
  if (!reset.ok) throw new Error(`demo reset failed: ${reset.status}`)
  const { personas } = await reset.json()
  return { base, personas, stop }
}
