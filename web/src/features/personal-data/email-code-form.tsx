import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { isVerificationCode, VERIFICATION_CODE_LENGTH } from '@citizen/contract/web'
import { dayAndTime } from '../../shared/date-time'
import { flatResolver } from '../../shared/form-errors'
import { FormTextField, type ErrorText } from '../../shared/form/fields'
import { Button } from '../../ui/button'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import { usePersonalDataTexts } from './i18n'
import { isConflict, type useVerifyEmail } from './email-verification'
import styles from './personal-data.module.css'
import { SaveFailure } from './save-failure'

interface CodeDraft {
  code: string
}

/** The code sent by email: 6 digits (a format error before sending), valid until the time shown */
export default function CodeForm({
  verificationId,
  email,
  expiresAt,
  verify,
  focusOnMount,
}: {
  verificationId: string
  email: string
  expiresAt: string
  verify: ReturnType<typeof useVerifyEmail>
  /** The code was just asked for: its field takes the focus (keyed by the verification, so on each new code) */
  focusOnMount: boolean
}) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<CodeDraft>({
    defaultValues: { code: '' },
    resolver: flatResolver(codeErrors),
    mode: 'onTouched',
  })
  const [conflict, setConflict] = useState(false)
  // Mount only: a later render must not pull the focus back
  const [focusFirst] = useState(focusOnMount)
  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector('input')?.focus()
  }, [focusFirst])
  const errorText: ErrorText = (key) => t.email.errors[key as keyof typeof t.email.errors]
  const submit = form.handleSubmit(
    ({ code }) =>
      verify.mutate(
        { id: verificationId, code: code.trim() },
        {
          onSuccess: () => toast(t.email.verifiedToast),
          onError: (error) => setConflict(isConflict(error)),
        },
      ),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <p>{t.email.codeSent(email)}</p>
      <p>{dayAndTime(expiresAt, t.email.validUntil)}</p>
      <FormTextField
        control={form.control}
        name="code"
        errorText={errorText}
        label={t.email.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        required
      />
      <SaveFailure conflictWith={conflict ? email.toLowerCase() : null} errorText={verify.errorText} />
      <div className={styles.actions}>
        <Button variant="primary" type="submit" disabled={verify.isPending || conflict}>
          {t.email.verify}
        </Button>
      </div>
    </form>
  )
}
export function codeErrors(v: CodeDraft): Record<string, string> {
  if (v.code.trim() === '') return { code: 'required' }
  return isVerificationCode(v.code) ? {} : { code: 'codeFormat' }
}
