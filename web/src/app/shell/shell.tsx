import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useTranslation } from '../../i18n'
import { Loading } from '../../ui/spinner'
import { ErrorBoundary } from '../error-boundary'
import { OfflineNotice, NewVersionNotice } from '../dialogs/notices'
import { SessionExpiryDialog } from '../dialogs/session-expiry-dialog'
import { Header, SkipLink } from './header'
import { MobileNavigation } from './mobile-nav'
import { Footer } from './footer'
import { ToastRegion } from '../../ui/toast'

/** The frame of every page: skip link, header, notices, main content, footer, phone bottom bar. */
export function Shell() {
  const { t } = useTranslation()
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
      <main id="main" tabIndex={-1} style={{ outline: 'none', minHeight: '60vh' }}>
        <ErrorBoundary>
          <Suspense fallback={<Loading label={t.common.loading} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <MobileNavigation />
      <SessionExpiryDialog />
      <ToastRegion />
    </>
  )
}
