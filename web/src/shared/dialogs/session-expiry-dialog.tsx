import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { sessionEvents } from '../../api/session-events'
import { authKeys, useUser } from '../auth'
import { minutesLeft, sessionPhase, type SessionPhase } from './session-expiry'

/**
 * Warns before the session expires (the server reports the expiry on every answer) and tells
 * when it has expired, inviting a new login.
 */
export function SessionExpiryDialog() {
  const { t } = useTranslation()
  const user = useUser()
  const queryClient = useQueryClient()
  // The expiry already reported before this dialog's chunk arrived counts too
  const [expiresAt, setExpiresAt] = useState<Date | null>(() => sessionEvents.expiresAt())
  const [now, setNow] = useState(() => new Date())

  useEffect(() => sessionEvents.onSessionExtended(setExpiresAt), [])
  useEffect(() => {
    if (!expiresAt) return
    const tick = setInterval(() => setNow(new Date()), 15_000)
    // Wake exactly when the phase changes, not only on the next tick
    const phaseTimers = [expiresAt.getTime() - 2 * 60_000, expiresAt.getTime()].map((at) =>
      setTimeout(() => setNow(new Date()), Math.max(0, at - Date.now()) + 50),
    )
    return () => {
      clearInterval(tick)
      phaseTimers.forEach(clearTimeout)
    }
  }, [expiresAt])

  if (!user || !expiresAt) return null
  const phase: SessionPhase = sessionPhase(expiresAt, now)
  if (phase === 'active') return null

  if (phase === 'expiring') {
    return (
      <Dialog
        title={t.notices.sessionExpiringTitle}
        role="alertdialog"
        onClose={() => void queryClient.refetchQueries({ queryKey: authKeys.status })}
        actions={
          <Button variant="primary" onClick={() => void queryClient.refetchQueries({ queryKey: authKeys.status })}>
            {t.notices.sessionContinue}
          </Button>
        }
      >
        <p>{t.notices.sessionExpiringText(minutesLeft(expiresAt, now))}</p>
      </Dialog>
    )
  }
  const next = `${window.location.pathname}${window.location.search}`
  return (
    <Dialog
      title={t.notices.sessionExpiredTitle}
      role="alertdialog"
      actions={
        <Button variant="primary" onClick={() => window.location.assign(`/login?next=${encodeURIComponent(next)}`)}>
          {t.notices.sessionLoginAgain}
        </Button>
      }
    >
      <p>{t.notices.sessionExpiredText}</p>
    </Dialog>
  )
}
