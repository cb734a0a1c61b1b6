import { useState } from 'react'
import { Link } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  attachmentPaths,
  badgeStatus,
  childDocumentPath,
  formatInstantDate,
  needsReadMore,
  PEDAGOGICAL_DESCRIPTION_LINES,
  PEDAGOGICAL_DOCUMENTS_PAGE_SIZE,
  type ChildDocumentSummary,
  type PedagogicalDocument,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { AsyncBoundary } from '../../shared/async-boundary'
import { headerCountKeys } from '../../shared/header-counts'
import { strongLoginUrl, useUser } from '../../shared/auth'
import { useMediaQuery } from '../../shared/media-query'
import { Button, ButtonAnchor } from '../../ui/button'
import { useDocumentTexts, type DocumentTexts } from './i18n'
import { childDocumentsQuery, documentKeys, pedagogicalDocumentsQuery } from './queries'
import styles from './documents.module.css'

/** Ten a page and three lines of description from this width; a phone lists them all, one line each */
const DESKTOP = '(min-width: 1024px)'

/**
 * The child page's documents (spec 001 "Child page"): each section reads its own list in its own
 * boundary. A weak login sees a strong-login link instead (the lists need a strong one).
 */
export function PedagogicalDocumentsSection({ childId }: { childId: string }) {
  return (
    <StrongOnly childId={childId}>
      <AsyncBoundary variant="inline" minHeight="120px">
        <PedagogicalList childId={childId} />
      </AsyncBoundary>
    </StrongOnly>
  )
}

export function ChildDocumentsSection({ childId }: { childId: string }) {
  return (
    <StrongOnly childId={childId}>
      <AsyncBoundary variant="inline" minHeight="80px">
        <ChildDocumentList childId={childId} />
      </AsyncBoundary>
    </StrongOnly>
  )
}

function StrongOnly({ childId, children }: { childId: string; children: React.ReactNode }) {
  const user = useUser()
  if (user?.authLevel === 'STRONG') return <>{children}</>
  return <StrongLoginNeeded childId={childId} />
}

function StrongLoginNeeded({ childId }: { childId: string }) {
  const t = useDocumentTexts()
  return (
    <div>
      <p>{t.strongLoginNeeded}</p>
      <ButtonAnchor href={strongLoginUrl(`/children/${childId}`)}>{t.strongLogin}</ButtonAnchor>
    </div>
  )
}

function ChildDocumentList({ childId }: { childId: string }) {
  const t = useDocumentTexts()
  const { data } = useSuspenseQuery(childDocumentsQuery(childId))
  if (data.length === 0) return <p>{t.childDocuments.empty}</p>
  return (
    <ul className={styles.list} aria-label={t.childDocuments.title}>
      {data.map((d) => (
        <ChildDocumentRow key={d.id} document={d} t={t} />
      ))}
    </ul>
  )
}

function ChildDocumentRow({ document: d, t }: { document: ChildDocumentSummary; t: DocumentTexts }) {
  const waiting = d.status === 'CITIZEN_DRAFT' && !d.answeredAt
  return (
    <li className={styles.item}>
      <Link to={childDocumentPath(d.id, waiting ? { readOnly: false } : {})}>{d.templateName}</Link>
      {d.unread && <span className={styles.badge}>{t.childDocuments.unread}</span>}
      <span className={styles.muted}>{formatInstantDate(d.publishedAt)}</span>
      <span className={styles.status}>
        {t.childDocuments.status}:{' '}
        {waiting ? t.childDocuments.notAnswered : t.statuses[badgeStatus(d.status, d.decision)]}
      </span>
      {d.answeredAt && (
        <span className={styles.muted}>
          {t.answeredBy(
            formatInstantDate(d.answeredAt),
            d.answeredBy?.type === 'CITIZEN' ? d.answeredBy.name : t.staff,
          )}
        </span>
      )}
    </li>
  )
}

function PedagogicalList({ childId }: { childId: string }) {
  const t = useDocumentTexts()
  const desktop = useMediaQuery(DESKTOP)
  const { data } = useSuspenseQuery(pedagogicalDocumentsQuery(childId))
  const [page, setPage] = useState(1)
  // Opening an attachment reads the document: marked read by a call of its own, so the list's
  // badge and the header's count follow once the server has it (the download marks it read too)
  const { mutate: markRead } = useApiMutation({
    mutationFn: (documentId: string) => apiCall('markPedagogicalDocumentRead', { params: { documentId } }),
    invalidates: [documentKeys.pedagogical(childId), headerCountKeys.documents],
  })
  if (data.length === 0) return <p>{t.pedagogical.empty}</p>
  const pages = Math.ceil(data.length / PEDAGOGICAL_DOCUMENTS_PAGE_SIZE)
  const current = Math.min(page, pages)
  const shown = desktop
    ? data.slice((current - 1) * PEDAGOGICAL_DOCUMENTS_PAGE_SIZE, current * PEDAGOGICAL_DOCUMENTS_PAGE_SIZE)
    : data
  const lines = desktop ? PEDAGOGICAL_DESCRIPTION_LINES.desktop : PEDAGOGICAL_DESCRIPTION_LINES.phone
  return (
    <>
      <ul className={styles.list} aria-label={t.pedagogical.title}>
        {shown.map((d) => (
          <PedagogicalItem key={d.id} document={d} lines={lines} t={t} onOpened={markRead} />
        ))}
      </ul>
      {desktop && pages > 1 && (
        <nav className={styles.pager} aria-label={t.pedagogical.title}>
          <Button onClick={() => setPage(current - 1)} disabled={current <= 1}>
            {t.pedagogical.previous}
          </Button>
          <span aria-live="polite">{t.pedagogical.page(current, pages)}</span>
          <Button onClick={() => setPage(current + 1)} disabled={current >= pages}>
            {t.pedagogical.next}
          </Button>
        </nav>
      )}
    </>
  )
}

function PedagogicalItem({
  document: d,
  lines,
  t,
  onOpened,
}: {
  document: PedagogicalDocument
  lines: number
  t: DocumentTexts
  onOpened: (documentId: string) => void
}) {
  const [expanded, setExpanded] = useState(false)
  const long = needsReadMore(d.description, lines)
  const opened = () => {
    if (!d.isRead) onOpened(d.id)
  }
  return (
    <li className={styles.pedagogical}>
      <div className={styles.head}>
        <span>{formatInstantDate(d.createdAt)}</span>
        {!d.isRead && d.attachments.length > 0 && <span className={styles.badge}>{t.pedagogical.unread}</span>}
      </div>
      {d.description && (
        <>
          <p
            className={expanded ? styles.expanded : styles.clamped}
            style={expanded ? undefined : { WebkitLineClamp: lines, lineClamp: lines }}
          >
            {d.description}
          </p>
          {long && (
            <button
              type="button"
              className={styles.linkButton}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t.pedagogical.readLess : t.pedagogical.readMore}
            </button>
          )}
        </>
      )}
      {d.attachments.length > 0 && (
        <ul className={styles.attachments} aria-label={t.pedagogical.attachments}>
          {d.attachments.map((a) => (
            <li key={a.id}>
              <a href={attachmentPaths.download(a.id, a.name)} target="_blank" rel="noreferrer" onClick={opened}>
                {a.name} <span className="visually-hidden">{t.newWindow}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
