// `npm run lint`: Prettier's check, ESLint and the type checks (also the first step of `npm test`).
import { ensureInstalled, lint } from './lib.mjs'

await ensureInstalled()
await lint()
