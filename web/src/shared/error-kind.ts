import { ApiError, NetworkError, isServiceUnavailable } from '../api/client'
import { DownloadError } from './download-error'

/**
 * What went wrong, as a person should be told. One classification for page loads (AsyncBoundary)
 * and for failed actions (apiErrorText), so the two never word the same failure differently.
 * - unauthorized: 401, the session ended; apiCall has already handed it to sessionEvents (login)
 * - notFound: 404, or 400 for a malformed id in the address (another family's ids also answer 404)
 * - offline: no answer came, or the browser knows it is offline
 * - unavailable: 503 DATABASE_UNAVAILABLE, retrying helps
 * - failed: any other answer from the server, or a part of the app that did not download
 * - crash: not a call at all (a bug while rendering): only a reload can help
 */
export type ErrorKind = 'unauthorized' | 'noAccess' | 'notFound' | 'offline' | 'unavailable' | 'failed' | 'crash'

export function errorKind(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): ErrorKind {
  if (error instanceof NetworkError) return 'offline'
  if (error instanceof DownloadError) return online ? 'failed' : 'offline'
  if (!(error instanceof ApiError)) return online ? 'crash' : 'offline'
  if (isServiceUnavailable(error)) return 'unavailable'
  if (error.status === 401) return 'unauthorized'
  if (error.status === 403) return 'noAccess'
  if (error.status === 404 || error.status === 400) return 'notFound'
  return 'failed'
}
