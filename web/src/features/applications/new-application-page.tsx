import { useState } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import type { ApplicationType } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { Loading } from '../../ui/spinner'
import { usePageTitle } from '../../shared/page-title'
import { useApplicationTexts } from './i18n'
import { useActivePlacements, useApplicationChildren, useCreateApplication, useDuplicates } from './queries'
import { BackToApplications } from './back-link'
import styles from './applications.module.css'

// The municipality's choices (spec 000 feature flags: preschool applications on, club not hidden)
const applicationTypes: ApplicationType[] = ['DAYCARE', 'PRESCHOOL', 'CLUB']

/** spec 000 "New application": choose the type; duplicates block, active placements warn. */
export default function NewApplicationPage() {
  const t = useApplicationTexts()
  const common = useTranslation().t
  usePageTitle(t.create.title)
  const { childId = '' } = useParams()
  const navigate = useNavigate()
  const children = useApplicationChildren()
  const duplicates = useDuplicates(childId)
  const placements = useActivePlacements(childId)
  const create = useCreateApplication()
  const [type, setType] = useState<ApplicationType | null>(null)

  if (children.isPending || duplicates.isPending || placements.isPending)
    return <Loading label={common.common.loading} />
  const child = children.data?.find((c) => c.id === childId)
  // spec: an unknown child goes back to the list
  if (!child) return <Navigate to="/applications" replace />
  if (duplicates.isError || placements.isError)
    return (
      <div className={styles.page}>
        <Alert kind="error">{common.common.errors.fetchFailed}</Alert>
      </div>
    )

  const isDuplicate = type !== null && duplicates.data[type]
  const isTransfer = type !== null && placements.data[type]
  const info = { DAYCARE: t.create.daycareInfo, PRESCHOOL: t.create.preschoolInfo, CLUB: t.create.clubInfo }

  return (
    <div className={styles.page}>
      <BackToApplications />
      <section className={styles.card}>
        <h1>{t.create.forChild(`${child.firstName} ${child.lastName}`)}</h1>
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
          {create.isError && <Alert kind="error">{t.create.failed}</Alert>}
        </div>
        <div className={styles.actions}>
          <ButtonLink to="/applications">{t.create.cancel}</ButtonLink>
          <Button
            variant="primary"
            disabled={type === null || isDuplicate || create.isPending}
            onClick={() =>
              type && create.mutate({ childId, type }, { onSuccess: ({ id }) => navigate(`/applications/${id}/edit`) })
            }
          >
            {t.create.create}
          </Button>
        </div>
      </section>
    </div>
  )
}
