import { useTranslation } from '../i18n'
import styles from './count-badge.module.css'

/** A count of new things for the eye, its meaning for screen readers ("3 new"); nothing at zero */
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
