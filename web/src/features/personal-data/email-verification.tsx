import { useEffect, useState } from 'react'
import { emailState, personalDataErrors, type EmailVerificationStatus } from '@citizen/contract/web'
import { apiCall, ApiError } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { dayAndTime } from '../../shared/date-time'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { toast } from '../../ui/toast'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent } from '../../shared/lazy-component'
import { usePersonalDataTexts } from './i18n'
import { detailsChangeInvalidates } from './queries'
import styles from './personal-data.module.css'
import { SaveFailure } from './save-failure'

// The code's form only while a code is pending
const CodeForm = lazyComponent(() => import('./email-code-form'))

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409

/**
 * The email's state (spec 001 "States"): none, unverified (send a code, then type it), verified, or
 * verified with a login username of another address (update the username).
 */
export function EmailVerificationPart({
  status,
  username,
  strong,
}: {
  status: EmailVerificationStatus
  username: string | null
  strong: boolean
}) {
  const t = usePersonalDataTexts()
  const state = emailState({ email: status.email, verifiedEmail: status.verifiedEmail, weakLoginUsername: username })
  const email = status.email ?? ''
  const pending = status.latestVerification?.email === email ? status.latestVerification : null
  const send = useApiMutation({
    mutationFn: () => apiCall('sendEmailVerificationCode'),
    invalidates: detailsChangeInvalidates,
    invalidateOnError: true,
    errorTexts: {
      [personalDataErrors.nothingToVerify]: t.email.nothingToVerify,
      [personalDataErrors.tooManyVerificationCodes]: t.email.tooManyCodes,
    },
  })
  // The button that was pressed is gone once the code is sent: the new code's field takes the focus
  const [focusCode, setFocusCode] = useState(false)
  const sendCode = () => {
    setFocusCode(true)
    send.mutate(undefined, {
      onSuccess: () => toast(t.email.codeSentToast),
      onError: () => setFocusCode(false),
    })
  }
  const sendError = send.errorText && (
    <Alert kind="error" live>
      {send.errorText}
    </Alert>
  )
  // Owned here, not by the code form: the form is gone once the email is verified, and the success
  // toast must still come
  const verify = useVerifyEmail()
  const updateUsername = useApiMutation({
    mutationFn: () => apiCall('updateWeakLoginCredentials', { body: { username: email, password: null } }),
    invalidates: detailsChangeInvalidates,
  })
  // The first code and a new one are offered alike, in other words
  const codeOffer = { waitSeconds: status.newCodeWaitSeconds, onSend: sendCode, pending: send.isPending }
  return (
    <div className={styles.part}>
      <h3 id="email-title">{t.email.title}</h3>
      {state === 'NONE' && <p>{t.email.none}</p>}
      {state === 'VERIFIED' && <p>{t.email.verified(email)}</p>}
      {state === 'UNVERIFIED' && (
        <>
          <Alert kind="warning">{t.email.unverified(email)}</Alert>
          {!strong ? null : pending ? (
            <>
              <AsyncBoundary variant="inline" minHeight="8rem">
                <CodeForm
                  key={pending.id}
                  verificationId={pending.id}
                  email={pending.email}
                  expiresAt={pending.expiresAt}
                  verify={verify}
                  focusOnMount={focusCode}
                />
              </AsyncBoundary>
              <div className={styles.newCode}>
                <p>{t.email.notArrived}</p>
                <NewCodeOffer
                  key={`${pending.id}:${status.newCodeWaitSeconds}`}
                  {...codeOffer}
                  label={t.email.sendNew}
                  variant="secondary"
                />
                {sendError}
              </div>
            </>
          ) : (
            <>
              <p>{t.email.sendInfo}</p>
              <NewCodeOffer key={status.newCodeWaitSeconds} {...codeOffer} label={t.email.send} variant="primary" />
              {sendError}
            </>
          )}
        </>
      )}
      {state === 'USERNAME_MISMATCH' && (
        <>
          <Alert kind="warning">{t.email.usernameDiffers(username ?? '', email)}</Alert>
          {strong && (
            <Button
              variant="primary"
              onClick={() => updateUsername.mutate(undefined, { onSuccess: () => toast(t.email.usernameUpdated) })}
              disabled={updateUsername.isPending || isConflict(updateUsername.error)}
            >
              {t.email.updateUsername}
            </Button>
          )}
          <SaveFailure
            conflictWith={isConflict(updateUsername.error) ? email.toLowerCase() : null}
            errorText={updateUsername.errorText}
          />
        </>
      )}
    </div>
  )
}

/**
 * The button that asks for a code, once the server's wait is over (a minute after the last code,
 * longer past the hour's limit); until then the time it can be pressed. Keyed by the wait: a new
 * status starts it again.
 */
function NewCodeOffer({
  waitSeconds,
  label,
  variant,
  onSend,
  pending,
}: {
  waitSeconds: number
  label: string
  variant: 'primary' | 'secondary'
  onSend: () => void
  pending: boolean
}) {
  const t = usePersonalDataTexts()
  const [readyAt] = useState(() => new Date(Date.now() + waitSeconds * 1000).toISOString())
  const [ready, setReady] = useState(waitSeconds === 0)
  useEffect(() => {
    if (ready) return
    const timer = setTimeout(() => setReady(true), waitSeconds * 1000)
    return () => clearTimeout(timer)
  }, [ready, waitSeconds])
  if (!ready) return <p>{dayAndTime(readyAt, (_day, time) => t.email.newCodeAt(time))}</p>
  return (
    <div className={styles.actions}>
      <Button variant={variant} onClick={onSend} disabled={pending}>
        {label}
      </Button>
    </div>
  )
}

export function useVerifyEmail() {
  const t = usePersonalDataTexts()
  return useApiMutation({
    mutationFn: (body: { id: string; code: string }) => apiCall('verifyEmail', { body }),
    invalidates: detailsChangeInvalidates,
    errorTexts: { [personalDataErrors.invalidVerificationCode]: t.email.wrongCode },
  })
}
