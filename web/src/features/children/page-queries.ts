import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

/**
 * The child page's sections (spec 001 "Child page"), apart from queries.ts, which the header
 * loads in the entry chunk. Their keys start with the children list's: a termination makes all
 * of them stale at once.
 */
export const childPageKeys = {
  child: (childId: string) => ['children', childId] as const,
}

export const placementsQuery = (childId: string) =>
  queryOptions({
    queryKey: [...childPageKeys.child(childId), 'placements'],
    queryFn: () => apiCall('getChildPlacements', { params: { childId } }),
  })

export const serviceNeedsQuery = (childId: string) =>
  queryOptions({
    queryKey: [...childPageKeys.child(childId), 'service-needs'],
    queryFn: () => apiCall('getChildServiceNeeds', { params: { childId } }),
  })

export const dailyServiceTimesQuery = (childId: string) =>
  queryOptions({
    queryKey: [...childPageKeys.child(childId), 'daily-service-times'],
    queryFn: () => apiCall('getChildDailyServiceTimes', { params: { childId } }),
  })

export const attendanceSummaryQuery = (childId: string, yearMonth: string) =>
  queryOptions({
    queryKey: [...childPageKeys.child(childId), 'attendance-summary', yearMonth],
    queryFn: () => apiCall('getChildAttendanceSummary', { params: { childId, yearMonth } }),
  })
