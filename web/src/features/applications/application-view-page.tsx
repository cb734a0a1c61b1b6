import { useParams } from 'react-router'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { ButtonLink } from '../../ui/button'
import { Loading } from '../../ui/spinner'
import { attachmentPaths, formatDate, formatInstantDate } from '@citizen/contract/web'
import { usePageTitle } from '../../shared/page-title'
import { useUser } from '../../shared/auth'
import { useApplicationTexts } from './i18n'
import { useApplication } from './queries'
import { ApplicationSummary } from './application-summary'
import { ApplicationStatusLabel } from './application-status'
import { isEditable } from './status'
import { MetadataPanel } from '../process-metadata/public'
import { ApplicationLoadError, BackToApplications } from './back-link'
import styles from './applications.module.css'

/** spec 000 "Application read-only view": the other guardian sees less (the server blanks it). */
export default function ApplicationViewPage() {
  const { applicationId = '' } = useParams()
  const t = useApplicationTexts()
  const common = useTranslation().t
  const user = useUser()
  const { data, isPending, isError, error } = useApplication(applicationId)
  usePageTitle(data ? t.types[data.type] : t.list.title)
  if (isPending) return <Loading label={common.common.loading} />
  if (isError) return <ApplicationLoadError error={error} />
  // The guardian who made the application sees everything; the other guardian a reduced view
  const isOwner = user?.user.details.id === data.guardianId
  const canEdit = isEditable(data.status, data.permittedActions)
  return (
    <div className={styles.page}>
      <BackToApplications />
      <section className={styles.card}>
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
      <div className={styles.card}>
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
