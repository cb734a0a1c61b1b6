import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { download, onRetryDownload } from './download-error'

export type LazyComponent<P extends object = object> = ComponentType<P> & {
  /** Starts loading the component's chunk (once): main.tsx for the page being opened, or on intent */
  preload: () => Promise<unknown>
}

/**
 * A page or a part of one (a form, a modal) in its own chunk, like React.lazy, that can be asked
 * for before it renders: a chunk that has arrived by its first render shows at once, without
 * suspending once more. Render it inside an `AsyncBoundary` (the boundary shows the loading and a
 * failed download, with a retry).
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** Asked with the chunk: e.g. the feature's texts, which its code would ask only once loaded */
  alongside?: () => Promise<unknown>,
): LazyComponent<P> {
  let request: Promise<{ default: ComponentType<P> }> | null = null
  let loaded: ComponentType<P> | null = null
  const preload = () => {
    if (!request) {
      alongside?.().catch(() => {
        // the component asks again when it renders and shows the failure then
      })
      request = download(load)().then((m) => {
        loaded = m.default
        return m
      })
      request.catch(() =>
        // React.lazy keeps a failure for good: the part mounted by the error boundary's retry gets
        // a new one. Not before, or rendering again after the failure would ask again at once.
        onRetryDownload(() => {
          request = null
          Lazy = lazy(preload)
        }),
      )
    }
    return request
  }
  let Lazy: LazyExoticComponent<ComponentType<P>> = lazy(preload)
  function Part(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would mount it anew
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Part, { preload })
}

/**
 * Props for what opens lazy parts (a button, a link): their chunks are asked for when a pointer or
 * the focus comes to it, or a finger touches it, so a part has usually arrived by the click.
 */
export function preloadOnIntent(...parts: { preload: () => Promise<unknown> }[]) {
  const preload = () => {
    for (const part of parts)
      part.preload().catch(() => {
        // the part shows the failure when it renders
      })
  }
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload }
}
