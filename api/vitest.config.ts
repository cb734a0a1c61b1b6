import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// API tests: unit tests beside the code and HTTP tests through app.inject against a real
// PostgreSQL (DATABASE_URL, else the embedded one). Run with `cd api && npx vitest run`.
export default defineConfig({
  // Also right when started from elsewhere, e.g. `vitest run --config api/vitest.config.ts`
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Each file has its own database, so files may run in parallel: two at a time even on a 2-core
    // machine (Vitest's default there is one), as a file mostly waits for PostgreSQL
    pool: 'forks',
    maxWorkers: 2,
    minWorkers: 1,
    // A worker's files share the imported modules instead of importing the app again for each file
    // (2 s a file, half the stage's time). No test mocks a module; the files pass in any order
    // (checked with --sequence.shuffle.files)
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    env: { NODE_ENV: 'test' },
  },
})
