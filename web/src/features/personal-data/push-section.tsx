import { useEffect, useRef, useState } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { WEB_PUSH_TOPICS, type WebPushSubscription, type WebPushTopic } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { useGlobalDialogs } from '../../shared/dialogs/global-dialogs'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { usePersonalDataTexts } from './i18n'
import { personalDataKeys, pushDevicesQuery, pushKeyQuery } from './queries'
import { currentSubscription, deviceNameOf, pushSupported, subscribeThisDevice } from '../../shared/push-device'
import pageStyles from '../../shared/page.module.css'
import styles from './personal-data.module.css'

const invalidates = [personalDataKeys.pushDevices()]

/**
 * issue 43: "Notifications on this device", beside the email settings. Shown only where the server
 * has VAPID keys (its key answers); turning on asks the browser's permission from this click only.
 * Each device with push on is listed with its topics, each switched at once, and can be removed.
 */
export function PushSection() {
  const key = useQuery({ ...pushKeyQuery, retry: false })
  if (!key.data) return null
  return (
    <AsyncBoundary variant="inline" minHeight="8rem">
      <PushDevices publicKey={key.data.publicKey} />
    </AsyncBoundary>
  )
}

function PushDevices({ publicKey }: { publicKey: string }) {
  const t = usePersonalDataTexts().push
  const dialogs = useGlobalDialogs()
  const devices = useSuspenseQuery(pushDevicesQuery).data
  // This browser's endpoint: its row is marked, and no second "turn on" is offered
  const [mine, setMine] = useState<string | null>(null)
  useEffect(() => {
    void currentSubscription().then((s) => setMine(s?.endpoint ?? null))
  }, [devices])
  const [denied, setDenied] = useState(false)
  // What a person clicked goes away (the switch once on, a removed device's row): the focus goes to
  // the section's heading, not to the page's body
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = () => heading.current?.focus()
  const subscribe = useApiMutation({
    mutationFn: async () => {
      const json = await subscribeThisDevice(publicKey)
      setDenied(json === 'denied')
      if (json === 'denied') return
      await apiCall('createWebPushSubscription', {
        body: {
          endpoint: json.endpoint!,
          expirationTime: json.expirationTime ?? null,
          keys: { p256dh: json.keys!.p256dh!, auth: json.keys!.auth! },
          deviceName: deviceNameOf(navigator.userAgent),
        },
      })
    },
    invalidates,
    failureTitle: t.failed,
    onSucceeded: focusHeading,
  })
  const change = useApiMutation({
    mutationFn: (d: { device: WebPushSubscription; topics: WebPushTopic[] }) =>
      apiCall('updateWebPushSubscription', {
        params: { id: d.device.id },
        body: { topics: d.topics, deviceName: d.device.deviceName },
      }),
    invalidates,
    failureTitle: t.changeFailed,
  })
  const remove = useApiMutation({
    mutationFn: async (device: WebPushSubscription) => {
      await apiCall('deleteWebPushSubscription', { params: { id: device.id } })
      // This browser's own: its push service forgets it too
      if (device.endpoint === mine) await (await currentSubscription())?.unsubscribe()
    },
    invalidates,
    failureTitle: t.removeFailed,
    onSucceeded: focusHeading,
  })
  const nameOf = (d: WebPushSubscription) => `${d.deviceName ?? '—'}${d.endpoint === mine ? ` (${t.thisDevice})` : ''}`
  const thisOn = mine !== null && devices.some((d) => d.endpoint === mine)
  return (
    <section id="push" className={pageStyles.card} aria-labelledby="push-title">
      <h2 id="push-title" tabIndex={-1} ref={heading}>
        {t.title}
      </h2>
      <p>{t.info}</p>
      {!pushSupported() ? (
        <p>{t.unsupported}</p>
      ) : (
        !thisOn && (
          <Button variant="primary" disabled={subscribe.isPending} onClick={() => subscribe.mutate(undefined)}>
            {t.turnOn}
          </Button>
        )
      )}
      {denied && (
        <Alert kind="warning" live>
          {t.denied}
        </Alert>
      )}
      <h3>{t.devices}</h3>
      {devices.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className={styles.pushDevices}>
          {devices.map((d) => (
            <li key={d.id}>
              <strong>{nameOf(d)}</strong>
              <div role="group" aria-label={t.topicsOf(nameOf(d))} className={styles.pushTopics}>
                {WEB_PUSH_TOPICS.map((topic) => {
                  const on = d.topics.includes(topic)
                  return (
                    <Button
                      key={topic}
                      aria-pressed={on}
                      disabled={change.isPending}
                      onClick={() =>
                        change.mutate({
                          device: d,
                          topics: on ? d.topics.filter((x) => x !== topic) : [...d.topics, topic],
                        })
                      }
                    >
                      <span aria-hidden="true">{on ? '✓ ' : ''}</span>
                      {t.topics[topic]}
                    </Button>
                  )
                })}
              </div>
              {/* A plain button: the dialog's is the one that removes */}
              <Button
                onClick={() =>
                  dialogs.confirm({
                    title: t.removeTitle,
                    text: t.removeText(nameOf(d)),
                    confirmLabel: t.removeConfirm,
                    onConfirm: () => remove.mutate(d),
                  })
                }
              >
                {t.remove(nameOf(d))}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
