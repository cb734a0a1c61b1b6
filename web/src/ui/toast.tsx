import { useEffect, useState, useSyncExternalStore } from 'react'
import { announcer } from './live-announcer'

export interface ToastMessage {
  text: string
  kind: 'success' | 'info'
}

type RegionModule = typeof import('./toast-region')
let loaded: RegionModule | null = null
const listeners = new Set<() => void>()

/**
 * Says something briefly in the toast region (e.g. "Saved." after a mutation). Screen readers
 * hear it from the page's live region (live-announcer.ts), which every toast reaches, also one
 * that comes as the previous one times out. The library behind the visible toast is loaded by
 * the first toast, not with every page.
 */
export function toast(text: string, kind: ToastMessage['kind'] = 'success', timeout = 6000): void {
  announcer.announce(text, timeout)
  void import('./toast-region').then((m) => {
    loaded = m
    listeners.forEach((l) => l())
    m.toastQueue.add({ text, kind }, { timeout })
  })
}

/**
 * The region toasts show in, and the live region they are read from; the shell renders one. The
 * live region is there from the first paint, the visible region from the first toast.
 */
export function ToastRegion() {
  const [module, setModule] = useState<RegionModule | null>(loaded)
  useEffect(() => {
    const listener = () => setModule(loaded)
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, [])
  const spoken = useSyncExternalStore(announcer.subscribe, announcer.text, () => '')
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-qa="toast-live">
        {spoken}
      </div>
      {module ? <module.Region /> : null}
    </>
  )
}
