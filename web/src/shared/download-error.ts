/**
 * A piece of the app itself (a page's code or texts) that did not arrive: no connection, a 5xx
 * or a new deployment. Asking again may help, so it is shown with a retry, not as a crash.
 */
export class DownloadError extends Error {}

/** `load`, whose failure is a DownloadError */
export function download<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((cause: unknown) => {
      throw new DownloadError('download failed', { cause })
    })
}

// What the failed downloads need done to be asked again, for the error boundary's retry
const retries = new Set<() => void>()

/** Called by `retryDownloads` once; e.g. a lazy page's new React.lazy (which keeps a failure for good) */
export function onRetryDownload(prepare: () => void): void {
  retries.add(prepare)
}

/** Makes the downloads that failed ready to be asked again; the retry then renders anew */
export function retryDownloads(): void {
  for (const prepare of retries) prepare()
  retries.clear()
}
