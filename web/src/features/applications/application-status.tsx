import type { ApplicationStatus } from '@citizen/contract/web'
import { useApplicationTexts } from './i18n'
import { statusDisplay, statusTone } from './status'
import styles from './applications.module.css'

export function ApplicationStatusLabel({ status, decidable }: { status: ApplicationStatus; decidable: boolean }) {
  const t = useApplicationTexts()
  const display = statusDisplay(status, decidable)
  const tone = statusTone(display)
  return (
    <span className={styles.status}>
      <span className={`${styles.dot} ${tone === 'neutral' ? '' : styles[tone]}`} aria-hidden="true" />
      {t.statuses[display]}
    </span>
  )
}
