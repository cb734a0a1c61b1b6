import type { FastifyInstance } from 'fastify'
import {
  acceptDecision,
  getApplicationDecisionPdf,
  getApplicationDecisions,
  getDecisions,
  rejectDecision,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { pdfLanguage, sendPdf } from '../../platform/pdf'
import * as service from './service'
import { applicationDecisionFilename, applicationDecisionPdf } from './pdf'

/**
 * Application decisions (spec 000 "Application decision status", "Decision answer"; spec 002
 * "Decisions overview"): strong sessions only.
 */
export async function decisionRoutes(app: FastifyInstance): Promise<void> {
  route(app, getDecisions, 'strong', ({ db, actor, today }) => service.getDecisions(db, actor, today))

  route(app, getApplicationDecisions, 'strong', ({ db, actor, params, today }) =>
    service.getApplicationDecisions(db, actor, params.applicationId, today),
  )

  route(app, acceptDecision, 'strong', ({ db, user, actor, params, body, today, now }) =>
    service.acceptDecision(db, {
      applicationId: params.applicationId,
      decisionId: body.decisionId,
      requestedStartDate: body.requestedStartDate,
      userId: user.personId,
      actor,
      today,
      now,
    }),
  )

  route(app, rejectDecision, 'strong', ({ db, user, actor, params, body, today, now }) =>
    service.rejectDecision(db, {
      applicationId: params.applicationId,
      decisionId: body.decisionId,
      userId: user.personId,
      actor,
      today,
      now,
    }),
  )

  // The PDF: in the applicant's language unless the UI asks for another
  route(app, getApplicationDecisionPdf, 'strong', async ({ db, actor, params, query, today, reply }) => {
    const { decision, applicant, form } = await service.decisionForDownload(db, actor, params.id, today)
    const language = pdfLanguage(query.lang, applicant?.language)
    const pdf = await applicationDecisionPdf(language, decision, applicant, form)
    return sendPdf(reply, pdf, applicationDecisionFilename(language, decision.decision_number))
  })
}
