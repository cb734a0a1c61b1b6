import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationFormUpdate, ApplicationType } from '@citizen/contract/web'
import { apiCall } from '../../api/client'

export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  children: () => [...applicationKeys.all, 'children'] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  duplicates: (childId: string) => [...applicationKeys.all, 'duplicates', childId] as const,
  activePlacements: (childId: string) => [...applicationKeys.all, 'active-placements', childId] as const,
}

export const lookupKeys = {
  clubTerms: ['lookups', 'club-terms'] as const,
  preschoolTerms: ['lookups', 'preschool-terms'] as const,
  serviceNeedOptions: (types: string) => ['lookups', 'service-need-options', types] as const,
  units: (type: string, date: string, shiftCare: boolean) => ['lookups', 'units', type, date, shiftCare] as const,
}

export const useApplicationsByGuardian = () =>
  useQuery({ queryKey: applicationKeys.list(), queryFn: () => apiCall('getApplicationsByGuardian') })

export const useApplicationChildren = () =>
  useQuery({ queryKey: applicationKeys.children(), queryFn: () => apiCall('getApplicationChildren') })

export const useApplication = (applicationId: string) =>
  useQuery({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: () => apiCall('getApplication', { params: { applicationId } }),
  })

export const useDuplicates = (childId: string) =>
  useQuery({
    queryKey: applicationKeys.duplicates(childId),
    queryFn: () => apiCall('getApplicationDuplicates', { params: { childId } }),
  })

export const useActivePlacements = (childId: string) =>
  useQuery({
    queryKey: applicationKeys.activePlacements(childId),
    queryFn: () => apiCall('getActivePlacementsByApplicationType', { params: { childId } }),
  })

export const useClubTerms = () =>
  useQuery({ queryKey: lookupKeys.clubTerms, queryFn: () => apiCall('getClubTerms'), staleTime: 60 * 60_000 })
export const usePreschoolTerms = () =>
  useQuery({ queryKey: lookupKeys.preschoolTerms, queryFn: () => apiCall('getPreschoolTerms'), staleTime: 60 * 60_000 })
export const useServiceNeedOptions = (placementTypes: string[]) =>
  useQuery({
    queryKey: lookupKeys.serviceNeedOptions(placementTypes.join(',')),
    queryFn: () => apiCall('getServiceNeedOptions', { query: { placementTypes: placementTypes.join(',') } }),
    staleTime: 60 * 60_000,
  })

/** Units open for applications of the type on the date (the editor's unit picker). */
export const useApplicationUnits = (
  type: 'CLUB' | 'DAYCARE' | 'PRESCHOOL' | 'PREPARATORY',
  date: string | null,
  shiftCare: boolean,
) =>
  useQuery({
    queryKey: lookupKeys.units(type, date ?? '', shiftCare),
    queryFn: () =>
      apiCall('getApplicationUnits', { query: { type, date: date!, shiftCare: shiftCare ? 'true' : 'false' } }),
    enabled: date !== null,
  })

export function useCreateApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { childId: string; type: ApplicationType }) => apiCall('createApplication', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}

export function useSaveDraft(applicationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (form: ApplicationFormUpdate) =>
      apiCall('saveApplicationDraft', { params: { applicationId }, body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}

/** Send a draft (save, then send) or update a sent application. */
export function useSubmitApplication(applicationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { form: ApplicationFormUpdate; allowOtherGuardianAccess: boolean; send: boolean }) => {
      await apiCall('updateApplication', {
        params: { applicationId },
        body: { form: input.form, allowOtherGuardianAccess: input.allowOtherGuardianAccess },
      })
      if (input.send) await apiCall('sendApplication', { params: { applicationId } })
    },
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}

export function useDeleteApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (applicationId: string) => apiCall('deleteApplication', { params: { applicationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}
