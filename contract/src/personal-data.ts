import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { Ok } from './common'
import { EmailMessageType } from './email'
import { isValidEmail, isValidPhone } from './validators'
import {
  EMAIL_MAX_LENGTH,
  PASSKEY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PREFERRED_NAME_MAX_LENGTH,
} from './personal-data-rules'

/**
 * Personal details, email verification, username-and-password login, passkeys and notification
 * settings (spec 001 "Personal details", reference §13). The person's details themselves come
 * from GET /auth/status (CitizenUserDetails). Reads need a session, changes a strong one (403
 * STRONG_AUTH_REQUIRED), except the notification settings, which a weak session changes too.
 * Errors: personalDataErrors in personal-data-rules.ts.
 */

const phone = z
  .string()
  .trim()
  .max(20)
  .refine(isValidPhone, 'phone must be 6-20 digits, spaces, dashes, pluses or parentheses')
const optionalPhone = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || isValidPhone(v), 'backupPhone must be blank or a phone number')

/**
 * PUT /citizen/personal-data. preferredName: one of the parts of the first name (400
 * INVALID_PREFERRED_NAME); email '' = "I have no email". With username-and-password login on, a
 * changed email gets a verification code at once; a changed email's old address gets an
 * "email changed" notice.
 */
export const PersonalDataUpdate = z.object({
  preferredName: z.string().trim().min(1).max(PREFERRED_NAME_MAX_LENGTH),
  phone,
  backupPhone: optionalPhone,
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .refine(
      (v) => v === '' || isValidEmail(v),
      'email must be blank or exactly one address local@domain (no lists, names or comments)',
    ),
})
export type PersonalDataUpdate = z.infer<typeof PersonalDataUpdate>

/** A code sent (or being sent) to `email`; the code itself is only in the email */
export const EmailVerification = z.object({
  id: z.uuid(),
  email: z.string(),
  expiresAt: z.string(),
  /** null until the email has been handed to the outbox's sender */
  sentAt: z.string().nullable(),
})
export type EmailVerification = z.infer<typeof EmailVerification>

export const EmailVerificationStatus = z.object({
  email: z.string().nullable(),
  verifiedEmail: z.string().nullable(),
  /** The unexpired verification of the current email, if any (an expired one is null) */
  latestVerification: EmailVerification.nullable(),
  /**
   * Seconds until a new code for the current email can be asked (0: now): a minute after the
   * last one, and later when the hour's limit of new codes is reached
   */
  newCodeWaitSeconds: z.number().int().min(0),
})
export type EmailVerificationStatus = z.infer<typeof EmailVerificationStatus>

export const EmailVerificationBody = z.object({
  id: z.uuid(),
  /** 6 digits (the format is checked here: 400 VALIDATION_FAILED; a wrong code is INVALID_VERIFICATION_CODE) */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code must be 6 digits'),
})
export type EmailVerificationBody = z.infer<typeof EmailVerificationBody>

/** The types the person has turned OFF; TRANSACTIONAL cannot be */
export const NotificationSettings = z
  .array(EmailMessageType)
  .max(EmailMessageType.options.length)
  .refine((types) => !types.includes('TRANSACTIONAL'), 'TRANSACTIONAL emails cannot be turned off')
  .refine((types) => new Set(types).size === types.length, 'a type is listed twice')
export type NotificationSettings = z.infer<typeof NotificationSettings>

export const PasswordConstraintsResponse = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  minLowers: z.number().int(),
  minUppers: z.number().int(),
  minDigits: z.number().int(),
  minSymbols: z.number().int(),
})

/**
 * PUT /citizen/personal-data/weak-login-credentials (reference §13):
 * - turn on: `{ username: verifiedEmail, password }` (a verified email is required; 400
 *   INVALID_USERNAME for another username);
 * - change the password: `{ username: null, password }`;
 * - update the username to the verified email: `{ username: verifiedEmail, password: null }`.
 * The password: 400 PASSWORD_FORMAT (constraints), PASSWORD_UNACCEPTABLE (too common); 409
 * USERNAME_CONFLICT `{ username }` when another person has the username. A changed password
 * sends a "password changed" email.
 */
export const WeakLoginCredentialsUpdate = z.object({
  username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).nullable(),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).nullable(),
})
export type WeakLoginCredentialsUpdate = z.infer<typeof WeakLoginCredentialsUpdate>

export const updatePersonalData = endpoint(routes.updatePersonalData, { body: PersonalDataUpdate, response: Ok })
export const getEmailVerificationStatus = endpoint(routes.getEmailVerificationStatus, {
  response: EmailVerificationStatus,
})
/**
 * Strong. A new code (valid 2 hours) for the current email, which replaces any earlier one (the
 * newest code is the valid one); within NEW_VERIFICATION_CODE_AFTER_SECONDS of the last code it
 * answers that one (no new email). Also for a verified email while the login username is another
 * address: verifying it again updates the username (or PUT weak-login-credentials `{ username:
 * verifiedEmail, password: null }` does it at once). 400 NOTHING_TO_VERIFY without an email, or
 * when it is verified and the username matches; 429 TOO_MANY_VERIFICATION_CODES `{
 * retryAfterSeconds }` past the hour's limits (per address and per person).
 */
export const sendEmailVerificationCode = endpoint(routes.sendEmailVerificationCode, {
  response: EmailVerification,
})
/**
 * Strong. Sets the email verified and the login username (if any) to it: 400
 * INVALID_VERIFICATION_CODE (wrong, used or expired; a few wrong tries end the code), 409
 * USERNAME_CONFLICT `{ username }`.
 */
export const verifyEmail = endpoint(routes.verifyEmail, { body: EmailVerificationBody, response: Ok })
export const getNotificationSettings = endpoint(routes.getNotificationSettings, { response: NotificationSettings })
export const updateNotificationSettings = endpoint(routes.updateNotificationSettings, {
  body: NotificationSettings,
  response: Ok,
})
export const getPasswordConstraints = endpoint(routes.getPasswordConstraints, {
  response: PasswordConstraintsResponse,
})
export const updateWeakLoginCredentials = endpoint(routes.updateWeakLoginCredentials, {
  body: WeakLoginCredentialsUpdate,
  response: Ok,
})

// ---- Passkeys (WebAuthn, @simplewebauthn on both sides) ----

/**
 * The WebAuthn options and responses in their JSON forms (PublicKeyCredentialCreationOptionsJSON
 * and the others of @simplewebauthn): passed between the library's two halves as they are.
 */
export const WebAuthnJson = z.looseObject({})

export const Passkey = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type Passkey = z.infer<typeof Passkey>

const passkeyName = z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH)
const passkeyParams = z.object({ passkeyId: z.uuid() })

/** Strong. Options for `startRegistration({ optionsJSON })`; the challenge is valid 5 minutes, once */
export const getPasskeyRegistrationOptions = endpoint(routes.getPasskeyRegistrationOptions, {
  response: WebAuthnJson,
})
/** Strong. The browser's registration response and a name: 400 PASSKEY_VERIFICATION_FAILED */
export const registerPasskey = endpoint(routes.registerPasskey, {
  body: z.object({ name: passkeyName, response: WebAuthnJson }),
  response: Passkey,
})
/** Weak. The person's passkeys, newest first */
export const getPasskeys = endpoint(routes.getPasskeys, { response: z.array(Passkey) })
/** Strong. */
export const renamePasskey = endpoint(routes.renamePasskey, {
  params: passkeyParams,
  body: z.object({ name: passkeyName }),
  response: Passkey,
})
/** Strong. A removed passkey no longer logs in, and the sessions it made end. */
export const deletePasskey = endpoint(routes.deletePasskey, { params: passkeyParams, response: Ok })
