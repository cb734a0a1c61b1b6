import {
  DEFAULT_PASSWORD_CONSTRAINTS,
  type EmailMessageType,
  type EmailVerificationStatus,
  type Passkey,
  type PasswordConstraints,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'
import { emailToVerify, newCodeWaitMs, VERIFICATION_CODE_WINDOW_MS } from './policy'

/**
 * The reads of personal data (reference §13): the email verification state, the notification
 * settings, the password constraints and the passkeys. The details themselves come with the
 * status call (features/auth). The writes are in commands.ts and passkeys.ts.
 */

export const verificationAnswer = (v: { id: string; email: string; expires_at: Date; sent_at: Date | null }) => ({
  id: v.id,
  email: v.email,
  expiresAt: v.expires_at.toISOString(),
  sentAt: v.sent_at?.toISOString() ?? null,
})

/** The policy's wait for a new code of `email`, from the person's current verification and new codes of the hour */
export async function newCodeWait(
  db: Db,
  personId: string,
  email: string,
  current: { email: string; created_at: Date; expires_at: Date } | undefined,
  now: Date,
): Promise<number> {
  const sent = await q.listSentCodes(db, personId, new Date(now.getTime() - VERIFICATION_CODE_WINDOW_MS))
  return newCodeWaitMs({
    current: current && { email: current.email, createdAt: current.created_at, expiresAt: current.expires_at },
    sent: sent.map((r) => ({ email: r.email, createdAt: r.created_at })),
    email,
    now,
  })
}

export async function requirePerson(db: Db, personId: string, forUpdate = false) {
  const person = await q.findPerson(db, personId, forUpdate)
  if (!person) throw notFound('Person not found')
  return person
}

/**
 * GET email-verification: the email, the verified one and the unexpired verification of the
 * current email (an expired one, or one of an earlier address, is null)
 */
export async function getEmailVerificationStatus(
  db: Db,
  actor: AuditActor,
  now: Date,
): Promise<EmailVerificationStatus> {
  const [person, verification] = await Promise.all([
    requirePerson(db, actor.personId),
    q.findVerification(db, actor.personId),
  ])
  // A code of an earlier address is of no use any more
  const current = person.email?.trim() ?? ''
  const latest =
    verification && verification.expires_at > now && verification.email === current ? verification : undefined
  const toVerify = emailToVerify({
    email: person.email,
    verifiedEmail: person.verified_email,
    username: person.username,
  })
  const waitMs = toVerify === null ? 0 : await newCodeWait(db, actor.personId, toVerify, verification, now)
  await audit(db, {
    actor,
    action: 'EMAIL_VERIFICATION_READ',
    targets: { persons: [actor.personId], ids: { emailVerification: latest ? [latest.id] : [] } },
  })
  return {
    email: person.email,
    verifiedEmail: person.verified_email,
    latestVerification: latest ? verificationAnswer(latest) : null,
    newCodeWaitSeconds: Math.ceil(waitMs / 1000),
  }
}

/** GET notification-settings: the types the person turned off */
export async function getNotificationSettings(db: Db, actor: AuditActor): Promise<EmailMessageType[]> {
  const person = await requirePerson(db, actor.personId)
  await audit(db, { actor, action: 'NOTIFICATION_SETTINGS_READ', targets: { persons: [actor.personId] } })
  return person.disabled_email_types as EmailMessageType[]
}

/** The rules of a password (reference §13 Espoo's: 15-128 characters, a lower, an upper, a digit and a symbol) */
export const passwordConstraints = (): PasswordConstraints => DEFAULT_PASSWORD_CONSTRAINTS

export const passkeyAnswer = (p: {
  id: string
  name: string
  created_at: Date
  last_used_at: Date | null
}): Passkey => ({
  id: p.id,
  name: p.name,
  createdAt: p.created_at.toISOString(),
  lastUsedAt: p.last_used_at?.toISOString() ?? null,
})

/** GET passkeys: the person's, newest first */
export async function getPasskeys(db: Db, actor: AuditActor): Promise<Passkey[]> {
  const rows = await q.listPasskeys(db, actor.personId)
  await audit(db, {
    actor,
    action: 'PASSKEYS_READ',
    targets: { persons: [actor.personId], ids: { passkey: rows.map((r) => r.id) } },
  })
  return rows.map(passkeyAnswer)
}
