import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers'
import { PASSKEY_CHALLENGE_VALIDITY_MINUTES, personalDataErrors, type Passkey } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { Config } from '../../platform/config'
import { badRequest, notFound, tooManyRequests } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { errorCodes } from '@citizen/contract'
import * as q from './queries'
import { passkeyAnswer, requirePerson } from './service'

/**
 * Passkeys (WebAuthn through @simplewebauthn/server; beyond spec 001, as the reference added them
 * in 2026). Registration needs a strong session; login makes a weak one (features/auth). Every
 * challenge is stored with its purpose (and for a registration the person), expires in
 * PASSKEY_CHALLENGE_VALIDITY_MINUTES and is deleted when a response names it: used once.
 */

export type WebAuthnSettings = Config['webauthn']

const CHALLENGE_MS = PASSKEY_CHALLENGE_VALIDITY_MINUTES * 60_000
/** Login options one client may ask for within the challenge validity */
export const LOGIN_OPTIONS_PER_CLIENT = 30

const failed = () => badRequest('The passkey could not be verified', personalDataErrors.passkeyVerificationFailed)

/** The user handle stored in a passkey: the person's id */
const userHandle = (personId: string) => isoUint8Array.fromUTF8String(personId)

/** POST passkeys/registration-options: a resident key for this person, its earlier ones excluded */
export async function registrationOptions(db: Db, settings: WebAuthnSettings, actor: AuditActor, now: Date) {
  const [person, existing] = await Promise.all([
    requirePerson(db, actor.personId),
    q.passkeyCredentialIds(db, actor.personId),
  ])
  const displayName = `${person.first_name} ${person.last_name}`
  const options = await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpId,
    userID: userHandle(actor.personId),
    userName: person.verified_email ?? displayName,
    userDisplayName: displayName,
    attestationType: 'none',
    timeout: CHALLENGE_MS,
    excludeCredentials: existing.map((c) => ({
      id: c.credential_id,
      transports: c.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
  await q.deleteExpiredChallenges(db, now)
  await q.insertChallenge(db, {
    challenge: options.challenge,
    purpose: 'REGISTRATION',
    personId: actor.personId,
    client: null,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  })
  await audit(db, { actor, action: 'PASSKEY_REGISTRATION_START', targets: { persons: [actor.personId] } })
  return { ...options }
}

/** POST passkeys: the browser's registration response checked against the person's challenge, then stored */
export async function registerPasskey(
  db: Db,
  settings: WebAuthnSettings,
  actor: AuditActor,
  body: { name: string; response: Record<string, unknown> },
  now: Date,
): Promise<Passkey> {
  let verification
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge: (challenge) =>
        q.takeChallenge(db, { challenge, purpose: 'REGISTRATION', personId: actor.personId, now }),
      expectedOrigin: settings.origins,
      expectedRPID: settings.rpId,
      requireUserVerification: false,
    })
  } catch {
    throw failed()
  }
  if (!verification.verified) throw failed()
  const { credential } = verification.registrationInfo
  return db.transaction().execute(async (tx) => {
    const row = await q.insertPasskey(tx, {
      personId: actor.personId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name,
    })
    // The same authenticator registered again (excludeCredentials should have stopped it)
    if (!row) throw failed()
    await audit(tx, {
      actor,
      action: 'PASSKEY_REGISTER',
      targets: { persons: [actor.personId], ids: { passkey: [row.id] } },
    })
    return passkeyAnswer(row)
  })
}

export async function renamePasskey(db: Db, actor: AuditActor, id: string, name: string): Promise<Passkey> {
  return db.transaction().execute(async (tx) => {
    const row = await q.renamePasskey(tx, actor.personId, id, name)
    if (!row) throw notFound('Passkey not found')
    await audit(tx, { actor, action: 'PASSKEY_RENAME', targets: { persons: [actor.personId], ids: { passkey: [id] } } })
    return passkeyAnswer(row)
  })
}

/** DELETE passkeys/:id: the passkey no longer logs in, and the sessions it made end with it (session.passkey_id cascades) */
export async function deletePasskey(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (!(await q.deletePasskey(tx, actor.personId, id))) throw notFound('Passkey not found')
    await audit(tx, { actor, action: 'PASSKEY_DELETE', targets: { persons: [actor.personId], ids: { passkey: [id] } } })
  })
}

/** POST auth/passkey/login-options (public): any of the site's passkeys (discoverable), at most LOGIN_OPTIONS_PER_CLIENT */
export async function loginOptions(db: Db, settings: WebAuthnSettings, client: string, now: Date) {
  if ((await q.countLoginChallenges(db, client, PASSKEY_CHALLENGE_VALIDITY_MINUTES)) >= LOGIN_OPTIONS_PER_CLIENT)
    throw tooManyRequests('Too many login attempts, try again later', errorCodes.rateLimited)
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    userVerification: 'preferred',
    timeout: CHALLENGE_MS,
  })
  await q.deleteExpiredChallenges(db, now)
  await q.insertChallenge(db, {
    challenge: options.challenge,
    purpose: 'LOGIN',
    personId: null,
    client,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  })
  return { ...options }
}

/** The credential id a login response names (the rate limit's key), if it names one */
export function credentialIdOf(response: Record<string, unknown>): string | null {
  const id = response.id
  return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : null
}

/**
 * A login response checked against a login challenge and the stored passkey: the person's id,
 * or null (unknown or removed passkey, used or expired challenge, a bad signature). The counter
 * and the last use are updated.
 */
export async function verifyLogin(
  db: Db,
  settings: WebAuthnSettings,
  response: Record<string, unknown>,
  now: Date,
): Promise<{ personId: string; passkeyId: string } | null> {
  const credentialId = credentialIdOf(response)
  const passkey = credentialId ? await q.findPasskeyByCredentialId(db, credentialId) : undefined
  if (!passkey) return null
  const json = response as unknown as AuthenticationResponseJSON
  const handle = json.response?.userHandle
  if (handle && handle !== isoBase64URL.fromBuffer(userHandle(passkey.person_id))) return null
  try {
    const result = await verifyAuthenticationResponse({
      response: json,
      expectedChallenge: (challenge) => q.takeChallenge(db, { challenge, purpose: 'LOGIN', personId: null, now }),
      expectedOrigin: settings.origins,
      expectedRPID: settings.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    })
    if (!result.verified) return null
    await q.passkeyUsed(db, passkey.id, result.authenticationInfo.newCounter, now)
    return { personId: passkey.person_id, passkeyId: passkey.id }
  } catch {
    return null
  }
}
