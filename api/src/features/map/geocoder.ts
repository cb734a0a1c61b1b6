import { z } from 'zod'
import type { AutocompleteFeature } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { callUpstream, upstreamError, type UpstreamOptions } from './digitransit'
import { searchAddresses, type AddressRow, type SearchRect } from './queries'

/**
 * Address search behind GET /api/citizen/public/map-api/autocomplete. The rectangle is always
 * the municipality's configured one (config.map.searchRect), never the client's.
 */
export interface Geocoder {
  search(text: string, rect: SearchRect): Promise<AutocompleteFeature[]>
}

/** Suggestions per search, as Digitransit answers by default */
const SUGGESTION_LIMIT = 10

/**
 * The default: the `address` table (filled by `npm run import:addresses` or the demo data).
 * Case-insensitive match of the beginning of the street address ("koivukuja 3" finds
 * "Koivukuja 3" and "Koivukuja 30"); when that gives fewer than the limit, addresses where a
 * later word starts with the text follow. "Koivukuja 3, Esimerkkilä" (what the map puts in the
 * box after a choice) also narrows by post office or postal code.
 */
export class LocalAddressGeocoder implements Geocoder {
  constructor(private readonly db: Db) {}

  async search(text: string, rect: SearchRect): Promise<AutocompleteFeature[]> {
    const comma = text.indexOf(',')
    const street = (comma < 0 ? text : text.slice(0, comma)).trim()
    const place = comma < 0 ? null : text.slice(comma + 1).trim() || null
    if (street.length === 0) return []
    const query = { street, place, rect }
    const rows = await searchAddresses(this.db, { ...query, limit: SUGGESTION_LIMIT, wordStart: false })
    if (rows.length < SUGGESTION_LIMIT) {
      rows.push(
        ...(await searchAddresses(this.db, { ...query, limit: SUGGESTION_LIMIT - rows.length, wordStart: true })),
      )
    }
    return rows.map(toFeature)
  }
}

const toFeature = (row: AddressRow): AutocompleteFeature => ({
  geometry: { coordinates: [row.longitude, row.latitude] },
  properties: { name: row.street_address, postalcode: row.postal_code, locality: row.post_office },
})

// What we read of a Pelias feature; anything else in it is dropped
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined)
const UpstreamFeature = z.object({
  geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
  properties: z.object({
    name: z.string(),
    postalcode: optionalText,
    locality: optionalText,
    localadmin: optionalText,
  }),
})
const UpstreamAnswer = z.object({ features: z.array(z.unknown()) })

/**
 * Digitransit's (Pelias) autocomplete: GET {geocodingUrl}/autocomplete with the address layer
 * and the configured rectangle. A feature we cannot read is left out; an answer without a
 * feature list is a 502.
 */
export class DigitransitGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly options: UpstreamOptions,
  ) {}

  async search(text: string, rect: SearchRect): Promise<AutocompleteFeature[]> {
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/autocomplete`)
    url.searchParams.set('text', text)
    url.searchParams.set('layers', 'address')
    url.searchParams.set('boundary.rect.min_lon', String(rect.minLon))
    url.searchParams.set('boundary.rect.max_lon', String(rect.maxLon))
    url.searchParams.set('boundary.rect.min_lat', String(rect.minLat))
    url.searchParams.set('boundary.rect.max_lat', String(rect.maxLat))
    const answer = UpstreamAnswer.safeParse(
      await callUpstream('address search', url.toString(), { method: 'GET' }, this.options),
    )
    if (!answer.success) throw upstreamError('address search', 'its answer had no features')
    return answer.data.features.flatMap((f) => {
      const parsed = UpstreamFeature.safeParse(f)
      if (!parsed.success) return []
      const [lon, lat] = parsed.data.geometry.coordinates as [number, number]
      // Absent properties stay absent (undefined is not serialised)
      return [{ geometry: { coordinates: [lon, lat] }, properties: parsed.data.properties }]
    })
  }
}
