import { useQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export const notificationKeys = { current: ['system-notification', 'current'] as const }

export function useCurrentSystemNotification() {
  return useQuery({
    queryKey: notificationKeys.current,
    queryFn: () => apiCall('getCurrentSystemNotification'),
    staleTime: 5 * 60_000,
  })
}
