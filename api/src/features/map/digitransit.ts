import { HttpError } from '../../platform/errors'

/** How long the map waits for a Digitransit-style upstream before answering 502. */
const UPSTREAM_TIMEOUT_MS = 5_000

export interface UpstreamOptions {
  /** Sent as digitransit-subscription-key when set */
  subscriptionKey: string | null
  timeoutMs?: number
}

/**
 * One call to a Digitransit-style upstream, answering its JSON. Any failure (no connection,
 * timeout, non-2xx status, a body that is not JSON) is a 502 naming the service, never a 500:
 * the fault is upstream, and the client shows "not available" for it.
 */
export async function callUpstream(
  service: string,
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  options: UpstreamOptions,
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS
  const headers: Record<string, string> = { accept: 'application/json' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (options.subscriptionKey) headers['digitransit-subscription-key'] = options.subscriptionKey
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (e) {
    const timedOut = (e as Error).name === 'TimeoutError'
    throw upstreamError(service, timedOut ? `no answer in ${timeoutMs / 1000} s` : 'could not connect')
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    throw upstreamError(service, `it answered ${response.status}`)
  }
  try {
    return await response.json()
  } catch (e) {
    const timedOut = (e as Error).name === 'TimeoutError'
    throw upstreamError(service, timedOut ? `no answer in ${timeoutMs / 1000} s` : 'its answer was not JSON')
  }
}

export function upstreamError(service: string, reason: string): HttpError {
  return new HttpError(502, `The ${service} is not available (${reason})`)
}
