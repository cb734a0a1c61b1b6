import argon2 from 'argon2'
import { isIPv6 } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AuthStatusResponse } from '@citizen/contract'
import { errorCodes } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { forbidden, tooManyRequests } from '../../platform/errors'
import { adoptSession, endSession, loadSession, startSession, type CitizenSession } from '../../platform/session'
import { audit } from '../../platform/audit'
import { accessibleFeatures } from './policy'
import { admitWeakLoginAttempt, findSessionWithCitizen, findWeakCredentials, weakLoginSucceeded } from './queries'

// Same cost parameters as real hashes so that an unknown username takes as long as a known one
let dummyHash: Promise<string> | null = null
const getDummyHash = () => (dummyHash ??= argon2.hash('not-a-real-password-0123456789', { type: argon2.argon2id }))

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

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
 * Username and password login (spec 002 weak login). Usernames compare lower-cased; an unknown
 * username costs the same hash check as a wrong password. At most `weakLoginRateLimit` password
 * checks per username and `weakLoginClientRateLimit` failed ones per client within an hour;
 * beyond them the answer is 429 without checking the password (docs/architecture.md).
 */
export async function weakLogin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { username: string; password: string },
): Promise<void> {
  const username = input.username.toLowerCase()
  const config = request.server.config
  const client = clientKey(request.ip)
  const admission = await admitWeakLoginAttempt(db, username, client, {
    perUsername: config.weakLoginRateLimit,
    perClient: config.weakLoginClientRateLimit,
  })
  if (!admission.admitted) {
    // Logged so that the operators see spraying (and a client limit too low for a shared address)
    if (admission.limit === 'client') request.log.warn({ client }, 'weak login: client over its attempt limit')
    throw tooManyRequests('Too many login attempts, try again later', errorCodes.rateLimited)
  }
  const credentials = await findWeakCredentials(db, username)
  const valid = await argon2.verify(credentials?.password_hash ?? (await getDummyHash()), input.password)
  if (!credentials || !valid) throw forbidden('Invalid username or password')
  await weakLoginSucceeded(db, admission.attemptId)

  if (argon2.needsRehash(credentials.password_hash)) {
    const rehashed = await hashPassword(input.password)
    await db.updateTable('citizen_user').set({ password_hash: rehashed }).where('id', '=', credentials.id).execute()
  }
  await db.updateTable('person').set({ last_weak_login: new Date() }).where('id', '=', credentials.id).execute()
  await startSession(db, request, reply, { personId: credentials.id, authLevel: 'WEAK', authType: 'weak' })
  await audit(db, {
    actor: { personId: credentials.id, authLevel: 'WEAK', requestId: request.id },
    action: 'WEAK_LOGIN',
    targets: { persons: [credentials.id] },
  })
}

export async function strongLogin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  login: { personId: string; authType: 'sfi' | 'dev'; samlNameId?: string; samlSessionIndex?: string },
): Promise<void> {
  await db.updateTable('person').set({ last_strong_login: new Date() }).where('id', '=', login.personId).execute()
  await startSession(db, request, reply, {
    personId: login.personId,
    authLevel: 'STRONG',
    authType: login.authType,
    samlNameId: login.samlNameId ?? null,
    samlSessionIndex: login.samlSessionIndex ?? null,
  })
  await audit(db, {
    actor: { personId: login.personId, authLevel: 'STRONG', requestId: request.id },
    action: 'STRONG_LOGIN',
    targets: { persons: [login.personId] },
  })
}

/** Ends the request's session (if any); answers the ended session for the identity provider's logout */
export async function logout(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<CitizenSession | null> {
  const session = await loadSession(request, reply)
  await endSession(db, request, reply)
  if (session) {
    await audit(db, {
      actor: { personId: session.personId, authLevel: session.authLevel, requestId: request.id },
      action: 'LOGOUT',
      targets: { persons: [session.personId] },
    })
  }
  return session
}

export async function getAuthStatus(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  today: string,
  apiVersion: string,
): Promise<AuthStatusResponse> {
  const hash = request.sessionTokenHash
  const row = hash ? await findSessionWithCitizen(db, hash) : undefined
  if (!row) return { loggedIn: false, apiVersion }
  const session = await adoptSession(request, reply, row.session)
  return {
    loggedIn: true,
    user: {
      details: row.details,
      // Messages arrive with the messaging feature; until then no citizen has received one
      accessibleFeatures: accessibleFeatures(row.placements, today, false),
    },
    authLevel: session.authLevel,
    apiVersion,
  }
}
