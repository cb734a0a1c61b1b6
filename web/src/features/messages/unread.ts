import { useQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export const unreadCountKey = ['messages-unread-count'] as const

/**
 * The messages menu item's count (header and phone bar). Kept apart from the messages pages so
 * the shell does not load them; the reader sets it down at once when a thread is opened.
 */
export function useUnreadMessageCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: unreadCountKey,
    queryFn: () => apiCall('getUnreadMessageCount'),
    enabled,
    staleTime: 60_000,
  })
  return data?.count ?? 0
}
