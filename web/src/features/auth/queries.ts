import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WeakLoginBody } from '@citizen/contract/web'
import { apiCall } from '../../api/client'

export function useWeakLogin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: WeakLoginBody) => apiCall('weakLogin', { body }),
    // A new session: everything cached belonged to nobody
    onSuccess: () => client.resetQueries(),
  })
}
