import { sql } from 'kysely'
import { isCalendarDate } from '@citizen/contract'
import { initialForm, type FormPerson } from '../features/applications/form'
import type { Db, Tx } from '../platform/db/database'
import { defaultAssistanceContent, defaultPreschoolContent } from './decisions'
import { avatarPng } from './child-images'

/**
 * A municipality-sized dataset (`npm run seed:scale`, src/seed-scale.ts): families with guardians
 * and foster parents, units, placements, applications in every status with their other guardians
 * and decisions, fee and voucher value decisions, and both kinds of assistance decisions. It is
 * added to what the database holds (the seed tool loads the demo municipality first, so the demo
 * people can still log in).
 *
 * Set-based SQL, one statement a table on one connection: 40 000 children take about a minute.
 * Every row passes the tables' own constraints (foreign keys, checks, exclusion and unique
 * indexes) as it is inserted; nothing is switched off but the citizen_status row triggers, whose
 * rows are refreshed in one statement at the end (a trigger a row cost more than the rest).
 * Pseudo-random choices hash the row number (`rnd`), so the same sizes give the same data.
 * Identity codes come from the range reserved for test persons (900–999) and skip the codes
 * already in the database.
 */

export interface ScaleSizes {
  /** Children (each in a family with one or two guardians) */
  children: number
  /** Guardians; between the number of families (children / 1.6) and twice it */
  guardians: number
  /** Units in the municipality after the load: the existing ones plus generated ones up to this */
  units: number
  /** Applications: one per child in any status, the rest older ones already closed */
  applications: number
  feeDecisions: number
  /** ECE assistance decisions; preschool assistance decisions are a quarter of this */
  assistanceDecisions: number
  /** Messages in threads between units' staff and families; one guardian has 2 000 of the threads */
  messages: number
  /** Income statements of the generated guardians in all; one guardian (the busy one) has 50 */
  incomeStatements: number
}

export const DEFAULT_SCALE_SIZES: ScaleSizes = {
  children: 40_000,
  guardians: 45_000,
  units: 300,
  applications: 60_000,
  feeDecisions: 50_000,
  assistanceDecisions: 20_000,
  messages: 2_000_000,
  incomeStatements: 100_000,
}

/** What the sizes may be: the identity code ranges and the family shapes set the limits */
export function checkScaleSizes(s: ScaleSizes): string[] {
  const errors: string[] = []
  const int = (name: keyof ScaleSizes, min: number, max: number) => {
    const v = s[name]
    if (!Number.isInteger(v) || v < min || v > max) errors.push(`${name} must be a whole number from ${min} to ${max}`)
  }
  int('children', 1, 150_000)
  int('guardians', 1, 300_000)
  int('units', 1, 5_000)
  int('applications', 0, 1_000_000)
  int('feeDecisions', 0, 1_000_000)
  int('assistanceDecisions', 0, 1_000_000)
  int('messages', 0, 10_000_000)
  int('incomeStatements', 0, 1_000_000)
  if (errors.length === 0) {
    const families = familiesOf(s)
    if (s.guardians < families || s.guardians > 2 * families) {
      errors.push(
        `guardians must be from ${families} to ${2 * families} for ${s.children} children (one or two per family)`,
      )
    }
  }
  return errors
}

/** 1.6 children a family on average (families of one, two and three children) */
const familiesOf = (s: Pick<ScaleSizes, 'children'>) => Math.max(1, Math.round(s.children / 1.6))

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`
const textArray = (items: string[]) => `ARRAY[${items.map(quote).join(', ')}]::text[]`

const GIRLS = [
  'Aino',
  'Helmi',
  'Ella',
  'Venla',
  'Aada',
  'Lilja',
  'Olivia',
  'Eevi',
  'Siiri',
  'Isla',
  'Emma',
  'Sofia',
  'Enni',
  'Pihla',
  'Hilla',
  'Kerttu',
  'Minea',
  'Iida',
  'Saga',
  'Ellen',
  'Matilda',
  'Linnea',
  'Vilja',
  'Elsa',
]
const BOYS = [
  'Eino',
  'Onni',
  'Leo',
  'Väinö',
  'Oliver',
  'Elias',
  'Eeli',
  'Toivo',
  'Leevi',
  'Vilho',
  'Lenni',
  'Veeti',
  'Eetu',
  'Aatos',
  'Niilo',
  'Hugo',
  'Oskari',
  'Akseli',
  'Otto',
  'Emil',
  'Benjamin',
  'Lukas',
  'Alvar',
  'Kasper',
]
const WOMEN = [
  'Anna',
  'Maria',
  'Johanna',
  'Laura',
  'Sanna',
  'Katja',
  'Heidi',
  'Riikka',
  'Emilia',
  'Jenni',
  'Elina',
  'Tiina',
  'Suvi',
  'Hanna',
  'Noora',
  'Minna',
  'Petra',
  'Veera',
  'Karoliina',
  'Marjut',
]
const MEN = [
  'Mikko',
  'Juha',
  'Antti',
  'Jussi',
  'Timo',
  'Ville',
  'Janne',
  'Matti',
  'Tuomas',
  'Petri',
  'Sami',
  'Jukka',
  'Teemu',
  'Markus',
  'Lauri',
  'Joonas',
  'Aleksi',
  'Henri',
  'Olli',
  'Pekka',
]
const LAST_NAMES = [
  'Korhonen',
  'Virtanen',
  'Mäkinen',
  'Nieminen',
  'Mäkelä',
  'Hämäläinen',
  'Laine',
  'Heikkinen',
  'Koskinen',
  'Järvinen',
  'Lehtonen',
  'Lehtinen',
  'Saarinen',
  'Salminen',
  'Heinonen',
  'Niemi',
  'Heikkilä',
  'Kinnunen',
  'Salonen',
  'Turunen',
  'Salo',
  'Laitinen',
  'Tuominen',
  'Rantanen',
  'Karjalainen',
  'Jokinen',
  'Mattila',
  'Savolainen',
  'Lahtinen',
  'Ahonen',
  'Lindqvist',
  'Nyström',
  'Holmberg',
  'Sjöberg',
]
const STREETS = [
  'Koivukuja',
  'Rantatie',
  'Myllytie',
  'Kirkkokatu',
  'Peltokatu',
  'Harjukatu',
  'Satamakatu',
  'Kuusitie',
  'Mäntytie',
  'Pihlajakatu',
  'Vaahterakuja',
  'Haapatie',
  'Tervakatu',
  'Kalliotie',
  'Puistokatu',
  'Koulukatu',
  'Asemakatu',
  'Niittytie',
  'Lähdekuja',
  'Metsäpolku',
  'Järvenrannantie',
  'Kanervatie',
  'Sammalkuja',
  'Kangastie',
  'Ojapellontie',
  'Tuomikatu',
  'Pajukuja',
  'Kaislatie',
  'Lehtokatu',
  'Hiekkatie',
]
const POSTAL_CODES = [
  '40100',
  '40200',
  '40250',
  '40270',
  '40320',
  '40350',
  '40400',
  '40420',
  '40500',
  '40520',
  '40600',
  '40630',
  '40700',
  '40720',
  '40800',
  '40900',
]
const UNIT_WORDS = [
  'Aurinko',
  'Kuu',
  'Tähti',
  'Metsä',
  'Satakieli',
  'Kielo',
  'Vaahtera',
  'Kompassi',
  'Sammakko',
  'Ruusu',
  'Kanerva',
  'Mustikka',
  'Puolukka',
  'Kastanja',
  'Leppäkerttu',
  'Pääsky',
  'Orava',
  'Siili',
  'Kettu',
  'Karhu',
  'Tuuli',
  'Sateenkaari',
  'Majakka',
  'Kimalainen',
  'Pilvi',
  'Niitty',
  'Lumme',
  'Helmi',
  'Kallio',
  'Laakso',
]
const SV_WORDS = [
  'Solrosen',
  'Myran',
  'Ekorren',
  'Stjärnan',
  'Fyren',
  'Blåbäret',
  'Humlan',
  'Vitsippan',
  'Lärkan',
  'Regnbågen',
]

const noOne: FormPerson = {
  firstName: '',
  lastName: '',
  socialSecurityNumber: null,
  dateOfBirth: '',
  streetAddress: '',
  postalCode: '',
  postOffice: '',
  restrictedDetails: false,
  phone: '',
  email: null,
  verifiedEmail: null,
}
/**
 * The application form of a generated application: the form a new application starts from, its
 * people, dates, units, service need and club details filled by the SQL that writes the rows
 */
const formTemplate = initialForm({
  type: 'PRESCHOOL',
  child: noOne,
  guardian: noOne,
  otherChildren: [],
  preferredStartDate: null,
})

/** The form data of generated income statements: gross income from the incomes register */
const SCALE_STATEMENT_DATA = {
  gross: {
    type: 'INCOME',
    incomeSource: 'INCOMES_REGISTER',
    estimatedMonthlyIncome: 3200,
    otherIncome: [],
    otherIncomeInfo: '',
  },
  entrepreneur: null,
  student: false,
  alimonyPayer: false,
}

/** The busy guardian's income statements (the income list budget's case, docs/performance.md) */
export const BUSY_GUARDIAN_INCOME_STATEMENTS = 50

/** The guardian with 2 000 threads (the messages budget's case, docs/performance.md) */
export const BUSY_GUARDIAN_THREADS = 2_000
/** Mikko Korhonen of the demo, whom the bench measures on both datasets; else generated guardian 1 */
export const BUSY_GUARDIAN_SSN = '210886-903A'

const THREAD_TITLES = [
  'Retkipäivä ensi viikolla',
  'Vaihtovaatteet',
  'Kuulumisia ryhmästä',
  'Hakuaika syksyn kerhoihin',
  'Lapsen lääkitys',
  'Valokuvaus',
  'Vasukeskustelu',
  'Sairauspoissaolo',
  'Kesän aukiolot',
  'Muistutus: ulkoiluvaatteet',
  'Kysymys hoitoajoista',
  'Juhlapyhät',
]
const MESSAGE_LINES = [
  'Hei! Ensi viikon tiistaina lähdemme retkelle lähimetsään, muistattehan sään mukaiset vaatteet.',
  'Kiitos tiedosta, otamme sen huomioon.',
  'Lapsen lokerossa on enää yhdet kuivat sukat, tuotteko lisää vaihtovaatteita?',
  'Hei, lapsi on tänään kotona flunssan takia.\nPalaamme toivottavasti torstaina.',
  'Ryhmässä on ollut mukava viikko: olemme askarrelleet ja laulaneet paljon.',
  'Voisimmeko sopia keskustelun ensi viikolle? Iltapäivät sopivat meille parhaiten.',
  'Hoitoajat kesäkuulle on nyt kirjattu kalenteriin.',
  'Muistakaa merkitä poissaolot viimeistään edellisenä päivänä.',
  'Valokuvaaja tulee päiväkotiin maanantaina klo 9.',
  'Selvä, kiitos!',
]

interface ScaleCounts {
  [table: string]: number
}

/** The tables the generator fills, for the summary and the tests */
export const SCALE_TABLES = [
  'person',
  'guardian',
  'foster_parent',
  'care_area',
  'unit',
  'address',
  'placement',
  'application',
  'application_other_guardian',
  'decision',
  'fee_decision',
  'fee_decision_child',
  'voucher_value_decision',
  'assistance_need_decision',
  'assistance_need_preschool_decision',
  'citizen_status',
  'unit_operation_time',
  'service_need',
  'attendance_reservation',
  'child_attendance',
  'absence',
  'fridge_child',
  'fridge_partner',
  'income',
  'income_statement',
  'child_image',
  'daily_service_time',
  'employee',
  'daycare_group',
  'daycare_group_placement',
  'message_thread',
  'message',
  'message_recipients',
  'message_thread_participant',
  'document_template',
  'child_document',
  'child_document_read',
  'pedagogical_document',
  'pedagogical_document_read',
  'calendar_event',
  'calendar_event_attendee',
  'calendar_event_time',
] as const

export async function countScaleTables(db: Db | Tx): Promise<ScaleCounts> {
  const counts: ScaleCounts = {}
  for (const table of SCALE_TABLES) {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)
    counts[table] = r.rows[0]!.n
  }
  return counts
}

/**
 * Adds the dataset in the caller's transaction (one connection: the steps share temporary
 * tables). `progress` is told each step as it starts.
 */
export async function generateScaleData(
  tx: Tx,
  sizes: ScaleSizes,
  today: string,
  progress: (step: string) => void = () => {},
): Promise<void> {
  const errors = checkScaleSizes(sizes)
  if (errors.length > 0) throw new Error(errors.join('; '))
  if (!isCalendarDate(today)) throw new Error(`today must be a real day as YYYY-MM-DD: ${today}`)
  const C = sizes.children
  const G = sizes.guardians
  const F = familiesOf(sizes)
  // Families F - T + 1 .. F have a second guardian
  const T = G - F
  const A = sizes.applications
  const FD = sizes.feeDecisions
  const AD = sizes.assistanceDecisions
  const PD = Math.floor(AD / 4)
  const day = `DATE ${quote(today)}`
  const run = async (step: string, text: string) => {
    progress(step)
    await sql.raw(text).execute(tx)
  }

  await run(
    'helpers',
    `
    -- A pseudo-random number in [0, 1) for row n and a salt: the same every run
    CREATE FUNCTION pg_temp.rnd(n bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
      $$ SELECT (hashint8(n * 1009 + salt)::bigint & 2147483647)::float8 / 2147483648.0 $$;
    -- An element of an array for row n and a salt
    CREATE FUNCTION pg_temp.pick(items anyarray, n bigint, salt int) RETURNS anyelement LANGUAGE sql IMMUTABLE AS
      $$ SELECT items[1 + floor(pg_temp.rnd(n, salt) * cardinality(items))::int] $$;
    -- A personal identity code (test range individual numbers 900-999)
    CREATE FUNCTION pg_temp.ssn(dob date, individual int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT to_char(dob, 'DDMMYY') || CASE WHEN dob >= DATE '2000-01-01' THEN 'A' ELSE '-' END || individual
        || substr('0123456789ABCDEFHJKLMNPRSTUVWXY', ((to_char(dob, 'DDMMYY') || individual)::bigint % 31)::int + 1, 1)
    $$;
    ALTER TABLE person DISABLE TRIGGER citizen_status;
    ALTER TABLE guardian DISABLE TRIGGER citizen_status;
    ALTER TABLE foster_parent DISABLE TRIGGER citizen_status;
    ALTER TABLE placement DISABLE TRIGGER citizen_status;
    `,
  )

  await run(
    'units',
    `
    CREATE TEMP TABLE g_area ON COMMIT DROP AS
      SELECT a AS n, gen_random_uuid() AS id, (SELECT count(*)::int FROM care_area) + a AS number
      FROM generate_series(1, greatest(1, ${sizes.units} / 30)) a;
    INSERT INTO care_area (id, name, short_name) SELECT id, 'Alue ' || number, 'alue-' || number FROM g_area;

    CREATE TEMP TABLE g_unit ON COMMIT DROP AS
      SELECT n, gen_random_uuid() AS id,
        CASE WHEN n % 10 < 6 THEN 'CENTRE' WHEN n % 10 = 6 THEN 'FAMILY' WHEN n % 10 = 7 THEN 'GROUP_FAMILY'
             WHEN n % 10 = 8 THEN 'CLUB' ELSE 'SCHOOL' END AS kind,
        n % 9 = 0 AS swedish,
        n % 60 = 0 AS closed
      FROM generate_series(1, greatest(0, ${sizes.units} - (SELECT count(*)::int FROM unit))) n;
    ALTER TABLE g_unit ADD COLUMN type text[], ADD COLUMN provider_type text, ADD COLUMN name text;
    UPDATE g_unit SET
      type = CASE kind
        WHEN 'CENTRE' THEN CASE WHEN n % 3 = 0 THEN ARRAY['CENTRE', 'PRESCHOOL'] ELSE ARRAY['CENTRE'] END
        WHEN 'SCHOOL' THEN CASE WHEN n % 20 = 9 THEN ARRAY['PRESCHOOL', 'PREPARATORY_EDUCATION'] ELSE ARRAY['PRESCHOOL'] END
        ELSE ARRAY[kind] END,
      provider_type = CASE
        WHEN kind = 'SCHOOL' THEN 'MUNICIPAL_SCHOOL'
        WHEN kind <> 'CENTRE' THEN 'MUNICIPAL'
        WHEN n % 7 = 0 THEN 'PRIVATE_SERVICE_VOUCHER'
        WHEN n % 11 = 0 THEN 'PURCHASED'
        WHEN n % 13 = 0 THEN 'PRIVATE'
        ELSE 'MUNICIPAL' END,
      name = CASE
        WHEN swedish THEN CASE kind WHEN 'CLUB' THEN 'Klubben ' WHEN 'FAMILY' THEN 'Familjedagvård ' WHEN 'SCHOOL' THEN 'Förskolan ' ELSE 'Daghemmet ' END
          || pg_temp.pick(${textArray(SV_WORDS)}, n, 1)
        ELSE CASE kind WHEN 'CLUB' THEN 'Kerho ' WHEN 'FAMILY' THEN 'Perhepäivähoito ' WHEN 'GROUP_FAMILY' THEN 'Ryhmäperhepäiväkoti '
          WHEN 'SCHOOL' THEN 'Esiopetus ' ELSE 'Päiväkoti ' END || pg_temp.pick(${textArray(UNIT_WORDS)}, n, 1)
        END || ' ' || n;
    INSERT INTO unit (id, name, care_area_id, type, provider_type, language, street_address, postal_code, post_office,
                      latitude, longitude, url, phone, email, opening_date, closing_date,
                      daycare_apply_period, preschool_apply_period, club_apply_period, provides_shift_care, enabled_pilot_features)
    SELECT u.id, u.name, (SELECT id FROM g_area WHERE g_area.n = 1 + u.n % (SELECT count(*)::int FROM g_area)), u.type, u.provider_type,
      CASE WHEN swedish THEN 'sv' ELSE 'fi' END,
      pg_temp.pick(${textArray(STREETS)}, u.n, 2) || ' ' || (1 + u.n % 40), pg_temp.pick(${textArray(POSTAL_CODES)}, u.n, 3), 'ESIMERKKILÄ',
      round((62.10 + pg_temp.rnd(u.n, 4) * 0.30)::numeric, 5), round((24.95 + pg_temp.rnd(u.n, 5) * 0.70)::numeric, 5),
      CASE WHEN u.n % 3 = 0 THEN 'https://www.example.fi/varhaiskasvatus/yksikko-' || u.n END,
      '014 266 ' || lpad((u.n % 10000)::text, 4, '0'),
      CASE WHEN u.n % 2 = 0 THEN 'yksikko' || u.n || '@example.fi' END,
      DATE '2000-01-01' + (u.n % 5000),
      CASE WHEN closed THEN ${day} - 100 END,
      CASE WHEN u.type && ARRAY['CENTRE', 'FAMILY', 'GROUP_FAMILY'] AND provider_type <> 'PRIVATE' THEN daterange('2020-03-01', NULL) END,
      CASE WHEN u.type && ARRAY['PRESCHOOL', 'PREPARATORY_EDUCATION'] THEN daterange('2020-01-08', NULL) END,
      CASE WHEN u.type && ARRAY['CLUB'] THEN daterange('2020-03-01', NULL) END,
      u.n % 15 = 0,
      CASE WHEN provider_type IN ('MUNICIPAL', 'MUNICIPAL_SCHOOL') THEN ARRAY['MESSAGING', 'RESERVATIONS', 'VASU_AND_PEDADOC'] ELSE '{}' END
    FROM g_unit u;
    -- Where children go, by kind (open units only)
    CREATE TEMP TABLE g_unit_kind ON COMMIT DROP AS
      SELECT 'DAYCARE' AS kind, array_agg(id ORDER BY n) AS ids FROM g_unit WHERE NOT closed AND type && ARRAY['CENTRE', 'FAMILY', 'GROUP_FAMILY']
      UNION ALL SELECT 'PRESCHOOL', array_agg(id ORDER BY n) FROM g_unit WHERE NOT closed AND type && ARRAY['PRESCHOOL']
      UNION ALL SELECT 'CLUB', array_agg(id ORDER BY n) FROM g_unit WHERE NOT closed AND type && ARRAY['CLUB']
      UNION ALL SELECT 'VOUCHER', array_agg(id ORDER BY n) FROM g_unit WHERE NOT closed AND provider_type = 'PRIVATE_SERVICE_VOUCHER';
    -- A municipality too small for every kind borrows from the existing units
    UPDATE g_unit_kind k SET ids = (
      SELECT array_agg(id ORDER BY id) FROM unit
      WHERE closing_date IS NULL AND CASE k.kind WHEN 'DAYCARE' THEN type && ARRAY['CENTRE', 'FAMILY', 'GROUP_FAMILY']
        WHEN 'PRESCHOOL' THEN type && ARRAY['PRESCHOOL'] WHEN 'CLUB' THEN type && ARRAY['CLUB']
        ELSE provider_type = 'PRIVATE_SERVICE_VOUCHER' END)
    WHERE ids IS NULL;
    `,
  )

  // Identity codes: dates of birth × the test individual numbers, less those taken, in a
  // hashed order; children 300 days to 7 years old, adults born 1968-2002
  const adultDays = 12_784
  const adultStride = Math.max(1, Math.floor((adultDays * 100) / (G * 4)))
  await run(
    'persons',
    `
    CREATE TEMP TABLE g_child ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY hashint8(i * 100000 + (${day} - d::date))))::int AS n, d::date AS dob, pg_temp.ssn(d::date, i) AS ssn
      FROM generate_series(${day} - 2555, ${day} - 300, interval '1 day') d, generate_series(900, 999) i
      WHERE NOT EXISTS (SELECT 1 FROM person p WHERE p.social_security_number = pg_temp.ssn(d::date, i))
      ORDER BY 1 LIMIT ${C};
    CREATE TEMP TABLE g_adult ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY hashint8(i * 100000 + (d::date - DATE '1968-01-01'))))::int AS n, d::date AS dob, pg_temp.ssn(d::date, i) AS ssn
      FROM generate_series(DATE '1968-01-01', DATE '2002-12-31', interval '1 day') d, generate_series(900, 999) i
      WHERE (hashint8(i * 100000 + (d::date - DATE '1968-01-01')) & 2147483647) % ${adultStride} = 0
        AND NOT EXISTS (SELECT 1 FROM person p WHERE p.social_security_number = pg_temp.ssn(d::date, i))
      ORDER BY 1 LIMIT ${G};
    DO $$ BEGIN
      IF (SELECT count(*) FROM g_child) < ${C} OR (SELECT count(*) FROM g_adult) < ${G} THEN
        RAISE EXCEPTION 'not enough free test identity codes';
      END IF;
    END $$;

    -- Families: a last name, a home address, the language
    CREATE TEMP TABLE g_family ON COMMIT DROP AS
      SELECT f AS n,
        pg_temp.pick(${textArray(LAST_NAMES)}, f, 10) AS last_name,
        pg_temp.pick(${textArray(STREETS)}, f, 11) || ' ' || (1 + f % 97) || CASE WHEN f % 3 = 0 THEN ' A ' || (1 + f % 23) ELSE '' END AS street,
        pg_temp.pick(${textArray(POSTAL_CODES)}, f, 12) AS postal_code,
        CASE WHEN pg_temp.rnd(f, 13) < 0.06 THEN 'sv' ELSE 'fi' END AS language,
        f > ${F - T} AS two_guardians,
        -- A second guardian living elsewhere (separated parents)
        f > ${F - T} AND f % 10 = 3 AS separated
      FROM generate_series(1, ${F}) f;

    -- Guardian 1 of family f is adult f; guardian 2 of family f is adult F + f - (F - T)
    ALTER TABLE g_child ADD COLUMN id uuid DEFAULT gen_random_uuid(), ADD COLUMN family int, ADD COLUMN first_name text;
    UPDATE g_child SET family = 1 + (n - 1) % ${F},
      first_name = CASE WHEN n % 2 = 0 THEN pg_temp.pick(${textArray(GIRLS)}, n, 14) ELSE pg_temp.pick(${textArray(BOYS)}, n, 14) END;
    ALTER TABLE g_adult ADD COLUMN id uuid DEFAULT gen_random_uuid(), ADD COLUMN family int, ADD COLUMN first_name text, ADD COLUMN second boolean;
    UPDATE g_adult SET second = n > ${F}, family = CASE WHEN n <= ${F} THEN n ELSE n - ${F} + ${F - T} END,
      first_name = CASE WHEN (n % 2 = 0) THEN pg_temp.pick(${textArray(WOMEN)}, n, 15) ELSE pg_temp.pick(${textArray(MEN)}, n, 15) END;
    CREATE UNIQUE INDEX ON g_child (n);
    CREATE INDEX ON g_child (family);
    CREATE UNIQUE INDEX ON g_adult (n);
    CREATE INDEX ON g_adult (family);
    CREATE UNIQUE INDEX ON g_family (n);
    ANALYZE g_child; ANALYZE g_adult; ANALYZE g_family;

    INSERT INTO person (id, social_security_number, first_name, last_name, preferred_name, date_of_birth,
                        street_address, postal_code, post_office, language)
    SELECT c.id, c.ssn, c.first_name, f.last_name, c.first_name, c.dob, f.street, f.postal_code, 'ESIMERKKILÄ', f.language
    FROM g_child c JOIN g_family f ON f.n = c.family;

    INSERT INTO person (id, social_security_number, first_name, last_name, preferred_name, date_of_birth,
                        street_address, postal_code, post_office, phone, email, verified_email, language)
    SELECT a.id, a.ssn, a.first_name,
      CASE WHEN a.second AND pg_temp.rnd(a.n, 16) < 0.4 THEN pg_temp.pick(${textArray(LAST_NAMES)}, a.n, 17) ELSE f.last_name END,
      a.first_name, a.dob,
      CASE WHEN a.second AND f.separated THEN pg_temp.pick(${textArray(STREETS)}, a.n, 18) || ' ' || (1 + a.n % 89) ELSE f.street END,
      CASE WHEN a.second AND f.separated THEN pg_temp.pick(${textArray(POSTAL_CODES)}, a.n, 19) ELSE f.postal_code END,
      'ESIMERKKILÄ',
      '040' || lpad((1000000 + a.n)::text, 7, '0'),
      CASE WHEN a.n % 20 <> 7 THEN translate(lower(a.first_name), 'äöå', 'aoa') || '.' || a.n || '@example.com' END,
      CASE WHEN a.n % 20 <> 7 AND a.n % 3 <> 0 THEN translate(lower(a.first_name), 'äöå', 'aoa') || '.' || a.n || '@example.com' END,
      f.language
    FROM g_adult a JOIN g_family f ON f.n = a.family;

    -- The street addresses of the map's search: every home address without its staircase
    INSERT INTO address (street_address, postal_code, post_office, latitude, longitude)
    SELECT DISTINCT ON (address_search_key(street), postal_code) street, postal_code, 'ESIMERKKILÄ',
      round((62.10 + pg_temp.rnd(hashtext(street || postal_code), 20) * 0.30)::numeric, 5),
      round((24.95 + pg_temp.rnd(hashtext(street || postal_code), 21) * 0.70)::numeric, 5)
    FROM (SELECT split_part(street, ' A ', 1) AS street, postal_code FROM g_family) s
    ORDER BY address_search_key(street), postal_code
    ON CONFLICT (search_key, postal_code) DO NOTHING;
    `,
  )

  await run(
    'guardians and foster parents',
    `
    INSERT INTO guardian (guardian_id, child_id)
    SELECT a.id, c.id FROM g_child c JOIN g_adult a ON a.family = c.family;
    -- One child in 250 has a foster parent (another family's first guardian) today, one in 250 had one
    INSERT INTO foster_parent (parent_id, child_id, valid_during)
    SELECT a.id, c.id,
      CASE WHEN c.n % 250 = 17 THEN daterange(${day} - 300, ${day} + 700) ELSE daterange(${day} - 900, ${day} - 100) END
    FROM g_child c JOIN g_adult a ON a.n = 1 + c.family % ${F}
    WHERE c.n % 250 IN (17, 117) AND a.family <> c.family;
    `,
  )

  await run(
    'placements',
    `
    -- Today's (or the next) placement of 87 % of the children; a fifth of those placed also have an
    -- earlier one that ended the day before
    CREATE TEMP TABLE g_placement ON COMMIT DROP AS
    WITH k AS (
      SELECT c.n, c.id AS child_id, c.dob, ${day} - c.dob AS age_days, pg_temp.rnd(c.n, 30) AS r
      FROM g_child c
    ), chosen AS (
      SELECT k.*,
        CASE WHEN age_days >= 2050 AND pg_temp.rnd(n, 31) < 0.7 THEN 'PRESCHOOL'
             WHEN pg_temp.rnd(n, 32) < 0.08 THEN 'CLUB' ELSE 'DAYCARE' END AS kind
      FROM k WHERE r < 0.87
    )
    SELECT n, child_id, dob, kind,
      pg_temp.pick((SELECT ids FROM g_unit_kind WHERE g_unit_kind.kind = chosen.kind), n, 33) AS unit_id,
      CASE kind WHEN 'PRESCHOOL' THEN 'PRESCHOOL_DAYCARE' WHEN 'CLUB' THEN 'CLUB'
        ELSE CASE WHEN pg_temp.rnd(n, 34) < 0.1 THEN 'DAYCARE_PART_TIME' ELSE 'DAYCARE' END END AS type,
      CASE WHEN r >= 0.82 THEN ${day} + 5 + floor(pg_temp.rnd(n, 35) * 85)::int
        ELSE greatest(dob + 280, ${day} - floor(pg_temp.rnd(n, 36) * 700)::int) END AS start_date,
      ${day} + 30 + floor(pg_temp.rnd(n, 37) * (CASE kind WHEN 'DAYCARE' THEN 800 ELSE 250 END))::int + CASE WHEN r >= 0.82 THEN 90 ELSE 0 END AS end_date
    FROM chosen;
    INSERT INTO placement (child_id, unit_id, type, start_date, end_date)
    SELECT child_id, unit_id, type, start_date, end_date FROM g_placement;
    INSERT INTO placement (child_id, unit_id, type, start_date, end_date)
    SELECT child_id, pg_temp.pick((SELECT ids FROM g_unit_kind WHERE kind = 'DAYCARE'), n, 38), 'DAYCARE',
      start_date - 200 - floor(pg_temp.rnd(n, 39) * 200)::int, start_date - 1
    FROM g_placement
    WHERE pg_temp.rnd(n, 40) < 0.2 AND start_date - 400 > dob + 280 AND start_date <= ${day};
    `,
  )

  const template = quote(JSON.stringify(formTemplate))
  await run(
    'applications',
    `
    -- Application i is child 1 + (i - 1) % C's; the first of each child is in any status, the
    -- others (older) are closed, so one applicant never has two open ones of a type
    CREATE TEMP TABLE g_application ON COMMIT DROP AS
    WITH base AS (
      SELECT i, c.n AS child_n, c.id AS child_id, c.family, c.dob, c.first_name AS child_first_name, c.ssn AS child_ssn,
        (i - 1) / ${C} AS round, pg_temp.rnd(i, 50) AS rs
      FROM generate_series(1, ${A}) i JOIN g_child c ON c.n = 1 + (i - 1) % ${C}
    ), typed AS (
      SELECT base.*,
        CASE WHEN pg_temp.rnd(i, 51) < 0.12 THEN 'CLUB' WHEN ${day} - dob >= 1900 THEN 'PRESCHOOL' ELSE 'DAYCARE' END AS type,
        CASE WHEN round > 0 THEN CASE WHEN rs < 0.6 THEN 'ACTIVE' WHEN rs < 0.75 THEN 'REJECTED' ELSE 'CANCELLED' END
          WHEN rs < 0.05 THEN 'CREATED' WHEN rs < 0.13 THEN 'SENT' WHEN rs < 0.20 THEN 'WAITING_PLACEMENT'
          WHEN rs < 0.26 THEN 'WAITING_DECISION' WHEN rs < 0.29 THEN 'WAITING_UNIT_CONFIRMATION'
          WHEN rs < 0.31 THEN 'WAITING_MAILING' WHEN rs < 0.37 THEN 'WAITING_CONFIRMATION'
          WHEN rs < 0.87 THEN 'ACTIVE' WHEN rs < 0.92 THEN 'REJECTED' ELSE 'CANCELLED' END AS status
      FROM base
    )
    SELECT t.*, gen_random_uuid() AS id,
      CASE WHEN f.two_guardians AND pg_temp.rnd(i, 52) < 0.3 THEN g2.id ELSE g1.id END AS guardian_id,
      CASE WHEN f.two_guardians AND pg_temp.rnd(i, 52) < 0.3 THEN g1.id ELSE g2.id END AS other_guardian_id,
      f.last_name AS child_last_name, f.street, f.postal_code,
      CASE WHEN t.status = 'CREATED' THEN NULL
        WHEN t.status IN ('ACTIVE', 'REJECTED', 'CANCELLED') THEN ${day} - 60 - floor(pg_temp.rnd(i, 53) * 600)::int - 400 * t.round
        ELSE ${day} - 1 - floor(pg_temp.rnd(i, 53) * 120)::int END AS sent_date,
      (SELECT ids FROM g_unit_kind WHERE kind = CASE t.type WHEN 'CLUB' THEN 'CLUB' WHEN 'PRESCHOOL' THEN 'PRESCHOOL' ELSE 'DAYCARE' END) AS unit_ids
    FROM typed t
    JOIN g_family f ON f.n = t.family
    JOIN g_adult g1 ON g1.n = t.family
    LEFT JOIN g_adult g2 ON g2.n = t.family - ${F - T} + ${F} AND f.two_guardians;
    ALTER TABLE g_application ADD COLUMN units uuid[], ADD COLUMN start_date date, ADD COLUMN connected boolean;
    UPDATE g_application SET
      units = ARRAY(SELECT DISTINCT pg_temp.pick(unit_ids, i, 60 + k) FROM generate_series(1, 1 + floor(pg_temp.rnd(i, 59) * 3)::int) k),
      start_date = coalesce(sent_date, ${day}) + 120,
      connected = type = 'PRESCHOOL' AND pg_temp.rnd(i, 64) < 0.7;
    CREATE UNIQUE INDEX ON g_application (i);
    ANALYZE g_application;

    INSERT INTO application (id, type, status, guardian_id, child_id, origin, document, created_at, created_by, modified_at,
                             sent_date, due_date, transfer_application, hide_from_guardian, allow_other_guardian_access, checked_by_admin)
    SELECT a.id, a.type, a.status, a.guardian_id, a.child_id, CASE WHEN a.i % 40 = 0 THEN 'PAPER' ELSE 'ELECTRONIC' END,
      jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set(${template}::jsonb,
        '{child}', (${template}::jsonb -> 'child') || jsonb_build_object(
          'person', jsonb_build_object('firstName', a.child_first_name, 'lastName', a.child_last_name, 'socialSecurityNumber', a.child_ssn),
          'dateOfBirth', a.dob,
          'address', jsonb_build_object('street', a.street, 'postalCode', a.postal_code, 'postOffice', 'ESIMERKKILÄ'))),
        '{guardian}', (${template}::jsonb -> 'guardian') || jsonb_build_object(
          'person', jsonb_build_object('firstName', g.first_name, 'lastName', g.last_name, 'socialSecurityNumber', g.social_security_number),
          'address', jsonb_build_object('street', g.street_address, 'postalCode', g.postal_code, 'postOffice', g.post_office),
          'phoneNumber', g.phone, 'email', coalesce(g.email, ''))),
        '{secondGuardian}', CASE WHEN a.other_guardian_id IS NOT NULL AND a.type <> 'CLUB'
          THEN jsonb_build_object('phoneNumber', '', 'email', '', 'agreementStatus', 'AGREED') ELSE 'null'::jsonb END),
        '{preferences}', (${template}::jsonb -> 'preferences') || jsonb_build_object(
          'preferredUnits', (SELECT jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name) ORDER BY k.ord)
                             FROM unnest(a.units) WITH ORDINALITY AS k(id, ord) JOIN unit u ON u.id = k.id),
          'preferredStartDate', a.start_date,
          'connectedDaycarePreferredStartDate', CASE WHEN a.connected THEN a.start_date END,
          'serviceNeed', CASE WHEN a.type = 'DAYCARE' OR a.connected THEN jsonb_build_object(
            'startTime', '08:00', 'endTime', '16:00', 'shiftCare', false, 'partTime', false,
            'serviceNeedOption', (SELECT jsonb_build_object('id', o.id, 'nameFi', o.name_fi, 'nameSv', o.name_sv, 'nameEn', o.name_en,
                                                            'validPlacementType', o.valid_placement_type)
                                  FROM service_need_option o
                                  WHERE o.default_option AND o.valid_placement_type = CASE WHEN a.type = 'DAYCARE' THEN 'DAYCARE' ELSE 'PRESCHOOL_DAYCARE' END))
            END)),
        '{maxFeeAccepted}', to_jsonb(a.type <> 'CLUB')),
        '{clubDetails}', CASE WHEN a.type = 'CLUB' THEN '{"wasOnDaycare": false, "wasOnClubCare": false}'::jsonb ELSE 'null'::jsonb END),
      coalesce(a.sent_date - floor(pg_temp.rnd(a.i, 54) * 14)::int, ${day} - floor(pg_temp.rnd(a.i, 54) * 25)::int)::timestamptz + interval '9 hours',
      a.guardian_id,
      coalesce(a.sent_date, ${day} - floor(pg_temp.rnd(a.i, 54) * 25)::int)::timestamptz + interval '10 hours',
      a.sent_date,
      CASE WHEN a.sent_date IS NOT NULL THEN a.sent_date + 120 END,
      a.type = 'DAYCARE' AND a.sent_date IS NOT NULL AND pg_temp.rnd(a.i, 55) < 0.15,
      a.round > 0 AND a.i % 97 = 0,
      pg_temp.rnd(a.i, 56) < 0.7,
      a.status NOT IN ('CREATED', 'SENT')
    FROM g_application a JOIN person g ON g.id = a.guardian_id;

    -- The child's other guardian at sending
    INSERT INTO application_other_guardian (application_id, guardian_id)
    SELECT id, other_guardian_id FROM g_application WHERE other_guardian_id IS NOT NULL AND sent_date IS NOT NULL;
    `,
  )

  await run(
    'decisions',
    `
    -- Decisions of the applications that have them: pending while waiting for the answer,
    -- accepted or rejected after; preschool with connected daycare gets two
    INSERT INTO decision (application_id, type, status, unit_id, start_date, end_date, sent_date, requested_start_date, resolved, resolved_by)
    SELECT a.id, d.type,
      CASE a.status WHEN 'ACTIVE' THEN 'ACCEPTED' WHEN 'REJECTED' THEN 'REJECTED' ELSE 'PENDING' END,
      a.units[1], a.start_date, a.start_date + 300, s.sent,
      CASE WHEN a.status = 'ACTIVE' THEN a.start_date END,
      CASE WHEN a.status IN ('ACTIVE', 'REJECTED') THEN least(${day}, s.sent + floor(pg_temp.rnd(a.i, 71) * 14)::int) END,
      CASE WHEN a.status IN ('ACTIVE', 'REJECTED') THEN a.guardian_id END
    FROM g_application a
    CROSS JOIN LATERAL (SELECT least(${day}, a.sent_date + 30 + floor(pg_temp.rnd(a.i, 70) * 30)::int) AS sent) s
    CROSS JOIN LATERAL (
      SELECT CASE a.type WHEN 'CLUB' THEN 'CLUB' WHEN 'PRESCHOOL' THEN 'PRESCHOOL' ELSE 'DAYCARE' END AS type
      UNION ALL SELECT 'PRESCHOOL_DAYCARE' WHERE a.connected
    ) d
    WHERE a.status IN ('WAITING_CONFIRMATION', 'WAITING_MAILING', 'ACTIVE', 'REJECTED');
    `,
  )

  await run(
    'fee and voucher value decisions',
    `
    -- Fee decision j is for placed family 1 + (j - 1) % P; its period counts back from today
    -- in half years, the newest open-ended
    CREATE TEMP TABLE g_fee_family ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY f.n))::int AS k, f.n AS family, f.language,
        (SELECT id FROM g_adult WHERE g_adult.n = f.n) AS head_id,
        CASE WHEN f.two_guardians AND NOT f.separated THEN (SELECT id FROM g_adult WHERE g_adult.n = f.n - ${F - T} + ${F}) END AS partner_id
      FROM g_family f
      WHERE EXISTS (SELECT 1 FROM g_child c JOIN g_placement p ON p.child_id = c.id WHERE c.family = f.n);
    CREATE TEMP TABLE g_fee ON COMMIT DROP AS
      SELECT j, gen_random_uuid() AS id, ff.*, (j - 1) / (SELECT count(*)::int FROM g_fee_family) AS age,
        CASE WHEN pg_temp.rnd(j, 80) < 0.9 THEN 'SENT' WHEN pg_temp.rnd(j, 80) < 0.95 THEN 'ANNULLED' ELSE 'WAITING_FOR_SENDING' END AS status
      FROM generate_series(1, ${FD}) j JOIN g_fee_family ff ON ff.k = 1 + (j - 1) % (SELECT count(*)::int FROM g_fee_family);
    INSERT INTO fee_decision (id, status, valid_during, head_of_family_id, partner_id, family_size, head_of_family_income,
                              partner_income, language, sent_at, decision_maker, created_at)
    SELECT f.id, f.status,
      daterange(${day} - 182 * (f.age + 1), CASE WHEN f.age = 0 THEN NULL ELSE ${day} - 182 * f.age END),
      f.head_id, f.partner_id,
      1 + (f.partner_id IS NOT NULL)::int + (SELECT count(*) FROM g_child c WHERE c.family = f.family),
      250000 + floor(pg_temp.rnd(f.j, 81) * 300000)::int,
      CASE WHEN f.partner_id IS NOT NULL THEN 200000 + floor(pg_temp.rnd(f.j, 82) * 300000)::int END,
      f.language,
      CASE WHEN f.status IN ('SENT', 'ANNULLED') THEN (${day} - 182 * (f.age + 1) - 7)::timestamptz + interval '8 hours' END,
      'Tiina Lehtonen, asiakasmaksupäällikkö',
      (${day} - 182 * (f.age + 1) - 8)::timestamptz + interval '8 hours'
    FROM g_fee f;
    INSERT INTO fee_decision_child (fee_decision_id, child_id, placement_unit_id, placement_type, service_need_description_fi,
                                    service_need_description_sv, base_fee, sibling_discount, final_fee)
    SELECT f.id, c.id, p.unit_id, p.type, 'Kokopäiväinen, yli 25 h/vko', 'Heldag, över 25 h/vecka', 29500,
      CASE WHEN rank() OVER (PARTITION BY f.id ORDER BY c.dob DESC) = 1 THEN 0 ELSE 40 END,
      CASE WHEN rank() OVER (PARTITION BY f.id ORDER BY c.dob DESC) = 1 THEN 29500 ELSE 17700 END
    FROM g_fee f JOIN g_child c ON c.family = f.family JOIN g_placement p ON p.child_id = c.id;

    -- A voucher value decision (or two) for the children in service voucher units
    INSERT INTO voucher_value_decision (status, valid_from, valid_to, head_of_family_id, partner_id, child_id, placement_unit_id,
                                        placement_type, service_need_description_fi, service_need_description_sv, family_size,
                                        voucher_value, co_payment, final_co_payment, language, sent_at, decision_maker, created_at)
    SELECT 'SENT', v.valid_from, v.valid_to, ff.head_id, ff.partner_id, p.child_id, p.unit_id, p.type,
      'Kokopäiväinen, yli 25 h/vko', 'Heldag, över 25 h/vecka', 3, 104000, 29500, 29500, ff.language,
      (v.valid_from - 7)::timestamptz + interval '8 hours', 'Tiina Lehtonen, asiakasmaksupäällikkö',
      (v.valid_from - 8)::timestamptz + interval '8 hours'
    FROM g_placement p
    JOIN unit u ON u.id = p.unit_id AND u.provider_type = 'PRIVATE_SERVICE_VOUCHER'
    JOIN g_child c ON c.id = p.child_id
    JOIN g_fee_family ff ON ff.family = c.family
    CROSS JOIN LATERAL (
      SELECT p.start_date AS valid_from, NULL::date AS valid_to
      UNION ALL SELECT p.start_date - 365, p.start_date - 1 WHERE p.n % 2 = 0
    ) v;
    `,
  )

  const eceContent = quote(JSON.stringify(defaultAssistanceContent('2000-01-01', [])))
  const preschoolContent = quote(JSON.stringify(defaultPreschoolContent('2000-01-01', [])))
  await run(
    'assistance decisions',
    `
    -- Decision k is for every eighth child (1 + 8 * ((k - 1) % (C / 8))): some children have several
    CREATE TEMP TABLE g_assistance ON COMMIT DROP AS
      SELECT k, preschool, c.id AS child_id, c.family, p.unit_id, pg_temp.rnd(k * 2 + preschool::int, 90) AS rs,
        ${day} - 30 - floor(pg_temp.rnd(k * 2 + preschool::int, 91) * 700)::int AS made,
        (SELECT array_agg(a.id ORDER BY a.n) FROM g_adult a WHERE a.family = c.family) AS guardians,
        (SELECT jsonb_agg(jsonb_build_object('name', a.first_name || ' ' || f.last_name, 'isHeard', true,
                                             'details', 'Kuultu tapaamisessa päiväkodilla.') ORDER BY a.n)
         FROM g_adult a JOIN g_family f ON f.n = a.family WHERE a.family = c.family) AS guardian_info
      FROM (SELECT k, false AS preschool FROM generate_series(1, ${AD}) k
            UNION ALL SELECT k, true FROM generate_series(1, ${PD}) k) d
      JOIN g_child c ON c.n = 1 + 8 * ((d.k - 1) % greatest(1, ${C} / 8)) + (CASE WHEN d.preschool THEN 4 ELSE 0 END) % ${C}
      LEFT JOIN g_placement p ON p.child_id = c.id;
    ALTER TABLE g_assistance ADD COLUMN status text;
    UPDATE g_assistance SET status = CASE WHEN rs < 0.6 THEN 'ACCEPTED' WHEN rs < 0.65 THEN 'REJECTED' WHEN rs < 0.7 THEN 'ANNULLED'
                                          WHEN rs < 0.9 THEN 'DRAFT' ELSE 'NEEDS_WORK' END;
    INSERT INTO assistance_need_decision (child_id, status, language, decision_made, validity_period, assistance_levels, selected_unit_id,
                                          annulment_reason, unread_guardian_ids, content)
    SELECT child_id, status, 'fi',
      CASE WHEN status IN ('ACCEPTED', 'REJECTED', 'ANNULLED') THEN made END,
      daterange(made + 10, CASE WHEN k % 3 = 0 THEN made + 375 END),
      CASE WHEN k % 4 = 0 THEN ARRAY['SPECIAL_ASSISTANCE'] WHEN k % 4 = 1 THEN ARRAY['ENHANCED_ASSISTANCE', 'ASSISTANCE_SERVICES_FOR_TIME']
           ELSE ARRAY['ENHANCED_ASSISTANCE'] END,
      unit_id,
      CASE WHEN status = 'ANNULLED' THEN 'Päätös perustui virheellisiin tietoihin.' ELSE '' END,
      CASE WHEN status IN ('ACCEPTED', 'REJECTED', 'ANNULLED') AND pg_temp.rnd(k, 92) < 0.3 THEN guardians ELSE '{}' END,
      ${eceContent}::jsonb || jsonb_build_object('guardiansHeardOn', made - 10, 'guardianInfo', guardian_info)
    FROM g_assistance WHERE NOT preschool;
    INSERT INTO assistance_need_preschool_decision (child_id, status, type, language, decision_made, valid_from, valid_to,
                                                    selected_unit_id, annulment_reason, unread_guardian_ids, content)
    SELECT child_id, status, CASE WHEN k % 5 = 0 THEN 'CONTINUING' WHEN k % 7 = 0 THEN 'TERMINATED' ELSE 'NEW' END, 'fi',
      CASE WHEN status IN ('ACCEPTED', 'REJECTED', 'ANNULLED') THEN made END,
      made + 10, CASE WHEN k % 2 = 0 THEN made + 300 END,
      unit_id,
      CASE WHEN status = 'ANNULLED' THEN 'Päätös perustui virheellisiin tietoihin.' ELSE '' END,
      CASE WHEN status IN ('ACCEPTED', 'REJECTED', 'ANNULLED') AND pg_temp.rnd(k, 93) < 0.3 THEN guardians ELSE '{}' END,
      ${preschoolContent}::jsonb || jsonb_build_object('guardiansHeardOn', made - 10, 'guardianInfo', guardian_info)
    FROM g_assistance WHERE preschool;
    `,
  )

  await run(
    'documents',
    `
    -- Child documents (issue 27): every child's completed plan, read by a guardian now and then,
    -- and a survey waiting in CITIZEN_DRAFT for every third child; four pedagogical documents a
    -- child, every other one with a file (rows only: the files are not stored)
    CREATE TEMP TABLE g_template ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, t.type, t.name FROM (VALUES ('VASU', 'Varhaiskasvatussuunnitelma'),
        ('CITIZEN_BASIC', 'Aloituskysely')) t (type, name);
    INSERT INTO document_template (id, name, type, language, valid_from, content)
    SELECT id, name, type, 'fi', ${day} - 800,
      '{"sections":[{"id":"s","label":"Perustiedot","infoText":"","questions":[{"id":"q","type":"TEXT","label":"Toiveet","infoText":"","multiline":true}]}]}'::jsonb
    FROM g_template;
    INSERT INTO child_document (child_id, template_id, status, content, published_content, published_at)
    SELECT c.id, t.id, CASE WHEN t.type = 'VASU' THEN 'COMPLETED' ELSE 'CITIZEN_DRAFT' END,
      '{"answers":[]}'::jsonb, '{"answers":[]}'::jsonb, ${day} - (c.n % 300)
    FROM g_child c JOIN g_template t ON t.type = 'VASU' OR c.n % 3 = 0;
    INSERT INTO child_document_read (document_id, person_id)
    SELECT d.id, a.id FROM child_document d JOIN g_child c ON c.id = d.child_id
    JOIN g_adult a ON a.family = c.family WHERE d.status = 'COMPLETED' AND pg_temp.rnd(c.n, 110) < 0.7;
    CREATE TEMP TABLE g_pedagogical ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, c.id AS child_id, c.family, c.n, k
      FROM g_child c CROSS JOIN generate_series(1, 4) k;
    INSERT INTO pedagogical_document (id, child_id, description, created_at)
    SELECT id, child_id, 'Päivän touhuja ryhmässä ' || k, ${day} - (k * 20 + n % 20)
    FROM g_pedagogical;
    INSERT INTO attachment (type, pedagogical_document_id, name, content_type, size, storage_key)
    SELECT 'PEDAGOGICAL_DOCUMENT', id, 'kuva-' || k || '.pdf', 'application/pdf', 1000, 'scale-' || id
    FROM g_pedagogical WHERE k % 2 = 0;
    INSERT INTO pedagogical_document_read (document_id, person_id)
    SELECT g.id, a.id FROM g_pedagogical g JOIN g_adult a ON a.family = g.family WHERE g.k > 2;
    `,
  )

  await run(
    'calendar',
    `
    -- Opening hours of every generated unit; every tenth unit also takes shift care children
    INSERT INTO unit_operation_time (unit_id, shift_care, weekday, start_time, end_time)
    SELECT u.id, false, d, '06:30', '17:30' FROM g_unit u CROSS JOIN generate_series(1, 5) d;
    INSERT INTO unit_operation_time (unit_id, shift_care, weekday, start_time, end_time)
    SELECT u.id, true, d, '00:00', '23:59' FROM g_unit u CROSS JOIN generate_series(1, 7) d WHERE u.n % 10 = 3;
    -- One service need a placement: its type's default option, shift care in every 20th
    INSERT INTO service_need (placement_id, option_id, start_date, end_date, shift_care)
    SELECT p.id, o.id, p.start_date, p.end_date,
      CASE WHEN pg_temp.rnd(hashtext(p.id::text), 100) < 0.05 THEN 'FULL' ELSE 'NONE' END
    FROM placement p JOIN g_child c ON c.id = p.child_id
    JOIN LATERAL (SELECT id FROM service_need_option o WHERE o.valid_placement_type = p.type
                  ORDER BY o.default_option DESC, o.display_order NULLS LAST LIMIT 1) o ON true;
    -- Two years of days, today in the middle: reservations on about half of the weekdays of a
    -- placement, arrivals and departures on past ones, an absence now and then (~10 million rows
    -- at 40 000 children)
    CREATE TEMP TABLE g_day ON COMMIT DROP AS
      SELECT p.child_id, p.unit_id, d::date AS date, hashtext(p.child_id::text || d::date) AS h
      FROM placement p JOIN g_child c ON c.id = p.child_id
      CROSS JOIN generate_series(greatest(p.start_date, ${day} - 365), least(p.end_date, ${day} + 365), interval '1 day') d
      WHERE extract(isodow FROM d) < 6;
    INSERT INTO attendance_reservation (child_id, date, start_time, end_time, created_by_type)
    SELECT child_id, date, time '07:00' + (h & 7) * interval '15 minutes', time '15:00' + ((h >> 3) & 7) * interval '15 minutes',
      'CITIZEN'
    FROM g_day WHERE (h >> 6) & 15 < 7;
    INSERT INTO child_attendance (child_id, unit_id, date, start_time, end_time)
    SELECT child_id, unit_id, date, time '07:10' + (h & 7) * interval '15 minutes', time '15:20' + ((h >> 3) & 7) * interval '15 minutes'
    FROM g_day WHERE date < ${day} AND (h >> 10) & 15 < 10;
    INSERT INTO absence (child_id, date, category, absence_type, modified_by_type)
    SELECT child_id, date, 'BILLABLE', CASE WHEN (h >> 14) & 1 = 0 THEN 'SICKLEAVE' ELSE 'OTHER_ABSENCE' END,
      CASE WHEN (h >> 15) & 1 = 0 THEN 'CITIZEN' ELSE 'STAFF' END
    FROM g_day WHERE (h >> 16) & 31 = 0;
    `,
  )

  // One picture for the generated children that have one (the calendar's avatars)
  const picture = avatarPng(32, { background: [200, 220, 240], hair: [90, 60, 30], skin: [240, 210, 185] })
  await run(
    'families and incomes',
    `
    -- The first guardian heads the family of the children; two guardians living together are partners
    INSERT INTO fridge_child (child_id, head_of_child, start_date, end_date)
    SELECT c.id, a.id, c.dob, (c.dob + interval '18 years')::date - 1
    FROM g_child c JOIN g_adult a ON a.n = c.family;
    CREATE TEMP TABLE g_partnership ON COMMIT DROP AS
      SELECT f.n, gen_random_uuid() AS id, a1.id AS first_id, a2.id AS second_id
      FROM g_family f JOIN g_adult a1 ON a1.n = f.n JOIN g_adult a2 ON a2.n = f.n - ${F - T} + ${F}
      WHERE f.two_guardians AND NOT f.separated;
    INSERT INTO fridge_partner (partnership_id, indx, person_id, start_date, end_date)
    SELECT id, 1, first_id, ${day} - 2000 - (n % 1000), NULL::date FROM g_partnership
    UNION ALL
    SELECT id, 2, second_id, ${day} - 2000 - (n % 1000), NULL FROM g_partnership;
    -- Each adult's incomes: last year's and this year's, ending within a year (one in thirteen
    -- within the reminder's four weeks); a third sent an income statement
    INSERT INTO income (person_id, effect, valid_from, valid_to)
    SELECT a.id, 'INCOME', e - 730, e - 366 FROM g_adult a, LATERAL (SELECT ${day} + floor(pg_temp.rnd(a.n, 110) * 365)::int AS e) x
    UNION ALL
    SELECT a.id, 'INCOME', e - 365, e FROM g_adult a, LATERAL (SELECT ${day} + floor(pg_temp.rnd(a.n, 110) * 365)::int AS e) x;
    INSERT INTO income_statement (person_id, type, start_date, end_date, status, sent_at, handled_at, handler_name,
      created_by, data)
    SELECT a.id, 'INCOME', ${day} - 200, ${day} + 165,
      CASE WHEN a.n % 2 = 0 THEN 'HANDLED' ELSE 'SENT' END, (${day} - 210)::timestamptz,
      CASE WHEN a.n % 2 = 0 THEN (${day} - 190)::timestamptz END,
      CASE WHEN a.n % 2 = 0 THEN 'Kaisa Käsittelijä' END, a.id, ${quote(JSON.stringify(SCALE_STATEMENT_DATA))}::jsonb
    FROM g_adult a WHERE pg_temp.rnd(a.n, 111) < 0.33;
    INSERT INTO child_image (child_id, content_type, bytes)
    SELECT c.id, 'image/png', decode('${picture.toString('hex')}', 'hex') FROM g_child c WHERE pg_temp.rnd(c.n, 112) < 0.3;
    -- Daily service times (the child page): half the children, a past regular one and a current one per weekday
    INSERT INTO daily_service_time (child_id, type, validity_period, regular_start, regular_end)
    SELECT c.id, 'REGULAR', daterange(${day} - 400, ${day} - 100), '08:00', '16:00'
    FROM g_child c WHERE pg_temp.rnd(c.n, 113) < 0.5;
    INSERT INTO daily_service_time (child_id, type, validity_period)
    SELECT c.id, 'IRREGULAR', daterange(${day} - 100, NULL) FROM g_child c WHERE pg_temp.rnd(c.n, 113) < 0.5;
    INSERT INTO daily_service_time_weekday (daily_service_time_id, weekday, start_time, end_time)
    SELECT d.id, w, '08:00', '15:30'
    FROM daily_service_time d JOIN g_child c ON c.id = d.child_id, generate_series(1, 5) w WHERE d.type = 'IRREGULAR';
    `,
  )

  const IS = sizes.incomeStatements
  await run(
    'income statements',
    `
    -- The busy guardian (the demo's Mikko when loaded, else generated guardian 1): up to
    -- ${BUSY_GUARDIAN_INCOME_STATEMENTS} statements, a month apart, in every status
    CREATE TEMP TABLE g_income_busy ON COMMIT DROP AS
      SELECT coalesce((SELECT id FROM person WHERE social_security_number = ${quote(BUSY_GUARDIAN_SSN)}),
                      (SELECT id FROM g_adult WHERE n = 1)) AS id;
    INSERT INTO income_statement (person_id, type, start_date, end_date, status, sent_at, handled_at, handler_name,
      created_by, data, created_at)
    SELECT b.id, 'INCOME', ${day} - 1000 - 30 * i, ${day} - 1000 - 30 * i + 29,
      CASE i % 3 WHEN 0 THEN 'DRAFT' WHEN 1 THEN 'SENT' ELSE 'HANDLED' END,
      CASE WHEN i % 3 > 0 THEN (${day} - 1000 - 30 * i)::timestamptz END,
      CASE WHEN i % 3 = 2 THEN (${day} - 990 - 30 * i)::timestamptz END,
      CASE WHEN i % 3 = 2 THEN 'Kaisa Käsittelijä' END,
      b.id, ${quote(JSON.stringify(SCALE_STATEMENT_DATA))}::jsonb, (${day} - 1000 - 30 * i)::timestamptz
    FROM g_income_busy b,
      generate_series(1, greatest(0, LEAST(${IS}, ${BUSY_GUARDIAN_INCOME_STATEMENTS})
        - (SELECT count(*)::int FROM income_statement s, g_income_busy b2 WHERE s.person_id = b2.id))) i;
    -- The rest: older handled statements of the generated guardians, a year apart, up to the total
    INSERT INTO income_statement (person_id, type, start_date, end_date, status, sent_at, handled_at, handler_name,
      created_by, data, created_at)
    SELECT a.id, CASE WHEN k.i % 5 = 0 THEN 'HIGHEST_FEE' ELSE 'INCOME' END,
      ${day} - 600 - 365 * ((k.i - 1) / ${G}), ${day} - 600 - 365 * ((k.i - 1) / ${G}) + 364, 'HANDLED',
      (${day} - 610 - 365 * ((k.i - 1) / ${G}))::timestamptz, (${day} - 590 - 365 * ((k.i - 1) / ${G}))::timestamptz,
      'Kaisa Käsittelijä', a.id,
      CASE WHEN k.i % 5 = 0 THEN '{}' ELSE ${quote(JSON.stringify(SCALE_STATEMENT_DATA))} END::jsonb,
      (${day} - 610 - 365 * ((k.i - 1) / ${G}))::timestamptz
    FROM generate_series(1, greatest(0, ${IS} - (SELECT count(*)::int FROM income_statement s
      WHERE s.person_id IN (SELECT id FROM g_adult UNION SELECT id FROM g_income_busy)))) k(i)
    JOIN g_adult a ON a.n = 1 + (k.i - 1) % ${G}
    WHERE a.id NOT IN (SELECT id FROM g_income_busy);
    `,
  )

  await run(
    'status rows',
    `
    -- Statistics of the tables this transaction filled: without them the refresh below planned its
    -- 85 000-person lookup as a scan per person (ten minutes instead of seconds)
    ANALYZE person; ANALYZE citizen_user; ANALYZE guardian; ANALYZE foster_parent; ANALYZE placement; ANALYZE unit;
    ALTER TABLE person ENABLE TRIGGER citizen_status;
    ALTER TABLE guardian ENABLE TRIGGER citizen_status;
    ALTER TABLE foster_parent ENABLE TRIGGER citizen_status;
    ALTER TABLE placement ENABLE TRIGGER citizen_status;
    -- What the disabled triggers would have done, in one statement
    SELECT refresh_citizen_status(ARRAY(SELECT id FROM g_child UNION ALL SELECT id FROM g_adult));
    `,
  )
  // Messages go in once the status rows are there: their trigger marks who has received some
  const M = sizes.messages
  await run(
    'messages',
    `
    -- A unit supervisor and a group in every generated open unit, with their accounts; the
    -- children of those units in the group
    CREATE TEMP TABLE g_staff ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY u.n)::int AS n, u.id AS unit_id, u.name AS unit_name,
        gen_random_uuid() AS employee_id, gen_random_uuid() AS group_id,
        gen_random_uuid() AS employee_account, gen_random_uuid() AS group_account,
        pg_temp.pick(${textArray(WOMEN)}, u.n, 120) AS first_name, pg_temp.pick(${textArray(LAST_NAMES)}, u.n, 121) AS last_name,
        'Ryhmä ' || pg_temp.pick(${textArray(UNIT_WORDS)}, u.n, 122) AS group_name
      FROM g_unit u WHERE NOT u.closed;
    CREATE UNIQUE INDEX ON g_staff (n);
    CREATE UNIQUE INDEX ON g_staff (unit_id);
    INSERT INTO employee (id, first_name, last_name) SELECT employee_id, first_name, last_name FROM g_staff;
    INSERT INTO daycare_acl (employee_id, unit_id, role) SELECT employee_id, unit_id, 'UNIT_SUPERVISOR' FROM g_staff;
    INSERT INTO daycare_group (id, unit_id, name) SELECT group_id, unit_id, group_name FROM g_staff;
    INSERT INTO message_account (id, type, employee_id) SELECT employee_account, 'PERSONAL', employee_id FROM g_staff;
    INSERT INTO message_account (id, type, daycare_group_id) SELECT group_account, 'GROUP', group_id FROM g_staff;
    INSERT INTO daycare_group_placement (placement_id, group_id, start_date, end_date)
    SELECT p.id, s.group_id, p.start_date, p.end_date
    FROM placement p JOIN g_child c ON c.id = p.child_id JOIN g_staff s ON s.unit_id = p.unit_id;

    -- Each family's guardians' accounts and names, its first child and that child's unit's staff
    CREATE TEMP TABLE g_family_messaging ON COMMIT DROP AS
      SELECT f.n AS family, a.accounts, a.names, c.id AS child_id,
        coalesce(s.n, 1 + f.n % greatest(1, (SELECT count(*)::int FROM g_staff))) AS staff
      FROM g_family f
      JOIN LATERAL (
        SELECT array_agg(ma.id ORDER BY ga.n) AS accounts, array_agg(p.last_name || ' ' || p.first_name ORDER BY ga.n) AS names
        FROM g_adult ga JOIN person p ON p.id = ga.id JOIN message_account ma ON ma.person_id = ga.id
        WHERE ga.family = f.n
      ) a ON true
      JOIN LATERAL (SELECT id FROM g_child WHERE family = f.n ORDER BY n LIMIT 1) c ON true
      LEFT JOIN LATERAL (SELECT unit_id FROM g_placement WHERE child_id = c.id LIMIT 1) pl ON true
      LEFT JOIN g_staff s ON s.unit_id = pl.unit_id;
    CREATE UNIQUE INDEX ON g_family_messaging (family);
    -- The busy guardian: the demo's when loaded, else generated guardian 1
    CREATE TEMP TABLE g_busy ON COMMIT DROP AS
      SELECT ma.id AS account, p.last_name || ' ' || p.first_name AS name,
        (SELECT child_id FROM guardian g JOIN person ch ON ch.id = g.child_id WHERE g.guardian_id = p.id
         ORDER BY ch.date_of_birth LIMIT 1) AS child_id
      FROM person p JOIN message_account ma ON ma.person_id = p.id
      WHERE p.id = coalesce((SELECT id FROM person WHERE social_security_number = ${quote(BUSY_GUARDIAN_SSN)}),
                            (SELECT id FROM g_adult WHERE n = 1));

    -- Threads: the first ${BUSY_GUARDIAN_THREADS} are the busy guardian's, the rest a hashed
    -- family's; one in seven a bulletin of one message, the others 2-7 messages, cut at ${M} messages
    CREATE TEMP TABLE g_thread ON COMMIT DROP AS
    WITH candidate AS (
      SELECT t AS n, pg_temp.rnd(t, 130) < 0.15 AS bulletin, pg_temp.rnd(t, 131) AS r
      FROM generate_series(1, ceil(${M} / 3.5)::int + 10) t
    ), counted AS (
      SELECT n, bulletin, r, CASE WHEN bulletin THEN 1 ELSE 2 + floor(r * 6)::int END AS c FROM candidate
    ), summed AS (
      SELECT *, sum(c) OVER (ORDER BY n) AS upto FROM counted
    )
    SELECT n, gen_random_uuid() AS id, bulletin, least(c, ${M} - (upto - c))::int AS messages,
      -- Started in the two years before last week; replies 1-20 hours apart
      (${day}::timestamp - interval '7 days' - floor(pg_temp.rnd(n, 132) * 730 * 24 * 60) * interval '1 minute') AT TIME ZONE 'Europe/Helsinki' AS started,
      (1 + floor(pg_temp.rnd(n, 133) * 20)) * interval '1 hour' AS gap
    FROM summed WHERE upto - c < ${M};
    ALTER TABLE g_thread ADD COLUMN accounts uuid[], ADD COLUMN names text[], ADD COLUMN child_id uuid, ADD COLUMN staff int;
    UPDATE g_thread t SET accounts = ARRAY[b.account], names = ARRAY[b.name], child_id = b.child_id,
      staff = 1 + t.n % greatest(1, (SELECT count(*)::int FROM g_staff))
    FROM g_busy b WHERE t.n <= ${BUSY_GUARDIAN_THREADS};
    UPDATE g_thread t SET accounts = f.accounts, names = f.names, child_id = f.child_id, staff = f.staff
    FROM g_family_messaging f WHERE t.n > ${BUSY_GUARDIAN_THREADS} AND f.family = 1 + (hashint8(t.n) & 2147483647) % ${F};
    DELETE FROM g_thread WHERE staff IS NULL OR NOT EXISTS (SELECT 1 FROM g_staff WHERE n = g_thread.staff);
    CREATE UNIQUE INDEX ON g_thread (n);

    -- Messages: odd ones from the staff (a bulletin from the group), even ones from a guardian
    CREATE TEMP TABLE g_message ON COMMIT DROP AS
      SELECT t.id AS thread_id, k, gen_random_uuid() AS id, gen_random_uuid() AS content_id,
        t.started + (k - 1) * t.gap AS sent_at,
        CASE WHEN k % 2 = 1 THEN CASE WHEN t.bulletin THEN s.group_account ELSE s.employee_account END
             ELSE t.accounts[1 + (k / 2) % cardinality(t.accounts)] END AS sender_id,
        CASE WHEN k % 2 = 1 THEN CASE WHEN t.bulletin THEN s.group_name ELSE s.last_name || ' ' || s.first_name END
             ELSE t.names[1 + (k / 2) % cardinality(t.names)] END AS sender_name,
        CASE WHEN k % 2 = 1 THEN t.accounts ELSE ARRAY[s.employee_account] END AS recipients,
        CASE WHEN k % 2 = 1 THEN t.names ELSE ARRAY[s.last_name || ' ' || s.first_name] END AS recipient_names,
        pg_temp.pick(${textArray(MESSAGE_LINES)}, t.n * 8 + k, 134) AS content
      FROM g_thread t JOIN g_staff s ON s.n = t.staff, generate_series(1, t.messages) k;
    INSERT INTO message_thread (id, message_type, title, urgent, sensitive, created_at)
    SELECT id, CASE WHEN bulletin THEN 'BULLETIN' ELSE 'MESSAGE' END, pg_temp.pick(${textArray(THREAD_TITLES)}, n, 135),
      pg_temp.rnd(n, 136) < 0.05, NOT bulletin AND pg_temp.rnd(n, 137) < 0.03, started
    FROM g_thread;
    INSERT INTO message_thread_children (thread_id, child_id) SELECT id, child_id FROM g_thread WHERE child_id IS NOT NULL;
    INSERT INTO message_content (id, content, author_id) SELECT content_id, content, sender_id FROM g_message;
    INSERT INTO message (id, thread_id, content_id, sender_id, sender_name, recipient_names, sent_at, created_at)
    SELECT id, thread_id, content_id, sender_id, sender_name, recipient_names, sent_at, sent_at FROM g_message;
    -- Read two hours after sending, except half of the last two weeks' messages
    INSERT INTO message_recipients (message_id, recipient_id, read_at)
    SELECT m.id, r, CASE WHEN m.sent_at > ${day} - 14 AND pg_temp.rnd(hashtext(m.id::text), 138) < 0.5 THEN NULL
                         ELSE m.sent_at + interval '2 hours' END
    FROM g_message m, unnest(m.recipients) r;
    INSERT INTO message_thread_participant (thread_id, participant_id, last_message_timestamp, last_received_timestamp, last_sent_timestamp)
    SELECT thread_id, account, max(last_message), max(sent_at) FILTER (WHERE received), max(sent_at) FILTER (WHERE NOT received)
    FROM (
      SELECT m.thread_id, r AS account, m.sent_at, true AS received, max(m.sent_at) OVER (PARTITION BY m.thread_id) AS last_message
      FROM g_message m, unnest(m.recipients) r
      UNION ALL
      SELECT m.thread_id, m.sender_id, m.sent_at, false, max(m.sent_at) OVER (PARTITION BY m.thread_id) FROM g_message m
    ) x
    GROUP BY thread_id, account;
    ANALYZE message_thread; ANALYZE message; ANALYZE message_content; ANALYZE message_recipients;
    ANALYZE message_thread_participant; ANALYZE message_account;
    `,
  )
  await run(
    'calendar events',
    `
    -- Issue 29: in every unit with staff, a unit event every second week and a group event every
    -- month from two months back to a year and a half ahead, an event of one child in twenty
    -- of the unit's, and a discussion survey each half year: three days of eight times, half of
    -- the first day's booked by the unit's children
    CREATE TEMP TABLE g_event ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, s.unit_id, s.group_id, NULL::uuid AS child_id, k,
        CASE WHEN k % 2 = 0 THEN 'UNIT' ELSE 'GROUP' END AS kind,
        ${day} - 60 + k * 14 AS start_date
      FROM g_staff s, generate_series(0, 40) k
      UNION ALL
      SELECT gen_random_uuid(), p.unit_id, NULL, p.child_id, 0, 'CHILD', ${day} + (pg_temp.rnd(c.n, 140) * 300)::int
      FROM g_child c JOIN g_placement p ON p.child_id = c.id JOIN g_staff s ON s.unit_id = p.unit_id
      WHERE pg_temp.rnd(c.n, 141) < 0.05;
    INSERT INTO calendar_event (id, title, description, period, event_type)
    SELECT id, pg_temp.pick(ARRAY['Retki', 'Juhla', 'Vanhempainilta', 'Valokuvaus', 'Teatteri'], k, 142),
      'Tervetuloa!', daterange(start_date, start_date + (k % 3), '[]'), 'DAYCARE_EVENT'
    FROM g_event;
    INSERT INTO calendar_event_attendee (calendar_event_id, unit_id, group_id, child_id)
    SELECT id, unit_id, CASE WHEN kind = 'GROUP' THEN group_id END, child_id FROM g_event;

    CREATE TEMP TABLE g_survey ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, s.unit_id, ${day} - 30 + h * 182 AS start_date
      FROM g_staff s, generate_series(0, 2) h;
    INSERT INTO calendar_event (id, title, description, period, event_type)
    SELECT id, 'Varhaiskasvatuskeskustelut', '', daterange(start_date, start_date + 20, '[]'), 'DISCUSSION_SURVEY'
    FROM g_survey;
    INSERT INTO calendar_event_attendee (calendar_event_id, unit_id) SELECT id, unit_id FROM g_survey;
    INSERT INTO calendar_event_time (calendar_event_id, date, start_time, end_time, child_id)
    SELECT sv.id, sv.start_date + 7 + d, time '08:00' + slot * interval '45 minutes',
      time '08:30' + slot * interval '45 minutes',
      CASE WHEN d = 0 AND slot % 2 = 0 THEN booked.ids[1 + slot / 2] END
    FROM g_survey sv
    JOIN LATERAL (SELECT array_agg(p.child_id) AS ids FROM (
      SELECT child_id FROM g_placement WHERE unit_id = sv.unit_id LIMIT 4) p) booked ON true,
    generate_series(0, 2) d, generate_series(0, 7) slot;
    ANALYZE calendar_event; ANALYZE calendar_event_attendee; ANALYZE calendar_event_time;
    `,
  )
}
