import { sql, type Expression, type SqlBool } from 'kysely'
import type { UnitApplicationType, CareType } from '@citizen/contract'
import type { Db, Tx } from '../../platform/db/database'
import type { Config } from '../../platform/config'

export type SearchRect = Config['map']['searchRect']

type ApplyPeriodColumn = 'club_apply_period' | 'daycare_apply_period' | 'preschool_apply_period'

/** The apply period an application type is judged by: PREPARATORY uses the preschool period (reference §4). */
const applyPeriodColumn: Record<UnitApplicationType, ApplyPeriodColumn> = {
  CLUB: 'club_apply_period',
  DAYCARE: 'daycare_apply_period',
  PRESCHOOL: 'preschool_apply_period',
  PREPARATORY: 'preschool_apply_period',
}

// A daterange as its first day and its last day (inclusive; null when open-ended). Date ranges
// are canonical [start, end) in PostgreSQL, so the last day is upper - 1.
const firstDay = (column: ApplyPeriodColumn) => sql<string | null>`lower(${sql.ref(column)})`
const lastDay = (column: ApplyPeriodColumn) => sql<string | null>`upper(${sql.ref(column)}) - 1`

function selectUnits(db: Db) {
  return db
    .selectFrom('unit')
    .select([
      'id',
      'name',
      'type',
      'provider_type',
      'language',
      'street_address',
      'postal_code',
      'post_office',
      'phone',
      'email',
      'url',
      'latitude',
      'longitude',
      'provides_shift_care',
      firstDay('club_apply_period').as('club_start'),
      lastDay('club_apply_period').as('club_end'),
      firstDay('daycare_apply_period').as('daycare_start'),
      lastDay('daycare_apply_period').as('daycare_end'),
      firstDay('preschool_apply_period').as('preschool_start'),
      lastDay('preschool_apply_period').as('preschool_end'),
    ])
}

export type UnitRow = Awaited<ReturnType<ReturnType<typeof selectUnits>['execute']>>[number]

/**
 * The map's units (reference §4): not closed today, and open for applications of the type from
 * today on, or private (private units take applications outside the municipality's periods).
 * Unordered: the service sorts by name in Finnish collation.
 */
export function findPublicUnits(db: Db, applicationType: UnitApplicationType, today: string): Promise<UnitRow[]> {
  const period = applyPeriodColumn[applicationType]
  return selectUnits(db)
    .where((eb) => eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', today)]))
    .where((eb) =>
      eb.or([sql<SqlBool>`${sql.ref(period)} && daterange(${today}::date, NULL)`, eb('provider_type', '=', 'PRIVATE')]),
    )
    .execute()
}

/** Care types that take applications of each type (reference §4). */
const careTypesFor: Record<UnitApplicationType, CareType[]> = {
  CLUB: ['CLUB'],
  DAYCARE: ['CENTRE', 'FAMILY', 'GROUP_FAMILY'],
  PRESCHOOL: ['PRESCHOOL'],
  PREPARATORY: ['PREPARATORY_EDUCATION'],
}

/**
 * Units a citizen may apply to for a start date (reference §4): open on that date, of a care type
 * of the application type, with the type's apply period containing the date, and providing shift
 * care when asked. Unordered, as above.
 */
export function findApplicationUnits(
  db: Db,
  input: { type: UnitApplicationType; date: string; shiftCare: boolean },
): Promise<UnitRow[]> {
  const period = applyPeriodColumn[input.type]
  return selectUnits(db)
    .where((eb) => eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', input.date)]))
    .where(sql<SqlBool>`${sql.ref('type')} && ${careTypesFor[input.type]}::text[]`)
    .where(sql<SqlBool>`${sql.ref(period)} @> ${input.date}::date`)
    .$if(input.shiftCare, (qb) => qb.where('provides_shift_care', '=', true))
    .execute()
}

export interface AddressRow {
  street_address: string
  postal_code: string
  post_office: string
  latitude: number
  longitude: number
}

/** LIKE pattern text matching itself literally */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Street addresses inside the rectangle whose search key starts with the typed street text
 * (served by the unique btree on search_key, which has byte-order collation), or, with
 * `wordStart`, where a later word starts with it ("rantakatu" finds "Itäinen Rantakatu 5";
 * served by the trigram index). `place` narrows by the beginning of the post office or postal
 * code. Shortest first, so "koivukuja 1" comes before "koivukuja 10".
 */
export function searchAddresses(
  db: Db,
  input: { street: string; place: string | null; rect: SearchRect; limit: number; wordStart: boolean },
): Promise<AddressRow[]> {
  const key = sql<string>`address_search_key(${escapeLike(input.street)})`
  const match: Expression<SqlBool> = input.wordStart
    ? sql<SqlBool>`search_key LIKE '% ' || ${key} || '%' AND search_key NOT LIKE ${key} || '%'`
    : sql<SqlBool>`search_key LIKE ${key} || '%'`
  const place = input.place === null ? null : sql<string>`address_search_key(${escapeLike(input.place)}) || '%'`
  return db
    .selectFrom('address')
    .select(['street_address', 'postal_code', 'post_office', 'latitude', 'longitude'])
    .where(match)
    .where('longitude', '>=', input.rect.minLon)
    .where('longitude', '<=', input.rect.maxLon)
    .where('latitude', '>=', input.rect.minLat)
    .where('latitude', '<=', input.rect.maxLat)
    .$if(place !== null, (qb) =>
      qb.where(sql<SqlBool>`(address_search_key(post_office) LIKE ${place} OR postal_code LIKE ${place})`),
    )
    .orderBy(sql`length(search_key)`)
    .orderBy('search_key')
    .orderBy('postal_code')
    .limit(input.limit)
    .execute()
}

export interface NewAddress {
  streetAddress: string
  postalCode: string
  postOffice: string
  latitude: number
  longitude: number
}

/** 5 values a row: well under PostgreSQL's 65535 parameters per statement */
const ADDRESS_BATCH = 2000

/**
 * Inserts addresses, updating the ones already there (same search key and postal code), in
 * batches. Runs inside the caller's transaction.
 */
export async function upsertAddresses(tx: Tx, addresses: NewAddress[]): Promise<void> {
  for (let i = 0; i < addresses.length; i += ADDRESS_BATCH) {
    await tx
      .insertInto('address')
      .values(
        addresses.slice(i, i + ADDRESS_BATCH).map((a) => ({
          street_address: a.streetAddress,
          postal_code: a.postalCode,
          post_office: a.postOffice,
          latitude: a.latitude,
          longitude: a.longitude,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['search_key', 'postal_code']).doUpdateSet((eb) => ({
          street_address: eb.ref('excluded.street_address'),
          post_office: eb.ref('excluded.post_office'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
        })),
      )
      .execute()
  }
}

export async function deleteAllAddresses(tx: Tx): Promise<void> {
  await tx.deleteFrom('address').execute()
}

export async function countAddresses(db: Db | Tx): Promise<number> {
  const row = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
