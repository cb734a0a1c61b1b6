import { useLocation } from 'react-router'
import { useTranslation } from '../i18n'
import { ButtonLink } from '../ui/button'
import { usePageTitle } from './page-title'
import { useAuthStatus } from './auth'
import { notFoundExitPath } from './front-page'
import styles from './page.module.css'

export function NotFoundPage() {
  const { t } = useTranslation()
  const { data } = useAuthStatus()
  const { pathname } = useLocation()
  usePageTitle(t.notFound.title)
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1>{t.notFound.title}</h1>
        <p>{t.notFound.text}</p>
        {/* Straight to the front page, and never back to this same path (no loop) */}
        <ButtonLink to={notFoundExitPath(data, pathname)} variant="primary">
          {t.notFound.home}
        </ButtonLink>
      </section>
    </div>
  )
}
