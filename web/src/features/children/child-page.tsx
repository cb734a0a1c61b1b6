import { useMemo, useState, type ReactNode } from 'react'
import { OfflineCopyNotice } from '../../shared/offline-copy/notice'
import { useLocation, useParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { childImagePath, formatDate, helsinkiToday, type Child } from '@citizen/contract/web'
import { clientNow } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { hasKept } from '../../shared/kept-input'
import { usePageTitle } from '../../shared/page-title'
import { strongLoginUrl, useUser } from '../../shared/auth'
import { NotFound } from '../../shared/not-found-page'
import { ButtonAnchor } from '../../ui/button'
import { ChildIcon, LockIcon } from '../../ui/icons'
import { CountBadge } from '../../ui/count-badge'
import { childrenQuery } from './queries'
import { useChildTexts } from './i18n'
import { AttendanceSection, DailyTimesSection, ServiceNeedsSection } from './sections'
import { TerminationSection, terminationKeptKey } from './termination-section'
import {
  ChildDocumentsSection,
  PedagogicalDocumentsSection,
  useChildUnreadCounts,
  useDocumentTexts,
} from '../documents/public'
import { ServiceApplicationsSection, useServiceApplicationTexts } from '../service-applications/public'
import { AbsenceApplicationsSection, useAbsenceApplicationTexts } from '../absence-applications/public'
import { webConfig } from '../../shared/config'
import pageStyles from '../../shared/page.module.css'
import styles from './children.module.css'

/** spec 001 "Child page" (/children/{childId}): the child and the collapsible sections */
export default function ChildPage() {
  const t = useChildTexts()
  return (
    <AsyncBoundary notFoundText={t.page.notFound}>
      <ChildPageContent />
    </AsyncBoundary>
  )
}

function ChildPageContent() {
  const t = useChildTexts()
  const dt = useDocumentTexts()
  const st = useServiceApplicationTexts()
  const at = useAbsenceApplicationTexts()
  const user = useUser()
  const { childId = '' } = useParams()
  // A section to show open: the one a form returned to (e.g. after sending an absence application)
  const { state } = useLocation() as { state: { openSection?: string; sentApplication?: string } | null }
  const { data: children, dataUpdatedAt } = useSuspenseQuery(childrenQuery)
  // reference §5: only a child with a placement that has not ended has a page
  const child = children.find((c) => c.id === childId && c.upcomingPlacementType !== null)
  const name = child ? `${child.preferredName || child.firstName.split(' ')[0]} ${child.lastName}` : ''
  usePageTitle(name || t.page.notFound)
  const today = useMemo(() => helsinkiToday(clientNow()), [])
  // The header asks the same counts: one request for both
  const unread = useChildUnreadCounts(childId, Boolean(user?.user.accessibleFeatures.childDocumentation))
  if (!child) {
    return (
      <div className={pageStyles.page}>
        <NotFound text={t.page.notFound} />
      </div>
    )
  }
  const can = (action: Child['permittedActions'][number]) => child.permittedActions.includes(action)
  return (
    <div className={pageStyles.page}>
      <section className={pageStyles.card}>
        <div className={styles.header}>
          {child.imageId ? (
            <img className={styles.picture} src={childImagePath(child.imageId)} alt={t.page.picture(name)} />
          ) : (
            <span className={styles.pictureless} aria-hidden="true">
              <ChildIcon size={40} />
            </span>
          )}
          <div>
            <h1>{`${child.firstName} ${child.lastName}`}</h1>
            <dl className={styles.facts}>
              {child.group && (
                <>
                  <dt>{t.page.group}</dt>
                  <dd>{child.group.name}</dd>
                </>
              )}
              {child.unit ? (
                <>
                  <dt>{t.page.unit}</dt>
                  <dd>{child.unit.name}</dd>
                </>
              ) : (
                child.upcomingPlacementUnit &&
                child.upcomingPlacementStartDate && (
                  <>
                    <dt>{t.page.unit}</dt>
                    <dd>
                      {t.page.startsAt(child.upcomingPlacementUnit.name, formatDate(child.upcomingPlacementStartDate))}
                    </dd>
                  </>
                )
              )}
            </dl>
          </div>
        </div>
      </section>
      <OfflineCopyNotice updatedAt={dataUpdatedAt} />
      <Section id="service-needs" title={t.serviceNeeds.title} initiallyOpen>
        <ServiceNeedsSection childId={child.id} today={today} />
      </Section>
      {can('READ_DAILY_SERVICE_TIMES') && (
        <Section id="daily-service-times" title={t.dailyTimes.title}>
          <DailyTimesSection childId={child.id} today={today} />
        </Section>
      )}
      {can('READ_ATTENDANCE_SUMMARY') && (
        <Section id="attendance" title={t.attendance.title}>
          <AttendanceSection childId={child.id} today={today} />
        </Section>
      )}
      {user?.user.accessibleFeatures.childDocumentation && (
        <>
          <Section
            id="pedagogical-documents"
            title={dt.pedagogical.title}
            strong={user.authLevel !== 'STRONG'}
            count={unread.pedagogical}
          >
            <PedagogicalDocumentsSection childId={child.id} />
          </Section>
          <Section
            id="child-documents"
            title={dt.childDocuments.title}
            strong={user.authLevel !== 'STRONG'}
            count={unread.childDocuments}
          >
            <ChildDocumentsSection childId={child.id} />
          </Section>
        </>
      )}
      {webConfig.absenceApplications && child.absenceApplicationCreationPossible && (
        <Section
          id="absence-applications"
          title={at.section.title}
          initiallyOpen={state?.openSection === 'absence-applications'}
        >
          <AbsenceApplicationsSection childId={child.id} />
        </Section>
      )}
      {webConfig.serviceApplications && child.serviceApplicationCreationPossible && (
        <Section
          id="service-applications"
          title={st.section.title}
          strong={user?.authLevel !== 'STRONG'}
          initiallyOpen={state?.openSection === 'service-applications'}
        >
          <ServiceApplicationsSection childId={child.id} sentId={state?.sentApplication} />
        </Section>
      )}
      <Section
        id="termination"
        title={t.termination.title}
        strong={!can('READ_PLACEMENT')}
        // Open when the form's input was kept through an expired session
        initiallyOpen={hasKept(terminationKeptKey(child.id))}
      >
        <TerminationSection childId={child.id} today={today} />
      </Section>
    </div>
  )
}

/**
 * A collapsible section (a native <details>); its content loads with the page (closed, it is
 * ready when opened) under its own boundary. `strong`: this login may not see it: a lock and a
 * strong-login link instead.
 */
function Section({
  id,
  title,
  initiallyOpen = false,
  strong = false,
  count = 0,
  children,
}: {
  id: string
  title: string
  initiallyOpen?: boolean
  strong?: boolean
  /** New things inside (unread documents), shown beside the title */
  count?: number
  children: ReactNode
}) {
  const t = useChildTexts()
  const { childId = '' } = useParams()
  const user = useUser()
  // Read once: the details are the person's to open and close from then on. A prop that changed
  // later (the kept input dropped after a termination) took the open attribute away, closing the
  // section under the person's eyes
  const [open] = useState(initiallyOpen)
  return (
    <section className={pageStyles.card} aria-labelledby={`${id}-title`} data-section={id}>
      <details className={styles.section} open={open || undefined}>
        <summary>
          <h2 id={`${id}-title`} className={styles.summaryTitle}>
            {title}
          </h2>
          <CountBadge count={count} />
          {strong && (
            <span className={styles.lock}>
              <LockIcon label={t.lock.label} />
            </span>
          )}
        </summary>
        <div className={styles.body}>
          {strong || !user ? (
            <>
              <p>{t.lock.text}</p>
              <ButtonAnchor variant="primary" href={strongLoginUrl(`/children/${childId}`)}>
                {t.lock.link}
              </ButtonAnchor>
            </>
          ) : (
            <AsyncBoundary variant="inline" minHeight="3rem">
              {children}
            </AsyncBoundary>
          )}
        </div>
      </details>
    </section>
  )
}
