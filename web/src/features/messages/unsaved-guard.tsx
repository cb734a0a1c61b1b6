import { useEffect } from 'react'
import { sessionEvents } from '../../api/session-events'
import { LeaveDialog, useLeaveGuard } from '../../ui/leave-guard'
import { useMessageTexts } from './i18n'

/**
 * Asks before a link, Back or closing the tab leaves unsent text. When the session ends the text
 * is kept (useKeptInput) and the guardian goes through the login back to this address, where the
 * editor opens with it again.
 */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const t = useMessageTexts()
  const guard = useLeaveGuard({
    when: dirty,
    onUnload: () => {
      const expiry = sessionEvents.expiresAt()
      return !(expiry && expiry.getTime() <= Date.now())
    },
  })
  const release = guard.release
  useEffect(
    () =>
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
      title={t.editor.leaveTitle}
      text={t.editor.leaveText}
      leaveLabel={t.editor.leave}
      stayLabel={t.editor.stay}
    />
  )
}
