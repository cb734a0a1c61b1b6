/**
 * Personal details, email verification, username-and-password login, passkeys and notification
 * settings (spec 001 "Personal details", reference §13): the rules both sides check, zod-free so
 * the web imports them through `@citizen/contract/web`.
 */
import type { EmailMessageType } from './email'
import { isValidEmail, isValidPhone } from './validators'

// ---- Error codes (a 400's, 403's or 409's `errorCode`) ----

export const personalDataErrors = {
  /** 400: the password breaks the constraints (length, lower, upper, digit, symbol) */
  passwordFormat: 'PASSWORD_FORMAT',
  /** 400: the password is on the list of too common passwords */
  passwordUnacceptable: 'PASSWORD_UNACCEPTABLE',
  /** 400: the username given is not the person's verified email */
  invalidUsername: 'INVALID_USERNAME',
  /** 400: a password change without credentials, or new credentials without both username and password */
  credentialsIncomplete: 'CREDENTIALS_INCOMPLETE',
  /**
   * 409: another person has this username (the verified email). The answer's `username` names it;
   * on credential activation and on email verification (the username follows the verified email).
   */
  usernameConflict: 'USERNAME_CONFLICT',
  /** 400: the preferred name is not one of the parts of the first name */
  invalidPreferredName: 'INVALID_PREFERRED_NAME',
  /** 400: no email, or it is verified already (and the username matches): nothing to send a code for */
  nothingToVerify: 'NOTHING_TO_VERIFY',
  /** 400: no unexpired verification with this id and code */
  invalidVerificationCode: 'INVALID_VERIFICATION_CODE',
  /**
   * 429: too many new verification codes for this person or address within the hour
   * (VERIFICATION_CODES_PER_ADDRESS_HOUR, VERIFICATION_CODES_PER_PERSON_HOUR). The answer's
   * `retryAfterSeconds` (and the Retry-After header) tells the wait.
   */
  tooManyVerificationCodes: 'TOO_MANY_VERIFICATION_CODES',
  /** 400: a passkey's registration or login could not be verified (or its challenge expired) */
  passkeyVerificationFailed: 'PASSKEY_VERIFICATION_FAILED',
} as const

// ---- Personal details form ----

export const PREFERRED_NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254

/** The preferred name is one of the space-separated parts of the first name (spec 001 validation) */
export function preferredNameOptions(firstName: string): string[] {
  return [...new Set(firstName.split(/\s+/).filter((part) => part !== ''))]
}

export interface PersonalDetailsDraft {
  preferredName: string
  phone: string
  backupPhone: string
  /** '' with `noEmail` */
  email: string
  /** The "I have no email" box: the email is then stored as '' */
  noEmail: boolean
}

/**
 * The personal details form's errors by field (keys: required, preferredName, phone, email):
 * phone required and valid, backup phone blank or valid, email required and valid unless the
 * person has none. The server applies the same rules to PUT /citizen/personal-data, where an
 * empty email means "no email".
 */
export function personalDetailsErrors(draft: PersonalDetailsDraft, firstName: string): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!preferredNameOptions(firstName).includes(draft.preferredName)) errors.preferredName = 'preferredName'
  if (draft.phone.trim() === '') errors.phone = 'required'
  else if (!isValidPhone(draft.phone)) errors.phone = 'phone'
  if (draft.backupPhone.trim() !== '' && !isValidPhone(draft.backupPhone)) errors.backupPhone = 'phone'
  if (!draft.noEmail) {
    if (draft.email.trim() === '') errors.email = 'required'
    else if (!isValidEmail(draft.email) || draft.email.trim().length > EMAIL_MAX_LENGTH) errors.email = 'email'
  }
  return errors
}

// ---- Email verification ----

/** reference §13: a code is valid for 2 hours */
export const EMAIL_VERIFICATION_VALIDITY_HOURS = 2
/** spec 001 constants: the code is exactly 6 digits */
export const VERIFICATION_CODE_LENGTH = 6

/** A new code replaces the one sent this long ago at the earliest (a double press answers the same code) */
export const NEW_VERIFICATION_CODE_AFTER_SECONDS = 60
/** New codes to one address within an hour (whoever asks): the address is not flooded */
export const VERIFICATION_CODES_PER_ADDRESS_HOUR = 5
/** New codes one person asks within an hour, to any addresses */
export const VERIFICATION_CODES_PER_PERSON_HOUR = 10

export function isVerificationCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim())
}

/**
 * The email's state (spec 001 "States"): none; unverified (differs from the verified one);
 * verified; or mismatch (verified, but the login username is another address).
 */
export type EmailState = 'NONE' | 'UNVERIFIED' | 'VERIFIED' | 'USERNAME_MISMATCH'

export function emailState(p: {
  email: string | null
  verifiedEmail: string | null
  weakLoginUsername: string | null
}): EmailState {
  const email = p.email?.trim() ?? ''
  if (email === '') return 'NONE'
  if (email !== p.verifiedEmail) return 'UNVERIFIED'
  if (p.weakLoginUsername !== null && p.weakLoginUsername !== email.toLowerCase()) return 'USERNAME_MISMATCH'
  return 'VERIFIED'
}

// ---- Passwords ----

export interface PasswordConstraints {
  minLength: number
  maxLength: number
  minLowers: number
  minUppers: number
  minDigits: number
  minSymbols: number
}

/** reference §13 (Espoo): 15-128 characters, at least one lower, upper, digit and symbol */
export const DEFAULT_PASSWORD_CONSTRAINTS: PasswordConstraints = {
  minLength: 15,
  maxLength: 128,
  minLowers: 1,
  minUppers: 1,
  minDigits: 1,
  minSymbols: 1,
}

/** The hard limits of any password (the body's schema): the constraints lie within them */
export const PASSWORD_MAX_LENGTH = 128

export type PasswordRule = 'length' | 'lowers' | 'uppers' | 'digits' | 'symbols'

/** Counts by character class; a symbol is any character that is not a letter or a digit */
function classes(password: string) {
  let lowers = 0
  let uppers = 0
  let digits = 0
  let symbols = 0
  let length = 0
  for (const ch of password) {
    length++
    if (/\p{Ll}/u.test(ch)) lowers++
    else if (/\p{Lu}/u.test(ch)) uppers++
    else if (/\p{Nd}/u.test(ch)) digits++
    else if (!/\p{L}/u.test(ch)) symbols++
  }
  return { length, lowers, uppers, digits, symbols }
}

/** Each rule and whether the password meets it, in the checklist's order */
export function passwordChecklist(password: string, c: PasswordConstraints): { rule: PasswordRule; met: boolean }[] {
  const n = classes(password)
  return [
    { rule: 'length', met: n.length >= c.minLength && n.length <= c.maxLength },
    { rule: 'lowers', met: n.lowers >= c.minLowers },
    { rule: 'uppers', met: n.uppers >= c.minUppers },
    { rule: 'digits', met: n.digits >= c.minDigits },
    { rule: 'symbols', met: n.symbols >= c.minSymbols },
  ]
}

/** The password meets every constraint (else the form's key passwordFormat, the API's PASSWORD_FORMAT) */
export function isPasswordValid(password: string, c: PasswordConstraints): boolean {
  return passwordChecklist(password, c).every((r) => r.met)
}

export interface PasswordDraft {
  password: string
  confirmation: string
}

/** The password form's errors by field: passwordFormat, passwordMismatch */
export function passwordErrors(draft: PasswordDraft, c: PasswordConstraints): Record<string, string> {
  const errors: Record<string, string> = {}
  if (draft.password === '') errors.password = 'required'
  else if (!isPasswordValid(draft.password, c)) errors.password = 'passwordFormat'
  if (draft.confirmation !== draft.password) errors.confirmation = 'passwordMismatch'
  return errors
}

// ---- Passkeys ----

export const PASSKEY_NAME_MAX_LENGTH = 100
/** A passkey challenge (registration or login) is valid this long, once */
export const PASSKEY_CHALLENGE_VALIDITY_MINUTES = 5

// ---- Notification settings ----

/**
 * The notification settings the guardian may turn off, grouped as the page shows them (spec 001:
 * message, bulletin, income, calendarEvent, decision, document, informalDocument,
 * attendanceReservation, discussionTime). TRANSACTIONAL is always on and not listed.
 */
export const NOTIFICATION_SETTING_GROUPS: readonly {
  group: 'messages' | 'calendar' | 'decisionsAndDocuments' | 'income'
  types: readonly EmailMessageType[]
}[] = [
  { group: 'messages', types: ['MESSAGE_NOTIFICATION', 'BULLETIN_NOTIFICATION'] },
  {
    group: 'calendar',
    types: ['CALENDAR_EVENT_NOTIFICATION', 'ATTENDANCE_RESERVATION_NOTIFICATION', 'DISCUSSION_TIME_NOTIFICATION'],
  },
  {
    group: 'decisionsAndDocuments',
    types: ['DECISION_NOTIFICATION', 'DOCUMENT_NOTIFICATION', 'INFORMAL_DOCUMENT_NOTIFICATION'],
  },
  { group: 'income', types: ['INCOME_NOTIFICATION'] },
]

/** The email type that is never turned off */
export const ALWAYS_ON_EMAIL_TYPE = 'TRANSACTIONAL' satisfies EmailMessageType

/** The feature flags the settings depend on (spec 001 §6: the discussion-time setting is flag controlled) */
export interface NotificationSettingFlags {
  discussionReservations: boolean
}

/** The groups with the types shown under these flags (a hidden type keeps its stored value) */
export function visibleNotificationSettings(flags: NotificationSettingFlags) {
  return NOTIFICATION_SETTING_GROUPS.map((g) => ({
    group: g.group,
    types: g.types.filter((t) => t !== 'DISCUSSION_TIME_NOTIFICATION' || flags.discussionReservations),
  }))
}

/** Browser paths of the personal details page (the notification settings are its #notifications section) */
export const personalDetailsPaths = {
  page: '/personal-details',
  notifications: '/personal-details#notifications',
} as const
