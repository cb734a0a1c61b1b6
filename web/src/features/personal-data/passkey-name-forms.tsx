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

export interface NameDraft {
  name: string
}

export const nameErrors = (v: NameDraft): Record<string, string> => (v.name.trim() === '' ? { name: 'required' } : {})

/** Names the new passkey, then asks the browser (its authenticator) to make it */
export default function AddPasskey({ onDone }: { onDone: () => void }) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<NameDraft>({
    defaultValues: { name: t.passkeys.defaultName },
    resolver: flatResolver(nameErrors),
    mode: 'onTouched',
  })
  const [failure, setFailure] = useState<string | null>(null)
  const register = useApiMutation({
    mutationFn: async (name: string) => (await import('./passkey-registration')).registerPasskey(name),
    invalidates: [personalDataKeys.passkeys()],
    errorTexts: { [personalDataErrors.passkeyVerificationFailed]: t.passkeys.verificationFailed },
  })
  const errorText: ErrorText = (key) => t.passkeys.errors[key as keyof PersonalDataTexts['passkeys']['errors']]
  const submit = form.handleSubmit(
    ({ name }) => {
      setFailure(null)
      register.mutate(name.trim(), {
        onSuccess: () => {
          toast(t.passkeys.added)
          onDone()
        },
        onError: (error) => {
          const kind = passkeyFailure(error)
          if (kind !== 'other') setFailure(kind === 'cancelled' ? t.passkeys.cancelled : t.passkeys.exists)
        },
      })
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <FormTextField
        control={form.control}
        name="name"
        errorText={errorText}
        label={t.passkeys.name}
        hint={t.passkeys.nameHint}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
      />
      {(failure ?? register.errorText) && (
        <Alert kind="error" live>
          {failure ?? register.errorText}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={register.isPending}>
          {t.passkeys.create}
        </Button>
      </div>
    </form>
  )
}
