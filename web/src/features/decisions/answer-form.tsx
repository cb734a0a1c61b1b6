import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { decisionErrors, formatDate, type DecisionWithValidStartDatePeriod } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { useFocusFirstInvalid } from '../../ui/error-summary'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormDateField, FormRadioGroup, type ErrorText } from '../../shared/form/fields'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { useDecisionTexts } from './i18n'
import { answerInvalidates } from './queries'
import { answerErrors, isConnectedDecision, isValidStartDate, type AnswerValues } from './model'

export default function AnswerForm({
  item,
  applicationId,
  onAnswered: showResult,
}: {
  item: DecisionWithValidStartDatePeriod
  applicationId: string
  onAnswered: (message: string) => void
}) {
  const t = useDecisionTexts()
  const common = useTranslation().t
  const { decision: d, validRequestedStartDatePeriod: period } = item
  const fixedDate = period.start === period.end
  // Errors show once a field is touched or the answer is sent; sending focuses the first invalid
  const form = useForm<AnswerValues>({
    defaultValues: { answer: null, startDate: period.start },
    resolver: flatResolver((values: AnswerValues) => answerErrors(values, period)),
    mode: 'onTouched',
  })
  const errorText: ErrorText = (key) => t.confirm[key as 'chooseAnswer' | 'invalidStartDate']
  const answer = form.watch('answer')
  const startDate = form.watch('startDate')
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusFirstInvalid(formRef)
  // Either answer is final: it is sent only after the dialog that says what will happen
  const [confirming, setConfirming] = useState<'accept' | 'reject' | null>(null)
  // Either answer's failure opens the error dialog with the text of its errorCode
  const answerMutation = {
    invalidates: answerInvalidates,
    invalidateOnError: true,
    failureTitle: t.confirm.submitFailed,
    errorTexts: {
      [decisionErrors.notPending]: t.confirm.errors.notPending,
      [decisionErrors.primaryNotAccepted]: t.confirm.errors.primaryNotAccepted,
      [decisionErrors.invalidRequestedStartDate]: t.confirm.errors.invalidStartDate,
      [decisionErrors.invalidApplicationStatus]: t.confirm.errors.invalidApplicationStatus,
    },
  }
  const accept = useApiMutation({
    mutationFn: (body: { decisionId: string; requestedStartDate: string }) =>
      apiCall('acceptDecision', { params: { applicationId }, body }),
    ...answerMutation,
  })
  const reject = useApiMutation({
    mutationFn: (body: { decisionId: string }) => apiCall('rejectDecision', { params: { applicationId }, body }),
    ...answerMutation,
  })
  const sending = accept.isPending || reject.isPending
  const blocked = item.blockedByPrimary
  // mutateAsync: this form is gone once the refetched decision is no longer PENDING, the page is
  // not; a failure has its dialog from useApiMutation
  const send = async (answering: Promise<{ alreadyAnswered: boolean }>) => {
    const r = await answering.catch(() => null)
    if (r) showResult(r.alreadyAnswered ? t.confirm.alreadyAnswered : t.confirm.saved)
  }
  const onSubmit = form.handleSubmit((values) => setConfirming(values.answer), focusInvalid)
  const onConfirm = () => {
    setConfirming(null)
    if (answer === 'accept' && isValidStartDate(startDate, period)) {
      void send(accept.mutateAsync({ decisionId: d.id, requestedStartDate: startDate }))
    } else if (answer === 'reject') {
      void send(reject.mutateAsync({ decisionId: d.id }))
    }
  }
  const choose = (value: 'accept' | 'reject') => {
    form.setValue('answer', value, { shouldValidate: true })
    // The date's error belongs to accepting only
    if (form.formState.errors.startDate) void form.trigger('startDate')
  }
  const disabled = blocked || sending
  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      {blocked ? (
        <Alert kind="info">{t.confirm.blocked}</Alert>
      ) : (
        <p>{t.confirm.answerBy(formatDate(item.answerDeadline))}</p>
      )}
      <FormErrorSummary
        formState={form.formState}
        title={t.confirm.errorSummary}
        container={formRef}
        text={({ path, key }) =>
          `${path === 'answer' ? t.confirm.answerLegend : t.confirm.startDate}: ${errorText(key)}`
        }
      />
      <FormRadioGroup<AnswerValues, 'accept' | 'reject'>
        control={form.control}
        name="answer"
        errorText={errorText}
        label={t.confirm.answerLegend}
        disabled={disabled}
        value={answer}
        onChange={choose}
        options={[
          {
            value: 'accept',
            label: t.confirm.accept,
            details:
              answer === 'accept' &&
              (fixedDate ? (
                <p>{t.confirm.fixedStartDate(formatDate(period.start))}</p>
              ) : (
                <FormDateField
                  control={form.control}
                  name="startDate"
                  errorText={errorText}
                  label={t.confirm.startDate}
                  hint={t.confirm.startDateHint(formatDate(period.start), formatDate(period.end))}
                  required
                  disabled={disabled}
                />
              )),
          },
          { value: 'reject', label: t.confirm.reject },
        ]}
      />
      <Button type="submit" variant="primary" disabled={disabled}>
        {sending ? t.confirm.sending : t.confirm.submit}
      </Button>
      {confirming === 'accept' && (
        <Dialog
          title={t.confirm.acceptTitle}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button onClick={() => setConfirming(null)}>{common.common.cancel}</Button>
              <Button variant="primary" onClick={onConfirm}>
                {t.confirm.acceptConfirm}
              </Button>
            </>
          }
        >
          <p>{t.confirm.acceptText(d.unit.name, formatDate(startDate))}</p>
        </Dialog>
      )}
      {confirming === 'reject' && (
        <Dialog
          title={item.rejectCascades ? t.confirm.doubleRejectTitle : t.confirm.rejectTitle}
          role="alertdialog"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button onClick={() => setConfirming(null)}>{common.common.cancel}</Button>
              <Button variant="danger" onClick={onConfirm}>
                {item.rejectCascades ? t.confirm.doubleRejectConfirm : t.confirm.rejectConfirm}
              </Button>
            </>
          }
        >
          <p>{t.confirm.rejectText(d.unit.name)}</p>
          {item.rejectCascades && <p>{t.confirm.doubleRejectText}</p>}
          {/* What happens to the application: decisions/policy.ts statusAfterReject */}
          <p>{isConnectedDecision(d.type) ? t.confirm.rejectKeepsPrimary : t.confirm.rejectEndsApplication}</p>
        </Dialog>
      )}
    </form>
  )
}
