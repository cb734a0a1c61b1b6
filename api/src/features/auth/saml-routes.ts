import type { FastifyInstance } from 'fastify'
import { safeReturnPath } from '@citizen/contract'
import { endSession } from '../../platform/session'
import { HttpError } from '../../platform/errors'
import * as service from './service'
import { IdpUnavailableError } from './idp-metadata'
import {
  serviceProviderMetadata,
  SFI_LOGOUT_CALLBACK_PATH,
  SFI_METADATA_PATH,
  type SingleLogoutResult,
  type SuomiFiSaml,
} from './saml'

/** The SAML endpoints besides login: single logout and our metadata (docs/operations.md). */
export function samlRoutes(app: FastifyInstance, saml: SuomiFiSaml): void {
  const { db } = app

  // Single logout, redirect binding: the IdP's LogoutResponse to our LogoutRequest, or its own
  // LogoutRequest when the user logs out at another service
  app.get(SFI_LOGOUT_CALLBACK_PATH, async (request, reply) => {
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : ''
    let result: SingleLogoutResult
    try {
      result = await saml.singleLogout(request.query as Record<string, unknown>, rawQuery)
    } catch (e) {
      if (e instanceof IdpUnavailableError) throw new HttpError(503, 'Strong identification is not available right now')
      request.log.warn({ err: e }, 'SAML single logout message refused')
      return reply.code(400).type('text/plain; charset=utf-8').send('Invalid logout message')
    }
    if (result.kind === 'response') return reply.redirect(safeReturnPath(result.relayState) ?? '/')
    const ended = await service.endSamlSessions(db, result.nameId, result.sessionIndex)
    // The browser's own session cookie goes too when it was one of them
    if (request.sessionTokenHash && ended.includes(request.sessionTokenHash)) {
      await endSession(db, request, reply)
      // The cached personal data (child images) goes with it. Not the storage: this navigation
      // does not pass the web app, which would write the device's preferences back.
      reply.header('Clear-Site-Data', '"cache"')
    }
    request.log.info({ sessions: ended.length }, 'SAML single logout requested by the identity provider')
    return reply.redirect(await result.respond())
  })

  app.get(SFI_METADATA_PATH, async (_request, reply) =>
    reply.type('application/samlmetadata+xml; charset=utf-8').send(serviceProviderMetadata(saml.config)),
  )
}
