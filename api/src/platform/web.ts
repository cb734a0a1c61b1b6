import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { Config } from './config'

/** Settings the web app reads from a meta tag in index.html (no inline script under our CSP). */
function webConfig(config: Config) {
  return {
    environmentLabel: config.environmentLabel,
    feedbackUrl: config.feedbackUrl,
    privacyPolicyUrl: config.privacyPolicyUrl,
    showMetadataToCitizen: config.showMetadataToCitizen,
    serviceApplications: config.serviceApplications,
    absenceApplications: config.absenceApplications,
    discussionReservations: config.discussionReservations,
    map: {
      tileUrl: config.map.tileUrl,
      tileAttribution: config.map.tileAttribution,
      center: config.map.center,
      /** Without a routing upstream the map shows straight-line distances only */
      walkingDistances: config.digitransit.routingUrl !== null,
    },
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html (with the
 * runtime settings filled in) for every other GET that is not an API call.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`Web app not built (${indexPath} missing); serving the API only`)
    return
  }
  const indexHtml = fs
    .readFileSync(indexPath, 'utf8')
    .replace('%CITIZEN_CONFIG%', escapeAttribute(JSON.stringify(webConfig(app.config))))

  // One wildcard route per folder looks files up on request. A route per built file
  // (wildcard: false) made every request, API calls included, ~14 µs slower
  // (measured with 167 files; see docs/performance.md "Hot path").
  // build writes .br and .gz next to each asset (scripts/lib.mjs): preCompressed
  const common = { index: false, wildcard: true, preCompressed: true } as const
  // Hashed file names: a changed file gets a new name, so browsers keep these for a year
  await app.register(fastifyStatic, {
    ...common,
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
  })
  await app.register(fastifyStatic, {
    ...common,
    root: distDir,
    decorateReply: false,
    // index.html only with the settings filled in (sendPage)
    allowedPath: (pathName) => pathName !== '/index.html',
  })
  const sendPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)
  app.get('/', (_request, reply) => sendPage(reply))
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? ''
    if (request.method !== 'GET' || request.url.startsWith('/api/') || !accept.includes('text/html')) {
      return reply.code(404).send({ message: 'Not found' })
    }
    return sendPage(reply)
  })
}
