import { useEffect, useState } from 'react'

export interface ToastMessage {
  text: string
  kind: 'success' | 'info'
}

type RegionModule = typeof import('./toast-region')
let loaded: RegionModule | null = null
const listeners = new Set<() => void>()

/**
 * Says something briefly in the toast region (e.g. "Saved." after a mutation); screen readers
 * hear it. The library behind it is loaded by the first toast, not with every page.
 */
export function toast(text: string, kind: ToastMessage['kind'] = 'success', timeout = 6000): void {
  void import('./toast-region').then((m) => {
    loaded = m
    listeners.forEach((l) => l())
    m.toastQueue.add({ text, kind }, { timeout })
  })
}

/** The region toasts show in; the shell renders one. Empty until the first toast. */
export function ToastRegion() {
  const [module, setModule] = useState<RegionModule | null>(loaded)
  useEffect(() => {
    const listener = () => setModule(loaded)
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, [])
  return module ? <module.Region /> : null
}
