/**
 * `npm run seed:scale -- [--children N] [--guardians N] [--units N] [--applications N]
 * [--fee-decisions N] [--assistance-decisions N] [--messages N] [--force]`: loads the demo municipality and a
 * municipality-sized dataset (dev/scale-data.ts) into the database the app is configured with
 * (DATABASE_URL, else the embedded one under DATA_DIR, started for the load if not running).
 *
 * It replaces what the database holds, so it refuses one that holds anything but test data
 * (every person with an identity code from the test range 900–999, as the demo and an earlier
 * run make): such a database is emptied and the demo municipality loaded afresh before the
 * dataset is added. With --force it refuses nothing and empties nothing: the dataset is added to
 * what is there (identity codes already taken are skipped).
 */
import { sql } from 'kysely'
import { loadConfig } from './platform/config'
import type { Db } from './platform/db/database'
import { openScriptDatabase } from './platform/db/script-database'
import { helsinkiDate } from '@citizen/contract'
import { loadDemoMunicipality, truncateAll } from './dev/demo-municipality'
import {
  checkScaleSizes,
  countScaleTables,
  DEFAULT_SCALE_SIZES,
  generateScaleData,
  type ScaleSizes,
} from './dev/scale-data'

const OPTIONS: Record<string, keyof ScaleSizes> = {
  '--children': 'children',
  '--guardians': 'guardians',
  '--units': 'units',
  '--applications': 'applications',
  '--fee-decisions': 'feeDecisions',
  '--assistance-decisions': 'assistanceDecisions',
  '--messages': 'messages',
  '--income-statements': 'incomeStatements',
}

const usage = `Usage: npm run seed:scale -- [options]
  --children N              children, in families of one to three (default ${DEFAULT_SCALE_SIZES.children})
  --guardians N             guardians, one or two a family (default ${DEFAULT_SCALE_SIZES.guardians}; scales with --children)
  --units N                 units in the municipality, the demo's included (default ${DEFAULT_SCALE_SIZES.units})
  --applications N          applications (default ${DEFAULT_SCALE_SIZES.applications}; scales with --children)
  --fee-decisions N         fee decisions (default ${DEFAULT_SCALE_SIZES.feeDecisions}; scales with --children)
  --assistance-decisions N  ECE assistance decisions, and a quarter as many preschool ones
                            (default ${DEFAULT_SCALE_SIZES.assistanceDecisions}; scales with --children)
  --messages N              messages between staff and families, 2 000 threads of them one guardian's
                            (default ${DEFAULT_SCALE_SIZES.messages}; scales with --children)
  --income-statements N     income statements, 50 of them one guardian's
                            (default ${DEFAULT_SCALE_SIZES.incomeStatements}; scales with --children)
  --force                   add to a database holding other than test data (nothing is emptied)`

/** Parses the arguments; sizes not given scale with --children from the defaults */
export function parseSeedArgs(args: string[]): { sizes: ScaleSizes; force: boolean } | { error: string } {
  const given: Partial<ScaleSizes> = {}
  let force = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--force') {
      force = true
      continue
    }
    const [name, inline] = arg.split('=', 2) as [string, string | undefined]
    const key = OPTIONS[name]
    if (!key) return { error: `Unknown option ${arg}` }
    const value = inline ?? args[++i]
    if (value === undefined || !/^\d+$/.test(value.replace(/_/g, ''))) return { error: `${name} needs a number` }
    given[key] = Number(value.replace(/_/g, ''))
  }
  const factor = (given.children ?? DEFAULT_SCALE_SIZES.children) / DEFAULT_SCALE_SIZES.children
  const scaled = (key: keyof ScaleSizes) => given[key] ?? Math.round(DEFAULT_SCALE_SIZES[key] * factor)
  const sizes: ScaleSizes = {
    children: scaled('children'),
    guardians: scaled('guardians'),
    units: given.units ?? DEFAULT_SCALE_SIZES.units,
    applications: scaled('applications'),
    feeDecisions: scaled('feeDecisions'),
    assistanceDecisions: scaled('assistanceDecisions'),
    messages: scaled('messages'),
    incomeStatements: scaled('incomeStatements'),
  }
  const errors = checkScaleSizes(sizes)
  return errors.length > 0 ? { error: errors.join('\n') } : { sizes, force }
}

/** Persons who are not test persons: no identity code, or one outside the test range 900–999 */
export async function countNonTestPersons(db: Db): Promise<{ persons: number; other: number }> {
  const row = await sql<{ persons: number; other: number }>`
    SELECT count(*)::int AS persons,
      count(*) FILTER (WHERE social_security_number IS NULL OR social_security_number !~ '^[0-9]{6}[-+A-FU-Y]9[0-9]{2}[0-9A-Y]$')::int AS other
    FROM person
  `.execute(db)
  return row.rows[0]!
}

async function main(): Promise<number> {
  const parsed = parseSeedArgs(process.argv.slice(2))
  if ('error' in parsed) {
    console.error(`${parsed.error}\n\n${usage}`)
    return 2
  }
  const { sizes, force } = parsed

  const config = loadConfig()
  const { db, close } = await openScriptDatabase(config)
  const started = Date.now()
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
  try {
    const today = helsinkiDate(new Date())
    const { persons, other } = await countNonTestPersons(db)
    if (other > 0 && !force) {
      console.error(
        `The database holds ${other} persons who are not test persons (identity codes 900–999), so it is not ` +
          `demo data: nothing was changed. seed:scale empties a demo database before loading; use --force to add ` +
          `the dataset to this one without emptying it.`,
      )
      return 1
    }
    if (!force) {
      if (persons > 0) console.log('Emptying the database (it holds only test data) and loading the demo municipality')
      await truncateAll(db)
      await loadDemoMunicipality(db, today)
    }
    console.log(
      `Generating ${sizes.children} children, ${sizes.guardians} guardians, up to ${sizes.units} units, ${sizes.applications} applications, ` +
        `${sizes.feeDecisions} fee decisions, ${sizes.assistanceDecisions} assistance decisions and ${sizes.messages} messages`,
    )
    await db
      .transaction()
      .execute((tx) => generateScaleData(tx, sizes, today, (step) => console.log(`  ${seconds()} s: ${step}`)))
    console.log(`  ${seconds()} s: VACUUM ANALYZE`)
    // Fresh statistics and visibility maps, as autovacuum would leave them
    await sql`VACUUM ANALYZE`.execute(db)
    const counts = await countScaleTables(db)
    console.log(
      `Done in ${seconds()} s. Rows: ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
    )
    const size = await sql<{
      size: string
    }>`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`.execute(db)
    console.log(`Database size ${size.rows[0]!.size}. The demo people log in as before (README).`)
    return 0
  } finally {
    await close()
  }
}

// Run only as the tool (dist/seed-scale.js), not when the tests import parseSeedArgs
if (process.argv[1]?.endsWith('seed-scale.js')) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e)
      process.exit(1)
    },
  )
}
