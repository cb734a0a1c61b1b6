import crypto from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { Config } from './platform/config'
import type { Db } from './platform/db/database'
import { errorHandler } from './platform/error-handler'
import { csrfPlugin } from './platform/csrf'
import { securityHeadersPlugin } from './platform/security-headers'
import { sessionPlugin } from './platform/session'
import { textCheckPlugin } from './platform/text-check'
import { serveWebApp } from './platform/web'
import { authRoutes } from './features/auth/routes'
import { notificationRoutes } from './features/notifications/routes'
import { childrenRoutes } from './features/children/routes'
import { mapRoutes } from './features/map/routes'
import { applicationRoutes } from './features/applications/routes'
import { attachmentRoutes } from './features/attachments/routes'
import { decisionRoutes } from './features/decisions/routes'
import { financeDecisionRoutes } from './features/finance-decisions/routes'
import { assistanceDecisionRoutes } from './features/assistance-decisions/routes'
import { processMetadataRoutes } from './features/process-metadata/routes'
import { serviceApplicationRoutes } from './features/service-applications/routes'
import { calendarRoutes } from './features/calendar/routes'
import { calendarEventRoutes } from './features/calendar-events/routes'
import { incomeRoutes } from './features/income/routes'
import { childImageRoutes } from './features/child-images/routes'
import { messageRoutes } from './features/messages/routes'
import { personalDataRoutes } from './features/personal-data/routes'
import { incomeStatementRoutes } from './features/income-statements/routes'
import { documentRoutes } from './features/documents/routes'
import { holidayPeriodRoutes } from './features/holiday-periods/routes'
import { absenceApplicationRoutes } from './features/absence-applications/routes'
import { webPushRoutes } from './features/web-push/routes'
import { setWebPushQueueing } from './platform/web-push/outbox'
import { createFileStorage, type FileStorage } from './platform/files'
import { devRoutes } from './dev/routes'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    apiVersion: string
    /** Uploaded files (platform/files.ts) */
    files: FileStorage
  }
}

interface AppOptions {
  config: Config
  db: Db
  apiVersion: string
  /** Folder of the built web app; omitted in API tests */
  webDist?: string | null
  /** Default: from config.files (a local folder or S3) */
  files?: FileStorage
  /** Where the log goes instead of stdout (tests that read the log) */
  logStream?: { write(line: string): void }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

export async function buildApp({
  config,
  db,
  apiVersion,
  webDist,
  files,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID()
    },
    // A hop count works at run time but is missing from Fastify's types: the same as a function
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  })
  app.decorate('config', config)
  setWebPushQueueing(config.webPush !== null)
  app.decorate('db', db)
  app.decorate('apiVersion', apiVersion)
  app.decorate('files', files ?? createFileStorage(config.files))

  app.setErrorHandler(errorHandler({ logDetail: !config.production }))

  await app.register(securityHeadersPlugin)
  await app.register(cookie)
  await app.register(formbody)
  await app.register(csrfPlugin)
  await app.register(sessionPlugin)
  await app.register(textCheckPlugin)

  app.get('/health', async () => ({ status: 'ok' }))
  app.get('/ready', async (_request, reply) => {
    try {
      await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute()
      return { status: 'ok' }
    } catch {
      return reply.code(503).send({ status: 'database unavailable' })
    }
  })

  await app.register(authRoutes)
  await app.register(notificationRoutes)
  await app.register(childrenRoutes)
  await app.register(mapRoutes)
  await app.register(applicationRoutes)
  await app.register(attachmentRoutes)
  await app.register(decisionRoutes)
  await app.register(financeDecisionRoutes)
  await app.register(assistanceDecisionRoutes)
  await app.register(processMetadataRoutes)
  await app.register(calendarRoutes)
  await app.register(calendarEventRoutes)
  await app.register(incomeRoutes)
  await app.register(childImageRoutes)
  await app.register(messageRoutes)
  await app.register(documentRoutes)
  await app.register(holidayPeriodRoutes)
  await app.register(absenceApplicationRoutes)
  await app.register(personalDataRoutes)
  await app.register(serviceApplicationRoutes)
  await app.register(incomeStatementRoutes)
  await app.register(webPushRoutes)
  if (config.devApi) await app.register(devRoutes)

  if (webDist) {
    await serveWebApp(app, webDist)
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }))
  }
  return app
}
