import type { FastifyInstance } from 'fastify'
import { getFinanceDecisions } from '@citizen/contract'
import { route } from '../../platform/route'
import { pdfLanguage, sendPdf } from '../../platform/pdf'
import { pdfDownloadRequest } from '../../platform/pdf-download'
import * as service from './service'
import { feeDecisionFilename, feeDecisionPdf, voucherValueDecisionFilename, voucherValueDecisionPdf } from './pdf'

/**
 * Fee and voucher value decisions (spec 002 "Decisions overview", reference §3): the head of
 * family and the partner see them, strong sessions only.
 */
export async function financeDecisionRoutes(app: FastifyInstance): Promise<void> {
  route(app, getFinanceDecisions, 'strong', ({ db, actor }) => service.getFinanceDecisions(db, actor))

  // decisionPdfPaths.feeDecision; in the decision's language unless the UI asks for another
  app.get('/api/citizen/fee-decisions/:id/download', async (request, reply) => {
    const { actor, id, lang } = await pdfDownloadRequest(request, reply)
    const { decision, children } = await service.feeDecisionForDownload(app.db, actor, id)
    const language = pdfLanguage(lang, decision.language)
    return sendPdf(
      reply,
      await feeDecisionPdf(language, decision, children),
      feeDecisionFilename(language, decision.decision_number),
    )
  })

  // decisionPdfPaths.voucherValueDecision
  app.get('/api/citizen/voucher-value-decisions/:id/download', async (request, reply) => {
    const { actor, id, lang } = await pdfDownloadRequest(request, reply)
    const decision = await service.voucherValueDecisionForDownload(app.db, actor, id)
    const language = pdfLanguage(lang, decision.language)
    return sendPdf(
      reply,
      await voucherValueDecisionPdf(language, decision),
      voucherValueDecisionFilename(language, decision.decision_number),
    )
  })
}
