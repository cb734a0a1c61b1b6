import { useSuspenseQuery } from '@tanstack/react-query'
import { apiCall } from '../../api/client'

export type MetadataKind = 'application' | 'feeDecision' | 'voucherValueDecision'

/** Answering a decision or cancelling an application moves the process on: invalidate `all`. */
export const processMetadataKeys = {
  all: ['process-metadata'] as const,
  of: (kind: MetadataKind, id: string) => [...processMetadataKeys.all, kind, id] as const,
}

/** Read when the panel opens, under its AsyncBoundary */
export function useProcessMetadata(kind: MetadataKind, id: string) {
  return useSuspenseQuery({
    queryKey: processMetadataKeys.of(kind, id),
    queryFn: () =>
      kind === 'application'
        ? apiCall('getApplicationProcessMetadata', { params: { id } })
        : kind === 'feeDecision'
          ? apiCall('getFeeDecisionProcessMetadata', { params: { id } })
          : apiCall('getVoucherValueDecisionProcessMetadata', { params: { id } }),
  })
}
