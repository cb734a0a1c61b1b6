import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export const documentKeys = {
  all: ['documents'] as const,
  childDocuments: (childId: string) => [...documentKeys.all, 'child', childId] as const,
  childDocument: (id: string) => [...documentKeys.all, 'document', id] as const,
  unanswered: () => [...documentKeys.all, 'unanswered'] as const,
  pedagogical: (childId: string) => [...documentKeys.all, 'pedagogical', childId] as const,
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
