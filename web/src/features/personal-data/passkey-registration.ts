import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { apiCall } from '../../api/client'

/**
 * Registers a passkey of the logged-in guardian: the server's options, the authenticator's
 * answer, the server's check. Loaded on the click (the WebAuthn library is not part of the page).
 */
export async function registerPasskey(name: string) {
  const options = await apiCall('getPasskeyRegistrationOptions')
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  })
  return apiCall('registerPasskey', { body: { name, response: response as unknown as Record<string, unknown> } })
}
