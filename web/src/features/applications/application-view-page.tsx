import { useParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Alert } from '../../ui/alert'
import { ButtonLink } from '../../ui/button'
import { attachmentPaths, formatDate, formatInstantDate } from '@citizen/contract/web'
import { usePageTitle } from '../../shared/page-title'
import { useUser } from '../../shared/auth'
import { useApplicationTexts } from './i18n'
import { AsyncBoundary } from '../../shared/async-boundary'
import { applicationQuery } from './queries'
import { ApplicationSummary } from './application-summary'
import { ApplicationStatusLabel } from './application-status'
import { isEditable } from './status'
import { MetadataPanel } from '../process-metadata/public'
import { BackToApplications } from './back-link'
import pageStyles from '../../shared/page.module.css'
import styles from './applications.module.css'

/** spec 000 "Application read-only view": the other guardian sees less (the server blanks it). */
export default function ApplicationViewPage() {
  const { applicationId = '' } = useParams()
  const t = useApplicationTexts()
  // Another family's application answers 404 like a missing one
  return (
    <AsyncBoundary notFoundText={t.view.notFound}>
      <ApplicationView applicationId={applicationId} />
    </AsyncBoundary>
  )
}

function ApplicationView({ applicationId }: { applicationId: string }) {
  const t = useApplicationTexts()
  const user = useUser()
  const { data } = useSuspenseQuery(applicationQuery(applicationId))
  usePageTitle(t.types[data.type])
  // The guardian who made the application sees everything; the other guardian a reduced view
  const isOwner = user?.user.details.id === data.guardianId
  const canEdit = isEditable(data.status, data.permittedActions)
  return (
    <div className={pageStyles.page}>
      <BackToApplications />
      <section className={pageStyles.card}>
        <h1>{t.types[data.type]}</h1>
        {!isOwner && <Alert kind="info">{t.view.reducedInfo}</Alert>}
        <dl className={styles.facts}>
          <dt>{t.editor.child}</dt>
          <dd>{`${data.form.child.person.firstName} ${data.form.child.person.lastName}`}</dd>
          <dt>{t.view.status}</dt>
          <dd>
            <ApplicationStatusLabel status={data.status} decidable={false} />
          </dd>
          <dt>{t.view.created}</dt>
          <dd>{formatInstantDate(data.createdAt)}</dd>
          {data.sentDate && (
            <>
              <dt>{t.view.sent}</dt>
              <dd>{formatDate(data.sentDate)}</dd>
            </>
          )}
        </dl>
        {canEdit && <ButtonLink to={`/applications/${data.id}/edit`}>{t.view.edit}</ButtonLink>}
        <MetadataPanel kind="application" id={data.id} />
      </section>
      <div className={pageStyles.card}>
        <ApplicationSummary form={data.form} type={data.type} showContact={isOwner} />
        {isOwner && data.attachments.length > 0 && (
          <ul>
            {data.attachments.map((a) => (
              <li key={a.id}>
                <a href={attachmentPaths.download(a.id, a.name)}>{a.name}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
