import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormTextField, type ErrorText } from '../../shared/form/fields'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { focusFirstInvalid } from '../../ui/error-summary'
import { usePersonalDataTexts, type PersonalDataTexts } from './i18n'
import { personalDataKeys } from './queries'
import { nameErrors, type NameDraft } from './passkey-name-forms'
import styles from './personal-data.module.css'

export default function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<NameDraft>({
    defaultValues: { name: passkey.name },
    resolver: flatResolver(nameErrors),
    mode: 'onTouched',
  })
  const rename = useApiMutation({
    mutationFn: (name: string) => apiCall('renamePasskey', { params: { passkeyId: passkey.id }, body: { name } }),
    invalidates: [personalDataKeys.passkeys()],
  })
  const errorText: ErrorText = (key) => t.passkeys.errors[key as keyof PersonalDataTexts['passkeys']['errors']]
  const submit = form.handleSubmit(
    ({ name }) => rename.mutate(name.trim(), { onSuccess: onDone }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <FormTextField
        control={form.control}
        name="name"
        errorText={errorText}
        label={t.passkeys.name}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
      />
      {rename.errorText && (
        <Alert kind="error" live>
          {rename.errorText}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={rename.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}
