import type {
  UnitApplicationType,
  AutocompleteFeature,
  CareType,
  DateRange,
  ProviderType,
  PublicUnit,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { Config } from '../../platform/config'
import { notFound } from '../../platform/errors'
import { DigitransitGeocoder, LocalAddressGeocoder, type Geocoder } from './geocoder'
import { DigitransitWalkingRouter, type WalkingRouter, type WalkingRoutes } from './walking-router'
import { parseWalkingQuery } from './walking-query'
import { findApplicationUnits, findPublicUnits, type SearchRect, type UnitRow } from './queries'

// Unit lists are ordered by name as a Finnish reader expects (å, ä, ö after z; case-insensitive;
// "Päiväkoti 2" before "Päiväkoti 10"), whatever the database's collation.
const byName = new Intl.Collator('fi', { numeric: true })
const sortByName = (rows: UnitRow[]) => rows.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id))

const period = (start: string | null, end: string | null): DateRange | null => (start === null ? null : { start, end })

function toPublicUnit(row: UnitRow): PublicUnit {
  return {
    id: row.id,
    name: row.name,
    type: row.type as CareType[],
    providerType: row.provider_type as ProviderType,
    language: row.language as PublicUnit['language'],
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    postOffice: row.post_office,
    phone: row.phone,
    email: row.email,
    url: row.url,
    location: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lon: row.longitude },
    providesShiftCare: row.provides_shift_care,
    clubApplyPeriod: period(row.club_start, row.club_end),
    daycareApplyPeriod: period(row.daycare_start, row.daycare_end),
    preschoolApplyPeriod: period(row.preschool_start, row.preschool_end),
  }
}

/** GET /citizen/public/units/{applicationType}: the map's units (see findPublicUnits) */
export async function getPublicUnits(
  db: Db,
  applicationType: UnitApplicationType,
  today: string,
): Promise<PublicUnit[]> {
  return sortByName(await findPublicUnits(db, applicationType, today)).map(toPublicUnit)
}

/** GET /citizen/units: units to apply to for a start date (see findApplicationUnits) */
export async function getApplicationUnits(
  db: Db,
  input: { type: UnitApplicationType; date: string; shiftCare: boolean },
): Promise<PublicUnit[]> {
  return sortByName(await findApplicationUnits(db, input)).map(toPublicUnit)
}

/** The client searches from 3 characters (spec 002 "Map"); the server does the same. */
const MIN_SEARCH_LENGTH = 3

export async function autocomplete(geocoder: Geocoder, text: string, rect: SearchRect): Promise<AutocompleteFeature[]> {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  if (trimmed.length < MIN_SEARCH_LENGTH) return []
  return geocoder.search(trimmed, rect)
}

/** Walking routes for a query in the accepted shape (walking-query.ts): 404 without an upstream. */
export async function walkingRoutes(router: WalkingRouter | null, query: string): Promise<WalkingRoutes> {
  if (!router) throw notFound('Walking routes are not configured')
  return router.plan(parseWalkingQuery(query))
}

/** The configured address search: Digitransit when DIGITRANSIT_GEOCODING_URL is set, else the address table. */
export function createGeocoder(config: Config, db: Db): Geocoder {
  const { geocodingUrl, subscriptionKey } = config.digitransit
  return geocodingUrl ? new DigitransitGeocoder(geocodingUrl, { subscriptionKey }) : new LocalAddressGeocoder(db)
}

/** The configured walking router: Digitransit when DIGITRANSIT_ROUTING_URL is set, else none. */
export function createWalkingRouter(config: Config): WalkingRouter | null {
  const { routingUrl, subscriptionKey } = config.digitransit
  return routingUrl ? new DigitransitWalkingRouter(routingUrl, { subscriptionKey }) : null
}
