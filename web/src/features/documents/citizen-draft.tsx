import { useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { documentErrors, isAnswered, nextStatus, type ChildDocumentDetails } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { headerCountKeys } from '../../shared/header-counts'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { focusFirstInvalid } from '../../ui/error-summary'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { CheckIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import type { DocumentTexts } from './i18n'
import { documentKeys } from './queries'
import { DocumentView } from './document-view'
import { DocumentFields, documentFormErrors, type DocumentFormValues } from './document-form'
import styles from './documents.module.css'

/** A CITIZEN_DRAFT: Edit and Preview, then Send after a confirmation (spec 001 §4) */
export default function CitizenDraft({
  document: d,
  returnTo,
  t,
}: {
  document: ChildDocumentDetails
  returnTo: string | null
  t: DocumentTexts
}) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(params.get('readOnly') === 'false')
  const [confirming, setConfirming] = useState(false)
  const [sent, setSent] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const form = useForm<DocumentFormValues>({
    defaultValues: { answers: d.content.answers },
    resolver: flatResolver((values: DocumentFormValues) => documentFormErrors(d.template.content, values)),
    mode: 'onTouched',
  })
  const { control, formState, handleSubmit, getValues } = form
  const send = useApiMutation({
    mutationFn: (answers: DocumentFormValues['answers']) =>
      apiCall('updateChildDocument', {
        params: { documentId: d.id },
        body: { status: nextStatus(d.template.type, d.status) ?? 'COMPLETED', content: { answers } },
      }),
    invalidates: [headerCountKeys.documents, documentKeys.all],
    invalidateOnError: true,
    errorTexts: {
      [documentErrors.staleStatus]: t.staleStatus,
      [documentErrors.notEditable]: t.notEditable,
      [documentErrors.invalidContent]: t.invalidContent,
    },
    failureTitle: t.failureTitle,
    onSettled: () => setConfirming(false),
    // Not mutate's own onSuccess: the refetched document (sent) replaces this form before it would run
    onSucceeded: (answers) => {
      setSent(true)
      // Said plainly: a survey sent with no answer at all is a choice, not a slip that goes unnoticed
      toast(answers.some(isAnswered) ? t.sent : t.sentEmpty)
      if (returnTo) void navigate(returnTo)
    },
  })
  const submit = handleSubmit(
    () => setConfirming(true),
    () => {
      setEditing(true)
      requestAnimationFrame(() => focusFirstInvalid(container.current))
    },
  )
  const confirm = () => send.mutate(getValues('answers'))
  const sendButton = (
    <Button variant="primary" onClick={() => void submit()} disabled={send.isPending}>
      {t.send}
    </Button>
  )
  return (
    <div ref={container}>
      <UnsavedGuard dirty={formState.isDirty && !sent} texts={t.unsaved} />
      <Alert kind="info">{t.citizenDraftInfo}</Alert>
      <div className={styles.draftBar}>
        {/* Which mode is on shows: the pressed one is filled and ticked */}
        <div role="group" aria-label={t.mode} className={styles.modes}>
          <Button className={styles.mode} aria-pressed={editing} onClick={() => setEditing(true)}>
            {editing && <CheckIcon />}
            {t.edit}
          </Button>
          <Button className={styles.mode} aria-pressed={!editing} onClick={() => setEditing(false)}>
            {!editing && <CheckIcon />}
            {t.preview}
          </Button>
        </div>
        {sendButton}
      </div>
      <FormErrorSummary
        formState={formState}
        title={t.errorSummary}
        container={container}
        text={(e) => `${t.validation[e.key] ?? e.key}`}
      />
      {editing ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <DocumentFields template={d.template.content} answers={d.content.answers} control={control} t={t} />
        </form>
      ) : (
        <DocumentView template={d.template.content} answers={getValues('answers')} t={t} />
      )}
      {/* Send where a long form ends too, not only in the bar above it */}
      <div className={styles.endActions}>{sendButton}</div>
      {confirming && (
        <Dialog
          title={getValues('answers').some(isAnswered) ? t.confirmTitle : t.confirmEmptyTitle}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>{t.cancel}</Button>
              <Button variant="primary" onClick={confirm} disabled={send.isPending}>
                {t.confirmSend}
              </Button>
            </>
          }
        >
          {!getValues('answers').some(isAnswered) && <Alert kind="warning">{t.emptyWarning}</Alert>}
          <p>{t.confirmText}</p>
        </Dialog>
      )}
    </div>
  )
}
