import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'

/**
 * Address search in the Digitransit/Pelias autocomplete shape (spec 002 "Map"). The server
 * always searches inside the municipality's configured rectangle; the rectangle parameters the
 * client may send are accepted for compatibility and ignored.
 */
export const AutocompleteQuery = z.object({
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
 * shape of query (see api/src/features/units/walking-query.ts).
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
