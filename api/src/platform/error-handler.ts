import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errorCodes } from '@citizen/contract'
import { HttpError } from './errors'
import { isDatabaseUnavailable, pgError, refusedDataAnswer } from './db/errors'

/**
 * The one error handler (app.ts): expected failures with their status, data PostgreSQL refused
 * 400/409, a database that cannot be reached 503, anything else 500 with the request id only.
 * `logDetail`: whether PostgreSQL's detail (which quotes the refused values, such as an identity
 * code) may go to the log; off in production, where the table, column and constraint must do.
 */
export function errorHandler({ logDetail }: { logDetail: boolean }) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const retryAfter = error.details?.retryAfterSeconds
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter))
      return reply.code(error.statusCode).send({ ...error.details, message: error.message, errorCode: error.errorCode })
    }
    const status = (error as { statusCode?: number }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message })
    }
    const refused = refusedDataAnswer(error)
    if (refused) {
      // A case the validation missed: worth fixing, not an outage (no stack)
      const { detail, ...fields } = pgError(error)!
      request.log.warn({ db: logDetail ? { ...fields, detail } : fields }, 'database refused the request data')
      return reply.code(refused.statusCode).send({ errorCode: refused.errorCode, message: refused.message })
    }
    if (isDatabaseUnavailable(error)) {
      // An outage or restart of the database, not a bug (no stack: an outage repeats it per request)
      request.log.warn({ dbError: error.message, code: (error as { code?: string }).code }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send({
        errorCode: errorCodes.databaseUnavailable,
        message: 'The service is temporarily unavailable, please try again shortly',
      })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send({ message: `Internal server error (request ${request.id})` })
  }
}
