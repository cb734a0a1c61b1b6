/**
 * What went wrong in the browser's half of a passkey ceremony (@simplewebauthn/browser's errors
 * carry the WebAuthn DOMException's name): the person cancelled or the time ran out, the
 * authenticator already holds a passkey of this account, or something else.
 */
export type PasskeyFailure = 'cancelled' | 'exists' | 'other'

export function passkeyFailure(error: unknown): PasskeyFailure {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled'
  if (name === 'InvalidStateError') return 'exists'
  return 'other'
}

/** The browser can make and use passkeys at all (no WebAuthn: the buttons are not offered) */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}
