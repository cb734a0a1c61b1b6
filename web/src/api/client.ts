import {
  buildPath,
  routes,
  CSRF_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  MOCKED_TIME_HEADER,
  SESSION_EXPIRES_HEADER,
  errorCodes,
  type BodyOf,
  type Endpoints,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@citizen/contract/web'
import { queryOptions } from '@tanstack/react-query'
import { sessionEvents } from './session-events'

/** An API answer other than 2xx, with the server's errorCode when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message)
  }
}

/** No answer came: the connection is down or the request was cut (fetch itself failed). */
export class NetworkError extends Error {}

/** 503 DATABASE_UNAVAILABLE: the service is down for a moment (database outage or restart); retrying helps. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && error.errorCode === errorCodes.databaseUnavailable
}

export type Args<E> = {
  params?: ParamsOf<E>
  query?: QueryOf<E>
  body?: BodyOf<E>
  /** A write that may be sent again (the device's queue): the server writes it once (contract/src/idempotency.ts) */
  idempotencyKey?: string
}

/** e2e tests fix "now" by storing an ISO time here; the API honours it only in test mode. */
const MOCKED_TIME_KEY = 'citizen.mockedTime'

/**
 * Calls one contract endpoint. Every call carries the CSRF header; a 401 from anything but the
 * status check sends the browser to the root (spec 000), and each answer's session expiry and
 * API version feed the session-expiry and new-version notices.
 */
export async function apiCall<N extends keyof Endpoints>(
  name: N,
  args: Args<Endpoints[N]> = {},
): Promise<ResponseOf<Endpoints[N]>> {
  type R = ResponseOf<Endpoints[N]>
  const endpoint = routes[name]
  let url = buildPath(endpoint.path, args.params as Record<string, string> | undefined)
  if (args.query) {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(args.query as Record<string, unknown>)) {
      if (v !== undefined && v !== null) search.set(k, String(v))
    }
    const qs = search.toString()
    if (qs) url += `?${qs}`
  }
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept: 'application/json' }
  const mockedTime = readMockedTime()
  if (mockedTime) headers[MOCKED_TIME_HEADER] = mockedTime
  if (args.body !== undefined) headers['content-type'] = 'application/json'
  if (args.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = args.idempotencyKey

  let response: Response
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: args.body !== undefined ? JSON.stringify(args.body) : undefined,
      credentials: 'same-origin',
    })
  } catch (e) {
    throw new NetworkError(e instanceof Error ? e.message : String(e))
  }
  const expires = response.headers.get(SESSION_EXPIRES_HEADER)
  if (expires) sessionEvents.sessionExtended(new Date(expires))

  if (!response.ok) {
    let message = response.statusText
    let errorCode: string | undefined
    try {
      const body = (await response.json()) as { message?: string; errorCode?: string }
      message = body.message ?? message
      errorCode = body.errorCode
    } catch {
      // not JSON
    }
    if (response.status === 401) sessionEvents.unauthorized()
    throw new ApiError(response.status, message, errorCode)
  }
  if (response.status === 204) return undefined as R
  return (await response.json()) as R
}

/**
 * The query options of one contract endpoint: its key, the call and its arguments, and a stale
 * time where the data changes seldom. A feature's `queries.ts` declares each read with it.
 */
export function apiQuery<const K extends readonly unknown[], N extends keyof Endpoints>(
  queryKey: K,
  name: N,
  args?: Args<Endpoints[N]>,
  staleTime?: number,
) {
  // No staleTime key at all when none is given: the client's default stays
  return queryOptions({ queryKey, queryFn: () => apiCall(name, args), ...(staleTime !== undefined && { staleTime }) })
}

function readMockedTime(): string | null {
  try {
    return sessionStorage.getItem(MOCKED_TIME_KEY)
  } catch {
    return null
  }
}

/**
 * Now as the server sees it: the e2e tests' fixed time when one is stored (the API honours it only
 * in test mode), otherwise the clock. Pages that show "today" take it from here.
 */
export function clientNow(): Date {
  const mocked = readMockedTime()
  const time = mocked ? new Date(mocked) : null
  return time && !Number.isNaN(time.getTime()) ? time : new Date()
}
