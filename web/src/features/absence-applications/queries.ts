import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export const absenceApplicationKeys = {
  all: ['absence-applications'] as const,
  ofChild: (childId: string) => [...absenceApplicationKeys.all, 'child', childId] as const,
  possible: (childId: string) => [...absenceApplicationKeys.all, 'possible', childId] as const,
}

export const absenceApplicationsQuery = (childId: string) =>
  queryOptions({
    queryKey: absenceApplicationKeys.ofChild(childId),
    queryFn: () => apiCall('getAbsenceApplications', { query: { childId } }),
  })

/** The ranges an application may cover (the child's preschool from today on) */
export const possibleRangesQuery = (childId: string) =>
  queryOptions({
    queryKey: absenceApplicationKeys.possible(childId),
    queryFn: () => apiCall('getAbsenceApplicationPossibleRanges', { query: { childId } }),
  })
