import { useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../api/client'

const childrenKeys = { all: ['children'] as const }

export const childrenQuery = apiQuery(childrenKeys.all, 'getChildren', {}, 5 * 60_000)

/** The user's children; only fetched for a logged-in user. */
export function useChildren(enabled: boolean) {
  return useQuery({ ...childrenQuery, enabled })
}
