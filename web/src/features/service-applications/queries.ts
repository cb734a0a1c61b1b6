import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

/**
 * The child's service applications; the key starts with the children list's (children/queries.ts),
 * so a change that makes ['children'] stale refreshes them and the child's
 * serviceApplicationCreationPossible together.
 */
export const serviceApplicationKeys = {
  ofChild: (childId: string) => ['children', childId, 'service-applications'] as const,
}

export const serviceApplicationsQuery = (childId: string) =>
  queryOptions({
    queryKey: serviceApplicationKeys.ofChild(childId),
    queryFn: () => apiCall('getServiceApplications', { query: { childId } }),
  })

/** The options the child may apply for from the date (reference §7) */
export const serviceApplicationOptionsQuery = (childId: string, date: string) =>
  queryOptions({
    queryKey: ['service-application-options', childId, date] as const,
    queryFn: () => apiCall('getServiceApplicationOptions', { query: { childId, date } }),
    staleTime: 60_000,
  })
