import {
  isPasswordValid,
  NEW_VERIFICATION_CODE_AFTER_SECONDS,
  personalDataErrors,
  preferredNameOptions,
  VERIFICATION_CODES_PER_ADDRESS_HOUR,
  VERIFICATION_CODES_PER_PERSON_HOUR,
  type PasswordConstraints,
} from '@citizen/contract'

/**
 * Who may do what with personal details and login credentials (spec 001 §6, reference §13):
 * pure functions of the facts, tested by a table (policy.test.ts). Every call is about the
 * user's own data only (the queries are scoped to the user); what differs is the login level
 * and the state of the email and credentials.
 */

export type PersonalDataAction =
  | 'READ'
  | 'UPDATE_DETAILS'
  | 'SEND_VERIFICATION_CODE'
  | 'VERIFY_EMAIL'
  | 'UPDATE_NOTIFICATION_SETTINGS'
  | 'UPDATE_CREDENTIALS'
  | 'REGISTER_PASSKEY'
  | 'RENAME_PASSKEY'
  | 'DELETE_PASSKEY'

/**
 * The login level each action needs (routes.ts registers each endpoint with it). Weak login
 * reads the page and changes the notification settings; any change to the details, the email,
 * the password or the passkeys needs a strong one.
 */
export const REQUIRED_ACCESS: Record<PersonalDataAction, 'weak' | 'strong'> = {
  READ: 'weak',
  UPDATE_NOTIFICATION_SETTINGS: 'weak',
  UPDATE_DETAILS: 'strong',
  SEND_VERIFICATION_CODE: 'strong',
  VERIFY_EMAIL: 'strong',
  UPDATE_CREDENTIALS: 'strong',
  REGISTER_PASSKEY: 'strong',
  RENAME_PASSKEY: 'strong',
  DELETE_PASSKEY: 'strong',
}

export const mayPersonalData = (action: PersonalDataAction, authLevel: 'WEAK' | 'STRONG') =>
  authLevel === 'STRONG' || REQUIRED_ACCESS[action] === 'weak'

/** The preferred name is one of the first name's parts */
export const isPreferredNameAllowed = (firstName: string, preferredName: string) =>
  preferredNameOptions(firstName).includes(preferredName)

/**
 * The email to verify: the current one when set and not verified yet, or verified while the
 * login username is another address (the "update username" flow runs the verification again,
 * reference §13), else null.
 */
export function emailToVerify(p: {
  email: string | null
  verifiedEmail: string | null
  username?: string | null
}): string | null {
  const email = p.email?.trim() ?? ''
  if (email === '') return null
  if (email !== p.verifiedEmail) return email
  return p.username != null && p.username !== email.toLowerCase() ? email : null
}

/**
 * A code is made only when there is no unexpired one for this email (reference §13): a second
 * press of "send code" answers the code already sent.
 */
export function needsNewCode(existing: { email: string; expiresAt: Date } | undefined, email: string, now: Date) {
  return !existing || existing.email !== email || existing.expiresAt <= now
}

const HOUR_MS = 3600_000

/** The window of the limits on new codes */
export const VERIFICATION_CODE_WINDOW_MS = HOUR_MS

/**
 * Milliseconds until the person may get a new code for `email` (0: now): a minute after the
 * current code of that email (the newest replaces it, so a double press must not), and while the
 * hour's new codes to that address (VERIFICATION_CODES_PER_ADDRESS_HOUR) or the person's to any
 * address (VERIFICATION_CODES_PER_PERSON_HOUR) are used up, until the oldest of them leaves the hour.
 * `sent`: the person's new codes of the last hour. Addresses compare case-insensitively.
 */
export function newCodeWaitMs(p: {
  current: { email: string; createdAt: Date; expiresAt: Date } | undefined
  sent: readonly { email: string; createdAt: Date }[]
  email: string
  now: Date
}): number {
  const now = p.now.getTime()
  const ends: number[] = [now]
  if (p.current && p.current.email === p.email && p.current.expiresAt > p.now)
    ends.push(p.current.createdAt.getTime() + NEW_VERIFICATION_CODE_AFTER_SECONDS * 1000)
  const recent = p.sent
    .map((s) => ({ email: s.email.trim().toLowerCase(), at: s.createdAt.getTime() }))
    .filter((s) => s.at > now - VERIFICATION_CODE_WINDOW_MS && s.at <= now)
    .sort((a, b) => a.at - b.at)
  /** When fewer than `limit` of these are left within the hour */
  const freeAt = (times: number[], limit: number) =>
    times.length < limit ? now : times[times.length - limit]! + VERIFICATION_CODE_WINDOW_MS
  const address = p.email.trim().toLowerCase()
  ends.push(
    freeAt(
      recent.filter((s) => s.email === address).map((s) => s.at),
      VERIFICATION_CODES_PER_ADDRESS_HOUR,
    ),
  )
  ends.push(
    freeAt(
      recent.map((s) => s.at),
      VERIFICATION_CODES_PER_PERSON_HOUR,
    ),
  )
  return Math.max(...ends) - now
}

/** Wrong codes a verification takes before it ends (a new code is then needed) */
export const MAX_FAILED_VERIFICATIONS = 5

/** PASSWORD_FORMAT or PASSWORD_UNACCEPTABLE, or null for a password the rules accept */
export function passwordRefusal(
  password: string,
  constraints: PasswordConstraints,
  isUnacceptable: (password: string) => boolean,
): string | null {
  if (!isPasswordValid(password, constraints)) return personalDataErrors.passwordFormat
  if (isUnacceptable(password)) return personalDataErrors.passwordUnacceptable
  return null
}

export interface CredentialFacts {
  /** citizen_user.username, null without username-and-password login */
  username: string | null
  verifiedEmail: string | null
}

export type CredentialsChange =
  | { kind: 'CREATE'; username: string; password: string }
  | { kind: 'CHANGE_PASSWORD'; password: string }
  | { kind: 'CHANGE_USERNAME'; username: string }
  | { kind: 'CHANGE_BOTH'; username: string; password: string }

/**
 * What PUT weak-login-credentials does, or the errorCode it refuses with (reference §13): the
 * username must be the verified email (lower-cased); a new login needs both; the password meets
 * the constraints and is not too common.
 */
export function credentialsChange(
  current: CredentialFacts,
  input: { username: string | null; password: string | null },
  constraints: PasswordConstraints,
  isUnacceptable: (password: string) => boolean,
): CredentialsChange | { error: string } {
  const username = input.username?.trim().toLowerCase() ?? null
  if (username !== null && (current.verifiedEmail === null || username !== current.verifiedEmail.toLowerCase()))
    return { error: personalDataErrors.invalidUsername }
  const refusal = input.password !== null && passwordRefusal(input.password, constraints, isUnacceptable)
  if (refusal) return { error: refusal }
  if (current.username === null) {
    if (username === null || input.password === null) return { error: personalDataErrors.credentialsIncomplete }
    return { kind: 'CREATE', username, password: input.password }
  }
  if (username !== null && input.password !== null) return { kind: 'CHANGE_BOTH', username, password: input.password }
  if (username !== null) return { kind: 'CHANGE_USERNAME', username }
  if (input.password !== null) return { kind: 'CHANGE_PASSWORD', password: input.password }
  return { error: personalDataErrors.credentialsIncomplete }
}

/** A passkey is its owner's only: anyone else's id is not found */
export const mayPasskey = (userId: string, ownerId: string) => userId === ownerId
