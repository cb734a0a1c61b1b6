import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type Passkey } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { dayAndTime } from '../../shared/date-time'
import { browserSupportsPasskeys } from '../../shared/passkeys'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent, preloadOnIntent } from '../../shared/lazy-component'
import { usePersonalDataTexts } from './i18n'
import { passkeysQuery, personalDataKeys } from './queries'
import styles from './personal-data.module.css'

// The name forms' code when one opens (or on intent)
const AddPasskey = lazyComponent(() => import('./passkey-name-forms'))
const RenamePasskey = lazyComponent(() => import('./passkey-rename-form'))

/**
 * Passkeys (beyond the spec: the leading open-source system added them in 2026): log in without a
 * password, as a weak session. Registering, renaming and removing need a strong session.
 */
export function PasskeysPart({ strong }: { strong: boolean }) {
  const t = usePersonalDataTexts()
  const { data: passkeys } = useSuspenseQuery(passkeysQuery)
  const [adding, setAdding] = useState(false)
  const supported = browserSupportsPasskeys()
  return (
    <div className={styles.part}>
      <h3>{t.passkeys.title}</h3>
      <p>{t.passkeys.info}</p>
      {passkeys.length === 0 ? (
        <p>{t.passkeys.none}</p>
      ) : (
        <ul className={styles.passkeys}>
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} strong={strong} />
          ))}
        </ul>
      )}
      {!supported && <Alert kind="info">{t.passkeys.unsupported}</Alert>}
      {supported && strong && !adding && (
        <Button onClick={() => setAdding(true)} {...preloadOnIntent(AddPasskey)}>
          {t.passkeys.add}
        </Button>
      )}
      {supported && strong && adding && (
        <AsyncBoundary variant="inline" minHeight="6rem">
          <AddPasskey onDone={() => setAdding(false)} />
        </AsyncBoundary>
      )}
    </div>
  )
}

function PasskeyRow({ passkey: p, strong }: { passkey: Passkey; strong: boolean }) {
  const t = usePersonalDataTexts()
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const remove = useApiMutation({
    mutationFn: () => apiCall('deletePasskey', { params: { passkeyId: p.id } }),
    invalidates: [personalDataKeys.passkeys()],
    failureTitle: t.passkeys.removeFailed,
    onSettled: () => setConfirming(false),
  })
  return (
    <li className={styles.passkey}>
      {renaming ? (
        <AsyncBoundary variant="inline" minHeight="4rem">
          <RenamePasskey passkey={p} onDone={() => setRenaming(false)} />
        </AsyncBoundary>
      ) : (
        <>
          <strong>{p.name}</strong>
          <span className={styles.hint}>
            {dayAndTime(p.createdAt, t.passkeys.created)}
            {' · '}
            {p.lastUsedAt ? dayAndTime(p.lastUsedAt, t.passkeys.lastUsed) : t.passkeys.neverUsed}
          </span>
          {strong && (
            <span className={styles.rowActions}>
              <Button
                onClick={() => setRenaming(true)}
                aria-label={t.passkeys.renameOf(p.name)}
                {...preloadOnIntent(RenamePasskey)}
              >
                {t.passkeys.rename}
              </Button>
              <Button variant="danger" onClick={() => setConfirming(true)} aria-label={t.passkeys.removeOf(p.name)}>
                {t.passkeys.remove}
              </Button>
            </span>
          )}
        </>
      )}
      {confirming && (
        <Dialog
          title={t.passkeys.removeTitle}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>{t.cancel}</Button>
              <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
                {t.passkeys.remove}
              </Button>
            </>
          }
        >
          <p>{t.passkeys.removeText(p.name)}</p>
        </Dialog>
      )}
    </li>
  )
}
