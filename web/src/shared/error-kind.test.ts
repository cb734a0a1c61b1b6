import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../api/client'
import { errorKind } from './error-kind'
import { download, DownloadError, onRetryDownload, retryDownloads } from './download-error'

describe('errorKind', () => {
  it('reads the status of an answer', () => {
    expect(errorKind(new ApiError(401, 'x'), true)).toBe('unauthorized')
    expect(errorKind(new ApiError(403, 'x'), true)).toBe('noAccess')
    expect(errorKind(new ApiError(404, 'x'), true)).toBe('notFound')
    // a malformed id in the address is as good as a missing one
    expect(errorKind(new ApiError(400, 'x', 'VALIDATION_FAILED'), true)).toBe('notFound')
    expect(errorKind(new ApiError(503, 'x', 'DATABASE_UNAVAILABLE'), true)).toBe('unavailable')
    expect(errorKind(new ApiError(503, 'x'), true)).toBe('failed')
    expect(errorKind(new ApiError(500, 'x'), true)).toBe('failed')
  })
  it('tells a lost connection from a bug', () => {
    expect(errorKind(new NetworkError('Failed to fetch'), true)).toBe('offline')
    expect(errorKind(new TypeError('x is undefined'), true)).toBe('crash')
    expect(errorKind(new TypeError('Failed to fetch'), false)).toBe('offline')
  })
  it('offers a retry for a part of the app that did not download', async () => {
    const failed = await download(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )().catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(DownloadError)
    expect(errorKind(failed, true)).toBe('failed')
    expect(errorKind(failed, false)).toBe('offline')
  })
})

describe('retryDownloads', () => {
  it('runs what the failed downloads asked for once', () => {
    let prepared = 0
    onRetryDownload(() => prepared++)
    retryDownloads()
    retryDownloads()
    expect(prepared).toBe(1)
  })
})
