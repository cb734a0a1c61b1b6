import { useState } from 'react'
import type { LoggedInStatus } from '../../shared/auth'
import { readKept } from '../../shared/kept-input'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent, preloadOnIntent } from '../../shared/lazy-component'
import { usePreloadWhenIdle } from '../../shared/after-interactive'
import { usePersonalDataTexts } from './i18n'
import { StrongLoginNeeded } from './strong-login'
import { DETAILS_KEPT_KEY, isDetailsDraft } from './details-form'
import pageStyles from '../../shared/page.module.css'
import styles from './personal-data.module.css'

// The form's code when editing starts (or on intent): the details read only do not load it
const DetailsForm = lazyComponent(() => import('./details-editor'))

/** The personal details: read mode, and with a strong session an edit mode (spec 001) */
export function DetailsSection({ user }: { user: LoggedInStatus }) {
  const t = usePersonalDataTexts()
  // Input kept from before an expired session or a reload opens the form again with it
  const [restored] = useState(() => readKept(DETAILS_KEPT_KEY, isDetailsDraft))
  const strong = user.authLevel === 'STRONG'
  const [editing, setEditing] = useState(restored !== null && strong)
  // Checking and fixing one's details is what the page is for: the form's code once it is shown
  usePreloadWhenIdle([DetailsForm], strong)
  const d = user.user.details
  return (
    <section id="details" className={pageStyles.card} aria-labelledby="details-title">
      <div className={styles.cardHeader}>
        <h2 id="details-title" tabIndex={-1}>
          {t.details.title}
        </h2>
        {!editing && strong && (
          <Button onClick={() => setEditing(true)} {...preloadOnIntent(DetailsForm)}>
            {t.details.edit}
          </Button>
        )}
      </div>
      {/* '' is the answer "I have no email": only an email never given is missing */}
      {d.email === null && <Alert kind="warning">{t.details.missingEmail}</Alert>}
      {!d.phone && <Alert kind="warning">{t.details.missingPhone}</Alert>}
      {editing ? (
        <AsyncBoundary variant="inline" minHeight="24rem">
          <DetailsForm user={user} restored={restored} onClose={() => setEditing(false)} />
        </AsyncBoundary>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>{t.details.name}</dt>
            <dd>{`${d.firstName} ${d.lastName}`}</dd>
            <dt>{t.details.preferredName}</dt>
            <dd>{d.preferredName || '–'}</dd>
            <dt>{t.details.address}</dt>
            <dd>{[d.streetAddress, `${d.postalCode} ${d.postOffice}`.trim()].filter(Boolean).join(', ') || '–'}</dd>
            <dt>{t.details.phone}</dt>
            <dd>{d.phone || '–'}</dd>
            <dt>{t.details.backupPhone}</dt>
            <dd>{d.backupPhone || '–'}</dd>
            <dt>{t.details.email}</dt>
            <dd>{d.email === '' ? t.details.noEmail : (d.email ?? '–')}</dd>
          </dl>
          <p className={styles.hint}>{t.details.addressInfo}</p>
          {!strong && <StrongLoginNeeded section="details" text={t.details.strongNeeded} />}
        </>
      )}
    </section>
  )
}
