import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import {
  ATTACHMENT_MAX_BYTES,
  deleteAttachment,
  downloadAttachment,
  errorCodes,
  uploadApplicationAttachment,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { HttpError, badRequest } from '../../platform/errors'
import { FileTooLargeError, UploadStalledError, type ReceivedFile } from '../../platform/files'
import { checkExtension, checkStoredFile } from './sniff'
import { UploadSlots } from './upload-slots'
import * as service from './service'

const uploadError = (status: number, errorCode: string, message: string) => new HttpError(status, message, errorCode)
const tooLarge = () => uploadError(413, 'FILE_TOO_LARGE', `The file is larger than ${ATTACHMENT_MAX_BYTES} bytes`)

/**
 * Uploads one session may have in flight: the editor sends one file per attachment list and has
 * two lists, so a third at once is a client that should not be served
 */
export const MAX_UPLOADS_PER_SESSION = 2

/** A body the multipart parser could not read is the client's fault (400), never a 500 */
function unreadable(e: unknown): unknown {
  const status = (e as { statusCode?: unknown }).statusCode
  if (e instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500)) return e
  return badRequest(`Unreadable multipart body: ${(e as Error).message}`, errorCodes.validation)
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * Attachments of applications (spec 000 "Attachments", "Files"): a multipart upload checked by
 * name and by content, a download that streams the stored file, and removal. Only the uploader
 * (the applicant), with a strong session.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: multipart bodies are parsed only by these routes
  // fileSize: the parser ends the file stream at the limit (truncated) and discards the rest
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  })
  const services = (request: FastifyRequest): service.Services => ({ db: app.db, files: app.files, log: request.log })
  const slots = new UploadSlots(MAX_UPLOADS_PER_SESSION)

  route(app, uploadApplicationAttachment, 'strong', async ({ request, user, actor, params, query, now, today }) => {
    const { applicationId } = params
    const { type } = query
    const release = slots.acquire(user.id)
    if (!release) {
      throw uploadError(
        429,
        'TOO_MANY_UPLOADS',
        `At most ${MAX_UPLOADS_PER_SESSION} uploads at a time; try again when one has finished`,
      )
    }
    let received: ReceivedFile | null = null
    try {
      await service.checkMayUpload(app.db, user.personId, applicationId, today)

      if (!request.isMultipart())
        throw badRequest('Expected a multipart/form-data upload with the file in "file"', errorCodes.validation)
      const part = await request.file().catch((e: unknown) => Promise.reject(unreadable(e)))
      if (!part || part.fieldname !== 'file') throw badRequest('No file in the part "file"', errorCodes.validation)
      const byName = checkExtension(part.filename)
      if (!byName.ok) {
        part.file.resume() // let the rest of the upload drain
        throw uploadError(400, byName.errorCode, `File refused: ${byName.errorCode}`)
      }
      // Streamed to a temporary file: memory does not grow with the file
      const file = await app.files.receive(part.file, { maxBytes: ATTACHMENT_MAX_BYTES }).catch((e: unknown) => {
        if (e instanceof FileTooLargeError) return Promise.reject(tooLarge())
        if (e instanceof UploadStalledError) return Promise.reject(uploadError(408, 'UPLOAD_STALLED', e.message))
        return Promise.reject(unreadable(e))
      })
      received = file
      // The parser stops a file at the limit (and drains the rest, so the client reads the answer)
      if (part.file.truncated) throw tooLarge()
      const check = await checkStoredFile(part.filename, file.path)
      if (!check.ok) throw uploadError(400, check.errorCode, `File refused: ${check.errorCode}`)
      received = null // store() takes the temporary file over
      const id = await service.addApplicationAttachment(services(request), {
        actor,
        applicationId,
        type,
        filename: part.filename,
        contentType: check.contentType,
        file,
        today,
        now,
      })
      return { id }
    } finally {
      if (received)
        await app.files
          .discard(received)
          .catch((e: unknown) => request.log.warn({ err: e }, 'could not remove an upload'))
      release()
    }
  })

  // The name in the path is cosmetic (the browser saves under it); the stored name is served
  route(app, downloadAttachment, 'strong', async ({ request, reply, actor, params }) => {
    const file = await service.openAttachment(services(request), actor, params.attachmentId)
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream)
  })

  route(app, deleteAttachment, 'strong', async ({ request, actor, params, today }) => {
    await service.deleteApplicationAttachment(services(request), actor, params.attachmentId, today)
    return { ok: true as const }
  })
}
