import { useQuery } from '@tanstack/react-query'
import type { Coordinates } from '@citizen/contract/web'
import { apiCall, apiQuery } from '../../api/client'
import { webConfig } from '../../shared/config'
import type { MapCareType } from './filters'
import { buildWalkingQuery, readWalkingDistances } from './walking-query'
import type { UnitDistance } from './distances'

const mapKeys = {
  units: (careType: MapCareType) => ['map', 'units', careType] as const,
  addresses: (text: string) => ['map', 'addresses', text] as const,
  walking: (origin: Coordinates, ids: string[]) => ['map', 'walking', origin.lat, origin.lon, ...ids] as const,
}

/** The units of a care type: the list suspends on it, the map and the search box read it as it comes */
export const publicUnitsQuery = (careType: MapCareType) =>
  apiQuery(mapKeys.units(careType), 'getPublicUnits', { params: { applicationType: careType } }, 10 * 60_000)

export const usePublicUnits = (careType: MapCareType) => useQuery(publicUnitsQuery(careType))

export interface AddressSuggestion {
  coordinates: Coordinates
  streetAddress: string
  postalCode: string
  postOffice: string
}

/** Address suggestions for a (debounced) text of at least 3 characters. */
export function useAddressSearch(text: string) {
  return useQuery({
    queryKey: mapKeys.addresses(text),
    queryFn: async (): Promise<AddressSuggestion[]> => {
      const { features } = await apiCall('mapAutocomplete', { query: { text, layers: 'address' } })
      return features.map((f) => ({
        coordinates: { lon: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] },
        streetAddress: f.properties.name,
        postalCode: f.properties.postalcode ?? '',
        postOffice: f.properties.locality ?? f.properties.localadmin ?? '',
      }))
    },
    enabled: text.trim().length >= 3,
    staleTime: 10 * 60_000,
  })
}

/**
 * Walking distances to the candidates (at most 15), when a routing upstream is configured;
 * `data` stays undefined otherwise and the list uses straight-line distances.
 */
export function useWalkingDistances(origin: Coordinates | null, candidates: UnitDistance[]) {
  const destinations = candidates.flatMap((c) =>
    c.unit.location ? [{ id: c.unit.id, location: c.unit.location }] : [],
  )
  return useQuery({
    queryKey: mapKeys.walking(
      origin ?? { lat: 0, lon: 0 },
      destinations.map((d) => d.id),
    ),
    queryFn: async () => {
      const response = await apiCall('mapQuery', { body: { query: buildWalkingQuery(origin!, destinations) } })
      return readWalkingDistances(
        response,
        destinations.map((d) => d.id),
      )
    },
    enabled: webConfig.map.walkingDistances && origin !== null && destinations.length > 0,
    staleTime: 30 * 60_000,
    retry: 1,
  })
}
