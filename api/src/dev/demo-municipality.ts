import { sql } from 'kysely'
import type { Persona, PlacementType } from '@citizen/contract'
import type { Db } from '../platform/db/database'
import { addDays } from '@citizen/contract'
import { hashPassword } from '../features/auth/service'
import { testSsn } from './ssn'
import { insertDemoAddresses, insertDemoUnits } from './demo-units'
import { insertDemoApplications, insertDemoServiceNeedOptions, insertDemoTerms } from './demo-applications'
import { insertDemoDecisions } from './demo-decisions'
import { insertDemoCalendar } from './demo-calendar'

/**
 * The demo municipality "Esimerkkilä": families covering every situation the citizen screens
 * can show so far, and the units and street addresses of the public map (demo-units.ts). Dates
 * are relative to `today` so the demo never goes stale. Later capabilities add their own data here.
 */

const POST_OFFICE = 'ESIMERKKILÄ'

interface DemoPerson {
  firstName: string
  lastName: string
  dateOfBirth: string
  individual: number
  streetAddress: string
  postalCode: string
  email?: string | null
  phone?: string
}

interface DemoFamily {
  key: string
  guardians: DemoPerson[]
  /** Guardians that live elsewhere (separated parents) */
  fosterParents?: DemoPerson[]
  children: (DemoPerson & {
    placement?: { unit: string; type: PlacementType; startInDays: number; endInDays: number }
  })[]
  weakLogin?: { username: string; password: string }
}

const families: DemoFamily[] = [
  {
    key: 'one-child',
    guardians: [
      {
        firstName: 'Aino',
        lastName: 'Virtanen',
        dateOfBirth: '1990-03-14',
        individual: 901,
        streetAddress: 'Koivukuja 3 A 4',
        postalCode: '40100',
        email: 'aino.virtanen@example.com',
        phone: '0401234561',
      },
    ],
    children: [
      {
        firstName: 'Eetu',
        lastName: 'Virtanen',
        dateOfBirth: '2022-05-02',
        individual: 902,
        streetAddress: 'Koivukuja 3 A 4',
        postalCode: '40100',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -200, endInDays: 700 },
      },
    ],
  },
  {
    key: 'three-children',
    guardians: [
      {
        firstName: 'Mikko',
        lastName: 'Korhonen',
        dateOfBirth: '1986-08-21',
        individual: 903,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        email: 'mikko.korhonen@example.com',
        phone: '0401234562',
      },
      {
        firstName: 'Sanna',
        lastName: 'Korhonen',
        dateOfBirth: '1988-11-05',
        individual: 904,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        email: 'sanna.korhonen@example.com',
        phone: '0401234563',
      },
    ],
    children: [
      {
        firstName: 'Onni',
        lastName: 'Korhonen',
        dateOfBirth: '2020-01-17',
        individual: 905,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -600, endInDays: 250 },
      },
      {
        firstName: 'Ella',
        lastName: 'Korhonen',
        dateOfBirth: '2022-09-30',
        individual: 906,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        placement: { unit: 'Päiväkoti Metsätähti', type: 'DAYCARE_PART_TIME', startInDays: -100, endInDays: 900 },
      },
      {
        firstName: 'Veeti',
        lastName: 'Korhonen',
        dateOfBirth: '2024-06-11',
        individual: 907,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        placement: { unit: 'Päiväkoti Metsätähti', type: 'DAYCARE', startInDays: 20, endInDays: 1500 },
      },
    ],
  },
  {
    key: 'separated-guardians',
    guardians: [
      {
        firstName: 'Jussi',
        lastName: 'Nieminen',
        dateOfBirth: '1984-02-09',
        individual: 908,
        streetAddress: 'Myllytie 7 B 12',
        postalCode: '40320',
        email: 'jussi.nieminen@example.com',
        phone: '0401234564',
      },
      {
        firstName: 'Laura',
        lastName: 'Mäkinen',
        dateOfBirth: '1987-07-23',
        individual: 909,
        streetAddress: 'Kirkkokatu 25 C 30',
        postalCode: '40100',
        email: 'laura.makinen@example.com',
        phone: '0401234565',
      },
    ],
    children: [
      {
        firstName: 'Helmi',
        lastName: 'Nieminen',
        dateOfBirth: '2021-04-04',
        individual: 910,
        streetAddress: 'Myllytie 7 B 12',
        postalCode: '40320',
        placement: { unit: 'Daghemmet Solrosen', type: 'DAYCARE', startInDays: -300, endInDays: 600 },
      },
    ],
  },
  {
    key: 'foster-parent',
    guardians: [],
    fosterParents: [
      {
        firstName: 'Riitta',
        lastName: 'Laine',
        dateOfBirth: '1975-12-01',
        individual: 911,
        streetAddress: 'Peltokatu 2',
        postalCode: '40400',
        email: 'riitta.laine@example.com',
        phone: '0401234566',
      },
    ],
    children: [
      {
        firstName: 'Aleksi',
        lastName: 'Heikkinen',
        dateOfBirth: '2021-10-15',
        individual: 912,
        streetAddress: 'Peltokatu 2',
        postalCode: '40400',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -150, endInDays: 500 },
      },
    ],
  },
  {
    key: 'weak-login',
    guardians: [
      {
        firstName: 'Pekka',
        lastName: 'Hämäläinen',
        dateOfBirth: '1982-05-30',
        individual: 913,
        streetAddress: 'Harjukatu 9',
        postalCode: '40100',
        email: 'pekka.hamalainen@example.com',
        phone: '0401234567',
      },
    ],
    children: [
      {
        firstName: 'Siiri',
        lastName: 'Hämäläinen',
        dateOfBirth: '2021-02-18',
        individual: 914,
        streetAddress: 'Harjukatu 9',
        postalCode: '40100',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -400, endInDays: 400 },
      },
    ],
    weakLogin: { username: 'pekka.hamalainen@example.com', password: 'Esimerkki-Salasana-2026!' },
  },
  {
    key: 'no-email',
    guardians: [
      {
        firstName: 'Tuula',
        lastName: 'Koskinen',
        dateOfBirth: '1979-09-12',
        individual: 915,
        streetAddress: 'Satamakatu 4 A 1',
        postalCode: '40500',
        email: null,
        phone: '0401234568',
      },
    ],
    children: [
      {
        firstName: 'Venla',
        lastName: 'Koskinen',
        dateOfBirth: '2020-12-24',
        individual: 916,
        streetAddress: 'Satamakatu 4 A 1',
        postalCode: '40500',
        placement: { unit: 'Kerho Kipinä', type: 'CLUB', startInDays: -80, endInDays: 190 },
      },
    ],
  },
  {
    key: 'no-placements',
    guardians: [
      {
        firstName: 'Matti',
        lastName: 'Järvinen',
        dateOfBirth: '1991-01-28',
        individual: 917,
        streetAddress: 'Kuusitie 15',
        postalCode: '40600',
        email: 'matti.jarvinen@example.com',
        phone: '0401234569',
      },
    ],
    children: [
      {
        firstName: 'Lilja',
        lastName: 'Järvinen',
        dateOfBirth: '2024-03-03',
        individual: 918,
        streetAddress: 'Kuusitie 15',
        postalCode: '40600',
      },
    ],
  },
]

export async function loadDemoMunicipality(db: Db, today: string, now: Date = new Date()): Promise<Persona[]> {
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
            verified_email: p.email ?? null,
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
            .values({ id, username: weak.username.toLowerCase(), password_hash: await hashPassword(weak.password) })
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
    await insertDemoCalendar(tx, today, personas)

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

/** Empties every table but the migration history. */
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
