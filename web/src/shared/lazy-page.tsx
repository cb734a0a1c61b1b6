import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { download, onRetryDownload } from './download-error'

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts loading the page's chunk (once); main.tsx calls it for the address being opened. */
  preload: () => Promise<unknown>
}

/**
 * A page in its own chunk, like React.lazy, that can be asked for before it renders: a page whose
 * chunk has arrived by its first render shows at once, without suspending once more. A modal with
 * props too (the calendar's, preloaded on intent).
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** Asked with the chunk: e.g. the feature's texts, which its code would ask only once loaded */
  alongside?: () => Promise<unknown>,
): LazyPage<P> {
  let request: Promise<{ default: ComponentType<P> }> | null = null
  let loaded: ComponentType<P> | null = null
  const preload = () => {
    if (!request) {
      alongside?.().catch(() => {
        // the page asks again when it renders and shows the failure then
      })
      request = download(load)().then((m) => {
        loaded = m.default
        return m
      })
      request.catch(() =>
        // React.lazy keeps a failure for good: the page mounted by the error boundary's retry gets
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
  function Page(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would mount the page anew
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Page, { preload })
}
