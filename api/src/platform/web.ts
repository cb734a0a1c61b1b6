import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { Config } from './config'

/** Settings the web app reads from a meta tag in index.html (no inline script under our CSP). */
export function webConfig(config: Config) {
  return {
    environmentLabel: config.environmentLabel,
    feedbackUrl: config.feedbackUrl,
    privacyPolicyUrl: config.privacyPolicyUrl,
    showMetadataToCitizen: config.showMetadataToCitizen,
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

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // build writes .br and .gz next to each asset (scripts/lib.mjs)
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      }
    },
  })
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? ''
    if (request.method !== 'GET' || request.url.startsWith('/api/') || !accept.includes('text/html')) {
      return reply.code(404).send({ message: 'Not found' })
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)
  })
}
