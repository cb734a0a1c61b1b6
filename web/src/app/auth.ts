import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AuthStatusResponse } from '@citizen/contract/web'
import { apiCall } from '../api/client'

export const authKeys = { status: ['auth', 'status'] as const }

export type LoggedInStatus = Extract<AuthStatusResponse, { loggedIn: true }>

export function useAuthStatus() {
  return useQuery({
    queryKey: authKeys.status,
    queryFn: () => apiCall('getAuthStatus'),
    staleTime: 60_000,
  })
}

/** The logged-in user, or null (also while loading). */
export function useUser(): LoggedInStatus | null {
  const { data } = useAuthStatus()
  return data?.loggedIn ? data : null
}

export function useRefreshAuth() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ['auth'] })
}

export function strongLoginUrl(returnPath: string): string {
  return `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(returnPath)}`
}

export const logoutUrl = '/api/citizen/auth/logout?RelayState=/'
