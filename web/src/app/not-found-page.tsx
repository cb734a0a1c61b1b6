import { useTranslation } from '../i18n'
import { ButtonLink } from '../ui/button'
import { usePageTitle } from './page-title'
import styles from './page.module.css'

export function NotFoundPage() {
  const { t } = useTranslation()
  usePageTitle(t.notFound.title)
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1>{t.notFound.title}</h1>
        <p>{t.notFound.text}</p>
        <ButtonLink to="/" variant="primary">
          {t.notFound.home}
        </ButtonLink>
      </section>
    </div>
  )
}
