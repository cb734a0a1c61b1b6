import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import { visibleNotificationSettings, type NotificationSettings } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { webConfig } from '../../shared/config'
import { FormCheckboxGroup } from '../../shared/form/fields'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/choice-group'
import { toast } from '../../ui/toast'
import { usePersonalDataTexts } from './i18n'
import { notificationSettingsQuery, personalDataKeys } from './queries'
import { disabledList, enabledByGroup, type EmailType, type SettingsDraft } from './notification-settings'
import styles from './personal-data.module.css'

/** The discussion times' setting is shown where the server offers discussion times (spec 001 §6) */
const groups = visibleNotificationSettings({ discussionReservations: webConfig.discussionReservations })

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
    <section id="notifications" className={styles.card} aria-labelledby="notifications-title">
      <div className={styles.cardHeader}>
        <h2 id="notifications-title" tabIndex={-1} ref={headingRef}>
          {t.notifications.title}
        </h2>
        {!editing && <Button onClick={() => setEditing(true)}>{t.notifications.edit}</Button>}
      </div>
      <p>{t.notifications.info}</p>
      {editing ? (
        <SettingsForm stored={disabled} onClose={close} />
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

function SettingsForm({ stored, onClose }: { stored: NotificationSettings; onClose: () => void }) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<SettingsDraft>({ defaultValues: enabledByGroup(groups, stored) })
  const save = useApiMutation({
    mutationFn: (draft: SettingsDraft) =>
      apiCall('updateNotificationSettings', { body: disabledList(groups, draft, stored) }),
    invalidates: [personalDataKeys.notificationSettings()],
  })
  const submit = form.handleSubmit((draft) =>
    save.mutate(draft, {
      onSuccess: () => {
        toast(t.notifications.saved)
        onClose()
      },
    }),
  )
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      {groups.map((g) => (
        <FormCheckboxGroup<SettingsDraft, EmailType>
          key={g.group}
          control={form.control}
          name={g.group}
          errorText={() => undefined}
          label={t.notifications.groups[g.group]}
          options={g.types.map((type) => ({ value: type, label: t.notifications.types[type] }))}
        />
      ))}
      <div className={styles.field}>
        <p className={styles.legend}>{t.notifications.groups.important}</p>
        <Checkbox label={t.notifications.types.TRANSACTIONAL} checked disabled onChange={() => {}} />
        <p className={styles.hint}>{t.notifications.alwaysOn}</p>
      </div>
      {save.errorText && (
        <Alert kind="error" live>
          <strong>{t.saveFailed}</strong> {save.errorText}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={save.isPending}>
          {t.save}
        </Button>
      </div>
      <UnsavedGuard dirty={form.formState.isDirty && !save.isSuccess} texts={t.leave} />
    </form>
  )
}
