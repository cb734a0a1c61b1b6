import { Link } from 'react-router'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { ApiError } from '../../api/client'
import { ArrowLeftIcon } from '../../ui/icons'
import { useApplicationTexts } from './i18n'
import styles from './applications.module.css'

export function BackToApplications() {
  const t = useApplicationTexts()
  return (
    <Link to="/applications" className={styles.back}>
      <ArrowLeftIcon />
      {t.editor.back}
    </Link>
  )
}

/** An application that could not be loaded: "not found" for 404 (also someone else's), else the fetch error. */
export function ApplicationLoadError({ error }: { error: unknown }) {
  const t = useApplicationTexts()
  const common = useTranslation().t
  return (
    <div className={styles.page}>
      <BackToApplications />
      <Alert kind="error">{error instanceof ApiError && error.status === 404 ? t.view.notFound : common.common.errors.fetchFailed}</Alert>
    </div>
  )
}
