import { useRef } from 'react'
import { queueState, waiting } from '../../shared/offline-copy/queue-state'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n'
import { MenuButton, type MenuEntry } from '../../ui/menu-button'
import { AttentionIcon, ChevronDownIcon, ChildIcon, LockIcon } from '../../ui/icons'
import { logout, type LoggedInStatus } from '../../shared/auth'
import { useGlobalDialogs } from '../../shared/dialogs/global-dialogs'
import { useChildren } from '../../features/children/queries'
import { displayName, navigationModel, type NavigationModel } from './nav-model'
import { childName } from './child-links'
import { MainLinks } from './main-links'
import { useHeaderCounts } from '../../shared/header-counts'
import { LanguageSwitcher } from './language-switcher'
import { CountBadge } from '../../ui/count-badge'
import styles from './header.module.css'

export function DesktopNavigation({ user }: { user: LoggedInStatus }) {
  const { t } = useTranslation()
  const { data: children = [] } = useChildren(true)
  const nav = navigationModel(user, children)
  // spec 000: the messages link's count, the children menu's (per child) and the decisions badge
  const counts = useHeaderCounts(nav)
  const location = useLocation()
  const subMenu = useSubMenuEntries(nav)
  return (
    <>
      <nav className={`${styles.nav} ${styles.desktopOnly}`} aria-label={t.header.mainNavigation}>
        <ul className={styles.navList}>
          <MainLinks nav={nav} counts={counts} className={styles.navLink} icons={false} />
          {nav.children.length > 1 && (
            <li>
              <MenuButton
                label={t.header.childrenMenu}
                trigger={
                  <>
                    <ChildIcon />
                    {t.header.children}
                    <CountBadge count={counts.documentsTotal} />
                    <ChevronDownIcon size={14} />
                  </>
                }
                items={nav.children.map((c) => ({
                  id: c.id,
                  href: `/children/${c.id}`,
                  label: (
                    <>
                      {childName(c)}
                      <CountBadge count={counts.documents[c.id] ?? 0} />
                    </>
                  ),
                  textValue: childName(c),
                  current: location.pathname.startsWith(`/children/${c.id}`),
                }))}
              />
            </li>
          )}
        </ul>
      </nav>
      <div className={`${styles.tools} ${styles.desktopOnly}`}>
        <LanguageSwitcher />
        <MenuButton
          label={t.header.userMenu(displayName(user))}
          trigger={
            <>
              {displayName(user)}
              {nav.personalDetailsNeedsAttention && (
                <span className={styles.attention}>
                  <AttentionIcon label={t.header.personalDetailsMissingEmail} />
                </span>
              )}
              <CountBadge count={counts.decisions} />
              <ChevronDownIcon size={14} />
            </>
          }
          items={subMenu}
        />
      </div>
    </>
  )
}

/** Applications, decisions, income, personal details and logout: the desktop user menu and the phone menu. */
function useSubMenuEntries(nav: NavigationModel): MenuEntry[] {
  const { t } = useTranslation()
  const location = useLocation()
  const logout = useLogout()
  const decisionsBadge = useHeaderCounts(nav).decisions
  const at = (...paths: string[]) => paths.some((p) => location.pathname.startsWith(p))
  const lock = nav.strongItemsLocked ? (
    <span className={styles.lock}>
      <LockIcon label={t.common.requiresStrongAuth} />
    </span>
  ) : null
  const attention = nav.personalDetailsNeedsAttention && (
    <span className={styles.attention}>
      <AttentionIcon label={t.header.personalDetailsMissingEmail} />
    </span>
  )
  const entries: (MenuEntry | null)[] = [
    {
      id: 'applications',
      href: '/applications',
      textValue: t.header.applications,
      label: (
        <>
          {t.header.applications}
          {lock}
        </>
      ),
      current: at('/applications'),
    },
    {
      id: 'decisions',
      href: '/decisions',
      textValue: t.header.decisions,
      label: (
        <>
          {t.header.decisions}
          {lock}
          <CountBadge count={decisionsBadge} />
        </>
      ),
      current: at('/decisions'),
    },
    nav.showIncome
      ? {
          id: 'income',
          href: '/income',
          textValue: t.header.income,
          label: (
            <>
              {t.header.income}
              {lock}
            </>
          ),
          current: at('/income', '/child-income'),
        }
      : null,
    nav.personalDetails === 'link'
      ? {
          id: 'personal-details',
          href: '/personal-details',
          textValue: t.header.personalDetails,
          label: (
            <>
              {t.header.personalDetails}
              {attention}
            </>
          ),
          current: at('/personal-details'),
        }
      : null,
    // Logging out is a POST (a link could be followed from any site)
    { id: 'logout', textValue: t.header.logout, label: t.header.logout, onAction: logout },
  ]
  return entries.filter((e) => e !== null)
}

/** The same items as a list of links and a button, for the phone menu. */
export function SubMenuItems({ nav }: { nav: NavigationModel }) {
  return useSubMenuEntries(nav).map((e) => (
    <li key={e.id}>
      {e.href ? (
        <Link to={e.href} aria-current={e.current ? 'page' : undefined}>
          {e.label}
        </Link>
      ) : (
        <button type="button" onClick={e.onAction}>
          {e.label}
        </button>
      )}
    </li>
  ))
}

/** Logs out; a failure is said, and can be retried. */
function useLogout() {
  const { t } = useTranslation()
  const dialogs = useGlobalDialogs()
  const busy = useRef(false)
  const run = (options?: { keepNotifications: boolean }) => {
    if (busy.current) return
    busy.current = true
    logout(options).catch(() => {
      busy.current = false
      dialogs.showError({ title: t.header.logoutFailedTitle, text: t.header.logoutFailedText })
    })
  }
  // issue 43: a device with this person's notifications on is asked whether to keep them
  const askPush = async () => {
    // A chunk that cannot load (offline, an old version gone) must not stop the logout
    const push = await import('../../shared/push-device').then((m) => m.thisDevicesPush()).catch(() => null)
    if (!push) return run()
    dialogs.choose({
      title: t.header.logoutPushTitle,
      text: t.header.logoutPushText,
      choices: [
        // A removal that fails still logs out: the answer ends the browser's subscription, and the push
        // service's 410 for it then removes the row
        {
          label: t.header.logoutPushRemove,
          onChoose: () =>
            void push
              .remove()
              .catch(() => {})
              .finally(() => run()),
        },
        { label: t.header.logoutPushKeep, onChoose: () => run({ keepNotifications: true }) },
      ],
    })
  }
  return () => {
    // An absence still waiting on the device goes with the person's other data: asked first
    const pending = waiting(queueState.get()).length
    if (pending === 0) return void askPush()
    dialogs.confirm({
      title: t.header.logoutWaitingTitle,
      text: t.header.logoutWaitingText(pending),
      confirmLabel: t.header.logoutAnyway,
      onConfirm: () => void askPush(),
    })
  }
}
