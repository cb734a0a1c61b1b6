import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../../i18n'
import { ChildIcon, CloseIcon, MenuIcon } from '../../ui/icons'
import { useUser } from '../../shared/auth'
import { useChildren } from '../../features/children/queries'
import { navigationModel } from './nav-model'
import { ChildLinks } from './child-links'
import { MainLinks } from './main-links'
import { SubMenuItems } from './user-navigation'
import { CountBadge } from '../../ui/count-badge'
import { useHeaderCounts } from '../../shared/header-counts'
import styles from './mobile-nav.module.css'

type Panel = 'menu' | 'children' | null

// reference §5: "{child} will start at {unit} on {date}", with this chunk (a logged-in user's) and
// not the entry chunk /login loads
const StartingNotices = lazy(() => import('../../features/children/starting-notice'))

/** The phone layout's bottom bar: calendar, messages, children and a menu (spec 000). */
export function MobileNavigation() {
  const { t } = useTranslation()
  const user = useUser()
  const { data: children = [] } = useChildren(user !== null)
  const [panel, setPanel] = useState<Panel>(null)
  const location = useLocation()
  const panelId = useId()
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setPanel(null)
  }, [location.pathname])
  useEffect(() => {
    if (!panel) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPanel(null)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [panel])

  const nav = user && navigationModel(user, children)
  const counts = useHeaderCounts(nav)
  if (!nav) return null
  const toggle = (p: Panel) => setPanel((current) => (current === p ? null : p))

  return (
    <>
      {/* Apart: its texts load on their own and must not hold the bar back */}
      <Suspense fallback={null}>
        <StartingNotices />
      </Suspense>
      <div className={styles.spacer} />
      {panel && (
        <div ref={panelRef} id={panelId} className={styles.menu}>
          {panel === 'children' ? (
            <>
              <h2>{t.header.children}</h2>
              <ul className={styles.menuList}>
                <ChildLinks items={nav.children} after={(c) => <CountBadge count={counts.documents[c.id] ?? 0} />} />
              </ul>
            </>
          ) : (
            <>
              <h2>{t.header.menu}</h2>
              <ul className={styles.menuList}>
                <SubMenuItems nav={nav} />
              </ul>
            </>
          )}
        </div>
      )}
      <nav className={styles.bar} aria-label={t.header.mainNavigation}>
        <ul className={styles.list}>
          <MainLinks nav={nav} counts={counts} className={styles.item} icons />
          {nav.children.length > 1 && (
            <li>
              <button
                type="button"
                className={styles.item}
                aria-expanded={panel === 'children'}
                aria-controls={panelId}
                onClick={() => toggle('children')}
              >
                <ChildIcon size={22} />
                {t.header.children}
                <CountBadge count={counts.documentsTotal} />
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.item}
              aria-expanded={panel === 'menu'}
              aria-controls={panelId}
              onClick={() => toggle('menu')}
            >
              {panel === 'menu' ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
              {t.header.menu}
              <CountBadge count={counts.decisions} />
            </button>
          </li>
        </ul>
      </nav>
    </>
  )
}
