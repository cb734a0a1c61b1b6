import { useMemo, useState } from 'react'
import { formatDate, helsinkiToday } from '@citizen/contract/web'
import { clientNow } from '../../api/client'
import { useUser } from '../../shared/auth'
import { CloseIcon } from '../../ui/icons'
import { useChildren } from './queries'
import { useChildTexts } from './i18n'
import { dismissalKey, startingChildren } from './starting'
import styles from './starting-notice.module.css'

function readDismissal(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(key))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

/**
 * reference §5: "{child} will start at {unit} on {date}" for a child whose placement opens more
 * than 30 days ahead; closing it hides it for 7 days (kept in this browser). Shown over the page's
 * corner, so the page does not move when it appears. Its own chunk, loaded for logged-in users.
 */
export default function StartingNotices() {
  const t = useChildTexts()
  const user = useUser()
  const { data: children = [] } = useChildren(user !== null)
  const [, setDismissed] = useState(0)
  const today = useMemo(() => helsinkiToday(clientNow()), [])
  if (!user) return null
  const userId = user.user.details.id
  const shown = startingChildren(children, today, (id) => readDismissal(dismissalKey(userId, id)), Date.now())
  if (shown.length === 0) return null
  const dismiss = (childId: string) => {
    try {
      localStorage.setItem(dismissalKey(userId, childId), String(Date.now()))
    } catch {
      // Private mode: it comes back on the next page load
    }
    setDismissed((n) => n + 1)
  }
  return (
    <div className={styles.region} role="region" aria-label={t.starting.region}>
      {shown.map((c) => (
        <div key={c.id} className={styles.notice} role="status">
          <p>
            {t.starting.text(
              c.preferredName || c.firstName.split(' ')[0]!,
              c.upcomingPlacementUnit!.name,
              formatDate(c.upcomingPlacementStartDate),
            )}
          </p>
          <button type="button" className={styles.close} onClick={() => dismiss(c.id)}>
            <CloseIcon label={t.starting.dismiss} />
          </button>
        </div>
      ))}
    </div>
  )
}
