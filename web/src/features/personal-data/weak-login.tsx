import { useState } from 'react'
import { type PasswordConstraints } from '@citizen/contract/web'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent, preloadOnIntent } from '../../shared/lazy-component'
import { usePersonalDataTexts } from './i18n'
import styles from './personal-data.module.css'

// The password form's code when it opens (or on intent)
const PasswordForm = lazyComponent(() => import('./password-form'))

/**
 * Username-and-password login (spec 001, reference §13): off, or on with the username (the
 * verified email). Turning it on needs a verified email; with it on the password can be changed.
 * Both need a strong session.
 */
export function WeakLoginPart({
  username,
  verifiedEmail,
  emailVerified,
  constraints,
  strong,
}: {
  username: string | null
  verifiedEmail: string | null
  /** The current email is the verified one */
  emailVerified: boolean
  constraints: PasswordConstraints
  strong: boolean
}) {
  const t = usePersonalDataTexts()
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<'enabled' | 'changed' | null>(null)
  const enabled = username !== null
  const canEnable = emailVerified && verifiedEmail !== null
  return (
    <div className={styles.part}>
      <h3>{t.weakLogin.title}</h3>
      {enabled ? (
        <dl className={styles.facts}>
          <dt>{t.weakLogin.username}</dt>
          <dd>{username}</dd>
          <dt>{t.weakLogin.password}</dt>
          <dd>{t.weakLogin.passwordSet}</dd>
        </dl>
      ) : (
        <p>{t.weakLogin.off}</p>
      )}
      {!enabled && !canEnable && <Alert kind="info">{t.weakLogin.verifyFirst}</Alert>}
      {strong && (enabled || canEnable) && !open && (
        <Button
          variant={enabled ? 'secondary' : 'primary'}
          onClick={() => setOpen(true)}
          {...preloadOnIntent(PasswordForm)}
        >
          {enabled ? t.weakLogin.changePassword : t.weakLogin.enable}
        </Button>
      )}
      {strong && open && (
        <AsyncBoundary variant="inline" minHeight="16rem">
          <PasswordForm
            // On: only the password changes; off: the username is the verified email
            username={enabled ? null : verifiedEmail}
            constraints={constraints}
            onCancel={() => setOpen(false)}
            onSaved={() => {
              setOpen(false)
              setDone(enabled ? 'changed' : 'enabled')
            }}
          />
        </AsyncBoundary>
      )}
      {done && (
        <Dialog
          title={done === 'enabled' ? t.weakLogin.enabledTitle : t.weakLogin.changedTitle}
          onClose={() => setDone(null)}
          actions={
            <Button variant="primary" onClick={() => setDone(null)}>
              {t.ok}
            </Button>
          }
        >
          <p>
            {done === 'enabled' ? t.weakLogin.enabledText(username ?? verifiedEmail ?? '') : t.weakLogin.changedText}
          </p>
        </Dialog>
      )}
    </div>
  )
}
