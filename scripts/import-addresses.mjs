// `npm run import:addresses -- FILE.csv [--replace]`: loads street addresses for the map's
// address search into the database (DATABASE_URL, else the embedded one). The CSV format and
// the rules are in api/src/features/map/address-csv.ts and README.md.
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { buildApi, ensureInstalled, root } from './lib.mjs'

await ensureInstalled()
// Bundling the API takes a second and keeps the tool in step with the sources
await buildApi()
const args = process.argv
  .slice(2)
  .map((a) => (a.startsWith('-') ? a : path.resolve(process.env.INIT_CWD ?? process.cwd(), a)))
const result = spawnSync(process.execPath, [path.join(root, 'api', 'dist', 'import-addresses.js'), ...args], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
