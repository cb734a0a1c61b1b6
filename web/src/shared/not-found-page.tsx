import { useLocation } from 'react-router'
import { useTranslation } from '../i18n'
import { ButtonLink } from '../ui/button'
import { usePageTitle } from './page-title'
import { useAuthStatus } from './auth'
import { notFoundExitPath } from './front-page'
import styles from './page.module.css'

/** The unknown-path page (the router's `*`). */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <NotFound />
    </div>
  )
}

/**
 * The one not-found presentation: an unknown path, and a page whose item does not exist or is
 * not the user's (AsyncBoundary on 404). `text` names what was not found.
 */
export function NotFound({ text }: { text?: string }) {
  const { t } = useTranslation()
  const { data } = useAuthStatus()
  const { pathname } = useLocation()
  usePageTitle(t.notFound.title)
  return (
    <section className={styles.card}>
      <h1>{t.notFound.title}</h1>
      <p>{text ?? t.notFound.text}</p>
      {/* Straight to the front page, and never back to this same path (no loop) */}
      <ButtonLink to={notFoundExitPath(data, pathname)} variant="primary">
        {t.notFound.home}
      </ButtonLink>
    </section>
  )
}
