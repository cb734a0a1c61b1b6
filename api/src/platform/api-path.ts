import type { FastifyRequest } from 'fastify'

/**
 * The path a request was routed by: the matched route's pattern, else the raw path. The router
 * decodes percent-escapes, so "/%61pi/dev/reset" runs the route "/api/dev/reset"; checks that
 * only looked at request.url would let such a request through.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? ''
}

/** True for a request to the API (by its raw path or by the route it reached). */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || routedPath(request).startsWith('/api/')
}
