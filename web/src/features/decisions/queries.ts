import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/client'
import { applicationKeys } from '../applications/public'
import { headerCountKeys } from '../../shared/header-counts'
import { processMetadataKeys } from '../process-metadata/public'

export const decisionKeys = {
  all: ['decisions'] as const,
  overview: () => [...decisionKeys.all, 'overview'] as const,
  finance: () => [...decisionKeys.all, 'finance'] as const,
  assistance: () => [...decisionKeys.all, 'assistance'] as const,
  preschoolAssistance: () => [...decisionKeys.all, 'preschool-assistance'] as const,
  ofApplication: (applicationId: string) => [...decisionKeys.all, 'application', applicationId] as const,
  assistanceDecision: (id: string) => [...decisionKeys.all, 'assistance', id] as const,
  preschoolAssistanceDecision: (id: string) => [...decisionKeys.all, 'preschool-assistance', id] as const,
}

// The overview's lists (queryOptions: the page reads them with useSuspenseQueries)
export const decisionOverviewQuery = queryOptions({
  queryKey: decisionKeys.overview(),
  queryFn: () => apiCall('getDecisions'),
})
export const financeDecisionsQuery = queryOptions({
  queryKey: decisionKeys.finance(),
  queryFn: () => apiCall('getFinanceDecisions'),
  // The overview both prefetches and reads the list: without this it would ask twice
  staleTime: 30_000,
})
export const assistanceDecisionsQuery = queryOptions({
  queryKey: decisionKeys.assistance(),
  queryFn: () => apiCall('getAssistanceDecisions'),
})
export const preschoolAssistanceDecisionsQuery = queryOptions({
  queryKey: decisionKeys.preschoolAssistance(),
  queryFn: () => apiCall('getPreschoolAssistanceDecisions'),
})

export const applicationDecisionsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: decisionKeys.ofApplication(applicationId),
    queryFn: () => apiCall('getApplicationDecisions', { params: { applicationId } }),
  })

export const assistanceDecisionQuery = (id: string) =>
  queryOptions({
    queryKey: decisionKeys.assistanceDecision(id),
    queryFn: () => apiCall('getAssistanceDecision', { params: { id } }),
  })
export const preschoolAssistanceDecisionQuery = (id: string) =>
  queryOptions({
    queryKey: decisionKeys.preschoolAssistanceDecision(id),
    queryFn: () => apiCall('getPreschoolAssistanceDecision', { params: { id } }),
  })

/** Answers change the decisions, the application's status, the badge and the process (also when refused: answered meanwhile). */
export const answerInvalidates = [
  decisionKeys.all,
  applicationKeys.all,
  headerCountKeys.decisions,
  processMetadataKeys.all,
]
