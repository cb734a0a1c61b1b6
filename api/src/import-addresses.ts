/**
 * `npm run import:addresses -- FILE.csv [--replace]`: loads street addresses for the local
 * address search (format: features/map/address-csv.ts) in one transaction. Existing
 * addresses with the same street address and postal code are updated; --replace empties the
 * table first. The database: DATABASE_URL, else the embedded one under DATA_DIR (the one
 * `npm start` uses), started for the import if it is not running.
 */
import fs from 'node:fs'
import { loadConfig } from './platform/config'
import { openScriptDatabase } from './platform/db/script-database'
import { AddressCsvError, parseAddressCsv } from './features/map/address-csv'
import { countAddresses, deleteAllAddresses, upsertAddresses } from './features/map/queries'

const usage = 'Usage: npm run import:addresses -- FILE.csv [--replace]'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const replace = args.includes('--replace')
  const files = args.filter((a) => a !== '--replace')
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(usage)
    return 2
  }
  const file = files[0]!
  let parsed
  try {
    parsed = parseAddressCsv(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    if (e instanceof AddressCsvError) {
      console.error(`${file}: ${e.message}\nNothing was imported.`)
      return 1
    }
    throw e
  }

  const config = loadConfig()
  const { db, close } = await openScriptDatabase(config)
  try {
    const total = await db.transaction().execute(async (tx) => {
      if (replace) await deleteAllAddresses(tx)
      await upsertAddresses(tx, parsed.addresses)
      return countAddresses(tx)
    })
    const skipped =
      parsed.duplicates > 0 ? `, ${parsed.duplicates} duplicate row${parsed.duplicates === 1 ? '' : 's'} left out` : ''
    console.log(
      `Imported ${parsed.addresses.length} addresses from ${file}${skipped}; the table has ${total} addresses.`,
    )
    return 0
  } finally {
    await close()
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`Import failed, nothing was imported: ${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  },
)
