import { useEffect, useRef, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import {
  badgeStatus,
  childDocumentPdfPath,
  documentErrors,
  formatDateRange,
  formatInstantDate,
  isAnswered,
  isCitizenEditable,
  nextStatus,
  type ChildDocumentDetails,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { focusFirstInvalid } from '../../ui/error-summary'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { CheckIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import { useDocumentTexts, type DocumentTexts } from './i18n'
import { childDocumentQuery, documentKeys } from './queries'
import { DocumentView } from './document-view'
import { DocumentFields, documentFormErrors, type DocumentFormValues } from './document-form'
import styles from './documents.module.css'

/** spec 001 "Child document view" (/child-documents/{id}?returnTo=calendar&readOnly=false) */
export default function ChildDocumentPage() {
  const { id = '' } = useParams()
  const t = useDocumentTexts()
  return (
    <AsyncBoundary notFoundText={t.notFound}>
      <LoadDocument id={id} />
    </AsyncBoundary>
  )
}

function LoadDocument({ id }: { id: string }) {
  const { data } = useSuspenseQuery(childDocumentQuery(id))
  return <DocumentPage document={data} />
}

/** The document is marked read on load, once per visit (quietly: a failure only leaves it unread) */
function useMarkReadOnce(id: string) {
  const { mutate } = useApiMutation({
    mutationFn: (documentId: string) => apiCall('markChildDocumentRead', { params: { documentId } }),
    invalidates: [documentKeys.unread(), documentKeys.all],
  })
  const marked = useRef<string | null>(null)
  useEffect(() => {
    if (marked.current === id) return
    marked.current = id
    mutate(id)
  }, [id, mutate])
}

function DocumentPage({ document: d }: { document: ChildDocumentDetails }) {
  const t = useDocumentTexts()
  usePageTitle(d.template.name)
  useMarkReadOnce(d.id)
  const [params] = useSearchParams()
  const toCalendar = params.get('returnTo') === 'calendar'
  const returnTo = toCalendar ? '/calendar' : `/children/${d.child.id}`
  const editable = isCitizenEditable(d.status)
  const status = badgeStatus(d.status, d.decision)
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ButtonLink to={returnTo}>{toCalendar ? t.backToCalendar : t.backToChild}</ButtonLink>
        <Button onClick={() => window.print()}>{t.print}</Button>
        {d.downloadable && (
          <a className={styles.linkButton} href={childDocumentPdfPath(d.id)} target="_blank" rel="noreferrer">
            {t.download} <span className="visually-hidden">{t.newWindow}</span>
          </a>
        )}
      </div>
      <article className={styles.card} aria-labelledby="child-document-title">
        <h1 id="child-document-title">{d.template.name}</h1>
        <dl className={styles.facts}>
          <dt>{t.child}</dt>
          <dd>{`${d.child.firstName} ${d.child.lastName}`}</dd>
          <dt>{t.childDocuments.status}</dt>
          <dd>{t.statuses[status]}</dd>
          <dt>{t.published}</dt>
          <dd>{formatInstantDate(d.publishedAt)}</dd>
          {d.decision && (
            <>
              <dt>{t.decisionNumber}</dt>
              <dd>{d.decision.decisionNumber}</dd>
              {d.decision.validity && (
                <>
                  <dt>{t.validity}</dt>
                  <dd>{formatDateRange(d.decision.validity.start, d.decision.validity.end, (s) => `${s} –`)}</dd>
                </>
              )}
              {d.decision.annulmentReason && (
                <>
                  <dt>{t.annulmentReason}</dt>
                  <dd>{d.decision.annulmentReason}</dd>
                </>
              )}
            </>
          )}
          {d.template.legalBasis && (
            <>
              <dt>{t.legalBasis}</dt>
              <dd>{d.template.legalBasis}</dd>
            </>
          )}
        </dl>
        {d.template.confidentiality && (
          <p className={styles.muted}>
            {t.confidential(d.template.confidentiality.durationYears, d.template.confidentiality.basis)}
          </p>
        )}
        {d.answeredAt && (
          <p className={styles.muted}>
            {t.answeredBy(
              formatInstantDate(d.answeredAt),
              d.answeredBy?.type === 'CITIZEN' ? d.answeredBy.name : t.staff,
            )}
          </p>
        )}
        {d.answeredAt && d.template.type === 'CITIZEN_BASIC' && <Alert kind="info">{t.sentNotice}</Alert>}
        {editable ? (
          <CitizenDraft document={d} returnTo={params.get('returnTo') === 'calendar' ? '/calendar' : null} t={t} />
        ) : (
          <DocumentView template={d.template.content} answers={d.content.answers} t={t} />
        )}
      </article>
    </div>
  )
}

/** A CITIZEN_DRAFT: Edit and Preview, then Send after a confirmation (spec 001 §4) */
function CitizenDraft({
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
    invalidates: [documentKeys.all],
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
        errors={formState.errors}
        shown={formState.isSubmitted}
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
