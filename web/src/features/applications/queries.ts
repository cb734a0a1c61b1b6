import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { apiCall, apiQuery } from '../../api/client'

export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  children: () => [...applicationKeys.all, 'children'] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  duplicates: (childId: string) => [...applicationKeys.all, 'duplicates', childId] as const,
  activePlacements: (childId: string) => [...applicationKeys.all, 'active-placements', childId] as const,
}

const lookupKeys = {
  clubTerms: ['lookups', 'club-terms'] as const,
  preschoolTerms: ['lookups', 'preschool-terms'] as const,
  serviceNeedOptions: (types: string) => ['lookups', 'service-need-options', types] as const,
  units: (type: string, date: string, shiftCare: boolean) => ['lookups', 'units', type, date, shiftCare] as const,
}

// Pages read these under AsyncBoundary (useSuspenseQuery): data is there when they render
export const useApplicationsByGuardian = () =>
  useSuspenseQuery(apiQuery(applicationKeys.list(), 'getApplicationsByGuardian'))

export const useApplicationChildren = () =>
  useSuspenseQuery(apiQuery(applicationKeys.children(), 'getApplicationChildren'))

/** One application: the view page suspends on it, the editor and its metadata panel use useApplication */
export const applicationQuery = (applicationId: string) =>
  apiQuery(applicationKeys.detail(applicationId), 'getApplication', { params: { applicationId } })

export const useApplication = (applicationId: string) => useQuery(applicationQuery(applicationId))

export const duplicatesQuery = (childId: string) =>
  apiQuery(applicationKeys.duplicates(childId), 'getApplicationDuplicates', { params: { childId } })

export const activePlacementsQuery = (childId: string) =>
  apiQuery(applicationKeys.activePlacements(childId), 'getActivePlacementsByApplicationType', { params: { childId } })

// The editor's lookups (read with useSuspenseQueries under its AsyncBoundary)
const lookupStaleTime = 60 * 60_000
export const clubTermsQuery = apiQuery(lookupKeys.clubTerms, 'getClubTerms', {}, lookupStaleTime)
export const preschoolTermsQuery = apiQuery(lookupKeys.preschoolTerms, 'getPreschoolTerms', {}, lookupStaleTime)
export const serviceNeedOptionsQuery = (placementTypes: string[]) =>
  apiQuery(
    lookupKeys.serviceNeedOptions(placementTypes.join(',')),
    'getServiceNeedOptions',
    { query: { placementTypes: placementTypes.join(',') } },
    lookupStaleTime,
  )

/** Units open for applications of the type on the date (the editor's unit picker). */
export const useApplicationUnits = (
  type: 'CLUB' | 'DAYCARE' | 'PRESCHOOL' | 'PREPARATORY',
  date: string | null,
  shiftCare: boolean,
) =>
  useQuery({
    queryKey: lookupKeys.units(type, date ?? '', shiftCare),
    queryFn: () =>
      apiCall('getApplicationUnits', { query: { type, date: date!, shiftCare: shiftCare ? 'true' : 'false' } }),
    enabled: date !== null,
  })
