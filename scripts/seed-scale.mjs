// `npm run seed:scale -- [options]`: the demo municipality plus a municipality-sized dataset in
// the database the app is configured with (DATABASE_URL, else the embedded one). Options and the
// rules (it refuses a database holding other than test data unless --force) are in
// api/src/seed-scale.ts and README.md.
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { buildApi, ensureInstalled, root } from './lib.mjs'

await ensureInstalled()
await buildApi()
const result = spawnSync(
  process.execPath,
  [path.join(root, 'api', 'dist', 'seed-scale.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
process.exit(result.status ?? 1)
