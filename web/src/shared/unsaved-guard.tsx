import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { sessionEvents } from '../api/session-events'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
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
 * the application editor does. Used as such by the reply editor, the personal data sections, the
 * placement termination, the absence application, the child document and the sent income
 * statement's page; a form with a Cancel of its own that asks (the income statement editors, the
 * service application, the calendar's form modals, the new message) uses it through useLeaveForm.
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

/**
 * How a page form is left for `to`: after a save (`leave`), or by Cancel, which asks before
 * dropping typed input (`cancel`; staying is the first, primary choice, as in the guard's own
 * question). Links, Back and closing the tab ask through the UnsavedGuard it renders; the kept
 * input is dropped only when the guardian chose to leave by Cancel or it was saved. Render
 * `element` inside the form's page (or modal). Used by the income statement editors (adult and
 * child), the service application, the calendar's form modals (FormModal) and the new message
 * editor; in the two modals leaving is closing the modal.
 */
export function useLeaveForm({
  texts,
  to,
  dirty,
  busy,
  drop,
}: {
  texts: UnsavedGuardTexts
  /** The app path leaving goes to, or what leaving does (a modal closes) */
  to: string | (() => void)
  dirty: boolean
  /** A save is running or done: nothing to guard */
  busy: boolean
  /** Drops the kept input (useKeptInput's drop), when the form keeps it itself */
  drop?: () => void
}) {
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    // After the render that released the guard: the navigation must not ask again
    if (leaving && typeof to === 'string') void navigate(to)
  }, [leaving, navigate, to])
  const leave = () => {
    drop?.()
    if (typeof to === 'string') setLeaving(true)
    else to()
  }
  const element = (
    <>
      <UnsavedGuard dirty={dirty && !leaving && !busy} texts={texts} />
      {asking && (
        <Dialog
          title={texts.title}
          role="alertdialog"
          onClose={() => setAsking(false)}
          actions={
            <>
              <Button variant="primary" onClick={() => setAsking(false)}>
                {texts.stay}
              </Button>
              <Button onClick={leave}>{texts.leave}</Button>
            </>
          }
        >
          <p>{texts.text}</p>
        </Dialog>
      )}
    </>
  )
  // Nothing typed now, yet something may have been kept before it was undone: Cancel drops it too
  return { leave, cancel: () => (dirty ? setAsking(true) : leave()), element }
}
