import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import type { CitizenFeatures } from '@citizen/contract/web'
import { useTranslation } from '../i18n'
import { Loading } from '../ui/spinner'
import { strongLoginUrl, useAuthStatus } from '../shared/auth'
import { nextPath } from '../features/auth/return-path'
import { FetchError } from '../shared/fetch-error'
import { frontPagePath } from '../shared/front-page'
import pageStyles from '../shared/page.module.css'

/**
 * spec 000 "Authentication state": not logged in -> /login?next=PATH; a WEAK session on a
 * STRONG page -> strong identification with a return path. The server enforces the same.
 */
export function RequireAuth({
  level,
  feature,
  children,
}: {
  level: 'WEAK' | 'STRONG'
  feature?: keyof CitizenFeatures
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { data, isPending, isError, error } = useAuthStatus()
  const location = useLocation()
  const path = `${location.pathname}${location.search}`
  const needsStrong = data?.loggedIn === true && level === 'STRONG' && data.authLevel !== 'STRONG'

  useEffect(() => {
    if (needsStrong) window.location.replace(strongLoginUrl(path))
  }, [needsStrong, path])

  if (isPending) return <Loading label={t.common.loading} />
  // A failed check with an earlier answer (the offline copy's, with no network) goes on with it
  if (isError && !data) return <PageFetchError error={error} />
  if (!data.loggedIn) return <Navigate to={`/login?next=${encodeURIComponent(path)}`} replace />
  if (needsStrong) return <Loading label={t.common.loading} />
  if (feature && !data.user.accessibleFeatures[feature]) return <Navigate to="/" replace />
  return <>{children}</>
}

/**
 * The login pages: a logged-in user goes to / instead, or to the validated ?next= path, which
 * is where a login made on this page was heading.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { data, isPending } = useAuthStatus()
  const location = useLocation()
  if (isPending) return <Loading label={t.common.loading} />
  if (data?.loggedIn) return <Navigate to={nextPath(location.search)} replace />
  return <>{children}</>
}

/** spec 000: / goes to /calendar with reservations, else /map when logged in, else /login (front-page.ts). */
export function RootRedirect() {
  const { t } = useTranslation()
  const { data, isPending, isError, error } = useAuthStatus()
  if (isPending) return <Loading label={t.common.loading} />
  if (isError && !data) return <PageFetchError error={error} />
  return <Navigate to={frontPagePath(data)} replace />
}

/** The auth status could not be read: the error, in the page's frame */
function PageFetchError({ error }: { error: unknown }) {
  return (
    <div className={pageStyles.page}>
      <FetchError error={error} />
    </div>
  )
}
