import { useState } from 'react'
import type { ApplicationsOfChild, ApplicationSummary } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { Loading } from '../../ui/spinner'
import { formatDate, formatInstantDate } from '@citizen/contract/web'
import { usePageTitle } from '../../shared/page-title'
import { useGlobalDialogs } from '../../shared/dialogs/global-dialogs'
import { useApplicationTexts } from './i18n'
import { useApplicationsByGuardian, useDeleteApplication } from './queries'
import { ApplicationStatusLabel } from './application-status'
import { isEditable } from './status'
import { MetadataPanel } from '../process-metadata/public'
import styles from './applications.module.css'
import { apiErrorText } from '../../shared/fetch-error'

/** spec 000 "Applications list": one card per child, sorted by name, duplicates hidden. */
export default function ApplicationsPage() {
  const t = useApplicationTexts()
  const common = useTranslation().t
  const { lang } = useTranslation()
  usePageTitle(t.list.title)
  const { data, isPending, isError } = useApplicationsByGuardian()
  if (isPending) return <Loading label={common.common.loading} />
  if (isError)
    return (
      <div className={styles.page}>
        <Alert kind="error">{common.common.errors.fetchFailed}</Alert>
      </div>
    )
  const children = data
    .filter((c) => c.duplicateOf === null)
    .sort((a, b) => a.childName.localeCompare(b.childName, lang))
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1>{t.list.title}</h1>
        <p>{t.list.intro}</p>
      </section>
      {children.length === 0 && <p className={styles.card}>{t.list.noChildren}</p>}
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
    <section className={styles.card} aria-labelledby={headingId}>
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
  const common = useTranslation().t
  const dialogs = useGlobalDialogs()
  const remove = useDeleteApplication()
  const [confirming, setConfirming] = useState(false)
  const isDraft = a.applicationStatus === 'CREATED'
  const canEdit = isEditable(a.applicationStatus, actions)
  const canConfirm =
    actions.includes('READ_DECISIONS') &&
    (a.applicationStatus === 'WAITING_CONFIRMATION' || (a.applicationStatus === 'ACTIVE' && decidable))
  const onDelete = () =>
    remove.mutate(a.applicationId, {
      onSuccess: () => {
        setConfirming(false)
        dialogs.showInfo({ title: isDraft ? t.list.deleted : t.list.cancelled, text: '' })
      },
      onError: (e) => {
        setConfirming(false)
        dialogs.showError({ title: isDraft ? t.list.deleteFailed : t.list.cancelFailed, text: apiErrorText(common, e) })
      },
    })
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
              <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
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
