import argon2 from 'argon2'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AuthStatusResponse } from '@citizen/contract'
import { errorCodes } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { forbidden, tooManyRequests } from '../../platform/errors'
import { adoptSession, startSession } from '../../platform/session'
import { accessibleFeatures } from './policy'
import { findSessionWithCitizen, findWeakCredentials, recordWeakLoginAttempt } from './queries'

// Same cost parameters as real hashes so that an unknown username takes as long as a known one
let dummyHash: Promise<string> | null = null
const getDummyHash = () => (dummyHash ??= argon2.hash('not-a-real-password-0123456789', { type: argon2.argon2id }))

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

/**
 * Username and password login (spec 002 weak login). Usernames compare lower-cased; an unknown
 * username costs the same hash check as a wrong password; more than `rateLimit` attempts per
 * username within an hour answer 429 without checking the password.
 */
export async function weakLogin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { username: string; password: string },
): Promise<void> {
  const username = input.username.toLowerCase()
  const limit = request.server.config.weakLoginRateLimit
  const attempts = await recordWeakLoginAttempt(db, username)
  if (limit > 0 && attempts > limit) {
    throw tooManyRequests('Too many login attempts, try again later', errorCodes.rateLimited)
  }
  const credentials = await findWeakCredentials(db, username)
  const valid = await argon2.verify(credentials?.password_hash ?? (await getDummyHash()), input.password)
  if (!credentials || !valid) throw forbidden('Invalid username or password')

  if (argon2.needsRehash(credentials.password_hash)) {
    const rehashed = await hashPassword(input.password)
    await db.updateTable('citizen_user').set({ password_hash: rehashed }).where('id', '=', credentials.id).execute()
  }
  await db.updateTable('person').set({ last_weak_login: new Date() }).where('id', '=', credentials.id).execute()
  await startSession(db, request, reply, { personId: credentials.id, authLevel: 'WEAK', authType: 'weak' })
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
