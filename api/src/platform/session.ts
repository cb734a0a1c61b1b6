import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { SESSION_EXPIRES_HEADER, type AuthLevel } from '@citizen/contract'
import type { Db } from './db/database'
import { compiledOnce } from './db/compiled'
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

/** A session as SESSION_JSON gives it */
export interface SessionRow extends Omit<CitizenSession, 'expiresAt'> {
  /** Epoch milliseconds: a number is cheaper to read than a timestamp */
  expiresAtMs: number
}

/**
 * The session of `session s` as one json column (a SessionRow), for the queries that load a
 * session, alone or with other data. The driver's work grows with every column it reads: one
 * json column costs it less than seven (see docs/performance.md, "Hot path").
 */
export const SESSION_JSON = sql<SessionRow>`json_build_object(
  'id', s.id, 'personId', s.person_id, 'authLevel', s.auth_level, 'authType', s.auth_type,
  'expiresAtMs', (extract(epoch FROM s.expires_at) * 1000)::float8,
  'samlNameId', s.saml_name_id, 'samlSessionIndex', s.saml_session_index)`

const LOADED = Symbol('sessionLoaded')

declare module 'fastify' {
  interface FastifyRequest {
    /** sha256 of the session cookie, set for /api requests that carry one */
    sessionTokenHash: string | null
    /** The loaded session; read it through loadSession() */
    session: CitizenSession | null
    [LOADED]: Promise<CitizenSession | null> | null
  }
}

/**
 * Writing the new expiry on every request would double the work of each call, so the row is
 * rewritten only once this much of the timeout has passed: a minute, but at most a quarter of
 * the timeout, so a short timeout (SESSION_TIMEOUT_MINUTES=1) still slides.
 */
function touchIntervalMs(timeoutMs: number): number {
  return Math.min(60_000, timeoutMs / 4)
}

function hashToken(token: string): string {
  return crypto.hash('sha256', token, 'base64url')
}

function isLocalhost(hostname: string): boolean {
  const host = hostname.replace(/:\d+$/, '')
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')
}

/**
 * Reads the session cookie of /api requests. The session row itself is loaded on demand
 * (loadSession), so a call like the status check can fetch it together with its own data in
 * one query.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  // Every per-request property is declared up front: one added later changes the request
  // object's shape, which slows every access to it
  app.decorateRequest('session', null)
  app.decorateRequest('sessionTokenHash', null)
  app.decorateRequest(LOADED, null)
  // Callback style: no promise per request on the hottest path
  app.addHook('onRequest', (request, _reply, done) => {
    if (isApiRequest(request)) {
      const token = request.cookies[SESSION_COOKIE]
      if (token) request.sessionTokenHash = hashToken(token)
    }
    done()
  })
})

const findSession = compiledOnce(
  (_, v: { hash: string }) =>
    sql<{
      session: SessionRow
    }>`SELECT ${SESSION_JSON} AS session FROM session s WHERE s.id = ${v.hash} AND s.expires_at > now()`,
)

/** The request's valid session, loaded once per request; null when there is none. */
export function loadSession(request: FastifyRequest, reply: FastifyReply): Promise<CitizenSession | null> {
  request[LOADED] ??= (async () => {
    const hash = request.sessionTokenHash
    if (!hash) return null
    const rows = await findSession(request.server.db, { hash })
    return rows[0] ? adoptSession(request, reply, rows[0].session) : null
  })()
  return request[LOADED]
}

/**
 * Makes a loaded session row the request's session: slides its expiry (see touchIntervalMs)
 * and reports the expiry to the browser in x-session-expires-at.
 */
export async function adoptSession(
  request: FastifyRequest,
  reply: FastifyReply,
  row: SessionRow,
): Promise<CitizenSession> {
  const timeoutMs = request.server.config.sessionTimeoutMinutes * 60_000
  let expiresAt = new Date(row.expiresAtMs)
  if (row.expiresAtMs - Date.now() < timeoutMs - touchIntervalMs(timeoutMs)) {
    expiresAt = new Date(Date.now() + timeoutMs)
    await request.server.db.updateTable('session').set({ expires_at: expiresAt }).where('id', '=', row.id).execute()
  }
  const session: CitizenSession = {
    id: row.id,
    personId: row.personId,
    authLevel: row.authLevel,
    authType: row.authType,
    expiresAt,
    samlNameId: row.samlNameId,
    samlSessionIndex: row.samlSessionIndex,
  }
  request.session = session
  request[LOADED] = Promise.resolve(session)
  reply.header(SESSION_EXPIRES_HEADER, expiresAt.toISOString())
  return session
}

export interface NewSession {
  personId: string
  authLevel: AuthLevel
  authType: CitizenSession['authType']
  samlNameId?: string | null
  samlSessionIndex?: string | null
  /** The passkey of a passkey login: removing it ends the session (session.passkey_id cascades) */
  passkeyId?: string | null
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
      passkey_id: session.passkeyId ?? null,
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
  request[LOADED] = Promise.resolve(null)
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
