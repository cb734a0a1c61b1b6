import type { FastifyInstance } from 'fastify'
import { getFeeDecisionPdf, getFinanceDecisions, getVoucherValueDecisionPdf } from '@citizen/contract'
import { route } from '../../platform/route'
import { pdfLanguage, sendPdf } from '../../platform/pdf'
import * as service from './service'
import { feeDecisionFilename, feeDecisionPdf, voucherValueDecisionFilename, voucherValueDecisionPdf } from './pdf'

/**
 * Fee and voucher value decisions (spec 002 "Decisions overview", reference §3): the head of
 * family and the partner see them, strong sessions only.
 */
export async function financeDecisionRoutes(app: FastifyInstance): Promise<void> {
  route(app, getFinanceDecisions, 'strong', ({ db, actor }) => service.getFinanceDecisions(db, actor))

  // In the decision's language unless the UI asks for another
  route(app, getFeeDecisionPdf, 'strong', async ({ db, actor, params, query, reply }) => {
    const { decision, children } = await service.feeDecisionForDownload(db, actor, params.id)
    const language = pdfLanguage(query.lang, decision.language)
    return sendPdf(
      reply,
      await feeDecisionPdf(language, decision, children),
      feeDecisionFilename(language, decision.decision_number),
    )
  })

  route(app, getVoucherValueDecisionPdf, 'strong', async ({ db, actor, params, query, reply }) => {
    const decision = await service.voucherValueDecisionForDownload(db, actor, params.id)
    const language = pdfLanguage(query.lang, decision.language)
    return sendPdf(
      reply,
      await voucherValueDecisionPdf(language, decision),
      voucherValueDecisionFilename(language, decision.decision_number),
    )
  })
}
