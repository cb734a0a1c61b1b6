import type { FileStorage } from '../platform/files'
import { insertDemoMessages } from './demo-messages'
import { insertDemoDocuments } from './demo-documents'
import { insertDemoAbsenceApplications } from './demo-absence-applications'
import { sql } from 'kysely'
import type { Persona } from '@citizen/contract'
import type { Db } from '../platform/db/database'
import { addDays } from '@citizen/contract'
import { hashPassword } from '../features/auth/service'
import { testSsn } from './ssn'
import { insertDemoAddresses, insertDemoUnits } from './demo-units'
import { insertDemoApplications, insertDemoServiceNeedOptions, insertDemoTerms } from './demo-applications'
import { insertDemoDecisions } from './demo-decisions'
import { insertDemoCalendar } from './demo-calendar'
import { insertDemoHolidayQuestionnaires } from './demo-holiday-periods'
import { insertDemoCalendarEvents } from './demo-calendar-events'
import { insertDemoChildPages } from './demo-children'
import { insertDemoServiceApplications } from './demo-service-applications'
import { insertDemoIncomeAndImages } from './demo-income'
import { insertDemoIncomeStatements } from './demo-income-statements'
import { families, type DemoPerson } from './demo-families'
import type { Demo } from './demo-personas'

/**
 * The demo municipality "Esimerkkilä": families covering every situation the citizen screens
 * can show so far, and the units and street addresses of the public map (demo-units.ts). Dates
 * are relative to `today` so the demo never goes stale. Later capabilities add their own data here.
 */

const POST_OFFICE = 'ESIMERKKILÄ'

/** Each demo password hashed once a process: argon2 takes 0.4 s a hash, and e2e resets the demo before every test. */
const demoHashes = new Map<string, Promise<string>>()
function demoPasswordHash(password: string): Promise<string> {
  let hash = demoHashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hash.catch(() => demoHashes.delete(password))
    demoHashes.set(password, hash)
  }
  return hash
}

export async function loadDemoMunicipality(
  db: Db,
  today: string,
  now: Date = new Date(),
  /** Where the demo's message attachment is stored (the app's storage); without it the message has none */
  files: FileStorage | null = null,
): Promise<Persona[]> {
  return db.transaction().execute(async (tx) => {
    const area = await tx
      .insertInto('care_area')
      .values({ name: 'Keskusta', short_name: 'keskusta' })
      .returning('id')
      .executeTakeFirstOrThrow()
    // Units and street addresses of the public map (demo-units.ts)
    const unitIds = await insertDemoUnits(tx, area.id, today)
    await insertDemoAddresses(tx)
    // Terms and service need options of the application editor (demo-applications.ts)
    await insertDemoTerms(tx, today)
    await insertDemoServiceNeedOptions(tx)

    const insertPerson = async (p: DemoPerson) =>
      (
        await tx
          .insertInto('person')
          .values({
            social_security_number: testSsn(p.dateOfBirth, p.individual),
            first_name: p.firstName,
            last_name: p.lastName,
            preferred_name: p.firstName,
            date_of_birth: p.dateOfBirth,
            street_address: p.streetAddress,
            postal_code: p.postalCode,
            post_office: POST_OFFICE,
            phone: p.phone ?? '',
            email: p.email ?? null,
            verified_email: p.verifiedEmail === undefined ? (p.email ?? null) : p.verifiedEmail,
            language: p.language ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id

    const personas: Persona[] = []
    // Persona key -> the adult's id and family's children, for the demo applications
    const applicants = new Map<string, { personId: string; children: { id: string; firstName: string }[] }>()
    for (const family of families) {
      const children: Persona['children'] = []
      for (const c of family.children) {
        const id = await insertPerson(c)
        children.push({ id, firstName: c.firstName, lastName: c.lastName })
        if (c.placement) {
          await tx
            .insertInto('placement')
            .values({
              type: c.placement.type,
              child_id: id,
              unit_id: unitIds.get(c.placement.unit)!,
              start_date: addDays(today, c.placement.startInDays),
              end_date: addDays(today, c.placement.endInDays),
            })
            .execute()
        }
      }
      const adults = [
        ...family.guardians.map((p) => ({ p, foster: false })),
        ...(family.fosterParents ?? []).map((p) => ({ p, foster: true })),
      ]
      for (const [index, { p, foster }] of adults.entries()) {
        const id = await insertPerson(p)
        for (const child of children) {
          if (foster) {
            await tx
              .insertInto('foster_parent')
              .values({
                parent_id: id,
                child_id: child.id,
                valid_during: `[${addDays(today, -365)},${addDays(today, 3 * 365)})`,
              })
              .execute()
          } else {
            await tx.insertInto('guardian').values({ guardian_id: id, child_id: child.id }).execute()
          }
        }
        const weak = index === 0 ? family.weakLogin : undefined
        if (weak) {
          await tx
            .insertInto('citizen_user')
            .values({ id, username: weak.username.toLowerCase(), password_hash: await demoPasswordHash(weak.password) })
            .execute()
        }
        const key = adults.length > 1 ? `${family.key}-${index + 1}` : family.key
        applicants.set(key, { personId: id, children })
        personas.push({
          key,
          ssn: testSsn(p.dateOfBirth, p.individual),
          firstName: p.firstName,
          lastName: p.lastName,
          weakLoginUsername: weak?.username ?? null,
          weakLoginPassword: weak?.password ?? null,
          children,
        })
      }
    }

    await insertDemoApplications(tx, applicants, today, now)
    // Fee, voucher value and assistance decisions of the Korhonen family (demo-decisions.ts)
    await insertDemoDecisions(tx, applicants, today, now)
    // Service needs, reservations, attendances and a holiday period (demo-calendar.ts)
    const demo: Demo = { tx, today, now, personas, files }
    await insertDemoCalendar(demo)
    // A holiday period open for answers with a FIXED_PERIOD questionnaire, an OPEN_RANGES one next (demo-holiday-periods.ts)
    await insertDemoHolidayQuestionnaires(tx, today)
    // Heads of family, incomes (the income reminder) and child pictures (demo-income.ts)
    await insertDemoIncomeAndImages(demo)
    // Income statements in every state, a child's, a partner without one (demo-income-statements.ts)
    await insertDemoIncomeStatements(demo)
    // Staff, groups and Kaisa Lehtonen's threads (demo-messages.ts)
    await insertDemoMessages(demo)
    // Eetu Virtanen's child documents (one waiting for Aino) and pedagogical documents (demo-documents.ts)
    await insertDemoDocuments(demo)
    // Service needs over time, daily service times and absences of the child pages (demo-children.ts)
    await insertDemoChildPages(demo)
    // Onni Korhonen's rejected and undecided service applications (demo-service-applications.ts)
    await insertDemoServiceApplications(demo)
    // Aada Lehtonen's absence applications: waiting, accepted and rejected (demo-absence-applications.ts)
    await insertDemoAbsenceApplications(demo)
    // Mikko Korhonen's family's events and a discussion survey (demo-calendar-events.ts)
    await insertDemoCalendarEvents(demo)

    await tx
      .insertInto('system_notification')
      .values({
        target_group: 'CITIZENS',
        text: 'Palvelussa on huoltokatko sunnuntaina klo 22–23. Pahoittelemme häiriötä.',
        text_sv: 'Tjänsten har ett serviceavbrott på söndag kl. 22–23. Vi beklagar störningen.',
        text_en: 'The service has a maintenance break on Sunday 22–23. We apologise for the inconvenience.',
        valid_to: new Date(Date.now() + 30 * 24 * 3600_000),
      })
      .execute()

    return personas
  })
}

/**
 * Empties every table but the migration history with DELETE in one transaction, children before
 * parents, and restarts the sequences. On the demo's few thousand rows this takes a tenth of
 * TRUNCATE's time (which makes new files for 75 tables and their indexes); the dev reset runs
 * before every e2e test. Tables whose references form a cycle leave it to `truncateAll`.
 */
export async function deleteAll(db: Db): Promise<void> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migration'
  `.execute(db)
  const { rows: references } = await sql<{ child: string; parent: string }>`
    SELECT c.relname AS child, p.relname AS parent
    FROM pg_constraint f JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class p ON p.oid = f.confrelid
    WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace AND f.conrelid <> f.confrelid
  `.execute(db)
  const order = childrenFirst(
    tables.map((t) => t.name),
    references,
  )
  if (!order) return truncateAll(db)
  const { rows: sequences } = await sql<{ name: string }>`
    SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'
  `.execute(db)
  await db.transaction().execute(async (tx) => {
    for (const table of order) await sql`DELETE FROM ${sql.table(table)}`.execute(tx)
    for (const s of sequences) await sql`ALTER SEQUENCE ${sql.table(s.name)} RESTART`.execute(tx)
  })
}

/** The tables ordered so that each comes before the tables it references; null for a cycle. */
export function childrenFirst(tables: string[], references: { child: string; parent: string }[]): string[] | null {
  const order: string[] = []
  const left = new Set(tables)
  while (left.size > 0) {
    // A table no remaining table references can go now
    const free = [...left].filter((t) => !references.some((r) => r.parent === t && r.child !== t && left.has(r.child)))
    if (free.length === 0) return null
    for (const t of free) {
      order.push(t)
      left.delete(t)
    }
  }
  return order
}

/** Empties every table but the migration history (a large database: seed-scale). */
export async function truncateAll(db: Db): Promise<void> {
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migration'
  `.execute(db)
  if (tables.rows.length === 0) return
  const list = tables.rows.map((t) => `"${t.tablename}"`).join(', ')
  await sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`).execute(db)
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('person')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}
