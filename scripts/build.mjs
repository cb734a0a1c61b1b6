import { build, ensureInstalled } from './lib.mjs'

await ensureInstalled()
await build({ force: true })
