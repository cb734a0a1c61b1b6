import { useEffect, useRef, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { visibleNotificationSettings } from '@citizen/contract/web'
import { webConfig } from '../../shared/config'
import { Button } from '../../ui/button'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent, preloadOnIntent } from '../../shared/lazy-component'
import { usePersonalDataTexts } from './i18n'
import { notificationSettingsQuery } from './queries'
import pageStyles from '../../shared/page.module.css'
import styles from './personal-data.module.css'

// The form's code when editing starts (or on intent)
const SettingsForm = lazyComponent(() => import('./notification-editor'))

/** The discussion times' setting is shown where the server offers discussion times (spec 001 §6) */
export const groups = visibleNotificationSettings({ discussionReservations: webConfig.discussionReservations })

/**
 * The emails the guardian gets (spec 001 notification settings): the types grouped, saved as the
 * list of disabled ones; the important ones (TRANSACTIONAL) are always sent. A weak session may
 * change these.
 */
export function NotificationSection() {
  const t = usePersonalDataTexts()
  const { data: disabled } = useSuspenseQuery(notificationSettingsQuery)
  const [editing, setEditing] = useState(false)
  // The form is gone when it closes: the focus goes to the section's heading, above the settings as saved
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)
  useEffect(() => {
    if (editing || !focusHeading.current) return
    focusHeading.current = false
    headingRef.current?.focus()
  }, [editing])
  const close = () => {
    focusHeading.current = true
    setEditing(false)
  }
  return (
    <section id="notifications" className={pageStyles.card} aria-labelledby="notifications-title">
      <div className={styles.cardHeader}>
        <h2 id="notifications-title" tabIndex={-1} ref={headingRef}>
          {t.notifications.title}
        </h2>
        {!editing && (
          <Button onClick={() => setEditing(true)} {...preloadOnIntent(SettingsForm)}>
            {t.notifications.edit}
          </Button>
        )}
      </div>
      <p>{t.notifications.info}</p>
      {editing ? (
        <AsyncBoundary variant="inline" minHeight="12rem">
          <SettingsForm stored={disabled} onClose={close} />
        </AsyncBoundary>
      ) : (
        <>
          {groups.map((g) => (
            <div key={g.group} className={styles.settingGroup}>
              <h3>{t.notifications.groups[g.group]}</h3>
              <dl className={styles.settings}>
                {g.types.map((type) => (
                  <Setting key={type} label={t.notifications.types[type]} on={!disabled.includes(type)} />
                ))}
              </dl>
            </div>
          ))}
          <div className={styles.settingGroup}>
            <h3>{t.notifications.groups.important}</h3>
            <dl className={styles.settings}>
              <Setting label={t.notifications.types.TRANSACTIONAL} on />
            </dl>
          </div>
        </>
      )}
    </section>
  )
}

function Setting({ label, on }: { label: string; on: boolean }) {
  const t = usePersonalDataTexts()
  return (
    <>
      <dt>{label}</dt>
      <dd>{on ? t.notifications.on : t.notifications.off}</dd>
    </>
  )
}
