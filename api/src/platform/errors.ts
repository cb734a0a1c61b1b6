/** An expected failure with an HTTP status and an optional errorCode from the spec. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
    /** More fields of the answer, for the person's own data only (e.g. the conflicting username) */
    readonly details?: Record<string, string | number>,
  ) {
    super(message)
  }
}

/**
 * A policy's "no" (features/<x>/policy.ts): the answer's status, why (for the log and the
 * message) and the contract's errorCode; a 404 carries none (it never says what exists).
 */
export interface Refusal {
  status: 400 | 403 | 404 | 409
  reason: string
  errorCode?: string
}

/** Throws the policy's refusal as the answer; returns when the policy allowed the action */
export function refuse(refusal: Refusal | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.reason, refusal.errorCode)
}

export const badRequest = (message: string, errorCode?: string) => new HttpError(400, message, errorCode)
export const unauthorized = (message = 'Not logged in') => new HttpError(401, message)
export const forbidden = (message = 'Forbidden', errorCode?: string) => new HttpError(403, message, errorCode)
export const notFound = (message = 'Not found') => new HttpError(404, message)
/** `retryAfterSeconds`: the wait, as the answer's field and its Retry-After header */
export const tooManyRequests = (message: string, errorCode?: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, errorCode, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds })
export const conflict = (message: string, errorCode?: string, details?: Record<string, string>) =>
  new HttpError(409, message, errorCode, details)
