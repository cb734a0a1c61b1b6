import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { errorCodes, type Endpoint, type FileEndpoint, helsinkiDate } from '@citizen/contract'
import type { Db } from './db/database'
import { HttpError, forbidden, unauthorized } from './errors'
import { requestNow } from './clock'
import { adoptSession, loadSession, type CitizenSession, type SessionRow } from './session'
import type { AuditActor } from './audit'
import { compileResponseSerializer } from './response-serializer'

/** Who may call: anyone, any logged-in citizen, or only a strongly identified one. */
type AccessLevel = 'public' | 'weak' | 'strong'

/** What a handler answers: the JSON the response schema checks, or the reply that sent the file */
type Answer<E extends Endpoint | FileEndpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : FastifyReply

interface BaseContext<E extends Endpoint | FileEndpoint> {
  request: FastifyRequest
  reply: FastifyReply
  db: Db
  params: z.output<NonNullable<E['params']>>
  query: z.output<NonNullable<E['query']>>
  /** undefined for a multipart body, which the handler reads (request.file()) */
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined
  now: Date
  /** Today in Europe/Helsinki */
  today: string
}

type Actor<L extends AccessLevel> = L extends 'public' ? AuditActor | null : AuditActor

type RouteContext<E extends Endpoint | FileEndpoint, L extends AccessLevel, H extends boolean> = BaseContext<E> &
  (H extends true
    ? {
        /** sha256 of the session cookie: the handler's statement loads the session row by it */
        sessionTokenHash: string | null
        /**
         * The access check of the session row the handler loaded (undefined: none): 401 or 403
         * as the route's level asks, else the row becomes the request's session (its expiry
         * slides) and its actor is returned
         */
        adoptSession: (row: SessionRow | undefined) => Promise<Actor<L>>
      }
    : {
        user: L extends 'public' ? CitizenSession | null : CitizenSession
        /** The user and this request's id, for the services' audit() rows (platform/audit.ts) */
        actor: Actor<L>
      })

/**
 * Registers one contract endpoint: access level first, then params, query and body parsed by
 * the contract's schemas (400 naming the fields), then the handler, whose answer is passed
 * through the response schema so no unlisted column leaves the server (a file endpoint's handler
 * sends the file itself). `compiledResponse`, for large answers (the calendar): the schema is
 * compiled into a check that copies only objects holding more than the schema lists, then one
 * JSON.stringify (platform/response-serializer.ts), instead of zod copying the whole answer.
 * Text PostgreSQL cannot store never gets this far:
 * platform/text-check.ts refuses it for every /api route.
 */
export function route<E extends Endpoint | FileEndpoint, L extends AccessLevel, H extends boolean = false>(
  app: FastifyInstance,
  endpoint: E,
  access: L,
  handler: (ctx: RouteContext<E, L, H>) => Promise<Answer<E>>,
  options: {
    /**
     * The handler loads the session itself, in its own statement (one round trip instead of
     * two: the calls of every page, docs/performance.md "Hot path"), and passes the row to
     * `adoptSession`, which checks the access level. A public route may also never load it.
     */
    sessionLoadedByHandler?: H
    /** Check and write the answer with the compiled serializer of the response schema (large answers) */
    compiledResponse?: boolean
  } = {},
): void {
  const serialize =
    options.compiledResponse && endpoint.response !== 'file' ? compileResponseSerializer(endpoint.response) : null
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const byHandler = options.sessionLoadedByHandler === true
      const user = byHandler ? null : requireAccess(await loadSession(request, reply), access)
      const now = requestNow(request)
      const ctx = {
        request,
        reply,
        db: app.db,
        ...(byHandler
          ? {
              sessionTokenHash: request.sessionTokenHash,
              adoptSession: async (row: SessionRow | undefined) => {
                const session = requireAccess(row ? await adoptSession(request, reply, row) : null, access)
                return session && auditActor(session, request)
              },
            }
          : { user, actor: user && auditActor(user, request) }),
        params: parse(endpoint.params, request.params, 'path'),
        query: parse(endpoint.query, request.query, 'query'),
        body: endpoint.body === 'multipart' ? undefined : parse(endpoint.body, request.body, 'body'),
        now,
        today: helsinkiDate(now),
      } as unknown as RouteContext<E, L, H>
      const result = await handler(ctx)
      if (endpoint.response === 'file' || reply.sent) return reply
      if (serialize) return reply.type('application/json; charset=utf-8').send(serialize(result))
      return endpoint.response.parse(result)
    },
  })
}

function auditActor(user: CitizenSession, request: FastifyRequest): AuditActor {
  return { personId: user.personId, authLevel: user.authLevel, requestId: request.id }
}

function requireAccess(session: CitizenSession | null, access: AccessLevel): CitizenSession | null {
  if (access === 'public') return session
  if (!session) throw unauthorized()
  if (access === 'strong' && session.authLevel !== 'STRONG') {
    throw forbidden('Strong identification required', errorCodes.strongAuthRequired)
  }
  return session
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const fields = result.error.issues.map((i) => `${[where, ...i.path].join('.')}: ${i.message}`).join('; ')
  throw new HttpError(400, `Invalid request: ${fields}`, errorCodes.validation)
}
