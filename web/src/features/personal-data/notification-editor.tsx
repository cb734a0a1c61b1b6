import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { type NotificationSettings } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { FormCheckboxGroup } from '../../shared/form/fields'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/choice-group'
import { toast } from '../../ui/toast'
import { usePersonalDataTexts } from './i18n'
import { personalDataKeys } from './queries'
import { disabledList, enabledByGroup, type EmailType, type SettingsDraft } from './notification-settings'
import { groups } from './notification-section'
import styles from './personal-data.module.css'

export default function SettingsForm({ stored, onClose }: { stored: NotificationSettings; onClose: () => void }) {
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
