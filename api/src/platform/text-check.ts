import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { MOCKED_TIME_HEADER, errorCodes, findUnstorableText } from '@citizen/contract'
import { badRequest } from './errors'
import { routedPath } from './api-path'

/**
 * Refuses, with 400 naming the field, any /api request with text PostgreSQL cannot store
 * (U+0000 or an unpaired surrogate, contract/src/text.ts) in a path parameter, a query parameter,
 * a body field or key, or the mocked-time header. One hook for every route: those of route()
 * and the others alike (login pages, the SAML callback's form body, attachments, PDFs, dev API).
 * It runs once the body is parsed and before any handler, so no handler and no schema has to
 * think of it. Multipart bodies are read by their handler; the upload keeps only the file's name,
 * which attachments/file-name.ts cleans.
 */
export const textCheckPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: no promise per request (the status call is on every page)
  app.addHook('preValidation', (request, _reply, done) => {
    if (!routedPath(request).startsWith('/api/')) return done()
    const header = request.headers[MOCKED_TIME_HEADER]
    const bad =
      findUnstorableText(request.params, 'path') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body') ??
      (header === undefined ? null : findUnstorableText(header, `headers.${MOCKED_TIME_HEADER}`))
    if (bad === null) return done()
    done(badRequest(`Invalid request: ${bad}: text with U+0000 or an unpaired surrogate`, errorCodes.validation))
  })
})
