import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  absenceApplicationErrors,
  absenceApplicationPath,
  formatDate,
  formatInstantDate,
  type AbsenceApplicationCitizen,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { Button, ButtonLink } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { toast } from '../../ui/toast'
import { absenceApplicationKeys, absenceApplicationsQuery } from './queries'
import { useAbsenceApplicationTexts } from './i18n'
import styles from './absence-applications.module.css'

const period = (a: { startDate: string; endDate: string }) => `${formatDate(a.startDate)}–${formatDate(a.endDate)}`

/**
 * The child page's absence applications (spec 001 "Child page", reference §7): each with its
 * period, reason, status, decision date and a rejection's reason; Cancel while the application
 * may be withdrawn, after a confirmation that says what happens; a link to a new one.
 */
export function AbsenceApplicationsSection({ childId }: { childId: string }) {
  const t = useAbsenceApplicationTexts().section
  const { data } = useSuspenseQuery(absenceApplicationsQuery(childId))
  const [cancelling, setCancelling] = useState<AbsenceApplicationCitizen['data'] | null>(null)
  const cancel = useApiMutation({
    mutationFn: (id: string) => apiCall('deleteAbsenceApplication', { params: { id } }),
    invalidates: [absenceApplicationKeys.ofChild(childId)],
    // Decided meanwhile: the list shows the decision
    invalidateOnError: true,
    errorTexts: { [absenceApplicationErrors.alreadyDecided]: t.alreadyDecided },
    failureTitle: t.cancelFailed,
    onSettled: () => setCancelling(null),
  })
  return (
    <>
      <p>{t.intro}</p>
      {data.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className={styles.list} data-qa="absence-applications">
          {data.map(({ data: a, actions }) => (
            <li key={a.id} className={styles.item} data-qa="absence-application">
              <h3>{period(a)}</h3>
              <dl className={styles.facts}>
                <dt>{t.status}</dt>
                <dd>
                  <span className={styles.status}>
                    <span className={`${styles.dot} ${styles[a.status]}`} aria-hidden="true" />
                    {t.statuses[a.status]}
                  </span>
                </dd>
                <dt>{t.description}</dt>
                <dd className={styles.description}>{a.description}</dd>
                <dt>{t.sent}</dt>
                <dd>{formatInstantDate(a.createdAt)}</dd>
                {a.decidedAt && (
                  <>
                    <dt>{t.decided}</dt>
                    <dd>{formatInstantDate(a.decidedAt)}</dd>
                  </>
                )}
                {a.rejectedReason && (
                  <>
                    <dt>{t.rejectedReason}</dt>
                    <dd className={styles.description}>{a.rejectedReason}</dd>
                  </>
                )}
              </dl>
              {actions.includes('DELETE') && (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setCancelling(a)}>
                    {t.cancel}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <ButtonLink variant="primary" to={absenceApplicationPath(childId)}>
          {t.new}
        </ButtonLink>
      </div>
      {cancelling && (
        <Dialog
          title={t.cancelTitle}
          role="alertdialog"
          onClose={() => setCancelling(null)}
          actions={
            <>
              <Button
                variant="danger"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(cancelling.id, { onSuccess: () => toast(t.cancelled, 'success') })}
              >
                {t.cancelConfirm}
              </Button>
              <Button onClick={() => setCancelling(null)}>{t.keep}</Button>
            </>
          }
        >
          <p>{t.cancelText(period(cancelling))}</p>
        </Dialog>
      )}
    </>
  )
}
