import { useSuspenseQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

const notificationKeys = { current: ['system-notification', 'current'] as const }

/**
 * The current system notification, read before the page shows so the banner does not push the
 * page down when it arrives (CLS). It is optional: a failed call shows no banner, never an error.
 */
export function useCurrentSystemNotification() {
  return useSuspenseQuery({
    queryKey: notificationKeys.current,
    queryFn: () => apiCall('getCurrentSystemNotification').catch(() => ({ notification: null })),
    staleTime: 5 * 60_000,
  })
}
