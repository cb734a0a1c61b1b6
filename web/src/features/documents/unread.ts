import { useQuery } from '@tanstack/react-query'
import { headerCountQueries } from '../../shared/header-counts'

/**
 * One child's unread documents by section (the child page's section titles): the header's two
 * cached counts (shared/header-counts.ts), read per child; zero while loading
 */
export function useChildUnreadCounts(childId: string, enabled = true): { pedagogical: number; childDocuments: number } {
  const child = useQuery({ ...headerCountQueries.childDocuments, enabled }).data ?? []
  const pedagogical = useQuery({ ...headerCountQueries.pedagogicalDocuments, enabled }).data ?? []
  const of = (rows: { childId: string; count: number }[]) => rows.find((r) => r.childId === childId)?.count ?? 0
  return { pedagogical: of(pedagogical), childDocuments: of(child) }
}
