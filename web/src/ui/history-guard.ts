/**
 * The first popstate listener of the page. react-router's BrowserRouter handles Back/Forward in
 * its own window listener, and listeners on the target run in the order they were added
 * (a capturing one gets no head start there), so holding a move back must be registered before
 * the router mounts: main.tsx imports this module before rendering.
 */
type Hold = (event: PopStateEvent) => boolean

let hold: Hold | null = null

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    // The router never hears of a move the page holds
    if (hold?.(event)) event.stopImmediatePropagation()
  })
}

/** While set, `handler` sees every popstate first; answering true keeps it from the router. Answers the release. */
export function holdPopState(handler: Hold): () => void {
  hold = handler
  return () => {
    if (hold === handler) hold = null
  }
}
