// `npm start`: install, build when sources changed, then run the server (embedded PostgreSQL
// unless DATABASE_URL is set). Signals are passed on so the database stops cleanly.
import { spawn } from 'node:child_process'
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
