import crypto from 'node:crypto'
import {
  EMAIL_VERIFICATION_VALIDITY_HOURS,
  NEW_VERIFICATION_CODE_AFTER_SECONDS,
  personalDataErrors,
  type EmailMessageType,
  type EmailVerification,
  type PersonalDataUpdate,
  type WeakLoginCredentialsUpdate,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, conflict, tooManyRequests } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { enqueueEmail } from '../../platform/email/outbox'
import { pgError } from '../../platform/db/errors'
import { hashPassword } from '../auth/public'
import * as q from './queries'
import {
  credentialsChange,
  emailToVerify,
  isPreferredNameAllowed,
  MAX_FAILED_VERIFICATIONS,
  needsNewCode,
  passwordRefusal,
  VERIFICATION_CODE_WINDOW_MS,
} from './policy'
import { isUnacceptablePassword } from './password-check'
import { newCodeWait, passwordConstraints, requirePerson, verificationAnswer } from './service'

/**
 * The changes of personal data and login credentials (reference §13), each in one transaction
 * that locks the person's row: the rules of policy.ts, the writes, the emails through the
 * outbox and the audit row. Codes and passwords go nowhere but their hash (and the code into
 * its email): never into an answer, an audit row or the log.
 */

const HOUR_MS = 3600_000

/** The code's hash: the person and the email bind it, so a code is good for that address only */
const codeHash = (personId: string, email: string, code: string) =>
  crypto.hash('sha256', `${personId}\n${email}\n${code}`, 'base64url')

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/** A new 6-digit code into its row and its email; answers the verification */
async function newVerification(tx: Db, personId: string, email: string, now: Date) {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
  const row = await q.replaceVerification(tx, {
    personId,
    email,
    codeHash: codeHash(personId, email, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_VALIDITY_HOURS * HOUR_MS),
  })
  await q.recordSentCode(tx, {
    personId,
    email,
    at: now,
    forgetBefore: new Date(now.getTime() - VERIFICATION_CODE_WINDOW_MS),
  })
  // person.email is `email` here: the code goes to the address it verifies
  await enqueueEmail(tx, {
    recipients: [personId],
    dedupeKey: `email-verification:${row.id}`,
    template: 'emailVerificationCode',
    params: { code, validHours: EMAIL_VERIFICATION_VALIDITY_HOURS },
  })
  return row
}

/** A new code, or 429 TOO_MANY_VERIFICATION_CODES with the wait while the hour's limits are used up */
async function newCodeWithinLimits(
  tx: Db,
  personId: string,
  email: string,
  existing: Awaited<ReturnType<typeof q.findVerification>>,
  now: Date,
) {
  const waitMs = await newCodeWait(tx, personId, email, existing, now)
  if (waitMs > 0)
    throw tooManyRequests(
      'Too many verification codes within the hour',
      personalDataErrors.tooManyVerificationCodes,
      Math.ceil(waitMs / 1000),
    )
  return newVerification(tx, personId, email, now)
}

/**
 * The code of a changed email: the unexpired one, else a new one (reference §13), unless the
 * hour's limit of new codes is used up: then none (the page offers one when the wait is over)
 */
async function ensureVerification(tx: Db, personId: string, email: string, now: Date) {
  const existing = await q.findVerification(tx, personId)
  if (existing && !needsNewCode({ email: existing.email, expiresAt: existing.expires_at }, email, now)) return existing
  if ((await newCodeWait(tx, personId, email, existing, now)) > 0) return null
  return newVerification(tx, personId, email, now)
}

/**
 * PUT personal-data: the preferred name (a part of the first name), phones and email ('' = no
 * email). A changed email: an "email changed" notice to the old address, and with
 * username-and-password login on, a code for the new one at once.
 */
export async function updatePersonalData(db: Db, actor: AuditActor, body: PersonalDataUpdate, now: Date) {
  await db.transaction().execute(async (tx) => {
    const person = await requirePerson(tx, actor.personId, true)
    if (!isPreferredNameAllowed(person.first_name, body.preferredName))
      throw badRequest(
        'preferredName must be one of the parts of the first name',
        personalDataErrors.invalidPreferredName,
      )
    await q.updateDetails(tx, actor.personId, body)
    const oldEmail = person.email?.trim() ?? ''
    const changed = body.email !== (person.email ?? '')
    if (changed && oldEmail !== '') {
      await enqueueEmail(tx, {
        recipients: [actor.personId],
        toAddress: oldEmail,
        dedupeKey: `email-changed:${crypto.randomUUID()}`,
        template: 'emailChanged',
        params: {},
      })
    }
    const toVerify = emailToVerify({ email: body.email, verifiedEmail: person.verified_email })
    if (person.username !== null && toVerify !== null) await ensureVerification(tx, actor.personId, toVerify, now)
    await audit(tx, { actor, action: 'PERSONAL_DATA_UPDATE', targets: { persons: [actor.personId] } })
  })
}

/**
 * POST email-verification-code: the code of the current, unverified email (or of the verified one
 * when the username differs from it); new only when needed
 */
export async function sendEmailVerificationCode(db: Db, actor: AuditActor, now: Date): Promise<EmailVerification> {
  return db.transaction().execute(async (tx) => {
    const person = await requirePerson(tx, actor.personId, true)
    const email = emailToVerify({
      email: person.email,
      verifiedEmail: person.verified_email,
      username: person.username,
    })
    if (email === null) throw badRequest('No unverified email to verify', personalDataErrors.nothingToVerify)
    const existing = await q.findVerification(tx, actor.personId)
    // A double press answers the code of a moment ago; later the newest code replaces it
    const verification =
      existing?.email === email &&
      existing.expires_at > now &&
      now.getTime() - existing.created_at.getTime() < NEW_VERIFICATION_CODE_AFTER_SECONDS * 1000
        ? existing
        : await newCodeWithinLimits(tx, actor.personId, email, existing, now)
    await audit(tx, {
      actor,
      action: 'EMAIL_VERIFICATION_CODE_SEND',
      targets: { persons: [actor.personId], ids: { emailVerification: [verification.id] } },
    })
    return verificationAnswer(verification)
  })
}

type VerifyOutcome = { ok: true } | { ok: false }

/**
 * POST email-verification: the code of the person's unexpired verification of their current
 * email sets it verified, and the login username (if any) follows it (409 when another person
 * has it). A wrong code counts; MAX_FAILED_VERIFICATIONS of them end the verification.
 */
export async function verifyEmail(db: Db, actor: AuditActor, body: { id: string; code: string }, now: Date) {
  const outcome = await db.transaction().execute(async (tx): Promise<VerifyOutcome> => {
    const person = await requirePerson(tx, actor.personId, true)
    const v = await q.findVerificationForUpdate(tx, actor.personId, body.id)
    if (!v || v.expires_at <= now || v.email !== (person.email?.trim() ?? '')) return { ok: false }
    if (!sameHash(v.code_hash, codeHash(actor.personId, v.email, body.code))) {
      if (v.failed_attempts + 1 >= MAX_FAILED_VERIFICATIONS) await q.deleteVerification(tx, v.id)
      else await q.countFailedVerification(tx, v.id)
      return { ok: false }
    }
    await q.deleteVerification(tx, v.id)
    await q.setVerifiedEmail(tx, actor.personId, v.email)
    const username = v.email.toLowerCase()
    if (person.username !== null && person.username !== username) {
      if (await q.usernameTakenByOther(tx, actor.personId, username))
        throw conflict('The username is taken', personalDataErrors.usernameConflict, { username })
      await withUsernameConflict(username, () => q.updateCredentials(tx, actor.personId, { username }))
    }
    await audit(tx, {
      actor,
      action: 'EMAIL_VERIFY',
      targets: { persons: [actor.personId], ids: { emailVerification: [v.id] } },
    })
    return { ok: true }
  })
  // Outside the transaction: the count of a wrong code is kept
  if (!outcome.ok)
    throw badRequest('Wrong, used or expired verification code', personalDataErrors.invalidVerificationCode)
}

/** A concurrent insert of the same username (after the check) is the same 409 */
async function withUsernameConflict(username: string, write: () => Promise<void>) {
  try {
    await write()
  } catch (e) {
    if (pgError(e)?.code === '23505')
      throw conflict('The username is taken', personalDataErrors.usernameConflict, { username })
    throw e
  }
}

/** PUT notification-settings: the types turned off (TRANSACTIONAL cannot be: the body's schema) */
export async function updateNotificationSettings(db: Db, actor: AuditActor, types: EmailMessageType[]) {
  await db.transaction().execute(async (tx) => {
    await requirePerson(tx, actor.personId, true)
    await q.setDisabledEmailTypes(tx, actor.personId, types)
    await audit(tx, { actor, action: 'NOTIFICATION_SETTINGS_UPDATE', targets: { persons: [actor.personId] } })
  })
}

/**
 * PUT weak-login-credentials: turn the login on, change the password or update the username to
 * the verified email (policy.ts credentialsChange). A changed password emails a notice and ends
 * the person's weak sessions (made with the old one).
 */
export async function updateWeakLoginCredentials(db: Db, actor: AuditActor, body: WeakLoginCredentialsUpdate) {
  // The hash (about 50 ms) before the transaction and its lock, for a password the rules accept
  const refusal =
    body.password !== null && passwordRefusal(body.password, passwordConstraints(), isUnacceptablePassword)
  if (refusal) throw badRequest('The password is not accepted', refusal)
  const passwordHash = body.password !== null ? await hashPassword(body.password) : undefined

  await db.transaction().execute(async (tx) => {
    const person = await requirePerson(tx, actor.personId, true)
    const change = credentialsChange(
      { username: person.username, verifiedEmail: person.verified_email },
      body,
      passwordConstraints(),
      isUnacceptablePassword,
    )
    if ('error' in change) throw badRequest('The credentials are not accepted', change.error)
    const username = 'username' in change ? change.username : undefined
    if (username !== undefined && (await q.usernameTakenByOther(tx, actor.personId, username)))
      throw conflict('The username is taken', personalDataErrors.usernameConflict, { username })
    await withUsernameConflict(username ?? '', () =>
      change.kind === 'CREATE'
        ? q.insertCredentials(tx, actor.personId, change.username, passwordHash!)
        : q.updateCredentials(tx, actor.personId, { username, passwordHash }),
    )
    if (change.kind === 'CHANGE_PASSWORD' || change.kind === 'CHANGE_BOTH') {
      await q.deleteWeakSessions(tx, actor.personId)
      await enqueueEmail(tx, {
        recipients: [actor.personId],
        dedupeKey: `password-changed:${crypto.randomUUID()}`,
        template: 'passwordChanged',
        params: {},
      })
    }
    await audit(tx, { actor, action: 'WEAK_LOGIN_CREDENTIALS_UPDATE', targets: { persons: [actor.personId] } })
  })
}
