import type { FastifyInstance } from 'fastify'
import {
  getAssistanceDecision,
  getAssistanceDecisions,
  getAssistanceDecisionUnreadCounts,
  getPreschoolAssistanceDecision,
  getPreschoolAssistanceDecisions,
  getPreschoolAssistanceDecisionUnreadCounts,
  markAssistanceDecisionRead,
  markPreschoolAssistanceDecisionRead,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { pdfLanguage, sendPdf } from '../../platform/pdf'
import { pdfDownloadRequest } from '../../platform/pdf-download'
import * as service from './service'
import {
  assistanceDecisionFilename,
  assistanceDecisionPdf,
  preschoolAssistanceDecisionFilename,
  preschoolAssistanceDecisionPdf,
} from './pdf'

const ok = { ok: true as const }

/**
 * Assistance decisions of early childhood education and preschool (reference §8, spec 002
 * "Decisions overview"): strong sessions, but the unread counts are allowed for weak ones
 * (reference §2 READ_UNREAD_ASSISTANCE_NEED_(PRESCHOOL_)DECISION_COUNT).
 */
export async function assistanceDecisionRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAssistanceDecisions, 'strong', ({ db, actor, today }) =>
    service.getAssistanceDecisions(db, actor, today),
  )
  route(app, getAssistanceDecision, 'strong', ({ db, actor, params, today }) =>
    service.getAssistanceDecision(db, actor, params.id, today),
  )
  route(app, markAssistanceDecisionRead, 'strong', async ({ db, actor, params, today }) => {
    await service.markAssistanceDecisionRead(db, actor, params.id, today)
    return ok
  })
  route(app, getAssistanceDecisionUnreadCounts, 'weak', ({ db, user, today }) =>
    service.getUnreadCounts(db, 'assistance_need_decision', user.personId, today),
  )

  route(app, getPreschoolAssistanceDecisions, 'strong', ({ db, actor, today }) =>
    service.getPreschoolAssistanceDecisions(db, actor, today),
  )
  route(app, getPreschoolAssistanceDecision, 'strong', ({ db, actor, params, today }) =>
    service.getPreschoolAssistanceDecision(db, actor, params.id, today),
  )
  route(app, markPreschoolAssistanceDecisionRead, 'strong', async ({ db, actor, params, today }) => {
    await service.markPreschoolAssistanceDecisionRead(db, actor, params.id, today)
    return ok
  })
  route(app, getPreschoolAssistanceDecisionUnreadCounts, 'weak', ({ db, user, today }) =>
    service.getUnreadCounts(db, 'assistance_need_preschool_decision', user.personId, today),
  )

  // decisionPdfPaths.assistanceDecision: in the decision's language unless the UI asks for another
  app.get('/api/citizen/children/assistance-need-decision/:id/pdf', async (request, reply) => {
    const { actor, id, lang, today } = await pdfDownloadRequest(request, reply)
    const decision = await service.getAssistanceDecision(app.db, actor, id, today, 'ASSISTANCE_DECISION_PDF_READ')
    const language = pdfLanguage(lang, decision.language)
    return sendPdf(
      reply,
      await assistanceDecisionPdf(language, decision),
      assistanceDecisionFilename(language, decision.decisionNumber),
    )
  })

  // decisionPdfPaths.preschoolAssistanceDecision
  app.get('/api/citizen/children/assistance-need-preschool-decisions/:id/pdf', async (request, reply) => {
    const { actor, id, lang, today } = await pdfDownloadRequest(request, reply)
    const decision = await service.getPreschoolAssistanceDecision(
      app.db,
      actor,
      id,
      today,
      'PRESCHOOL_ASSISTANCE_DECISION_PDF_READ',
    )
    const language = pdfLanguage(lang, decision.language)
    return sendPdf(
      reply,
      await preschoolAssistanceDecisionPdf(language, decision),
      preschoolAssistanceDecisionFilename(language, decision.decisionNumber),
    )
  })
}
