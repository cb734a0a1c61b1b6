// `npm test`: lint (formatting, ESLint, type checks), unit and API tests (Vitest, real PostgreSQL), then e2e in Chromium.
// With DATABASE_URL the API and e2e tests use that server; without it, the embedded PostgreSQL.
import fs from 'node:fs'
import path from 'node:path'
import { build, chromiumPath, ensureInstalled, lint, log, root, run } from './lib.mjs'

const started = Date.now()
const node = process.execPath
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file)
/** Each stage's name and start, for the timings printed at the end (docs/performance.md "Test suite") */
const stages = []
const step = (name) => {
  stages.push({ name, at: Date.now() })
  log(`── ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}
// Each runner also writes its tests' durations here: the ten slowest are printed at the end
const reports = path.join(root, '.data', 'test-reports')
fs.rmSync(reports, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })
const vitest = (name) => [
  bin('vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
]

// TEST_STAGES=unit,api,e2e runs only those (the faketime runs of docs/STYLE.md need no lint); all by default
const only = process.env.TEST_STAGES?.split(',').map((s) => s.trim())
const runs = (stage) => !only || only.includes(stage)

await ensureInstalled()

if (runs('lint')) {
  step('Lint (Prettier, ESLint, type checks)')
  await lint()
}

if (runs('unit')) {
  step('Unit tests (contract, web)')
  await run(node, vitest('contract'), { cwd: path.join(root, 'contract') })
  await run(node, vitest('web'), { cwd: path.join(root, 'web') })
}

if (runs('api')) {
  step(`Unit and API tests (api) against ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PostgreSQL'}`)
  await run(node, vitest('api'), { cwd: path.join(root, 'api') })
}

const chromium = runs('e2e') ? chromiumPath() : undefined
if (runs('e2e')) {
  step('Build')
  await build()
}
if (!runs('e2e')) {
  // not asked for
} else if (!chromium) {
  const message =
    "Chromium not found (/usr/bin/chromium): the e2e tests were NOT run. Install Debian's chromium package."
  if (process.env.CI) {
    console.error(`\x1b[31m${message}\x1b[0m`)
    process.exit(1)
  }
  console.warn(`\n\x1b[33m!!! ${message} !!!\x1b[0m\n`)
} else {
  step('e2e tests (Playwright in Chromium)')
  // One server and database per Playwright worker (e2e/servers.ts): citizen_e2e, citizen_e2e_1, …
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_WORKERS: String(workers),
    E2E_JSON_REPORT: path.join(reports, 'e2e.json'),
  }
  if (process.env.DATABASE_URL) {
    env.E2E_DATABASE_URL = await recreateDatabase(process.env.DATABASE_URL, 'citizen_e2e')
    for (let i = 1; i < workers; i++) await recreateDatabase(process.env.DATABASE_URL, `citizen_e2e_${i}`)
  }
  await run(node, [bin('@playwright/test', 'cli.js'), 'test'], { cwd: path.join(root, 'e2e'), env })
}
step('All tests passed')
printTimings()

/** The stages' durations and the ten slowest tests of all runners. */
function printTimings() {
  const end = Date.now()
  log('Time per stage:')
  stages.slice(0, -1).forEach((s, i) => {
    log(`  ${((stages[i + 1].at - s.at) / 1000).toFixed(0).padStart(5)} s  ${s.name}`)
  })
  log(`  ${((end - started) / 1000).toFixed(0).padStart(5)} s  in all`)
  const tests = []
  for (const file of fs.readdirSync(reports)) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'))
    const runner = path.basename(file, '.json')
    if (runner === 'e2e') collectPlaywright(report.suites ?? [], tests)
    else
      for (const result of report.testResults ?? []) {
        for (const a of result.assertionResults ?? []) {
          tests.push({ name: `${runner} ${path.relative(root, result.name)} › ${a.fullName}`, ms: a.duration ?? 0 })
        }
      }
  }
  tests.sort((a, b) => b.ms - a.ms)
  log('The ten slowest tests (a new test costs what docs/STYLE.md "Tests" allows):')
  for (const t of tests.slice(0, 10)) log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`)
}

function collectPlaywright(suites, tests) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)
        tests.push({ name: `e2e ${spec.file} › ${spec.title}`, ms })
      }
    }
    collectPlaywright(suite.suites ?? [], tests)
  }
}

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
