/** Headers and browser paths shared by the API and the web app (no zod here). */
import { buildPath } from './path'
import { routes } from './routes'

export const CSRF_HEADER = 'x-evaka-csrf'
export const MOCKED_TIME_HEADER = 'evakamockedtime'
/** Response header carrying the session's expiry instant (ISO 8601) so the web app can warn before it. */
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at'

/** Browser navigation targets (not XHR calls). */
export const authPaths = {
  strongLogin: '/api/citizen/auth/sfi/login',
  strongLoginCallback: '/api/citizen/auth/sfi/login/callback',
  logout: '/api/citizen/auth/logout',
} as const

/** reference §2: the calendar opens this many days before a placement starts */
export const CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS = 30

/** Error codes the API answers with, besides plain status codes. */
export const errorCodes = {
  csrf: 'CSRF_HEADER_MISSING',
  strongAuthRequired: 'STRONG_AUTH_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  /** 400: the request's data is not valid (a field the schema refused, or data PostgreSQL could not store) */
  validation: 'VALIDATION_FAILED',
  /** 409: the data clashes with data already stored (a duplicate, an overlap, a row still in use) */
  conflict: 'CONFLICT',
  /** 503: the database cannot be reached (outage, restart); the request may be retried */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
} as const

/** The browser path of a child's image (an <img src>; the only citizen answer browsers may cache) */
export const childImagePath = (imageId: string) => buildPath(routes.getChildImage.path, { imageId })
