import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export const documentKeys = {
  all: ['documents'] as const,
  childDocuments: (childId: string) => [...documentKeys.all, 'child', childId] as const,
  childDocument: (id: string) => [...documentKeys.all, 'document', id] as const,
  unanswered: () => [...documentKeys.all, 'unanswered'] as const,
  pedagogical: (childId: string) => [...documentKeys.all, 'pedagogical', childId] as const,
  /** The header's badge: both unread counts */
  unread: () => [...documentKeys.all, 'unread'] as const,
}

export const childDocumentsQuery = (childId: string) =>
  queryOptions({
    queryKey: documentKeys.childDocuments(childId),
    queryFn: () => apiCall('getChildDocuments', { query: { childId } }),
  })

export const childDocumentQuery = (documentId: string) =>
  queryOptions({
    queryKey: documentKeys.childDocument(documentId),
    queryFn: () => apiCall('getChildDocument', { params: { documentId } }),
  })

export const unansweredDocumentsQuery = queryOptions({
  queryKey: documentKeys.unanswered(),
  queryFn: () => apiCall('getUnansweredChildDocuments'),
})

export const pedagogicalDocumentsQuery = (childId: string) =>
  queryOptions({
    queryKey: documentKeys.pedagogical(childId),
    queryFn: () => apiCall('getPedagogicalDocuments', { params: { childId } }),
  })

export const childDocumentUnreadCountQuery = queryOptions({
  queryKey: [...documentKeys.unread(), 'child-documents'],
  queryFn: () => apiCall('getChildDocumentUnreadCount'),
  staleTime: 30_000,
})

export const pedagogicalDocumentUnreadCountQuery = queryOptions({
  queryKey: [...documentKeys.unread(), 'pedagogical'],
  queryFn: () => apiCall('getPedagogicalDocumentUnreadCount'),
  staleTime: 30_000,
})

/** Unread pedagogical and child documents per child (the header's children badge); empty while loading */
export function useDocumentUnreadCounts(enabled = true): Record<string, number> {
  const child = useQuery({ ...childDocumentUnreadCountQuery, enabled }).data ?? []
  const pedagogical = useQuery({ ...pedagogicalDocumentUnreadCountQuery, enabled }).data ?? []
  const counts: Record<string, number> = {}
  for (const c of [...child, ...pedagogical]) counts[c.childId] = (counts[c.childId] ?? 0) + c.count
  return counts
}
