import { useEffect } from 'react'
import { sessionEvents } from '../api/session-events'
import { LeaveDialog, useLeaveGuard } from '../ui/leave-guard'

export interface UnsavedGuardTexts {
  title: string
  text: string
  leave: string
  stay: string
}

/**
 * Asks before a link, Back or closing the tab leaves a form with unsaved input (the form's own
 * Cancel asks itself, its Save does not). When the session ends the input is kept (useKeptInput)
 * and the guardian goes through the login back to this address, where the form opens with it, as
 * the application editor does. Used by the calendar's modals and the message editors.
 */
export function UnsavedGuard({ dirty, texts }: { dirty: boolean; texts: UnsavedGuardTexts }) {
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
      // A 401 (e.g. on Save): to the login and back to this address, not to the front page
      sessionEvents.claimUnauthorized(() => {
        release()
        const here = `${window.location.pathname}${window.location.search}`
        window.location.assign(`/login?next=${encodeURIComponent(here)}`)
      }),
    [release],
  )
  return (
    <LeaveDialog guard={guard} title={texts.title} text={texts.text} leaveLabel={texts.leave} stayLabel={texts.stay} />
  )
}
