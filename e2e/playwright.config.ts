import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * e2e against the built app (scripts/test.mjs builds it first) in Debian's Chromium. The server
 * gets its own embedded PostgreSQL under .data/e2e, or E2E_DATABASE_URL when given; tests load
 * the demo municipality through the dev API, so they run one at a time.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test reads the JSON for the ten slowest tests (scripts/test.mjs)
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  outputDir: '../.data/e2e-results',
  use: {
    baseURL: `http://localhost:${port}`,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --enable-source-maps ../api/dist/main.js',
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: '../.data/e2e',
      EMBEDDED_PG_PORT: process.env.E2E_EMBEDDED_PG_PORT ?? '5490',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ENVIRONMENT_LABEL: 'test',
    },
  },
})
