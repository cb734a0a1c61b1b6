import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/client'
import { applicationKeys } from '../applications/public'
import { decisionBadgeKeys } from './badge'
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

export const useDecisionOverview = () =>
  useQuery({ queryKey: decisionKeys.overview(), queryFn: () => apiCall('getDecisions') })
export const useFinanceDecisions = () =>
  useQuery({ queryKey: decisionKeys.finance(), queryFn: () => apiCall('getFinanceDecisions') })
export const useAssistanceDecisions = () =>
  useQuery({ queryKey: decisionKeys.assistance(), queryFn: () => apiCall('getAssistanceDecisions') })
export const usePreschoolAssistanceDecisions = () =>
  useQuery({ queryKey: decisionKeys.preschoolAssistance(), queryFn: () => apiCall('getPreschoolAssistanceDecisions') })

export const useApplicationDecisions = (applicationId: string) =>
  useQuery({
    queryKey: decisionKeys.ofApplication(applicationId),
    queryFn: () => apiCall('getApplicationDecisions', { params: { applicationId } }),
  })

export const useAssistanceDecision = (id: string) =>
  useQuery({
    queryKey: decisionKeys.assistanceDecision(id),
    queryFn: () => apiCall('getAssistanceDecision', { params: { id } }),
  })
export const usePreschoolAssistanceDecision = (id: string) =>
  useQuery({
    queryKey: decisionKeys.preschoolAssistanceDecision(id),
    queryFn: () => apiCall('getPreschoolAssistanceDecision', { params: { id } }),
  })

/** Answers change the decisions, the application's status and the badge. */
function useInvalidateAfterAnswer() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: decisionKeys.all }),
      client.invalidateQueries({ queryKey: applicationKeys.all }),
      client.invalidateQueries({ queryKey: decisionBadgeKeys.all }),
      client.invalidateQueries({ queryKey: processMetadataKeys.all }),
    ])
}

export function useAcceptDecision(applicationId: string) {
  const invalidate = useInvalidateAfterAnswer()
  return useMutation({
    mutationFn: (body: { decisionId: string; requestedStartDate: string }) =>
      apiCall('acceptDecision', { params: { applicationId }, body }),
    onSettled: invalidate,
  })
}

export function useRejectDecision(applicationId: string) {
  const invalidate = useInvalidateAfterAnswer()
  return useMutation({
    mutationFn: (body: { decisionId: string }) => apiCall('rejectDecision', { params: { applicationId }, body }),
    onSettled: invalidate,
  })
}

/** Opening an unread assistance decision marks it read for this guardian. */
export function useMarkAssistanceDecisionRead(kind: 'assistance' | 'preschoolAssistance') {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      kind === 'assistance'
        ? apiCall('markAssistanceDecisionRead', { params: { id } })
        : apiCall('markPreschoolAssistanceDecisionRead', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({
          queryKey: kind === 'assistance' ? decisionKeys.assistance() : decisionKeys.preschoolAssistance(),
        }),
        client.invalidateQueries({ queryKey: decisionBadgeKeys.all }),
      ]),
  })
}
