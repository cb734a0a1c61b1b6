import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n'
import { Button } from '../../ui/button'
import { WifiOffIcon } from '../../ui/icons'
import { useAuthStatus } from '../auth'
import { useOnline } from '../online'
import styles from './notices.module.css'

/** "No internet connection" while the browser is offline. */
export function OfflineNotice() {
  const { t } = useTranslation()
  const online = useOnline()
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <div className={`${styles.banner} ${styles.offline}`}>
          <WifiOffIcon />
          {t.notices.offline}
        </div>
      )}
    </div>
  )
}

/**
 * Invites a reload when the server's apiVersion differs from the one this page started with
 * (a new deployment). The status is re-read when the window regains focus.
 */
export function NewVersionNotice() {
  const { t } = useTranslation()
  const { data } = useAuthStatus()
  const [initialVersion, setInitialVersion] = useState<string | null>(null)
  useEffect(() => {
    if (data && initialVersion === null) setInitialVersion(data.apiVersion)
  }, [data, initialVersion])
  const changed = data !== undefined && initialVersion !== null && data.apiVersion !== initialVersion
  return (
    <div role="status" aria-live="polite">
      {changed && (
        <div className={`${styles.banner} ${styles.version}`}>
          <span>
            {t.notices.newVersionTitle}. {t.notices.newVersionText}
          </span>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t.common.reload}
          </Button>
        </div>
      )}
    </div>
  )
}
