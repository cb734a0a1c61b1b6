import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { CSRF_HEADER, authPaths, errorCodes } from '@citizen/contract'
import { isApiRequest, routedPath } from './api-path'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// The SAML assertion consumer service is posted cross-site by the identity provider, which
// cannot add headers; the signed SAML response (or the dev IdP's signed form token) protects it.
const EXEMPT_PATHS = new Set<string>([authPaths.strongLoginCallback])

/**
 * Any state-changing /api request must carry x-evaka-csrf. A cross-site form cannot add a
 * custom header, and a cross-site fetch that adds one needs a CORS preflight we never allow.
 * Runs before the session is loaded, so a refused request does no work.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: no promise per request on the hottest path
  app.addHook('onRequest', (request, reply, done) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      isApiRequest(request) &&
      !EXEMPT_PATHS.has(routedPath(request)) &&
      request.headers[CSRF_HEADER] === undefined
    ) {
      reply.code(403).send({ message: 'Anti-CSRF token error', errorCode: errorCodes.csrf })
      return
    }
    done()
  })
})
