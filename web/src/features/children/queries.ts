import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

const childrenKeys = { all: ['children'] as const }

export const childrenQuery = queryOptions({
  queryKey: childrenKeys.all,
  queryFn: () => apiCall('getChildren'),
  staleTime: 5 * 60_000,
})

/** The user's children; only fetched for a logged-in user. */
export function useChildren(enabled: boolean) {
  return useQuery({ ...childrenQuery, enabled })
}
