import { apiQuery } from '../../api/client'
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
export const decisionOverviewQuery = apiQuery(decisionKeys.overview(), 'getDecisions')
// The overview both prefetches and reads the list: without the stale time it would ask twice
export const financeDecisionsQuery = apiQuery(decisionKeys.finance(), 'getFinanceDecisions', {}, 30_000)
export const assistanceDecisionsQuery = apiQuery(decisionKeys.assistance(), 'getAssistanceDecisions')
export const preschoolAssistanceDecisionsQuery = apiQuery(
  decisionKeys.preschoolAssistance(),
  'getPreschoolAssistanceDecisions',
)

export const applicationDecisionsQuery = (applicationId: string) =>
  apiQuery(decisionKeys.ofApplication(applicationId), 'getApplicationDecisions', { params: { applicationId } })

export const assistanceDecisionQuery = (id: string) =>
  apiQuery(decisionKeys.assistanceDecision(id), 'getAssistanceDecision', { params: { id } })
export const preschoolAssistanceDecisionQuery = (id: string) =>
  apiQuery(decisionKeys.preschoolAssistanceDecision(id), 'getPreschoolAssistanceDecision', { params: { id } })

/** Answers change the decisions, the application's status, the badge and the process (also when refused: answered meanwhile). */
export const answerInvalidates = [
  decisionKeys.all,
  applicationKeys.all,
  headerCountKeys.decisions,
  processMetadataKeys.all,
]
