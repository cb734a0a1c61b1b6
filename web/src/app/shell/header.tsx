import { useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useTranslation } from '../../i18n'
import { Dropdown } from '../../ui/dropdown'
import { AttentionIcon, ChevronDownIcon, ChildIcon, LockIcon } from '../../ui/icons'
import { webConfig } from '../../shared/config'
import { logout, useUser, type LoggedInStatus } from '../../shared/auth'
import { useGlobalDialogs } from '../../shared/dialogs/global-dialogs'
import { useChildren } from '../../features/children/queries'
import { displayName, navigationModel } from './nav-model'
import { ChildLinks } from './child-links'
import { useDecisionBadgeCount } from '../../features/decisions/badge'
import { LanguageSwitcher } from './language-switcher'
import styles from './header.module.css'

export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a className={styles.skipLink} href="#main">
      {t.header.skipToContent}
    </a>
  )
}

/** A count for the eye, its meaning for screen readers. */
export function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation()
  if (count <= 0) return null
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t.header.unreadCount(count)}</span>
    </span>
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
        {user ? <DesktopNavigation user={user} /> : <AnonymousTools />}
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

function DesktopNavigation({ user }: { user: LoggedInStatus }) {
  const { t } = useTranslation()
  const { data: children = [] } = useChildren(true)
  const nav = navigationModel(user, children)
  const decisionsBadge = useDecisionBadgeCount(true)
  return (
    <>
      <nav className={`${styles.nav} ${styles.desktopOnly}`} aria-label={t.header.mainNavigation}>
        <ul className={styles.navList}>
          {nav.showCalendar && (
            <li>
              <NavLink className={styles.navLink} to="/calendar">
                {t.header.calendar}
              </NavLink>
            </li>
          )}
          {nav.showMessages && (
            <li>
              <NavLink className={styles.navLink} to="/messages">
                {t.header.messages}
              </NavLink>
            </li>
          )}
          {nav.children.length === 1 && (
            <li>
              <NavLink className={styles.navLink} to={`/children/${nav.children[0]!.id}`}>
                {t.header.children}
              </NavLink>
            </li>
          )}
          {nav.children.length > 1 && (
            <li>
              <Dropdown
                label={t.header.childrenMenu}
                trigger={
                  <>
                    <ChildIcon />
                    {t.header.children}
                    <ChevronDownIcon size={14} />
                  </>
                }
              >
                <ChildLinks items={nav.children} />
              </Dropdown>
            </li>
          )}
        </ul>
      </nav>
      <div className={`${styles.tools} ${styles.desktopOnly}`}>
        <LanguageSwitcher />
        <Dropdown
          label={t.header.userMenu(displayName(user))}
          trigger={
            <>
              {displayName(user)}
              {nav.personalDetailsNeedsAttention && (
                <span className={styles.attention}>
                  <AttentionIcon label={t.header.personalDetailsMissingEmail} />
                </span>
              )}
              <CountBadge count={decisionsBadge} />
              <ChevronDownIcon size={14} />
            </>
          }
        >
          <SubMenuItems locked={nav.strongItemsLocked} attention={nav.personalDetailsNeedsAttention} />
        </Dropdown>
      </div>
    </>
  )
}

/** Applications, decisions, income, personal details and logout: shared by desktop and mobile menus. */
export function SubMenuItems({ locked, attention }: { locked: boolean; attention: boolean }) {
  const { t } = useTranslation()
  const location = useLocation()
  const lock = locked ? (
    <span className={styles.lock}>
      <LockIcon label={t.common.requiresStrongAuth} />
    </span>
  ) : null
  const incomeActive = location.pathname.startsWith('/income') || location.pathname.startsWith('/child-income')
  const decisionsBadge = useDecisionBadgeCount(true)
  return (
    <>
      <li>
        <NavLink to="/applications">
          {t.header.applications}
          {lock}
        </NavLink>
      </li>
      <li>
        <NavLink to="/decisions">
          {t.header.decisions}
          {lock}
          <CountBadge count={decisionsBadge} />
        </NavLink>
      </li>
      <li>
        <Link to="/income" aria-current={incomeActive ? 'page' : undefined}>
          {t.header.income}
          {lock}
        </Link>
      </li>
      <li>
        <NavLink to="/personal-details">
          {t.header.personalDetails}
          {attention && (
            <span className={styles.attention}>
              <AttentionIcon label={t.header.personalDetailsMissingEmail} />
            </span>
          )}
        </NavLink>
      </li>
      <li>
        <LogoutButton />
      </li>
    </>
  )
}

/** Logs out by POST (a link could be followed from any site); a failure is said, and can be retried. */
function LogoutButton() {
  const { t } = useTranslation()
  const dialogs = useGlobalDialogs()
  const busy = useRef(false)
  const onClick = () => {
    if (busy.current) return
    busy.current = true
    logout().catch(() => {
      busy.current = false
      dialogs.showError({ title: t.header.logoutFailedTitle, text: t.header.logoutFailedText })
    })
  }
  return (
    <button type="button" onClick={onClick}>
      {t.header.logout}
    </button>
  )
}
