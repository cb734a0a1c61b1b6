import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  authPaths,
  getAuthStatus,
  getPasskeyLoginOptions,
  logout,
  passkeyLogin,
  safeReturnPath,
  weakLogin,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { HttpError } from '../../platform/errors'
import type { Db } from '../../platform/db/database'
import { adoptSession, endSession, loadSession, startSession } from '../../platform/session'
import * as service from './service'
import { renderDevIdpPage } from './dev-idp'
import { IdpUnavailableError } from './idp-metadata'
import { LOGIN_RATE_WINDOW_MS, SAML_REQUEST_COOKIE, SAML_REQUEST_TTL_MS, SuomiFiSaml } from './saml'
import { samlRoutes } from './saml-routes'
import { clientKey, type SessionPort } from './service'
import { passkeyLoginOptions } from '../personal-data/public'

const RelayQuery = z.object({ RelayState: z.string().optional() })
const CallbackBody = z.object({
  RelayState: z.string().optional(),
  SAMLResponse: z.string().optional(),
  preset: z.string().optional(),
  ssn: z.string().optional(),
})

const loginFailed = '/login?loginError=true'

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app
  const saml = config.saml ? new SuomiFiSaml(config.saml, db, app.log) : null
  const devIdp = !saml && !config.production
  if (saml) samlRoutes(app, saml)

  route(
    app,
    getAuthStatus,
    'public',
    ({ db, request, reply, today }) =>
      service.getAuthStatus(db, sessionPort(db, request, reply), today, app.apiVersion),
    { sessionLoadedByHandler: true },
  )

  route(app, weakLogin, 'public', async ({ db, request, reply, body }) => {
    const limits = { perUsername: config.weakLoginRateLimit, perClient: config.weakLoginClientRateLimit }
    await service.weakLogin(
      db,
      sessionPort(db, request, reply),
      request.id,
      { ...body, client: clientKey(request.ip), limits },
      request.log,
    )
    return { ok: true as const }
  })

  route(app, getPasskeyLoginOptions, 'public', ({ db, request, now }) =>
    passkeyLoginOptions(db, config.webauthn, clientKey(request.ip), now),
  )

  route(app, passkeyLogin, 'public', async ({ db, request, reply, body, now }) => {
    const limits = { perUsername: config.weakLoginRateLimit, perClient: config.weakLoginClientRateLimit }
    await service.passkeyLogin(
      db,
      sessionPort(db, request, reply),
      request.id,
      { response: body.response, client: clientKey(request.ip), limits, now },
      config.webauthn,
      request.log,
    )
    return { ok: true as const }
  })

  app.get(authPaths.strongLogin, async (request, reply) => {
    const relayState = safeReturnPath(RelayQuery.safeParse(request.query).data?.RelayState) ?? '/'
    if (saml) {
      const client = clientKey(request.ip)
      if (!(await saml.mayStartLogin(client))) {
        request.log.warn({ client }, 'strong login: client over its limit of started logins')
        return reply.code(429).type('text/html; charset=utf-8').send(TOO_MANY_LOGINS_PAGE)
      }
      let started: { url: string; requestId: string }
      try {
        started = await saml.loginRedirect(relayState, client)
      } catch (e) {
        if (!(e instanceof IdpUnavailableError)) throw e
        throw new HttpError(503, 'Strong identification is not available right now')
      }
      // Binds the response to this browser: the callback requires the id of the request it answers
      reply.setCookie(SAML_REQUEST_COOKIE, started.requestId, {
        path: authPaths.strongLogin,
        httpOnly: true,
        secure: true,
        sameSite: 'none',
        maxAge: SAML_REQUEST_TTL_MS / 1000,
      })
      return reply.redirect(started.url)
    }
    if (!devIdp) throw new HttpError(503, 'Strong identification is not configured')
    return sendDevIdpPage(reply, relayState)
  })

  app.post(authPaths.strongLoginCallback, async (request, reply) => {
    const body = CallbackBody.safeParse(request.body).data ?? {}
    const relayState = safeReturnPath(body.RelayState) ?? '/'
    if (saml) {
      const boundRequestId = request.cookies[SAML_REQUEST_COOKIE]
      reply.clearCookie(SAML_REQUEST_COOKIE, {
        path: authPaths.strongLogin,
        httpOnly: true,
        secure: true,
        sameSite: 'none',
      })
      try {
        const identity = await saml.login((request.body ?? {}) as Record<string, unknown>, boundRequestId)
        const personId = await service.personOfIdentity(db, identity)
        await service.strongLogin(db, sessionPort(db, request, reply), request.id, {
          personId,
          authType: 'sfi',
          samlNameId: identity.nameId,
          samlSessionIndex: identity.sessionIndex ?? undefined,
        })
        return reply.redirect(relayState)
      } catch (e) {
        request.log.warn({ err: e }, 'SAML login failed')
        return reply.redirect(loginFailed)
      }
    }
    if (!devIdp) throw new HttpError(503, 'Strong identification is not configured')
    // The dev IdP form is posted from our own page: refuse cross-site posts (login CSRF)
    if (!isSameOrigin(request)) return reply.code(403).send({ message: 'Cross-site login refused' })
    const ssn = body.ssn?.trim() || body.preset?.trim()
    const person = ssn ? await service.personBySsn(db, ssn) : undefined
    if (!person) {
      reply.code(400)
      return sendDevIdpPage(reply, relayState, 'Henkilöä ei löydy / No person with that personal identity code')
    }
    await service.strongLogin(db, sessionPort(db, request, reply), request.id, { personId: person.id, authType: 'dev' })
    return reply.redirect(relayState)
  })

  // A POST with the CSRF header (csrf.ts): no other site can log the user out with a link
  route(app, logout, 'public', async ({ db, request, reply, query }) => {
    const relayState = safeReturnPath(query.RelayState) ?? '/'
    const session = await service.logout(db, sessionPort(db, request, reply), request.id)
    // Personal data must not outlive the session in the browser: the HTTP cache (child images are
    // cached privately for a day) and the site's storage (typed forms kept in sessionStorage). The
    // web writes its device preferences (language) back afterwards (web/src/shared/auth.ts).
    reply.header('Clear-Site-Data', query.keepNotifications ? '"cache"' : CLEAR_SITE_DATA)
    if (saml && session?.authType === 'sfi' && session.samlNameId) {
      try {
        // A signed LogoutRequest; the IdP's LogoutResponse comes back to SFI_LOGOUT_CALLBACK_PATH
        const url = await saml.logoutRedirect(
          { nameId: session.samlNameId, sessionIndex: session.samlSessionIndex },
          relayState,
        )
        return { redirectUrl: url }
      } catch (e) {
        request.log.warn({ err: e }, 'SAML logout request failed; logged out locally')
      }
    }
    return { redirectUrl: relayState }
  })

  // A GET ends nothing (a link on any site could trigger it): an old bookmark, or the identity
  // provider returning from its logout, lands on the RelayState path. The session was ended by
  // the POST before the browser went to the identity provider.
  app.get(authPaths.logout, async (request, reply) => {
    return reply.redirect(safeReturnPath(RelayQuery.safeParse(request.query).data?.RelayState) ?? '/')
  })

  async function sendDevIdpPage(reply: FastifyReply, relayState: string, error?: string) {
    return reply.type('text/html; charset=utf-8').send(
      renderDevIdpPage({
        persons: await service.devLoginPersons(db),
        relayState,
        callbackPath: authPaths.strongLoginCallback,
        error,
      }),
    )
  }
}

/** What logout clears in the browser; not "cookies" (the session cookie is cleared by name, and other sites' cookies of the domain are not ours) */
const CLEAR_SITE_DATA = '"cache", "storage"'

const TOO_MANY_LOGINS_PAGE = `<!doctype html>
<html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Liian monta kirjautumista</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>Liian monta kirjautumisyritystä</h1>
<p>Tästä osoitteesta on aloitettu liian monta kirjautumista ${LOGIN_RATE_WINDOW_MS / 60_000} minuutin aikana. Yritä hetken kuluttua uudelleen.</p>
<p lang="sv">För många inloggningar har påbörjats från den här adressen. Försök igen om en stund.</p>
<p lang="en">Too many logins have been started from this address. Please try again in a moment.</p>
<p><a href="/login">Takaisin / Tillbaka / Back</a></p>
</body></html>`

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (!origin) return true // browsers omit Origin only on same-origin navigations in older versions
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

/** The request's session as the auth service sees it; platform/session.ts does the cookies */
function sessionPort(db: Db, request: FastifyRequest, reply: FastifyReply): SessionPort {
  return {
    tokenHash: request.sessionTokenHash,
    adopt: (row) => adoptSession(request, reply, row),
    start: (session) => startSession(db, request, reply, session),
    end: async () => {
      const session = await loadSession(request, reply)
      await endSession(db, request, reply)
      return session
    },
  }
}
