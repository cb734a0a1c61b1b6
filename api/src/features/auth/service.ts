import argon2 from 'argon2'
import { isIPv6 } from 'node:net'
import type { AuthStatusResponse } from '@citizen/contract'
import { errorCodes, ssnDateOfBirth } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { forbidden, tooManyRequests } from '../../platform/errors'
import type { CitizenSession, NewSession, SessionRow } from '../../platform/session'
import { audit, type AuditTargets } from '../../platform/audit'
import { accessibleFeatures } from './policy'
import {
  admitWeakLoginAttempt,
  findPersonBySsn,
  findSessionWithCitizen,
  findWeakCredentials,
  insertPerson,
  listDevLoginPersons,
  recordLogin,
  updatePasswordHash,
  weakLoginSucceeded,
  type WeakLoginLimits,
} from './queries'
import { deleteSamlSessions } from './saml-queries'
import { hashPassword } from './public'
import { credentialIdOf, verifyPasskeyLogin, type WebAuthnSettings } from '../personal-data/public'

// Same cost parameters as real hashes so that an unknown username takes as long as a known one
let dummyHash: Promise<string> | null = null
const getDummyHash = () => (dummyHash ??= argon2.hash('not-a-real-password-0123456789', { type: argon2.argon2id }))

export { hashPassword }

/**
 * Who the per-client login limit counts: the IP address, an IPv4-mapped IPv6 address as IPv4,
 * and an IPv6 address by its /64 (one subscriber gets a whole /64 and could rotate within it).
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped) return mapped[1]!
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * What a login, a logout or the status call does to the browser's session. The routes bind it to
 * the request (platform/session.ts), so the service sees no Fastify request or reply.
 */
export interface SessionPort {
  /** The hash of the session cookie's token, if the request has one */
  tokenHash: string | null | undefined
  /** Makes a loaded session row the request's session (sliding its expiry) */
  adopt(row: SessionRow): Promise<CitizenSession>
  /** Replaces any session of the browser with a new one */
  start(session: NewSession): Promise<void>
  /** Ends the request's session (if any) and answers it */
  end(): Promise<CitizenSession | null>
}

interface WeakLoginInput {
  username: string
  password: string
  /** clientKey() of the request's address */
  client: string
  limits: WeakLoginLimits
}

/**
 * Username and password login (spec 002 weak login). Usernames compare lower-cased; an unknown
 * username costs the same hash check as a wrong password. At most `limits.perUsername` password
 * checks per username and `limits.perClient` failed ones per client within an hour; beyond them
 * the answer is 429 without checking the password (docs/architecture.md).
 */
export async function weakLogin(
  db: Db,
  session: SessionPort,
  requestId: string,
  input: WeakLoginInput,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const username = input.username.toLowerCase()
  const admission = await admitWeakLoginAttempt(db, username, input.client, input.limits)
  if (!admission.admitted) {
    // Logged so that the operators see spraying (and a client limit too low for a shared address)
    if (admission.limit === 'client') log.warn({ client: input.client }, 'weak login: client over its attempt limit')
    throw tooManyRequests('Too many login attempts, try again later', errorCodes.rateLimited)
  }
  const credentials = await findWeakCredentials(db, username)
  const valid = await argon2.verify(credentials?.password_hash ?? (await getDummyHash()), input.password)
  if (!credentials || !valid) throw forbidden('Invalid username or password')
  await weakLoginSucceeded(db, admission.attemptId)

  if (argon2.needsRehash(credentials.password_hash)) {
    await updatePasswordHash(db, credentials.id, await hashPassword(input.password))
  }
  await logIn(db, session, requestId, { personId: credentials.id, authLevel: 'WEAK', authType: 'weak' }, 'WEAK_LOGIN')
}

/**
 * Passkey login: a WEAK session as username-and-password login makes, under its limits (the
 * passkey's credential id counts as the username). 403 for an unknown or removed passkey, a used
 * or expired challenge or a failed check.
 */
export async function passkeyLogin(
  db: Db,
  session: SessionPort,
  requestId: string,
  input: { response: Record<string, unknown>; client: string; limits: WeakLoginLimits; now: Date },
  settings: WebAuthnSettings,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const key = `passkey:${credentialIdOf(input.response) ?? ''}`
  const admission = await admitWeakLoginAttempt(db, key, input.client, input.limits)
  if (!admission.admitted) {
    if (admission.limit === 'client') log.warn({ client: input.client }, 'passkey login: client over its attempt limit')
    throw tooManyRequests('Too many login attempts, try again later', errorCodes.rateLimited)
  }
  const verified = await verifyPasskeyLogin(db, settings, input.response, input.now)
  if (!verified) throw forbidden('Passkey login failed')
  await weakLoginSucceeded(db, admission.attemptId)
  await logIn(
    db,
    session,
    requestId,
    { personId: verified.personId, authLevel: 'WEAK', authType: 'weak', passkeyId: verified.passkeyId },
    'PASSKEY_LOGIN',
    { passkey: [verified.passkeyId] },
  )
}

export async function strongLogin(
  db: Db,
  session: SessionPort,
  requestId: string,
  login: { personId: string; authType: 'sfi' | 'dev'; samlNameId?: string; samlSessionIndex?: string },
): Promise<void> {
  await logIn(
    db,
    session,
    requestId,
    {
      personId: login.personId,
      authLevel: 'STRONG',
      authType: login.authType,
      samlNameId: login.samlNameId ?? null,
      samlSessionIndex: login.samlSessionIndex ?? null,
    },
    'STRONG_LOGIN',
  )
}

/** What every login ends with: the login recorded, a new session (never the old one) and its audit row */
async function logIn(
  db: Db,
  session: SessionPort,
  requestId: string,
  newSession: NewSession,
  action: 'WEAK_LOGIN' | 'PASSKEY_LOGIN' | 'STRONG_LOGIN',
  ids?: AuditTargets['ids'],
): Promise<void> {
  const { personId, authLevel } = newSession
  await recordLogin(db, personId, authLevel)
  await session.start(newSession)
  await audit(db, { actor: { personId, authLevel, requestId }, action, targets: { persons: [personId], ids } })
}

/** The person a strong identification names, created on the first login by their identity code */
export async function personOfIdentity(
  db: Db,
  identity: { ssn: string; firstName: string; lastName: string },
): Promise<string> {
  const existing = await findPersonBySsn(db, identity.ssn)
  if (existing) return existing.id
  return insertPerson(db, {
    ssn: identity.ssn,
    firstName: identity.firstName,
    lastName: identity.lastName,
    dateOfBirth: dateOfBirthFromSsn(identity.ssn),
  })
}

/** The person the dev identity provider's form names by identity code, if any */
export const personBySsn = (db: Db, ssn: string) => findPersonBySsn(db, ssn)

/** Adults the dev identity provider lists, with their number of children */
export async function devLoginPersons(db: Db) {
  return (await listDevLoginPersons(db)).map((p) => ({
    ssn: p.social_security_number ?? '',
    name: `${p.first_name} ${p.last_name}`,
    children: Number(p.children ?? 0),
  }))
}

/** Finnish personal identity code DDMMYYCZZZQ: the century sign tells the century. */
export function dateOfBirthFromSsn(ssn: string): string {
  const date = ssnDateOfBirth(ssn)
  if (!date) throw new Error('Invalid personal identity code')
  return date
}

/**
 * An IdP-initiated logout ends the sessions of the NameID (and of the IdP session when the
 * request names one); answers the ids (token hashes) of the ended sessions.
 */
export const endSamlSessions = (db: Db, nameId: string, sessionIndex: string | null) =>
  deleteSamlSessions(db, nameId, sessionIndex)

/** Ends the request's session (if any); answers the ended session for the identity provider's logout */
export async function logout(db: Db, session: SessionPort, requestId: string): Promise<CitizenSession | null> {
  const ended = await session.end()
  if (ended) {
    await audit(db, {
      actor: { personId: ended.personId, authLevel: ended.authLevel, requestId },
      action: 'LOGOUT',
      targets: { persons: [ended.personId] },
    })
  }
  return ended
}

export async function getAuthStatus(
  db: Db,
  session: SessionPort,
  today: string,
  apiVersion: string,
): Promise<AuthStatusResponse> {
  const hash = session.tokenHash
  const row = hash ? await findSessionWithCitizen(db, hash) : undefined
  if (!row) return { loggedIn: false, apiVersion }
  const adopted = await session.adopt(row.session)
  return {
    loggedIn: true,
    user: {
      details: row.details,
      accessibleFeatures: accessibleFeatures(row.placements, today, row.has_received_messages),
    },
    authLevel: adopted.authLevel,
    apiVersion,
  }
}
