// `npm start`: install, build when sources changed, then run the server (embedded PostgreSQL
// unless DATABASE_URL is set). Signals are passed on so the database stops cleanly.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { build, ensureInstalled, log, root } from './lib.mjs'

await ensureInstalled()
await build()
log(`Starting on http://localhost:${process.env.PORT ?? 3000}`)
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
// The server stops its embedded PostgreSQL itself (within a few seconds, even when it died)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
// Killed by a signal: exit as the shell would (128 + number), never 0 as if it had stopped cleanly
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)))
