import type { FastifyInstance, FastifyRequest } from 'fastify'
import { deleteAttachment, downloadAttachment, uploadApplicationAttachment } from '@citizen/contract'
import { route } from '../../platform/route'
import { sendStoredFile, uploadPipeline } from '../../platform/uploads/pipeline'
import * as service from './service'

/**
 * Attachments of applications (spec 000 "Attachments", "Files"): an upload through the shared
 * pipeline (platform/uploads), a download that streams the stored file, and removal. Only the
 * uploader (the applicant), with a strong session.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const uploads = await uploadPipeline(app)
  const services = (request: FastifyRequest): service.Services => ({ db: app.db, files: app.files, log: request.log })

  route(app, uploadApplicationAttachment, 'strong', async ({ request, user, actor, params, query, now, today }) => {
    const { applicationId } = params
    const id = await uploads.receive(request, user.id, {
      authorize: () => service.checkMayUpload(app.db, user.personId, applicationId, today),
      store: ({ filename, contentType, file }) =>
        service.addApplicationAttachment(services(request), {
          actor,
          applicationId,
          type: query.type,
          filename,
          contentType,
          file,
          today,
          now,
        }),
    })
    return { id }
  })

  // The name in the path is cosmetic (the browser saves under it); the stored name is served.
  // Weak: a message's attachment is read as messages are; the service asks strong for the rest
  route(app, downloadAttachment, 'weak', async ({ request, reply, actor, params, today, now }) =>
    sendStoredFile(reply, await service.openAttachment(services(request), actor, params.attachmentId, today, now)),
  )

  route(app, deleteAttachment, 'strong', async ({ request, actor, params, today }) => {
    await service.deleteApplicationAttachment(services(request), actor, params.attachmentId, today)
    return { ok: true as const }
  })
}
