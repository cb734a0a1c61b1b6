import { queryOptions, useQueries } from '@tanstack/react-query'
import { apiCall, apiQuery } from '../api/client'

/**
 * The counts the header and the phone bar show beside their links (reference §8, spec 000): unread
 * messages, unread documents per child and the decisions badge. One module, one key shape (under
 * headerCountKeys.all) and one stale time; the shell loads it without the features' pages, and a
 * feature's change makes its own count stale by these keys.
 */
const all = ['header-counts'] as const
export const headerCountKeys = {
  all,
  messages: [...all, 'messages'] as const,
  documents: [...all, 'documents'] as const,
  childDocuments: [...all, 'documents', 'child-documents'] as const,
  pedagogicalDocuments: [...all, 'documents', 'pedagogical'] as const,
  decisions: [...all, 'decisions'] as const,
  applicationNotifications: [...all, 'decisions', 'applications'] as const,
  assistanceDecisions: [...all, 'decisions', 'assistance'] as const,
  preschoolAssistanceDecisions: [...all, 'decisions', 'preschool-assistance'] as const,
}

const staleTime = 60_000
const sum = (counts: { count: number }[]) => counts.reduce((total, c) => total + c.count, 0)

export const headerCountQueries = {
  messages: apiQuery(headerCountKeys.messages, 'getUnreadMessageCount', {}, staleTime),
  childDocuments: apiQuery(headerCountKeys.childDocuments, 'getChildDocumentUnreadCount', {}, staleTime),
  pedagogicalDocuments: apiQuery(
    headerCountKeys.pedagogicalDocuments,
    'getPedagogicalDocumentUnreadCount',
    {},
    staleTime,
  ),
  applicationNotifications: apiQuery(
    headerCountKeys.applicationNotifications,
    'getApplicationNotifications',
    {},
    staleTime,
  ),
  assistanceDecisions: queryOptions({
    queryKey: headerCountKeys.assistanceDecisions,
    queryFn: async () => sum(await apiCall('getAssistanceDecisionUnreadCounts')),
    staleTime,
  }),
  preschoolAssistanceDecisions: queryOptions({
    queryKey: headerCountKeys.preschoolAssistanceDecisions,
    queryFn: async () => sum(await apiCall('getPreschoolAssistanceDecisionUnreadCounts')),
    staleTime,
  }),
}

/** What the navigation shows (the shell's navigation model): null when nobody is logged in */
interface Shown {
  showMessages: boolean
  children: readonly { id: string }[]
}

export interface HeaderCounts {
  messages: number
  /** The decisions badge: unread assistance decisions of both kinds and applications to confirm */
  decisions: number
  /** Unread pedagogical and child documents per child shown */
  documents: Record<string, number>
  /** The children menu's count: the documents of the children shown */
  documentsTotal: number
}

/** The navigation's counts, each zero while it loads; the header and the phone bar both read this */
export function useHeaderCounts(nav: Shown | null): HeaderCounts {
  const loggedIn = nav !== null
  const withChildren = loggedIn && nav.children.length > 0
  const [messages, childDocuments, pedagogical, applications, assistance, preschoolAssistance] = useQueries({
    queries: [
      { ...headerCountQueries.messages, enabled: loggedIn && nav.showMessages },
      { ...headerCountQueries.childDocuments, enabled: withChildren },
      { ...headerCountQueries.pedagogicalDocuments, enabled: withChildren },
      { ...headerCountQueries.applicationNotifications, enabled: loggedIn },
      { ...headerCountQueries.assistanceDecisions, enabled: loggedIn },
      { ...headerCountQueries.preschoolAssistanceDecisions, enabled: loggedIn },
    ],
  })
  const documents: Record<string, number> = {}
  for (const c of [...(childDocuments.data ?? []), ...(pedagogical.data ?? [])])
    documents[c.childId] = (documents[c.childId] ?? 0) + c.count
  return {
    messages: messages.data?.count ?? 0,
    decisions: (applications.data ?? 0) + (assistance.data ?? 0) + (preschoolAssistance.data ?? 0),
    documents,
    documentsTotal: (nav?.children ?? []).reduce((total, c) => total + (documents[c.id] ?? 0), 0),
  }
}
