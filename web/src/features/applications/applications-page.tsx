import { useState } from 'react'
import type { ApplicationsOfChild, ApplicationSummary } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Button, ButtonLink } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { formatDate, formatInstantDate } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { useApplicationTexts } from './i18n'
import { applicationKeys, useApplicationsByGuardian } from './queries'
import { ApplicationStatusLabel } from './application-status'
import { isEditable } from './status'
import { MetadataPanel, processMetadataKeys } from '../process-metadata/public'
import pageStyles from '../../shared/page.module.css'
import styles from './applications.module.css'

/** spec 000 "Applications list": one card per child, sorted by name, duplicates hidden. */
export default function ApplicationsPage() {
  const t = useApplicationTexts()
  usePageTitle(t.list.title)
  return (
    // While the list loads, its heading and introduction already show (they need no data)
    <AsyncBoundary
      fallback={
        <div className={pageStyles.page}>
          <Intro t={t} />
        </div>
      }
    >
      <Applications />
    </AsyncBoundary>
  )
}

function Intro({ t }: { t: ReturnType<typeof useApplicationTexts> }) {
  return (
    <section className={pageStyles.card}>
      <h1>{t.list.title}</h1>
      <p>{t.list.intro}</p>
    </section>
  )
}

function Applications() {
  const t = useApplicationTexts()
  const { lang } = useTranslation()
  const { data } = useApplicationsByGuardian()
  const children = data
    .filter((c) => c.duplicateOf === null)
    .sort((a, b) => a.childName.localeCompare(b.childName, lang))
  return (
    <div className={pageStyles.page}>
      <Intro t={t} />
      {children.length === 0 && <p className={pageStyles.card}>{t.list.noChildren}</p>}
      {children.map((child) => (
        <ChildApplications key={child.childId} child={child} />
      ))}
    </div>
  )
}

function ChildApplications({ child }: { child: ApplicationsOfChild }) {
  const t = useApplicationTexts()
  const headingId = `child-${child.childId}`
  return (
    <section className={pageStyles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId}>{child.childName}</h2>
        <ButtonLink to={`/applications/new/${child.childId}`} variant="primary">
          {t.list.newApplication}
        </ButtonLink>
      </div>
      {child.applicationSummaries.length === 0 ? (
        <p>{t.list.noApplications}</p>
      ) : (
        child.applicationSummaries.map((a) => (
          <ApplicationRow
            key={a.applicationId}
            application={a}
            actions={child.permittedActions[a.applicationId] ?? []}
            decidable={child.decidableApplications.includes(a.applicationId)}
          />
        ))
      )}
    </section>
  )
}

function ApplicationRow({
  application: a,
  actions,
  decidable,
}: {
  application: ApplicationSummary
  actions: string[]
  decidable: boolean
}) {
  const t = useApplicationTexts()
  const [confirming, setConfirming] = useState(false)
  const isDraft = a.applicationStatus === 'CREATED'
  const remove = useApiMutation({
    mutationFn: (applicationId: string) => apiCall('deleteApplication', { params: { applicationId } }),
    // The list and the application's process (cancelling moves it on)
    invalidates: [applicationKeys.all, processMetadataKeys.all],
    failureTitle: isDraft ? t.list.deleteFailed : t.list.cancelFailed,
    success: { title: isDraft ? t.list.deleted : t.list.cancelled },
    onSettled: () => setConfirming(false),
  })
  const canEdit = isEditable(a.applicationStatus, actions)
  const canConfirm =
    actions.includes('READ_DECISIONS') &&
    (a.applicationStatus === 'WAITING_CONFIRMATION' || (a.applicationStatus === 'ACTIVE' && decidable))
  return (
    <article className={styles.application} aria-label={`${t.types[a.type]}, ${a.childName}`}>
      <h3>
        {t.types[a.type]}
        {a.transferApplication && <span className={styles.transfer}>{t.list.transfer}</span>}
      </h3>
      <dl className={styles.facts}>
        {a.preferredUnitName && (
          <>
            <dt>{t.list.unit}</dt>
            <dd>{a.preferredUnitName}</dd>
          </>
        )}
        <dt>{t.list.startDate}</dt>
        <dd>{formatDate(a.startDate) || '–'}</dd>
        <dt>{t.list.createdDate}</dt>
        <dd>{formatInstantDate(a.createdDate)}</dd>
        {a.sentDate && (
          <>
            <dt>{t.list.sentDate}</dt>
            <dd>{formatDate(a.sentDate)}</dd>
          </>
        )}
        <dt>{t.list.status}</dt>
        <dd>
          <ApplicationStatusLabel status={a.applicationStatus} decidable={decidable} />
        </dd>
      </dl>
      <div className={styles.actions}>
        {canConfirm && (
          <ButtonLink to={`/decisions/by-application/${a.applicationId}`} variant="primary">
            {t.list.confirmDecision}
          </ButtonLink>
        )}
        {canEdit && <ButtonLink to={`/applications/${a.applicationId}/edit`}>{t.list.edit}</ButtonLink>}
        {/* A sent application can be edited and still be opened as it was sent; a draft only edited */}
        {!isDraft && actions.includes('READ') && (
          <ButtonLink to={`/applications/${a.applicationId}`}>{t.list.open}</ButtonLink>
        )}
        {actions.includes('DELETE') && (
          <Button onClick={() => setConfirming(true)}>{isDraft ? t.list.deleteDraft : t.list.cancel}</Button>
        )}
      </div>
      <MetadataPanel kind="application" id={a.applicationId} />
      {confirming && (
        <Dialog
          title={isDraft ? t.list.deleteConfirmTitle : t.list.cancelConfirmTitle}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>{t.create.cancel}</Button>
              <Button variant="danger" onClick={() => remove.mutate(a.applicationId)} disabled={remove.isPending}>
                {isDraft ? t.list.deleteDraft : t.list.cancel}
              </Button>
            </>
          }
        >
          <p>{isDraft ? t.list.deleteConfirmText : t.list.cancelConfirmText}</p>
        </Dialog>
      )}
    </article>
  )
}
