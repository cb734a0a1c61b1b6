// `npm run dev`: the API with reload on change (tsx) and Vite's dev server with a proxy to it.
import path from 'node:path'
import { ensureInstalled, log, root, run } from './lib.mjs'

await ensureInstalled()
log('API on http://localhost:3000, web app with hot reload on http://localhost:5173')
await Promise.all([
  run(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', 'api/src/main.ts']),
  run(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], { cwd: path.join(root, 'web') }),
])
