import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { LocalDate } from './common'

/* The map domain: the public units (also the application editor's unit picker) and the map's
   address search and walking routes. */
export const CareType = z.enum(['CLUB', 'FAMILY', 'CENTRE', 'GROUP_FAMILY', 'PRESCHOOL', 'PREPARATORY_EDUCATION'])
export type CareType = z.infer<typeof CareType>

export const ProviderType = z.enum([
  'MUNICIPAL',
  'PURCHASED',
  'PRIVATE',
  'MUNICIPAL_SCHOOL',
  'PRIVATE_SERVICE_VOUCHER',
  'EXTERNAL_PURCHASED',
])
export type ProviderType = z.infer<typeof ProviderType>

export const UnitApplicationType = z.enum(['CLUB', 'DAYCARE', 'PREPARATORY', 'PRESCHOOL'])
export type UnitApplicationType = z.infer<typeof UnitApplicationType>

/** reference §0 DateRange: an open end is null */
export const DateRange = z.object({ start: LocalDate, end: LocalDate.nullable() })
export type DateRange = z.infer<typeof DateRange>

export const Coordinates = z.object({ lat: z.number(), lon: z.number() })
export type Coordinates = z.infer<typeof Coordinates>

export const PublicUnit = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.array(CareType),
  providerType: ProviderType,
  language: z.enum(['fi', 'sv', 'en']),
  streetAddress: z.string(),
  postalCode: z.string(),
  postOffice: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  location: Coordinates.nullable(),
  providesShiftCare: z.boolean(),
  clubApplyPeriod: DateRange.nullable(),
  daycareApplyPeriod: DateRange.nullable(),
  preschoolApplyPeriod: DateRange.nullable(),
})
export type PublicUnit = z.infer<typeof PublicUnit>

/** The map's list: units not closed, open for applications of the type or private (reference §4). */
export const getPublicUnits = endpoint(routes.getPublicUnits, {
  params: z.object({ applicationType: UnitApplicationType }),
  response: z.array(PublicUnit),
})

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true')

/** Units a citizen may apply to for a start date (the application editor's unit picker). */
export const getApplicationUnits = endpoint(routes.getApplicationUnits, {
  query: z.object({ type: UnitApplicationType, date: LocalDate, shiftCare: booleanQuery.default(false) }),
  response: z.array(PublicUnit),
})

/**
 * Address search in the Digitransit/Pelias autocomplete shape (spec 002 "Map"). The server
 * always searches inside the municipality's configured rectangle; the rectangle parameters the
 * client may send are accepted for compatibility and ignored.
 */
const AutocompleteQuery = z.object({
  text: z.string().trim().min(1).max(200),
  layers: z.literal('address').optional(),
  'boundary.rect.min_lon': z.coerce.number().optional(),
  'boundary.rect.max_lon': z.coerce.number().optional(),
  'boundary.rect.min_lat': z.coerce.number().optional(),
  'boundary.rect.max_lat': z.coerce.number().optional(),
})

export const AutocompleteFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    name: z.string(),
    postalcode: z.string().optional(),
    locality: z.string().optional(),
    localadmin: z.string().optional(),
  }),
})
export type AutocompleteFeature = z.infer<typeof AutocompleteFeature>

export const mapAutocomplete = endpoint(routes.mapAutocomplete, {
  query: AutocompleteQuery,
  response: z.object({ features: z.array(AutocompleteFeature) }),
})

/**
 * Walking routes: one GraphQL text with an aliased walking-only planConnection per unit, passed
 * to the routing upstream when one is configured (404 otherwise). The server accepts only that
 * shape of query (see api/src/features/map/walking-query.ts).
 */
export const mapQuery = endpoint(routes.mapQuery, {
  body: z.object({ query: z.string().min(1).max(20_000) }),
  response: z.object({
    data: z.record(
      z.string(),
      z.object({ edges: z.array(z.object({ node: z.object({ walkDistance: z.number().nullable() }) })) }).nullable(),
    ),
  }),
})
