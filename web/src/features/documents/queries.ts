import { apiQuery } from '../../api/client'

export const documentKeys = {
  all: ['documents'] as const,
  childDocuments: (childId: string) => [...documentKeys.all, 'child', childId] as const,
  childDocument: (id: string) => [...documentKeys.all, 'document', id] as const,
  unanswered: () => [...documentKeys.all, 'unanswered'] as const,
  pedagogical: (childId: string) => [...documentKeys.all, 'pedagogical', childId] as const,
}

export const childDocumentsQuery = (childId: string) =>
  apiQuery(documentKeys.childDocuments(childId), 'getChildDocuments', { query: { childId } })

export const childDocumentQuery = (documentId: string) =>
  apiQuery(documentKeys.childDocument(documentId), 'getChildDocument', { params: { documentId } })

export const unansweredDocumentsQuery = apiQuery(documentKeys.unanswered(), 'getUnansweredChildDocuments')

export const pedagogicalDocumentsQuery = (childId: string) =>
  apiQuery(documentKeys.pedagogical(childId), 'getPedagogicalDocuments', { params: { childId } })
