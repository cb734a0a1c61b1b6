import { useEffect } from 'react'
import { sessionEvents } from '../../api/session-events'
import { LeaveDialog, useLeaveGuard } from '../../ui/leave-guard'
import { useCalendarTexts } from './i18n'

/**
 * Asks before a link, Back or closing the tab leaves a modal with unsaved input (Cancel asks in the
 * modal, Save does not). When the session ends the input is kept (useKeptInput) and the guardian
 * goes through the login back to this modal, which opens with it, as the application editor does.
 */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const t = useCalendarTexts()
  const guard = useLeaveGuard({
    when: dirty,
    // The expiry dialog's "log in again": the kept input comes back after the login, no need to ask
    onUnload: () => {
      const expiry = sessionEvents.expiresAt()
      return !(expiry && expiry.getTime() <= Date.now())
    },
  })
  const release = guard.release
  useEffect(
    () =>
      // A 401 (e.g. on Save): to the login and back to this modal (its address), not to the front page
      sessionEvents.claimUnauthorized(() => {
        release()
        const here = `${window.location.pathname}${window.location.search}`
        window.location.assign(`/login?next=${encodeURIComponent(here)}`)
      }),
    [release],
  )
  return (
    <LeaveDialog
      guard={guard}
      title={t.form.leaveTitle}
      text={t.form.leaveText}
      leaveLabel={t.form.leave}
      stayLabel={t.form.stay}
    />
  )
}
