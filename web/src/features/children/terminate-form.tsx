import { useRef, useState } from 'react'
import { useOnline } from '../../shared/online'
import { useForm } from 'react-hook-form'
import { childErrors, formatDate } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormCheckboxGroup, FormDateField, type ErrorText } from '../../shared/form/fields'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { focusFirstInvalid } from '../../ui/error-summary'
import { useChildTexts } from './i18n'
import {
  chosen,
  lastDayLimits,
  terminationErrors,
  terminationRequests,
  type TerminationChoice,
  type TerminationForm,
} from './termination-form'
import { choiceLabel, terminationKeptKey, type ErrorKey } from './termination-section'
import styles from './children.module.css'

const isTerminationForm = (v: unknown): v is TerminationForm =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as TerminationForm).choices) &&
  (v as TerminationForm).choices.every((c) => typeof c === 'string') &&
  ((v as TerminationForm).lastDay === null || typeof (v as TerminationForm).lastDay === 'string')

export default function TerminateForm({
  childId,
  today,
  choices,
}: {
  childId: string
  today: string
  choices: TerminationChoice[]
}) {
  const t = useChildTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const [confirming, setConfirming] = useState<TerminationForm | null>(null)
  // What was chosen survives an expired session (the login comes back here) and a reload
  const keptKey = terminationKeptKey(childId)
  const [restored, setRestored] = useState(() => readKept(keptKey, isTerminationForm))
  const form = useForm<TerminationForm>({
    defaultValues: restored ?? { choices: [], lastDay: null },
    resolver: flatResolver((v: TerminationForm) => terminationErrors(v, { choices, today })),
    mode: 'onTouched',
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptKey, values, dirty)
  const limits = lastDayLimits(chosen(choices, values.choices), today)
  const errorText: ErrorText = (key) => t.termination.errors[key as ErrorKey]
  const terminate = useApiMutation({
    // One call per chosen group, in order; each is whole on the server
    mutationFn: async (v: TerminationForm) => {
      for (const body of terminationRequests(chosen(choices, v.choices), v.lastDay!)) {
        await apiCall('terminatePlacement', { params: { childId }, body })
      }
    },
    // The child's sections and the children list (a placement may have ended or changed)
    invalidates: [['children']],
    invalidateOnError: true,
    errorTexts: {
      [childErrors.terminationDisabled]: t.termination.disabled,
      [childErrors.invalidTerminationDate]: t.termination.invalidDate,
      [childErrors.nothingToTerminate]: t.termination.nothingToTerminate,
    },
    failureTitle: t.termination.failed,
    success: { title: t.termination.done },
    onSettled: () => setConfirming(null),
  })
  const submit = form.handleSubmit(
    (v) => setConfirming(v),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  // Shown from the offline copy: the termination needs the server (the page's notice says why)
  const offline = !useOnline()
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
      {restored && <Alert kind="info">{t.termination.kept}</Alert>}
      <FormErrorSummary
        formState={form.formState}
        title={t.termination.summary}
        container={formRef}
        text={({ path, key }) =>
          `${path === 'choices' ? t.termination.choose : t.termination.lastDay}: ${errorText(key)}`
        }
      />
      <FormCheckboxGroup
        control={form.control}
        name="choices"
        errorText={errorText}
        label={t.termination.choose}
        options={choices.map((c) => ({
          value: c.value,
          label: choiceLabel(t, c),
          description: c.daycareOnly ? t.termination.daycareOnlyHint : undefined,
        }))}
      />
      <FormDateField
        control={form.control}
        name="lastDay"
        errorText={errorText}
        formatErrorKey="required"
        label={t.termination.lastDay}
        min={limits.min}
        max={limits.max}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" disabled={terminate.isPending || offline}>
          {t.termination.submit}
        </Button>
      </div>
      <UnsavedGuard dirty={dirty && !terminate.isPending} texts={t.termination.leave} />
      {confirming && (
        <Dialog
          title={t.termination.confirmTitle}
          role="alertdialog"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button
                variant="danger"
                disabled={terminate.isPending}
                onClick={() =>
                  terminate.mutate(confirming, {
                    onSuccess: () => {
                      kept.drop()
                      setRestored(null)
                      form.reset({ choices: [], lastDay: null })
                    },
                  })
                }
              >
                {t.termination.confirm}
              </Button>
              <Button onClick={() => setConfirming(null)}>{t.termination.cancel}</Button>
            </>
          }
        >
          <p>
            {t.termination.confirmText(
              chosen(choices, confirming.choices)
                .map((c) => choiceLabel(t, c))
                .join('; '),
              formatDate(confirming.lastDay),
            )}
          </p>
        </Dialog>
      )}
    </form>
  )
}
