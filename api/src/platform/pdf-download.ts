import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { errorCodes, helsinkiDate } from '@citizen/contract'
import { auditActor, requireAccess } from './route'
import { loadSession } from './session'
import { badRequest } from './errors'
import { requestNow } from './clock'

const DownloadParams = z.object({ id: z.uuid() })
const DownloadQuery = z.object({ lang: z.string().optional() })

/**
 * The common start of a decision PDF download (`GET …/:id/download` or `…/:id/pdf`): opened in a
 * new tab, so a plain GET rather than a contract endpoint. Strong session only (401/403), the id
 * must be a uuid (400), and `?lang=` is the web app's UI language for pdfLanguage.
 */
export async function pdfDownloadRequest(request: FastifyRequest, reply: FastifyReply) {
  const user = requireAccess(await loadSession(request, reply), 'strong')!
  const params = DownloadParams.safeParse(request.params)
  if (!params.success) throw badRequest('Invalid request: path.id: not a uuid', errorCodes.validation)
  const query = DownloadQuery.safeParse(request.query)
  return {
    userId: user.personId,
    actor: auditActor(user, request),
    id: params.data.id,
    lang: query.success ? query.data.lang : undefined,
    today: helsinkiDate(requestNow(request)),
  }
}
