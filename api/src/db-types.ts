/**
 * `npm run db:types`: writes api/src/platform/db/schema.generated.ts, the Kysely table types, from
 * the database the app is configured with (DATABASE_URL, else the embedded one), migrated first.
 */
import fs from 'node:fs/promises'
import { loadConfig } from './platform/config'
import { openScriptDatabase } from './platform/db/script-database'
import { SCHEMA_TYPES_FILE, schemaTypesFile } from './platform/db/generate-types'

const { db, close } = await openScriptDatabase(loadConfig())
try {
  await fs.writeFile(SCHEMA_TYPES_FILE, await schemaTypesFile(db))
  console.log(`Wrote ${SCHEMA_TYPES_FILE}`)
} finally {
  await close()
}
