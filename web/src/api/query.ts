import { queryOptions } from '@tanstack/react-query'
import type { Endpoints } from '@citizen/contract/web'
import { apiCall, type Args } from './client'

/**
 * The query options of one contract endpoint: its key, the call and its arguments, and a stale
 * time where the data changes seldom. A feature's `queries.ts` declares each read with it.
 */
export function apiQuery<const K extends readonly unknown[], N extends keyof Endpoints>(
  queryKey: K,
  name: N,
  args?: Args<Endpoints[N]>,
  staleTime?: number,
) {
  // No staleTime key at all when none is given: the client's default stays
  return queryOptions({ queryKey, queryFn: () => apiCall(name, args), ...(staleTime !== undefined && { staleTime }) })
}
