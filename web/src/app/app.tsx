import { useEffect, useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter, useRoutes } from 'react-router'
import { I18nProvider } from '../i18n'
import { ApiError } from '../api/client'
import { sessionEvents } from '../api/session-events'
import { GlobalDialogsProvider } from '../shared/dialogs/global-dialogs'
import { routes } from './routes'

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  })
}

function AppRoutes() {
  return useRoutes(routes)
}

export function App() {
  const [queryClient] = useState(createQueryClient)
  // spec 000: a 401 answer from any call sends the browser to the root
  useEffect(() => sessionEvents.onUnauthorized(() => window.location.assign('/')), [])
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <GlobalDialogsProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </GlobalDialogsProvider>
      </I18nProvider>
    </QueryClientProvider>
  )
}
