import { useEffect, useRef } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  badgeStatus,
  childDocumentPdfPath,
  formatDateRange,
  formatInstantDate,
  isCitizenEditable,
  type ChildDocumentDetails,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { headerCountKeys } from '../../shared/header-counts'
import { lazyComponent } from '../../shared/lazy-component'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { useDocumentTexts } from './i18n'
import { childDocumentQuery, documentKeys } from './queries'
import { DocumentView } from './document-view'
import pageStyles from '../../shared/page.module.css'
import styles from './documents.module.css'

// The form machinery only for a document the guardian fills in: one only read never loads it
const CitizenDraft = lazyComponent(() => import('./citizen-draft'))

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
    invalidates: [headerCountKeys.documents, documentKeys.all],
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
    <div className={pageStyles.page}>
      <div className={styles.toolbar}>
        <ButtonLink to={returnTo}>{toCalendar ? t.backToCalendar : t.backToChild}</ButtonLink>
        <Button onClick={() => window.print()}>{t.print}</Button>
        {d.downloadable && (
          <a className={styles.linkButton} href={childDocumentPdfPath(d.id)} target="_blank" rel="noreferrer">
            {t.download} <span className="visually-hidden">{t.newWindow}</span>
          </a>
        )}
      </div>
      <article className={pageStyles.card} aria-labelledby="child-document-title">
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
          <AsyncBoundary variant="inline" minHeight="20rem">
            <CitizenDraft document={d} returnTo={params.get('returnTo') === 'calendar' ? '/calendar' : null} t={t} />
          </AsyncBoundary>
        ) : (
          <DocumentView template={d.template.content} answers={d.content.answers} t={t} />
        )}
      </article>
    </div>
  )
}
