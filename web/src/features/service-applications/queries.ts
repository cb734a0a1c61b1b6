import { apiQuery } from '../../api/client'

/**
 * The child's service applications; the key starts with the children list's (children/queries.ts),
 * so a change that makes ['children'] stale refreshes them and the child's
 * serviceApplicationCreationPossible together.
 */
export const serviceApplicationKeys = {
  ofChild: (childId: string) => ['children', childId, 'service-applications'] as const,
}

export const serviceApplicationsQuery = (childId: string) =>
  apiQuery(serviceApplicationKeys.ofChild(childId), 'getServiceApplications', { query: { childId } })

/** The options the child may apply for from the date (reference §7) */
export const serviceApplicationOptionsQuery = (childId: string, date: string) =>
  apiQuery(
    ['service-application-options', childId, date],
    'getServiceApplicationOptions',
    { query: { childId, date } },
    60_000,
  )
