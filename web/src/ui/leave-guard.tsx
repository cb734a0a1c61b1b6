import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from './button'
import { Dialog } from './dialog'
import { holdPopState } from './history-guard'

/** Where following a clicked link leads, when it leaves the page in this tab. */
export type LeaveTarget = { kind: 'app'; path: string } | { kind: 'document'; href: string }

/**
 * The navigation a link click would make, or null when it does not leave this page in this tab
 * (another tab or window, a download, a jump within the page). Same-origin pages other than
 * /api/ are the app's own routes; anything else loads a new document.
 */
export function leaveTarget(
  link: { href: string; target: string; hasDownload: boolean },
  current: { href: string },
): LeaveTarget | null {
  if (link.hasDownload || (link.target !== '' && link.target !== '_self')) return null
  let url: URL
  try {
    url = new URL(link.href, current.href)
  } catch {
    return null
  }
  const here = new URL(current.href)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null // mailto:, tel:
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return null
  if (url.origin === here.origin && !url.pathname.startsWith('/api/')) {
    return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` }
  }
  return { kind: 'document', href: url.href }
}

interface Options {
  /** Ask before leaving while true (unsaved changes) */
  when: boolean
  /**
   * Closing or reloading the tab: called first; answer false to let the page go without the
   * browser's prompt (e.g. the work was kept elsewhere)
   */
  onUnload?: () => boolean
}

export interface LeaveGuard {
  /** A leave is waiting for the user's answer */
  asking: boolean
  /** Leave as asked */
  leave: () => void
  /** Stay on the page */
  stay: () => void
  /** From now on leave without asking (after saving, or when sent to login); one function for the page's life */
  release: () => void
}

/**
 * Asks before leaving a page with unsaved changes. The app uses the declarative BrowserRouter,
 * where react-router's useBlocker does not work (it needs a data router), so:
 * - link clicks are caught on the document in the capture phase, before React and the router
 *   see them;
 * - Back and Forward are caught by the page's first popstate listener (history-guard.ts, added
 *   before the router's) and undone with history.go until answered;
 * - closing or reloading the tab gets the browser's beforeunload prompt.
 * Programmatic navigate() calls are not asked about: the page calls release() before them.
 */
export function useLeaveGuard({ when, onUnload }: Options): LeaveGuard {
  const navigate = useNavigate()
  const [pending, setPending] = useState<(() => void) | null>(null)
  const active = useRef(when)
  active.current = when
  const released = useRef(false)
  const unloadHook = useRef(onUnload)
  unloadHook.current = onUnload
  const guarding = () => active.current && !released.current

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!guarding() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null
      if (!link) return
      const target = leaveTarget(
        { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') },
        window.location,
      )
      if (!target) return
      e.preventDefault()
      e.stopPropagation()
      setPending(() => () => {
        released.current = true
        if (target.kind === 'app') navigate(target.path)
        else window.location.assign(target.href)
      })
    }

    // react-router keeps the history index in history.state.idx
    const indexOf = (state: unknown) => (state as { idx?: unknown } | null)?.idx
    const index = indexOf(window.history.state)
    const onPopState = (e: PopStateEvent) => {
      if (!guarding()) return false
      const to = indexOf(e.state)
      if (typeof index !== 'number' || typeof to !== 'number') return false
      // Our own undo arriving: the router never saw the move, so there is nothing more to do
      if (to === index) return true
      const delta = index - to
      window.history.go(delta)
      setPending(() => () => {
        released.current = true
        window.history.go(-delta)
      })
      return true
    }

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!guarding()) return
      if (unloadHook.current && !unloadHook.current()) return
      e.preventDefault()
      // Older browsers show the prompt only with a return value
      e.returnValue = ''
    }

    document.addEventListener('click', onClick, true)
    const releasePopState = holdPopState(onPopState)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      releasePopState()
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [navigate])

  // The same function for the page's life: effects may hold it
  const release = useCallback(() => {
    released.current = true
  }, [])
  return {
    asking: pending !== null,
    leave: () => {
      const go = pending
      setPending(null)
      go?.()
    },
    stay: () => setPending(null),
    release,
  }
}

/** The question itself: staying is the first (focused) choice. */
export function LeaveDialog({
  guard,
  title,
  text,
  leaveLabel,
  stayLabel,
  onLeave,
}: {
  guard: LeaveGuard
  title: string
  text: string
  leaveLabel: string
  stayLabel: string
  /** Called when the user chooses to leave, before leaving (e.g. to drop a kept copy) */
  onLeave?: () => void
}) {
  if (!guard.asking) return null
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={guard.stay}
      actions={
        <>
          <Button variant="primary" onClick={guard.stay}>
            {stayLabel}
          </Button>
          <Button
            onClick={() => {
              onLeave?.()
              guard.leave()
            }}
          >
            {leaveLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  )
}
