/** Headers and browser paths shared by the API and the web app (no zod here). */
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

/** Error codes the API answers with, besides plain status codes. */
export const errorCodes = {
  csrf: 'CSRF_HEADER_MISSING',
  strongAuthRequired: 'STRONG_AUTH_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  validation: 'VALIDATION_FAILED',
} as const

/** Browser paths of attachment files (multipart upload, file download) */
export const attachmentPaths = {
  uploadForApplication: (applicationId: string, type: string) =>
    `/api/citizen/attachments/applications/${encodeURIComponent(applicationId)}?type=${encodeURIComponent(type)}`,
  download: (attachmentId: string, filename: string) =>
    `/api/citizen/attachments/${encodeURIComponent(attachmentId)}/download/${encodeURIComponent(filename)}`,
} as const
