import { useQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export const childrenKeys = { all: ['children'] as const }

/** The user's children; only fetched for a logged-in user. */
export function useChildren(enabled: boolean) {
  return useQuery({
    queryKey: childrenKeys.all,
    queryFn: () => apiCall('getChildren'),
    enabled,
    staleTime: 5 * 60_000,
  })
}
