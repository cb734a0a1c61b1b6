import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n'
import { webConfig } from '../../shared/config'
import { useUser } from '../../shared/auth'
import { LanguageSwitcher } from './language-switcher'
import styles from './header.module.css'

/**
 * A logged-in user's navigation loads apart, so the chunk every first page (/login) loads does
 * not carry it: the menus, counts and badges (issue 27: the entry chunk was over its budget)
 */
const DesktopNavigation = lazy(() => import('./user-navigation').then((m) => ({ default: m.DesktopNavigation })))

export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a className={styles.skipLink} href="#main">
      {t.header.skipToContent}
    </a>
  )
}

export function EnvironmentLabel() {
  const { t } = useTranslation()
  if (!webConfig.environmentLabel) return null
  return (
    <span className={styles.envLabel} aria-label={t.header.environment(webConfig.environmentLabel)}>
      {webConfig.environmentLabel}
    </span>
  )
}

export function Header() {
  const { t } = useTranslation()
  const user = useUser()
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <img src="/favicon.svg" alt="" />
          <span>{t.common.serviceName}</span>
        </Link>
        <EnvironmentLabel />
        {user ? (
          <Suspense fallback={null}>
            <DesktopNavigation user={user} />
          </Suspense>
        ) : (
          <AnonymousTools />
        )}
        {/* On phones the language is chosen here; the rest of the menu is in the bottom bar */}
        {user && (
          <div className={styles.mobileOnly}>
            <LanguageSwitcher />
          </div>
        )}
      </div>
    </header>
  )
}

function AnonymousTools() {
  const { t } = useTranslation()
  const location = useLocation()
  const onLoginPage = location.pathname.startsWith('/login')
  return (
    <div className={styles.tools}>
      <LanguageSwitcher />
      {!onLoginPage && (
        <Link className={styles.loginLink} to="/login">
          {t.header.login}
        </Link>
      )}
    </div>
  )
}
