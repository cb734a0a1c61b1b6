import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/client'

/** The app's one query cache; main.tsx starts the login check in it before the first render. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
})
