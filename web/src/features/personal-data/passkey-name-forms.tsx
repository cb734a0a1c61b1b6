import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { PASSKEY_NAME_MAX_LENGTH, personalDataErrors } from '@citizen/contract/web'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormTextField, type ErrorText } from '../../shared/form/fields'
import { passkeyFailure } from '../../shared/passkeys'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import { usePersonalDataTexts, type PersonalDataTexts } from './i18n'
import { personalDataKeys } from './queries'
import styles from './personal-data.module.css'

interface NameDraft {
  name: string
}

const nameErrors = (v: NameDraft): Record<string, string> => (v.name.trim() === '' ? { name: 'required' } : {})

/** A passkey's name (required), the save's failure, Cancel and the submit: adding and renaming */
export function PasskeyNameForm({
  initialName,
  hint,
  submitText,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  initialName: string
  hint?: string
  submitText: string
  error: string | null
  pending: boolean
  /** The name, trimmed */
  onSubmit: (name: string) => void
  onCancel: () => void
}) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<NameDraft>({
    defaultValues: { name: initialName },
    resolver: flatResolver(nameErrors),
    mode: 'onTouched',
  })
  const errorText: ErrorText = (key) => t.passkeys.errors[key as keyof PersonalDataTexts['passkeys']['errors']]
  const submit = form.handleSubmit(
    ({ name }) => onSubmit(name.trim()),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <FormTextField
        control={form.control}
        name="name"
        errorText={errorText}
        label={t.passkeys.name}
        hint={hint}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
      />
      {error && (
        <Alert kind="error" live>
          {error}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={pending}>
          {submitText}
        </Button>
      </div>
    </form>
  )
}

/** Names the new passkey, then asks the browser (its authenticator) to make it */
export default function AddPasskey({ onDone }: { onDone: () => void }) {
  const t = usePersonalDataTexts()
  const [failure, setFailure] = useState<string | null>(null)
  const register = useApiMutation({
    mutationFn: async (name: string) => (await import('./passkey-registration')).registerPasskey(name),
    invalidates: [personalDataKeys.passkeys()],
    errorTexts: { [personalDataErrors.passkeyVerificationFailed]: t.passkeys.verificationFailed },
  })
  return (
    <PasskeyNameForm
      initialName={t.passkeys.defaultName}
      hint={t.passkeys.nameHint}
      submitText={t.passkeys.create}
      error={failure ?? register.errorText}
      pending={register.isPending}
      onSubmit={(name) => {
        setFailure(null)
        register.mutate(name, {
          onSuccess: () => {
            toast(t.passkeys.added)
            onDone()
          },
          onError: (error) => {
            const kind = passkeyFailure(error)
            if (kind !== 'other') setFailure(kind === 'cancelled' ? t.passkeys.cancelled : t.passkeys.exists)
          },
        })
      }}
      onCancel={onDone}
    />
  )
}
