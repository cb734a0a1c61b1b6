import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Renders its children once the child page's section around it (a <details>) is open: a closed
 * section's form would load its code for nothing. A pointer or the focus on the section's title
 * calls `ifClosed` (a lazy part's preload), so the code is usually there by the click.
 */
export function WhenOpened({ children, ifClosed }: { children: ReactNode; ifClosed: () => Promise<unknown> }) {
  const marker = useRef<HTMLSpanElement>(null)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    const details = marker.current?.closest('details')
    if (!details || details.open) {
      setOpened(true)
      return
    }
    const summary = details.querySelector('summary')
    const preload = () => {
      ifClosed().catch(() => {
        // the part shows the failure when it renders
      })
    }
    const onToggle = () => {
      if (details.open) setOpened(true)
    }
    details.addEventListener('toggle', onToggle)
    summary?.addEventListener('pointerenter', preload)
    summary?.addEventListener('focus', preload)
    return () => {
      details.removeEventListener('toggle', onToggle)
      summary?.removeEventListener('pointerenter', preload)
      summary?.removeEventListener('focus', preload)
    }
  }, [ifClosed])
  return opened ? children : <span ref={marker} hidden />
}
