import { Link } from 'react-router'
import { FetchError } from '../../shared/fetch-error'
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
  return (
    <div className={styles.page}>
      <BackToApplications />
      <FetchError
        error={error}
        fallback={error instanceof ApiError && error.status === 404 ? t.view.notFound : undefined}
      />
    </div>
  )
}
