import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AsyncBoundary } from '../../shared/async-boundary'
import { OfflineNotice, NewVersionNotice } from '../../shared/dialogs/notices'
import { SessionExpiryDialog } from '../../shared/dialogs/session-expiry-dialog'
import { Header, SkipLink } from './header'
import { MobileNavigation } from './mobile-nav'
import { Footer } from './footer'
import { ToastRegion } from '../../ui/toast'

/** The frame of every page: skip link, header, notices, main content, footer, phone bottom bar. */
export function Shell() {
  const location = useLocation()
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a clean-up
    window.scrollTo(0, 0)
  }, [location.pathname])
  return (
    <>
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
      <MobileNavigation />
      <SessionExpiryDialog />
      <ToastRegion />
    </>
  )
}
