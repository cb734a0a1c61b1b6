import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config'
import { idpOrigins } from '../features/auth/idp-metadata'

/**
 * Security headers, computed once at start. (@fastify/helmet rebuilt them on every request,
 * which cost a quarter of the status call's throughput.) The plugin also sets the request id
 * and, on /api, cache-control: no-store.
 */
function securityHeaders(config: Config): Record<string, string> {
  // Chrome applies form-action to the redirects after a form post too (logout to the IdP)
  const formAction = ["'self'", ...(config.saml ? idpOrigins(config.saml) : [])].join(' ')
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${tileOrigin(config.map.tileUrl)}`.trim(),
    "connect-src 'self'",
    "font-src 'self' data:",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    ...(config.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // no-referrer would make browsers send "Origin: null" on our own form posts (dev IdP)
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-permitted-cross-domain-policies': 'none',
    ...(config.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** Headers that matter for JSON answers; the document policies go only on pages and assets. */
const API_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']

/** The origin of the map tile server ({s} subdomains become a wildcard) for img-src. */
function tileOrigin(tileUrl: string): string {
  try {
    const url = new URL(tileUrl.replace('{s}', 'subdomain-placeholder'))
    return url.origin.replace('subdomain-placeholder', '*')
  } catch {
    return ''
  }
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const all = securityHeaders(app.config)
  const api = Object.fromEntries(Object.entries(all).filter(([name]) => API_HEADERS.includes(name)))
  // Callback style: no promise per request on the hottest path
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    if (request.url.startsWith('/api/')) reply.headers(api).header('cache-control', 'no-store')
    else reply.headers(all)
    done()
  })
})
