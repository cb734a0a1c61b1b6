import { useEffect, useId, useRef, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  formatDate,
  formatInstantDate,
  serviceApplicationErrors,
  serviceApplicationPath,
  type CitizenServiceApplication,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useTranslation } from '../../i18n'
import { useApiMutation } from '../../shared/api-mutation'
import { Button, ButtonLink } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { toast } from '../../ui/toast'
import { useServiceApplicationTexts, type ServiceApplicationTexts } from './i18n'
import { serviceApplicationsQuery } from './queries'
import { optionName } from './service-application-form'
import styles from './service-applications.module.css'

/**
 * The child page's service applications (spec 001 "Service application", reference §7): each
 * application with its start, option, additional info, sending and decision; the sender may
 * cancel an undecided one after a confirmation. A new application waits while one is undecided.
 */
/** The child page's address state after sending: its section open, the sent application focused */
export interface ServiceApplicationSentState {
  openSection: 'service-applications'
  sentApplication: string
}

export function ServiceApplicationsSection({ childId, sentId }: { childId: string; sentId?: string }) {
  const t = useServiceApplicationTexts()
  const { data: applications } = useSuspenseQuery(serviceApplicationsQuery(childId))
  const blocked = applications.some((a) => a.data.decision === null)
  const blockedId = useId()
  return (
    <>
      <p>{t.section.intro}</p>
      <div className={styles.actions}>
        {blocked ? (
          <>
            <Button variant="primary" disabled aria-describedby={blockedId}>
              {t.section.newApplication}
            </Button>
            <p id={blockedId} className={styles.muted}>
              {t.section.blocked}
            </p>
          </>
        ) : (
          <ButtonLink variant="primary" to={serviceApplicationPath(childId)}>
            {t.section.newApplication}
          </ButtonLink>
        )}
      </div>
      {applications.length === 0 ? (
        <p>{t.section.none}</p>
      ) : (
        <ul className={styles.list}>
          {applications.map((a) => (
            <ApplicationItem key={a.data.id} application={a} childId={childId} sent={a.data.id === sentId} />
          ))}
        </ul>
      )}
    </>
  )
}

function ApplicationItem({
  application,
  childId,
  sent,
}: {
  application: CitizenServiceApplication
  childId: string
  /** Just sent: focused when it appears, so a keyboard or screen reader goes on from it */
  sent: boolean
}) {
  const t = useServiceApplicationTexts()
  const { lang } = useTranslation()
  const { data, permittedActions } = application
  const [confirming, setConfirming] = useState(false)
  const name = optionName(data.serviceNeedOption, lang)
  const cancel = useApiMutation({
    // The toast before the list refreshes: the item (and a callback of its) is gone after it
    mutationFn: async () => {
      await apiCall('deleteServiceApplication', { params: { id: data.id } })
      toast(t.section.cancelled)
    },
    invalidates: [['children', childId]],
    // Decided meanwhile: the list shows the decision
    invalidateOnError: true,
    errorTexts: { [serviceApplicationErrors.alreadyDecided]: t.section.alreadyDecided },
    failureTitle: t.section.cancelFailed,
    onSettled: () => setConfirming(false),
  })
  const status = data.decision?.status ?? 'UNDECIDED'
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sent) heading.current?.focus()
  }, [sent])
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <h3 ref={heading} tabIndex={sent ? -1 : undefined}>
          {name}
        </h3>
        <span className={styles.status}>
          <span className={`${styles.dot} ${styles[status]}`} aria-hidden="true" />
          {t.section.status[status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t.section.startDate}</dt>
        <dd>{formatDate(data.startDate)}</dd>
        {data.additionalInfo && (
          <>
            <dt>{t.section.additionalInfo}</dt>
            <dd className={styles.text}>{data.additionalInfo}</dd>
          </>
        )}
        <dt>{t.section.sent}</dt>
        <dd>{t.section.sentBy(data.personName, formatInstantDate(data.sentAt))}</dd>
        {data.decision && (
          <>
            <dt>{t.section.decided}</dt>
            <dd>{t.section.decidedBy(data.decision.decidedByName, formatInstantDate(data.decision.decidedAt))}</dd>
          </>
        )}
        {data.decision?.rejectedReason && (
          <>
            <dt>{t.section.rejectedReason}</dt>
            <dd className={styles.text}>{data.decision.rejectedReason}</dd>
          </>
        )}
      </dl>
      {permittedActions.includes('DELETE') && (
        <Button onClick={() => setConfirming(true)} disabled={cancel.isPending}>
          {t.section.cancel}
        </Button>
      )}
      {confirming && (
        <CancelDialog
          t={t}
          text={t.section.confirmText(name, formatDate(data.startDate))}
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  )
}

function CancelDialog({
  t,
  text,
  pending,
  onConfirm,
  onClose,
}: {
  t: ServiceApplicationTexts
  text: string
  pending: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      title={t.section.confirmTitle}
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {t.section.confirm}
          </Button>
          <Button onClick={onClose}>{t.section.keep}</Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  )
}
