import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { UPLOAD_MAX_BYTES, errorCodes, uploadErrors, type UploadErrorCode } from '@citizen/contract'
import { HttpError, badRequest } from '../errors'
import { FileTooLargeError, UploadStalledError, type ReceivedFile } from '../files'
import { checkExtension, checkStoredFile } from './sniff'
import { UploadSlots } from './upload-slots'

/**
 * The one upload pipeline (issue 24): receive a multipart file into a temporary file, check its
 * name and content (sniff.ts), hold the size limit and the per-session slots, answer with the
 * contract's uploadErrors, and remove the temporary file however the upload ends unless `store`
 * took it over. A feature's route decides which record the file belongs to and stores it; the
 * rest is here, so that messages, income statements and documents answer as applications do.
 */

const uploadError = (status: number, errorCode: UploadErrorCode, message: string) =>
  new HttpError(status, message, errorCode)
const tooLarge = () => uploadError(413, uploadErrors.fileTooLarge, `The file is larger than ${UPLOAD_MAX_BYTES} bytes`)

/**
 * Uploads one session may have in flight: the application editor sends one file per attachment
 * list and has two lists, so a third at once is a client that should not be served
 */
const MAX_UPLOADS_PER_SESSION = 2

/** A body the multipart parser could not read is the client's fault (400), never a 500 */
function unreadable(e: unknown): unknown {
  const status = (e as { statusCode?: unknown }).statusCode
  if (e instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500)) return e
  return badRequest(`Unreadable multipart body: ${(e as Error).message}`, errorCodes.validation)
}

/** A received and checked file, for the feature to store (its store() takes the temporary file over) */
interface Upload {
  filename: string
  /** From the checked extension, not from the client */
  contentType: string
  file: ReceivedFile
}

interface UploadPipeline {
  /**
   * Runs one upload: `authorize` before a byte of the body is read (a refusal costs nothing),
   * then receive and check, then `store`. Whatever `store` answers is the route's answer.
   */
  receive<T>(
    request: FastifyRequest,
    session: string,
    steps: { authorize: () => Promise<void>; store: (upload: Upload) => Promise<T> },
  ): Promise<T>
}

/**
 * Registers the multipart parser in the calling plugin (encapsulated: only its routes parse
 * multipart bodies) and answers the pipeline its routes call.
 */
export async function uploadPipeline(
  app: FastifyInstance,
  { perSession = MAX_UPLOADS_PER_SESSION }: { perSession?: number } = {},
): Promise<UploadPipeline> {
  // fileSize: the parser ends the file stream at the limit (truncated) and discards the rest
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  })
  const slots = new UploadSlots(perSession)

  return {
    async receive(request, session, { authorize, store }) {
      const release = slots.acquire(session)
      if (!release) {
        throw uploadError(
          429,
          uploadErrors.tooManyUploads,
          `At most ${perSession} uploads at a time; try again when one has finished`,
        )
      }
      let received: ReceivedFile | null = null
      try {
        await authorize()
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
        const file = await app.files.receive(part.file, { maxBytes: UPLOAD_MAX_BYTES }).catch((e: unknown) => {
          if (e instanceof FileTooLargeError) return Promise.reject(tooLarge())
          if (e instanceof UploadStalledError)
            return Promise.reject(uploadError(408, uploadErrors.uploadStalled, e.message))
          return Promise.reject(unreadable(e))
        })
        received = file
        // The parser stops a file at the limit (and drains the rest, so the client reads the answer)
        if (part.file.truncated) throw tooLarge()
        const check = await checkStoredFile(part.filename, file.path)
        if (!check.ok) throw uploadError(400, check.errorCode, `File refused: ${check.errorCode}`)
        received = null // store() takes the temporary file over
        return await store({ filename: part.filename, contentType: check.contentType, file })
      } finally {
        if (received)
          await app.files
            .discard(received)
            .catch((e: unknown) => request.log.warn({ err: e }, 'could not remove an upload'))
        release()
      }
    },
  }
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name */
function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/** Sends a stored file as a download the browser neither renders nor sniffs */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; size: number; name: string; stream: NodeJS.ReadableStream },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream)
}
