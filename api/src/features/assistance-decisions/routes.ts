import type { FastifyInstance } from 'fastify'
import {
  getAssistanceDecision,
  getAssistanceDecisionPdf,
  getPreschoolAssistanceDecisionPdf,
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
    await service.markDecisionRead(db, actor, 'assistance_need_decision', params.id, today)
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
    await service.markDecisionRead(db, actor, 'assistance_need_preschool_decision', params.id, today)
    return ok
  })
  route(app, getPreschoolAssistanceDecisionUnreadCounts, 'weak', ({ db, user, today }) =>
    service.getUnreadCounts(db, 'assistance_need_preschool_decision', user.personId, today),
  )

  // The PDFs: in the decision's language unless the UI asks for another
  route(app, getAssistanceDecisionPdf, 'strong', async ({ db, actor, params, query, today, reply }) => {
    const decision = await service.getAssistanceDecision(db, actor, params.id, today, 'ASSISTANCE_DECISION_PDF_READ')
    const language = pdfLanguage(query.lang, decision.language)
    return sendPdf(
      reply,
      await assistanceDecisionPdf(language, decision),
      assistanceDecisionFilename(language, decision.decisionNumber),
    )
  })

  route(app, getPreschoolAssistanceDecisionPdf, 'strong', async ({ db, actor, params, query, today, reply }) => {
    const decision = await service.getPreschoolAssistanceDecision(
      db,
      actor,
      params.id,
      today,
      'PRESCHOOL_ASSISTANCE_DECISION_PDF_READ',
    )
    const language = pdfLanguage(query.lang, decision.language)
    return sendPdf(
      reply,
      await preschoolAssistanceDecisionPdf(language, decision),
      preschoolAssistanceDecisionFilename(language, decision.decisionNumber),
    )
  })
}
