/**
 * A piece of the app itself (a page's code or texts) that did not arrive: no connection, a 5xx
 * or a new deployment. Asking again may help, so it is shown with a retry, not as a crash.
 */
export class DownloadError extends Error {}

/** `load`, whose failure is a DownloadError */
export function download<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((cause: unknown) => {
      throw new DownloadError('A part of the app could not be downloaded', { cause })
    })
}
