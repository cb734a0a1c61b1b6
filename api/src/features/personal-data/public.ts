/** What other features use of personal-data: the passkey login's options and check (features/auth), the clean-up job */
export { credentialIdOf, loginOptions as passkeyLoginOptions, verifyLogin as verifyPasskeyLogin } from './passkeys'
export type { WebAuthnSettings } from './passkeys'
export { deleteExpiredCodes } from './queries'
