import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { formatInstantDate } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { Alert } from '../../ui/alert'
import { toast } from '../../ui/toast'
import { calendarEventKeys, calendarSubscriptionQuery } from './event-queries'
import { useCalendarEventTexts } from './i18n/events'
import styles from './events.module.css'

type Asking = 'renew' | 'revoke' | null

/**
 * The calendar subscription (issue 29), in the calendar and in personal details: the secret
 * address of an iCalendar feed of the family's calendar. Only its hash is stored, so the address
 * shows once, when made; renewing and revoking ask first and say that the old address stops working.
 */
export function SubscriptionSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useCalendarEventTexts()
  const status = useQuery(calendarSubscriptionQuery)
  const [url, setUrl] = useState<string | null>(null)
  const [asking, setAsking] = useState<Asking>(null)
  const create = useApiMutation({
    mutationFn: () => apiCall('createCalendarSubscription'),
    invalidates: [calendarEventKeys.subscription()],
    failureTitle: t.subscription.failureTitle,
    onSettled: () => setAsking(null),
  })
  const revoke = useApiMutation({
    mutationFn: () => apiCall('revokeCalendarSubscription'),
    invalidates: [calendarEventKeys.subscription()],
    failureTitle: t.subscription.failureTitle,
    onSettled: () => setAsking(null),
  })
  const make = () =>
    create.mutate(undefined, { onSuccess: (answer) => setUrl(`${window.location.origin}${answer.path}`) })
  const copy = () =>
    void navigator.clipboard?.writeText(url ?? '').then(
      () => toast(t.subscription.copied),
      () => undefined,
    )
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const active = status.data?.active ?? false
  if (status.isError) return null
  return (
    <section className={styles.subscription} aria-labelledby="calendar-subscription" data-qa="calendar-subscription">
      <Heading id="calendar-subscription">{t.subscription.heading}</Heading>
      <p>{t.subscription.intro}</p>
      {status.data && (
        <p data-qa="subscription-status">
          {active && status.data.createdAt
            ? t.subscription.active(formatInstantDate(status.data.createdAt))
            : t.subscription.none}
        </p>
      )}
      {url && active && (
        <>
          <Alert kind="info">{t.subscription.onceOnly}</Alert>
          <p className={styles.url}>
            <span>
              <strong>{t.subscription.urlLabel}:</strong>{' '}
              <code data-qa="subscription-url" className={styles.urlText}>
                {url}
              </code>
            </span>
            <Button onClick={copy}>{t.subscription.copy}</Button>
          </p>
        </>
      )}
      {!url && active && <p>{t.subscription.hiddenUrl}</p>}
      <div className={styles.buttons}>
        {active ? (
          <>
            <Button onClick={() => setAsking('renew')}>{t.subscription.renew}</Button>
            <Button onClick={() => setAsking('revoke')}>{t.subscription.revoke}</Button>
          </>
        ) : (
          status.data && (
            <Button variant="primary" disabled={create.isPending} onClick={make}>
              {t.subscription.create}
            </Button>
          )
        )}
      </div>
      {asking && (
        <Dialog
          role="alertdialog"
          title={asking === 'renew' ? t.subscription.renewTitle : t.subscription.revokeTitle}
          onClose={() => setAsking(null)}
          actions={
            <>
              <Button onClick={() => setAsking(null)}>{t.subscription.keep}</Button>
              <Button
                variant="primary"
                disabled={create.isPending || revoke.isPending}
                onClick={() =>
                  asking === 'renew' ? make() : revoke.mutate(undefined, { onSuccess: () => setUrl(null) })
                }
              >
                {asking === 'renew' ? t.subscription.confirmRenew : t.subscription.confirmRevoke}
              </Button>
            </>
          }
        >
          <p>{asking === 'renew' ? t.subscription.renewText : t.subscription.revokeText}</p>
        </Dialog>
      )}
    </section>
  )
}
