/**
 * Idempotency keys (issue 42; the IETF httpapi draft "The Idempotency-Key HTTP Header Field"): a
 * write sent again with the same key, by the same person, with the same body, is answered what
 * the first was and written once. The device's queue of offline writes sends one with each.
 * Zod-free, so the web app can make and check keys with the server's rule.
 */

/** The request header; the endpoints that honour it say so in their contract */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** A UUID (`crypto.randomUUID()`) fits; the draft's quoted form ("…") is accepted too */
const KEY = /^[A-Za-z0-9._~-]{16,64}$/

/** The key a header value carries (either form), or null when it is not 16–64 letters, digits or `._~-` */
export function idempotencyKeyOf(headerValue: string): string | null {
  const quoted = /^"(.*)"$/.exec(headerValue)
  const key = quoted ? quoted[1]! : headerValue
  return KEY.test(key) ? key : null
}

export const idempotencyErrors = {
  /** 400: the Idempotency-Key header is not a key (idempotencyKeyOf), or is sent twice */
  invalidKey: 'IDEMPOTENCY_KEY_INVALID',
  /** 422: the person sent this key before with another request (the draft's rule); nothing written */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const
