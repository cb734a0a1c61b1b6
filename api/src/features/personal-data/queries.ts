import { sql } from 'kysely'
import type { EmailMessageType } from '@citizen/contract'
import type { Db } from '../../platform/db/database'

/** The user's details and login facts; `forUpdate` locks the person row (the commands) */
export async function findPerson(db: Db, personId: string, forUpdate = false) {
  let query = db
    .selectFrom('person as p')
    .leftJoin('citizen_user as cu', 'cu.id', 'p.id')
    .select([
      'p.id',
      'p.first_name',
      'p.last_name',
      'p.email',
      'p.verified_email',
      'p.disabled_email_types',
      'cu.username',
    ])
    .where('p.id', '=', personId)
  if (forUpdate) query = query.forUpdate('p')
  return query.executeTakeFirst()
}

export async function updateDetails(
  db: Db,
  personId: string,
  d: { preferredName: string; phone: string; backupPhone: string; email: string },
) {
  await db
    .updateTable('person')
    .set({
      preferred_name: d.preferredName,
      phone: d.phone,
      backup_phone: d.backupPhone,
      email: d.email,
      updated_at: sql`now()`,
    })
    .where('id', '=', personId)
    .execute()
}

export async function setVerifiedEmail(db: Db, personId: string, email: string) {
  await db
    .updateTable('person')
    .set({ email, verified_email: email, updated_at: sql`now()` })
    .where('id', '=', personId)
    .execute()
}

export async function setDisabledEmailTypes(db: Db, personId: string, types: EmailMessageType[]) {
  await db.updateTable('person').set({ disabled_email_types: types }).where('id', '=', personId).execute()
}

// ---- Email verification ----

const verificationColumns = [
  'id',
  'email',
  'code_hash',
  'created_at',
  'expires_at',
  'sent_at',
  'failed_attempts',
] as const

/** The person's verification, expired or not */
export async function findVerification(db: Db, personId: string) {
  return db
    .selectFrom('person_email_verification')
    .select(verificationColumns)
    .where('person_id', '=', personId)
    .executeTakeFirst()
}

/** A new code replaces the person's old verification (one row a person) */
export async function replaceVerification(
  db: Db,
  v: { personId: string; email: string; codeHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.deleteFrom('person_email_verification').where('person_id', '=', v.personId).execute()
  return db
    .insertInto('person_email_verification')
    .values({
      person_id: v.personId,
      email: v.email,
      code_hash: v.codeHash,
      created_at: v.createdAt,
      expires_at: v.expiresAt,
      sent_at: v.createdAt,
    })
    .returning(verificationColumns)
    .executeTakeFirstOrThrow()
}

/** The person's new codes since `since` (the limits on new codes) */
export async function listSentCodes(db: Db, personId: string, since: Date) {
  return db
    .selectFrom('email_verification_code_sent')
    .select(['email', 'created_at'])
    .where('person_id', '=', personId)
    .where('created_at', '>', since)
    .execute()
}

/** Records a new code, and forgets the person's codes older than `forgetBefore` (the limits' window) */
export async function recordSentCode(db: Db, v: { personId: string; email: string; at: Date; forgetBefore: Date }) {
  await db
    .deleteFrom('email_verification_code_sent')
    .where('person_id', '=', v.personId)
    .where('created_at', '<=', v.forgetBefore)
    .execute()
  await db
    .insertInto('email_verification_code_sent')
    .values({ person_id: v.personId, email: v.email, created_at: v.at })
    .execute()
}

/** The person's verification with this id, locked (the check of a code) */
export async function findVerificationForUpdate(db: Db, personId: string, id: string) {
  return db
    .selectFrom('person_email_verification')
    .select(verificationColumns)
    .where('person_id', '=', personId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function deleteVerification(db: Db, id: string) {
  await db.deleteFrom('person_email_verification').where('id', '=', id).execute()
}

export async function countFailedVerification(db: Db, id: string) {
  await db
    .updateTable('person_email_verification')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

// ---- Username and password ----

/** Whether another person has this username */
export async function usernameTakenByOther(db: Db, personId: string, username: string) {
  const row = await db
    .selectFrom('citizen_user')
    .select('id')
    .where('username', '=', username)
    .where('id', '<>', personId)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertCredentials(db: Db, personId: string, username: string, passwordHash: string) {
  await db.insertInto('citizen_user').values({ id: personId, username, password_hash: passwordHash }).execute()
}

export async function updateCredentials(db: Db, personId: string, c: { username?: string; passwordHash?: string }) {
  await db
    .updateTable('citizen_user')
    .set({
      ...(c.username !== undefined ? { username: c.username, username_updated_at: sql`now()` } : {}),
      ...(c.passwordHash !== undefined ? { password_hash: c.passwordHash, password_updated_at: sql`now()` } : {}),
    })
    .where('id', '=', personId)
    .execute()
}

/** A new password ends the username-and-password (and passkey) sessions made with the old one */
export async function deleteWeakSessions(db: Db, personId: string) {
  await db.deleteFrom('session').where('person_id', '=', personId).where('auth_level', '=', 'WEAK').execute()
}

// ---- Passkeys ----

const passkeyColumns = ['id', 'person_id', 'name', 'created_at', 'last_used_at'] as const

export async function listPasskeys(db: Db, personId: string) {
  return db
    .selectFrom('passkey_credential')
    .select(passkeyColumns)
    .where('person_id', '=', personId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

export async function passkeyCredentialIds(db: Db, personId: string) {
  return db
    .selectFrom('passkey_credential')
    .select(['credential_id', 'transports'])
    .where('person_id', '=', personId)
    .execute()
}

export async function insertPasskey(
  db: Db,
  p: { personId: string; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string },
) {
  return db
    .insertInto('passkey_credential')
    .values({
      person_id: p.personId,
      credential_id: p.credentialId,
      public_key: p.publicKey,
      counter: p.counter,
      transports: p.transports,
      name: p.name,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(passkeyColumns)
    .executeTakeFirst()
}

/** The passkey when it is the person's */
export async function renamePasskey(db: Db, personId: string, id: string, name: string) {
  return db
    .updateTable('passkey_credential')
    .set({ name })
    .where('id', '=', id)
    .where('person_id', '=', personId)
    .returning(passkeyColumns)
    .executeTakeFirst()
}

export async function deletePasskey(db: Db, personId: string, id: string) {
  const result = await db
    .deleteFrom('passkey_credential')
    .where('id', '=', id)
    .where('person_id', '=', personId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string) {
  return db
    .selectFrom('passkey_credential')
    .select(['id', 'person_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', credentialId)
    .executeTakeFirst()
}

export async function passkeyUsed(db: Db, id: string, counter: number, at: Date) {
  await db.updateTable('passkey_credential').set({ counter, last_used_at: at }).where('id', '=', id).execute()
}

// ---- WebAuthn challenges ----

export async function insertChallenge(
  db: Db,
  c: {
    challenge: string
    purpose: 'REGISTRATION' | 'LOGIN'
    personId: string | null
    client: string | null
    expiresAt: Date
  },
) {
  await db
    .insertInto('webauthn_challenge')
    .values({
      challenge: c.challenge,
      purpose: c.purpose,
      person_id: c.personId,
      client: c.client,
      expires_at: c.expiresAt,
    })
    .execute()
}

/** Takes the challenge (single use): true when it was there, of this purpose (and person), unexpired */
export async function takeChallenge(
  db: Db,
  c: { challenge: string; purpose: 'REGISTRATION' | 'LOGIN'; personId: string | null; now: Date },
) {
  const row = await db
    .deleteFrom('webauthn_challenge')
    .where('challenge', '=', c.challenge)
    .returning(['purpose', 'person_id', 'expires_at'])
    .executeTakeFirst()
  return row !== undefined && row.purpose === c.purpose && row.person_id === c.personId && row.expires_at > c.now
}

/** Login challenges given to the client in the last minutes (the options call's rate limit; the real clock) */
export async function countLoginChallenges(db: Db, client: string, minutes: number) {
  const row = await db
    .selectFrom('webauthn_challenge')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client', '=', client)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function deleteExpiredChallenges(db: Db, now: Date) {
  await db.deleteFrom('webauthn_challenge').where('expires_at', '<', now).execute()
}

/** Expired email verifications and WebAuthn challenges (the daily clean-up): how many went */
export async function deleteExpiredCodes(db: Db, now: Date) {
  const verifications = await db
    .deleteFrom('person_email_verification')
    .where('expires_at', '<', now)
    .executeTakeFirst()
  const challenges = await db.deleteFrom('webauthn_challenge').where('expires_at', '<', now).executeTakeFirst()
  return Number(verifications.numDeletedRows) + Number(challenges.numDeletedRows)
}
