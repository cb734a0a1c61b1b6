import { useEffect } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter, useRoutes } from 'react-router'
import { I18nProvider } from '../i18n'
import { sessionEvents } from '../api/session-events'
import { GlobalDialogsProvider } from '../shared/dialogs/global-dialogs'
import { registerServiceWorker } from '../shared/service-worker'
import { routes } from './routes'
import { queryClient } from './query-client'

function AppRoutes() {
  return useRoutes(routes)
}

export function App() {
  // spec 000: a 401 answer from any call sends the browser to the root
  useEffect(() => sessionEvents.onUnauthorized(() => window.location.assign('/')), [])
  useEffect(registerServiceWorker, [])
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
