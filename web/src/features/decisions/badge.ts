import { useQueries } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export const decisionBadgeKeys = {
  all: ['decision-badge'] as const,
  applications: ['decision-badge', 'applications'] as const,
  assistance: ['decision-badge', 'assistance'] as const,
  preschoolAssistance: ['decision-badge', 'preschool-assistance'] as const,
}

const sum = (counts: { count: number }[]) => counts.reduce((total, c) => total + c.count, 0)

/**
 * The decisions menu badge (reference §8): unread assistance decisions of both kinds plus the
 * applications waiting for the user's confirmation. Kept apart from the decision pages so the
 * header does not load them.
 */
export function useDecisionBadgeCount(enabled: boolean): number {
  const results = useQueries({
    queries: [
      {
        queryKey: decisionBadgeKeys.applications,
        queryFn: () => apiCall('getApplicationNotifications'),
        enabled,
        staleTime: 60_000,
      },
      {
        queryKey: decisionBadgeKeys.assistance,
        queryFn: async () => sum(await apiCall('getAssistanceDecisionUnreadCounts')),
        enabled,
        staleTime: 60_000,
      },
      {
        queryKey: decisionBadgeKeys.preschoolAssistance,
        queryFn: async () => sum(await apiCall('getPreschoolAssistanceDecisionUnreadCounts')),
        enabled,
        staleTime: 60_000,
      },
    ],
  })
  return results.reduce((total, r) => total + (r.data ?? 0), 0)
}
