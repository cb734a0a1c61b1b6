import { defineConfig } from '@playwright/test'

import { e2eServer, workerCount } from './servers'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * e2e against the built app (scripts/test.mjs builds it first) in Debian's Chromium. Each worker
 * (E2E_WORKERS, 2 by default) has its own server and database (servers.ts): its own embedded
 * PostgreSQL under .data/e2e*, or E2E_DATABASE_URL (worker 1: its name + "_1"; scripts/test.mjs
 * makes both). A worker's tests load the demo municipality through its server's dev API, one at a
 * time; the files are shared out between the workers.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: workerCount,
  // No retries: a flaky test is a defect to fix (docs/STYLE.md "Tests")
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test reads the JSON for the ten slowest tests (scripts/test.mjs)
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  outputDir: '../.data/e2e-results',
  use: {
    // Each worker's own server: the baseURL fixture of fixtures.ts
    // The desktop every test has unless it asks for a phone
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    // The service worker precaches every page's code after the first page of a context: the app's
    // own spec (app.spec.ts) allows it, the rest run without it, as a first visit does
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: workerCount }, (_, index) => {
    const server = e2eServer(index)
    return {
      command: 'node --enable-source-maps ../api/dist/main.js',
      url: `${server.baseURL}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(server.port),
        LOG_LEVEL: 'warn',
        DATA_DIR: server.dataDir,
        EMBEDDED_PG_PORT: String(server.embeddedPgPort),
        ...(server.embedded ? {} : { DATABASE_URL: server.databaseUrl }),
        ENVIRONMENT_LABEL: 'test',
      },
    }
  }),
})
