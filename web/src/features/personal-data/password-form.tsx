import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  passwordChecklist,
  passwordErrors,
  personalDataErrors,
  PASSWORD_MAX_LENGTH,
  type PasswordConstraints,
  type PasswordDraft,
  type PasswordRule,
} from '@citizen/contract/web'
import { apiCall, ApiError } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormTextField, type ErrorText } from '../../shared/form/fields'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { Button } from '../../ui/button'
import { focusFirstInvalid } from '../../ui/error-summary'
import { usePersonalDataTexts, type PersonalDataTexts } from './i18n'
import { detailsChangeInvalidates } from './queries'
import styles from './personal-data.module.css'
import { SaveFailure } from './save-failure'

/** The server's answers about the password itself (too common, or against the constraints) */
const isPasswordRefusal = (code: string | undefined) =>
  code === personalDataErrors.passwordUnacceptable || code === personalDataErrors.passwordFormat

/** The new password and its confirmation, with the constraints as a live checklist */
export default function PasswordForm({
  username,
  constraints,
  onCancel,
  onSaved,
}: {
  username: string | null
  constraints: PasswordConstraints
  onCancel: () => void
  onSaved: () => void
}) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<PasswordDraft>({
    defaultValues: { password: '', confirmation: '' },
    resolver: flatResolver((v: PasswordDraft) => passwordErrors(v, constraints)),
    mode: 'onTouched',
  })
  const password = form.watch('password')
  // The password refused as too common: the save waits for another one (spec 001 error catalogue)
  const [refused, setRefused] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const save = useApiMutation({
    mutationFn: (draft: PasswordDraft) =>
      apiCall('updateWeakLoginCredentials', { body: { username, password: draft.password } }),
    invalidates: detailsChangeInvalidates,
    errorTexts: {
      [personalDataErrors.passwordUnacceptable]: t.weakLogin.unacceptable,
      [personalDataErrors.passwordFormat]: t.weakLogin.errors.passwordFormat,
    },
  })
  const errorText: ErrorText = (key) => t.weakLogin.errors[key as keyof PersonalDataTexts['weakLogin']['errors']]
  const submit = form.handleSubmit(
    (draft) =>
      save.mutate(draft, {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && isPasswordRefusal(error.errorCode)) setRefused(draft.password)
          if (error instanceof ApiError && error.status === 409) setConflict(true)
        },
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  const labels: Record<keyof PasswordDraft, string> = {
    password: t.weakLogin.newPassword,
    confirmation: t.weakLogin.confirmation,
  }
  const confirmation = form.watch('confirmation')
  // Spec 001: the activation waits for a valid form (the checklist and the fields say what is
  // missing), a password other than the one refused, and no username conflict
  const invalid = Object.keys(passwordErrors({ password, confirmation }, constraints)).length > 0
  const stillRefused = refused !== null && refused === password
  const blocked = invalid || conflict || stillRefused
  // The server's refusal of a password is about that password: it goes when another is typed
  const saveError =
    save.error instanceof ApiError && isPasswordRefusal(save.error.errorCode) && !stillRefused ? null : save.errorText
  // The password and its confirmation are typed alike: a new password, of the same length at most
  const newPassword = {
    control: form.control,
    errorText,
    type: 'password',
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
  } as const
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      {username && <p>{t.weakLogin.usernameWillBe(username)}</p>}
      <FormErrorSummary
        formState={form.formState}
        title={t.errorSummary}
        container={formRef}
        text={({ path, key }) => `${labels[path as keyof PasswordDraft]}: ${errorText(key)}`}
      />
      <FormTextField {...newPassword} name="password" label={t.weakLogin.newPassword} />
      <Checklist password={password} constraints={constraints} />
      <FormTextField {...newPassword} name="confirmation" label={t.weakLogin.confirmation} />
      <SaveFailure conflictWith={conflict ? (username ?? '') : null} errorText={saveError} />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={save.isPending || blocked}>
          {username ? t.weakLogin.enable : t.weakLogin.changePassword}
        </Button>
      </div>
      <UnsavedGuard dirty={form.formState.isDirty && !save.isSuccess} texts={t.leave} />
    </form>
  )
}

/** Each constraint, ticked as the password meets it (read by screen readers with its state) */
export function Checklist({ password, constraints }: { password: string; constraints: PasswordConstraints }) {
  const t = usePersonalDataTexts()
  const rules: Record<PasswordRule, string> = {
    length: t.weakLogin.rules.length(constraints.minLength, constraints.maxLength),
    lowers: t.weakLogin.rules.lowers(constraints.minLowers),
    uppers: t.weakLogin.rules.uppers(constraints.minUppers),
    digits: t.weakLogin.rules.digits(constraints.minDigits),
    symbols: t.weakLogin.rules.symbols(constraints.minSymbols),
  }
  const shown = passwordChecklist(password, constraints).filter(
    ({ rule }) =>
      rule === 'length' || constraints[`min${rule[0]!.toUpperCase()}${rule.slice(1)}` as keyof PasswordConstraints] > 0,
  )
  return (
    <div className={styles.checklist}>
      <p id="password-rules">{t.weakLogin.rulesTitle}</p>
      <ul aria-labelledby="password-rules">
        {shown.map(({ rule, met }) => (
          <li key={rule} className={met ? styles.met : undefined}>
            <span aria-hidden="true" className={styles.mark}>
              {met ? '✓' : '•'}
            </span>
            {rules[rule]}
            <span className="visually-hidden">{met ? t.weakLogin.ruleMet : t.weakLogin.ruleNotMet}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
