import { useState } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import type { ApplicationType } from '@citizen/contract/web'
import { useSuspenseQueries } from '@tanstack/react-query'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { apiCall } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { useApplicationTexts } from './i18n'
import { activePlacementsQuery, applicationKeys, duplicatesQuery, useApplicationChildren } from './queries'
import { BackToApplications } from './back-link'
import pageStyles from '../../shared/page.module.css'
import styles from './applications.module.css'

// The municipality's choices (spec 000 feature flags: preschool applications on, club not hidden)
const applicationTypes: ApplicationType[] = ['DAYCARE', 'PRESCHOOL', 'CLUB']

/** spec 000 "New application": choose the type; duplicates block, active placements warn. */
export default function NewApplicationPage() {
  const t = useApplicationTexts()
  usePageTitle(t.create.title)
  const { childId = '' } = useParams()
  return (
    <AsyncBoundary>
      <ChildCheck childId={childId} />
    </AsyncBoundary>
  )
}

function ChildCheck({ childId }: { childId: string }) {
  const { data: children } = useApplicationChildren()
  const child = children.find((c) => c.id === childId)
  // spec: an unknown child goes back to the list (before asking about its applications)
  if (!child) return <Navigate to="/applications" replace />
  return <NewApplication childId={childId} childName={`${child.firstName} ${child.lastName}`} />
}

function NewApplication({ childId, childName }: { childId: string; childName: string }) {
  const t = useApplicationTexts()
  const navigate = useNavigate()
  const [duplicates, placements] = useSuspenseQueries({
    queries: [duplicatesQuery(childId), activePlacementsQuery(childId)],
  })
  const create = useApiMutation({
    mutationFn: (body: { childId: string; type: ApplicationType }) => apiCall('createApplication', { body }),
    invalidates: [applicationKeys.all],
  })
  const [type, setType] = useState<ApplicationType | null>(null)

  const isDuplicate = type !== null && duplicates.data[type]
  const isTransfer = type !== null && placements.data[type]
  const info = { DAYCARE: t.create.daycareInfo, PRESCHOOL: t.create.preschoolInfo, CLUB: t.create.clubInfo }

  return (
    <div className={pageStyles.page}>
      <BackToApplications />
      <section className={pageStyles.card}>
        <h1>{t.create.forChild(childName)}</h1>
        <fieldset className={styles.radioList}>
          <legend>{t.create.chooseType}</legend>
          {applicationTypes.map((a) => (
            <div key={a} className={styles.radioOption}>
              <input
                id={`type-${a}`}
                type="radio"
                name="type"
                value={a}
                checked={type === a}
                onChange={() => setType(a)}
                aria-describedby={`type-${a}-info`}
              />
              <label htmlFor={`type-${a}`}>{t.typesShort[a]}</label>
              <small id={`type-${a}-info`}>{info[a]}</small>
            </div>
          ))}
        </fieldset>
        <div aria-live="polite">
          {isDuplicate && <Alert kind="warning">{t.create.duplicate}</Alert>}
          {!isDuplicate && isTransfer && <Alert kind="info">{t.create.transfer}</Alert>}
          {create.errorText && (
            <Alert kind="error">
              {t.create.failed} {create.errorText}
            </Alert>
          )}
        </div>
        <div className={styles.actions}>
          <ButtonLink to="/applications">{t.create.cancel}</ButtonLink>
          <Button
            variant="primary"
            disabled={type === null || isDuplicate || create.isPending}
            onClick={() =>
              type &&
              create.mutate({ childId, type }, { onSuccess: ({ id }) => void navigate(`/applications/${id}/edit`) })
            }
          >
            {t.create.create}
          </Button>
        </div>
      </section>
    </div>
  )
}
