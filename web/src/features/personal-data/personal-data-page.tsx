import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useSuspenseQueries } from '@tanstack/react-query'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useUser } from '../../shared/auth'
import { usePersonalDataTexts } from './i18n'
import { emailVerificationQuery, passwordConstraintsQuery } from './queries'
import { DetailsSection } from './details-section'
import { LoginSection } from './login-section'
import { NotificationSection } from './notification-section'
import { PushSection } from './push-section'
import { OfflineCopySection } from './offline-copy-section'
import { SubscriptionSection } from '../calendar/public'
import pageStyles from '../../shared/page.module.css'

/**
 * spec 001 "Personal details screen" (/personal-details): the details, the login details (email
 * verification, username-and-password login, passkeys) and the notification settings
 * (#notifications). A weak session reads; changes need a strong one (lock marks and a strong login
 * that returns here), except the notification settings.
 */
export default function PersonalDataPage() {
  const t = usePersonalDataTexts()
  usePageTitle(t.title)
  return (
    // The heading and the introduction need no data: they show while the details load
    <AsyncBoundary
      fallback={
        <div className={pageStyles.page}>
          <Intro />
        </div>
      }
    >
      <PersonalData />
    </AsyncBoundary>
  )
}

function Intro() {
  const t = usePersonalDataTexts()
  return (
    <section className={pageStyles.card}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
    </section>
  )
}

function PersonalData() {
  const user = useUser()
  const [verification, constraints] = useSuspenseQueries({
    queries: [emailVerificationQuery, passwordConstraintsQuery],
  })
  // RequireAuth renders the page only for a session; the status is read again after changes
  if (!user) return null
  return (
    <div className={pageStyles.page}>
      <Intro />
      <DetailsSection user={user} />
      <LoginSection user={user} verification={verification.data} constraints={constraints.data} />
      <AsyncBoundary variant="inline" minHeight="200px">
        <NotificationSection />
        <ScrollToHash />
      </AsyncBoundary>
      <PushSection />
      {user.user.accessibleFeatures.reservations && <SubscriptionSection />}
      <OfflineCopySection personId={user.user.details.id} />
    </div>
  )
}

/**
 * /personal-details#notifications: the browser looked for the section before it had loaded, so
 * it is scrolled to once it is there (once per address)
 */
function ScrollToHash() {
  const { hash } = useLocation()
  const done = useRef('')
  useEffect(() => {
    if (!hash || done.current === hash) return
    done.current = hash
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    target?.scrollIntoView()
    target?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  }, [hash])
  return null
}
