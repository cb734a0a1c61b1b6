import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { apiCall, ApiError } from '../../api/client'
import { passkeyFailure } from '../../shared/passkeys'

export type PasskeyLoginResult = 'ok' | 'cancelled' | 'rejected' | 'rateLimited' | 'failed'

/**
 * Logs in with a passkey (a WEAK session, as username and password give): the server's challenge,
 * the authenticator's signature, the server's check. Loaded on the click: the login page's own
 * code stays within its budget.
 */
export async function passkeyLogin(): Promise<PasskeyLoginResult> {
  try {
    const options = await apiCall('getPasskeyLoginOptions')
    const response = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    })
    await apiCall('passkeyLogin', { body: { response: response as unknown as Record<string, unknown> } })
    return 'ok'
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 429) return 'rateLimited'
      if (error.status === 403 || error.status === 400) return 'rejected'
      return 'failed'
    }
    return passkeyFailure(error) === 'cancelled' ? 'cancelled' : 'failed'
  }
}
