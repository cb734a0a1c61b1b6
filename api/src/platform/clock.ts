import type { FastifyRequest } from 'fastify'
import { MOCKED_TIME_HEADER } from '@citizen/contract'

// A mocked time outside these years is ignored like an unparseable one: JavaScript accepts years
// from -271821 to 275760, PostgreSQL's dates and the contract's YYYY-MM-DD do not (500s)
const MOCKED_MIN = Date.UTC(1900, 0, 1)
const MOCKED_MAX = Date.UTC(3000, 0, 1)

/**
 * "Now" for a request. In test mode (config.mockedTime) the EvakaMockedTime header fixes it so
 * e2e tests can pin the date; otherwise the real time.
 */
export function requestNow(request: FastifyRequest): Date {
  if (request.server.config.mockedTime) {
    const header = request.headers[MOCKED_TIME_HEADER]
    if (typeof header === 'string' && header.length > 0) {
      const mocked = new Date(header)
      const ms = mocked.getTime()
      if (ms >= MOCKED_MIN && ms < MOCKED_MAX) return mocked
    }
  }
  return new Date()
}
