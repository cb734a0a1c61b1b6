import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SESSION_EXPIRES_HEADER, type AuthLevel } from '@citizen/contract'
import type { Db } from './db/database'
import { isApiRequest } from './api-path'

export const SESSION_COOKIE = 'citizen.session'

export interface CitizenSession {
  id: string
  personId: string
  authLevel: AuthLevel
  authType: 'sfi' | 'dev' | 'weak'
  expiresAt: Date
  samlNameId: string | null
  samlSessionIndex: string | null
}

declare module 'fastify' {
  interface FastifyRequest {
    session: CitizenSession | null
  }
}

// Writing the new expiry on every request would double the work of each call; within this
// window the sliding expiry is at most a minute short.
const TOUCH_INTERVAL_MS = 60_000

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url')
}

function isLocalhost(hostname: string): boolean {
  const host = hostname.replace(/:\d+$/, '')
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')
}

/** Loads the session of the cookie on every /api request and slides its expiry. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const timeoutMs = app.config.sessionTimeoutMinutes * 60_000
  app.decorateRequest('session', null)

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return
    const row = await app.db
      .selectFrom('session')
      .select(['id', 'person_id', 'auth_level', 'auth_type', 'expires_at', 'saml_name_id', 'saml_session_index'])
      .where('id', '=', hashToken(token))
      .where('expires_at', '>', new Date())
      .executeTakeFirst()
    if (!row) return
    let expiresAt = row.expires_at
    if (expiresAt.getTime() - Date.now() < timeoutMs - TOUCH_INTERVAL_MS) {
      expiresAt = new Date(Date.now() + timeoutMs)
      await app.db.updateTable('session').set({ expires_at: expiresAt }).where('id', '=', row.id).execute()
    }
    request.session = {
      id: row.id,
      personId: row.person_id,
      authLevel: row.auth_level,
      authType: row.auth_type,
      expiresAt,
      samlNameId: row.saml_name_id,
      samlSessionIndex: row.saml_session_index,
    }
    reply.header(SESSION_EXPIRES_HEADER, expiresAt.toISOString())
  })
})

export interface NewSession {
  personId: string
  authLevel: AuthLevel
  authType: CitizenSession['authType']
  samlNameId?: string | null
  samlSessionIndex?: string | null
}

/**
 * Logs the person in: any session of this browser is destroyed and a new id is issued, so a
 * session id known before login is worthless after it (session fixation).
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
): Promise<void> {
  const old = request.cookies[SESSION_COOKIE]
  if (old) await db.deleteFrom('session').where('id', '=', hashToken(old)).execute()
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + request.server.config.sessionTimeoutMinutes * 60_000)
  await db
    .insertInto('session')
    .values({
      id: hashToken(token),
      person_id: session.personId,
      auth_level: session.authLevel,
      auth_type: session.authType,
      expires_at: expiresAt,
      saml_name_id: session.samlNameId ?? null,
      saml_session_index: session.samlSessionIndex ?? null,
    })
    .execute()
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request))
  reply.header(SESSION_EXPIRES_HEADER, expiresAt.toISOString())
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE]
  if (token) await db.deleteFrom('session').where('id', '=', hashToken(token)).execute()
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request))
  request.session = null
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.config.cookieSecure ?? !isLocalhost(request.hostname),
  }
}

/** Removes expired sessions and login attempts; safe to run from every process. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('session').where('expires_at', '<', new Date()).execute()
  await db
    .deleteFrom('weak_login_attempt')
    .where('attempted_at', '<', new Date(Date.now() - 60 * 60_000))
    .execute()
}
