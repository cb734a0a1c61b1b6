// `npm test`: lint (formatting, ESLint, type checks), unit and API tests (Vitest, real PostgreSQL), then e2e in Chromium.
// With DATABASE_URL the API and e2e tests use that server; without it, the embedded PostgreSQL.
import path from 'node:path'
import { build, chromiumPath, ensureInstalled, lint, log, root, run } from './lib.mjs'

const started = Date.now()
const node = process.execPath
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file)
const step = (name) => log(`── ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`)

await ensureInstalled()

step('Lint (Prettier, ESLint, type checks)')
await lint()

step('Unit tests (contract, web)')
await run(node, [bin('vitest', 'vitest.mjs'), 'run'], { cwd: path.join(root, 'contract') })
await run(node, [bin('vitest', 'vitest.mjs'), 'run'], { cwd: path.join(root, 'web') })

step(`Unit and API tests (api) against ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PostgreSQL'}`)
await run(node, [bin('vitest', 'vitest.mjs'), 'run'], { cwd: path.join(root, 'api') })

step('Build')
await build()

const chromium = chromiumPath()
if (!chromium) {
  const message =
    "Chromium not found (/usr/bin/chromium): the e2e tests were NOT run. Install Debian's chromium package."
  if (process.env.CI) {
    console.error(`\x1b[31m${message}\x1b[0m`)
    process.exit(1)
  }
  console.warn(`\n\x1b[33m!!! ${message} !!!\x1b[0m\n`)
} else {
  step('e2e tests (Playwright in Chromium)')
  const env = { ...process.env, CHROMIUM_PATH: chromium }
  if (process.env.DATABASE_URL) env.E2E_DATABASE_URL = await recreateDatabase(process.env.DATABASE_URL, 'citizen_e2e')
  await run(node, [bin('@playwright/test', 'cli.js'), 'test'], { cwd: path.join(root, 'e2e'), env })
}
step('All tests passed')

/** A fresh database on the given server for the e2e server; returns its URL. */
async function recreateDatabase(serverUrl, name) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
