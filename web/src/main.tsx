import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './ui/tokens.css'
// Before the router: its popstate listener must come after the leave guard's
import './ui/history-guard'
import { App } from './app/app'
import { queryClient } from './app/query-client'
import { preloadPage } from './app/routes'
import { authStatusQuery } from './shared/auth'
import { currentLanguage, preloadTranslations } from './i18n'
import { warmUpIntl } from './shared/intl-warm-up'
import { offlineCopyPerson } from './shared/offline-copy/setting'

// What every page waits for, asked at once and side by side (not one after another as the
// components would: texts → login check → page chunk → page texts → data)
const texts = preloadTranslations()
const auth = queryClient.prefetchQuery(authStatusQuery)
// Only where the device keeps an offline copy (a person turned it on): without a network, the
// pages render with the copy instead of waiting for the login check
const offlineCopy = offlineCopyPerson()
  ? Promise.all([import('./shared/offline-copy/copy'), import('./app/offline-copy')]).then(([copy, pages]) =>
      copy.startOfflineCopy(queryClient, () => pages.offlineCopyFill(queryClient)),
    )
  : null
preloadPage(
  window.location.pathname,
  queryClient,
  auth.then(() => queryClient.getQueryData(authStatusQuery.queryKey)?.loggedIn === true),
)
// After the requests have gone out, while their answers are on the way
setTimeout(() => warmUpIntl(currentLanguage()), 0)

// In a transition, React renders the first screen in slices of a few milliseconds with breaks
// between them for the browser, instead of in one long task that blocks input (TBT)
const render = () => {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}
// The first render waits for the texts (it would show nothing without them; a failed load is
// tried again by the I18nProvider) and, for a moment, for the login check: rendered with its
// answer, the first screen is the page itself, made in a transition, not a spinner that the
// answer then replaces in one long synchronous render (the query cache's updates cannot be sliced)
const briefly = new Promise((resolve) => setTimeout(resolve, 1000))
Promise.allSettled([texts, Promise.race([auth, briefly, ...(offlineCopy ? [offlineCopy] : [])])]).then(render, render)
