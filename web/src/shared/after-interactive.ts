import { useEffect } from 'react'

/**
 * The performance mark set when the first work for after the page is interactive starts:
 * e2e/tests/budget.spec.ts counts the scripts asked for before it as the page's first load and
 * reports those asked for after it apart (the browser's idle moments and the meter's are not
 * ordered, a mark is).
 */
export const afterInteractiveMark = 'after-interactive'

type Idle = (callback: () => void) => number
const requestIdle: Idle = (callback) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback)
    : window.setTimeout(callback, 1)
const cancelIdle = (handle: number) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : window.clearTimeout(handle)

/**
 * Runs `task` at the browser's next idle moment: work that must not delay the page, e.g. the code
 * of the form a reader is likely to open next, or a desktop map beside a list already usable.
 * Call it when the page's content has rendered (from an effect), never before. Returns a cancel.
 */
export function whenInteractive(task: () => void): () => void {
  const handle = requestIdle(() => {
    if (performance.getEntriesByName(afterInteractiveMark).length === 0) performance.mark(afterInteractiveMark)
    task()
  })
  return () => cancelIdle(handle)
}

/**
 * Asks for lazy parts (`lazyComponent`s) at the first idle moment after the component has
 * rendered, while `when` holds: for the form that is a page's likely next step (e.g. the personal
 * details' editor for a person who may edit them). A part already asked for is not asked again.
 */
export function usePreloadWhenIdle(parts: readonly { preload: () => Promise<unknown> }[], when = true): void {
  useEffect(
    () => {
      if (!when) return
      return whenInteractive(() => {
        for (const part of parts) {
          part.preload().catch(() => {
            // the part shows the failure when it renders
          })
        }
      })
    },
    // The parts are module constants
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [when],
  )
}
