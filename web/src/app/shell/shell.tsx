import { lazy, Suspense, useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AsyncBoundary } from '../../shared/async-boundary'
import { OfflineNotice, NewVersionNotice } from '../../shared/dialogs/notices'
import { Header, SkipLink } from './header'
import { useUser } from '../../shared/auth'
import { Footer } from './footer'
import { ToastRegion } from '../../ui/toast'

// Only a logged-in user has the phone's bottom bar and a session to expire: /login does not load them
const MobileNavigation = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNavigation })))
const SessionExpiryDialog = lazy(() =>
  import('../../shared/dialogs/session-expiry-dialog').then((m) => ({ default: m.SessionExpiryDialog })),
)

/** The frame of every page: skip link, header, notices, main content, footer, phone bottom bar. */
export function Shell() {
  const location = useLocation()
  const user = useUser()
  return (
    <>
      <ScrollToTop pathname={location.pathname} />
      <SkipLink />
      <Header />
      <OfflineNotice />
      <NewVersionNotice />
      {/* At least a screen high, so the footer starts below the first screen while a page loads and
          does not jump out of view when the page arrives (CLS) */}
      <main id="main" tabIndex={-1} style={{ outline: 'none', minHeight: '100vh' }}>
        {/* Pages have their own boundaries; this one catches what they leave (lazy chunks, texts, bugs) */}
        <AsyncBoundary resetKey={location.pathname}>
          <Outlet />
        </AsyncBoundary>
      </main>
      <Footer />
      {user && (
        <Suspense fallback={null}>
          <MobileNavigation />
          <SessionExpiryDialog />
        </Suspense>
      )}
      <ToastRegion />
    </>
  )
}

/**
 * A new page starts at its top. A layout effect of a component before <main>: it runs before the
 * page's own layout effects of the same commit (the calendar list scrolls to today in one), where
 * the Shell's passive effect sometimes ran after them and undid that.
 */
function ScrollToTop({ pathname }: { pathname: string }) {
  useLayoutEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a clean-up
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
