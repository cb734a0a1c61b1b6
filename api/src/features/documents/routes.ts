import type { FastifyInstance } from 'fastify'
import {
  getChildDocument,
  getChildDocumentPdf,
  getChildDocuments,
  getChildDocumentUnreadCount,
  getPedagogicalDocuments,
  getPedagogicalDocumentUnreadCount,
  getUnansweredChildDocuments,
  markChildDocumentRead,
  markPedagogicalDocumentRead,
  updateChildDocument,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { sendPdf } from '../../platform/pdf'
import * as service from './service'
import { childDocumentFilename, childDocumentPdf } from './pdf'

const ok = { ok: true as const }

/**
 * Child documents and pedagogical documents (spec 001 §7, reference §2 and §8): strong sessions,
 * except the unread counts and the unanswered documents (the header's badge, the calendar's
 * notice), which weak sessions see too.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  route(app, getChildDocuments, 'strong', ({ db, actor, query, today }) =>
    service.getChildDocuments(db, actor, query.childId, today),
  )
  route(app, getUnansweredChildDocuments, 'weak', ({ db, actor, today }) =>
    service.getUnansweredChildDocuments(db, actor, today),
  )
  route(app, getChildDocumentUnreadCount, 'weak', ({ db, user, today }) =>
    service.getUnreadCounts(db, 'childDocument', user.personId, today),
  )
  route(app, getChildDocument, 'strong', ({ db, actor, params, today }) =>
    service.getChildDocument(db, actor, params.documentId, today),
  )
  route(app, updateChildDocument, 'strong', async ({ db, actor, params, body, today, now }) => {
    await service.updateChildDocument(db, actor, params.documentId, body, today, now)
    return ok
  })
  route(app, markChildDocumentRead, 'strong', async ({ db, actor, params, today, now }) => {
    await service.markChildDocumentRead(db, actor, params.documentId, today, now)
    return ok
  })
  route(app, getChildDocumentPdf, 'strong', async ({ db, actor, params, today, reply }) => {
    const document = await service.getChildDocument(db, actor, params.documentId, today, 'CHILD_DOCUMENT_PDF_READ')
    return sendPdf(reply, await childDocumentPdf(document), childDocumentFilename(document))
  })

  route(app, getPedagogicalDocuments, 'strong', ({ db, actor, params, today }) =>
    service.getPedagogicalDocuments(db, actor, params.childId, today),
  )
  route(app, getPedagogicalDocumentUnreadCount, 'weak', ({ db, user, today }) =>
    service.getUnreadCounts(db, 'pedagogicalDocument', user.personId, today),
  )
  route(app, markPedagogicalDocumentRead, 'strong', async ({ db, actor, params, today, now }) => {
    await service.markPedagogicalDocumentRead(db, actor, params.documentId, today, now)
    return ok
  })
}
