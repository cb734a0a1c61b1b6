import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { personalDataErrors, preferredNameOptions, type PersonalDetailsDraft } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import type { LoggedInStatus } from '../../shared/auth'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormRadioGroup, FormTextField, useFormField, type ErrorText } from '../../shared/form/fields'
import { useKeptInput } from '../../shared/kept-input'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/choice-group'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import { usePersonalDataTexts, type PersonalDataTexts } from './i18n'
import { DETAILS_KEPT_KEY, detailsErrors, detailsUpdate, initialDetails } from './details-form'
import { detailsChangeInvalidates } from './queries'
import styles from './personal-data.module.css'

export default function DetailsForm({
  user,
  restored,
  onClose,
}: {
  user: LoggedInStatus
  restored: PersonalDetailsDraft | null
  onClose: () => void
}) {
  const t = usePersonalDataTexts()
  const d = user.user.details
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<PersonalDetailsDraft>({
    defaultValues: restored ?? initialDetails(d),
    resolver: flatResolver((values: PersonalDetailsDraft) => detailsErrors(values, d.firstName)),
    mode: 'onTouched',
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(DETAILS_KEPT_KEY, values, dirty)
  const errorText: ErrorText = (key) => t.details.errors[key as keyof PersonalDataTexts['details']['errors']]
  const save = useApiMutation({
    mutationFn: (draft: PersonalDetailsDraft) => apiCall('updatePersonalData', { body: detailsUpdate(draft) }),
    // The header's name and missing-email mark come from the status; the email's state from here
    invalidates: detailsChangeInvalidates,
    errorTexts: { [personalDataErrors.invalidPreferredName]: t.details.errors.preferredName },
  })
  const close = () => {
    kept.drop()
    onClose()
  }
  const submit = form.handleSubmit(
    (draft) =>
      save.mutate(draft, {
        onSuccess: () => {
          toast(t.details.saved)
          close()
        },
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  const labels: Record<keyof PersonalDetailsDraft, string> = {
    preferredName: t.details.preferredName,
    phone: t.details.phone,
    backupPhone: t.details.backupPhone,
    email: t.details.email,
    noEmail: t.details.noEmailChoice,
  }
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      {restored && <Alert kind="info">{t.kept}</Alert>}
      <FormErrorSummary
        formState={form.formState}
        title={t.errorSummary}
        container={formRef}
        text={({ path, key }) => `${labels[path as keyof PersonalDetailsDraft]}: ${errorText(key)}`}
      />
      <dl className={styles.facts}>
        <dt>{t.details.name}</dt>
        <dd>{`${d.firstName} ${d.lastName}`}</dd>
        <dt>{t.details.address}</dt>
        <dd>{[d.streetAddress, `${d.postalCode} ${d.postOffice}`.trim()].filter(Boolean).join(', ') || '–'}</dd>
      </dl>
      <FormRadioGroup<PersonalDetailsDraft, string>
        control={form.control}
        name="preferredName"
        errorText={errorText}
        label={t.details.preferredName}
        hint={t.details.preferredNameHint}
        options={preferredNameOptions(d.firstName).map((name) => ({ value: name, label: name }))}
        horizontal
        required
      />
      <FormTextField
        control={form.control}
        name="phone"
        errorText={errorText}
        label={t.details.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        required
      />
      <FormTextField
        control={form.control}
        name="backupPhone"
        errorText={errorText}
        label={t.details.backupPhone}
        type="tel"
        inputMode="tel"
        maxLength={20}
      />
      <FormTextField
        control={form.control}
        name="email"
        errorText={errorText}
        label={t.details.email}
        hint={d.weakLoginUsername ? t.details.emailHintWithLogin : undefined}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        disabled={values.noEmail}
        required={!values.noEmail}
      />
      <NoEmailChoice form={form} label={t.details.noEmailChoice} />
      {save.errorText && (
        <Alert kind="error" live>
          <strong>{t.saveFailed}</strong> {save.errorText}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={close}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={save.isPending}>
          {t.save}
        </Button>
      </div>
      <UnsavedGuard dirty={dirty && !save.isSuccess} texts={t.leave} />
    </form>
  )
}

/** "I have no email": empties the email and makes it read only */
export function NoEmailChoice({
  form,
  label,
}: {
  form: ReturnType<typeof useForm<PersonalDetailsDraft>>
  label: string
}) {
  const field = useFormField({ control: form.control, name: 'noEmail' })
  return (
    <div data-path="noEmail" className={styles.field}>
      <Checkbox
        label={label}
        checked={field.value}
        onChange={(checked) => {
          field.onChange(checked)
          if (checked) form.setValue('email', '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          field.onBlur()
        }}
      />
    </div>
  )
}
