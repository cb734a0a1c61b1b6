import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

/**
 * The header's and phone bar's unread documents per child. Kept apart from the documents pages
 * so the shell (in the chunk /login loads) carries only these two calls. The keys are under
 * documentKeys.unread() (queries.ts), which the pages make stale.
 */
export const childDocumentUnreadCountQuery = queryOptions({
  queryKey: ['documents', 'unread', 'child-documents'],
  queryFn: () => apiCall('getChildDocumentUnreadCount'),
  staleTime: 30_000,
})

export const pedagogicalDocumentUnreadCountQuery = queryOptions({
  queryKey: ['documents', 'unread', 'pedagogical'],
  queryFn: () => apiCall('getPedagogicalDocumentUnreadCount'),
  staleTime: 30_000,
})

/** Unread pedagogical and child documents per child; empty while loading */
export function useDocumentUnreadCounts(enabled = true): Record<string, number> {
  const { child, pedagogical } = useUnreadRows(enabled)
  const counts: Record<string, number> = {}
  for (const c of [...child, ...pedagogical]) counts[c.childId] = (counts[c.childId] ?? 0) + c.count
  return counts
}

/** One child's unread documents by section (the child page's section titles); zero while loading */
export function useChildUnreadCounts(childId: string, enabled = true): { pedagogical: number; childDocuments: number } {
  const { child, pedagogical } = useUnreadRows(enabled)
  const of = (rows: { childId: string; count: number }[]) => rows.find((r) => r.childId === childId)?.count ?? 0
  return { pedagogical: of(pedagogical), childDocuments: of(child) }
}

/** Both counts' rows (the same two cached queries for the header and the child page); empty while loading */
function useUnreadRows(enabled: boolean) {
  const child = useQuery({ ...childDocumentUnreadCountQuery, enabled }).data ?? []
  const pedagogical = useQuery({ ...pedagogicalDocumentUnreadCountQuery, enabled }).data ?? []
  return { child, pedagogical }
}
