/** The decisions' zod-free constants: the answers' error codes and the PDFs' browser paths. */
import { buildPath } from './path'
import { routes } from './routes'

/** Error codes of the decision answers */
export const decisionErrors = {
  invalidRequestedStartDate: 'decision.validation.invalid-requested-start-date',
  primaryNotAccepted: 'decision.primary-not-accepted',
  notPending: 'decision.not-pending',
  invalidApplicationStatus: 'decision.invalid-application-status',
} as const

/** Browser paths of decision PDFs (opened in a new tab), in the UI language (the server falls back from en to fi) */
const pdfPath = (route: { path: string }, id: string, lang: string) =>
  `${buildPath(route.path, { id })}?lang=${encodeURIComponent(lang)}`
export const decisionPdfPaths = {
  applicationDecision: (id: string, lang: string) => pdfPath(routes.getApplicationDecisionPdf, id, lang),
  feeDecision: (id: string, lang: string) => pdfPath(routes.getFeeDecisionPdf, id, lang),
  voucherValueDecision: (id: string, lang: string) => pdfPath(routes.getVoucherValueDecisionPdf, id, lang),
  assistanceDecision: (id: string, lang: string) => pdfPath(routes.getAssistanceDecisionPdf, id, lang),
  preschoolAssistanceDecision: (id: string, lang: string) =>
    pdfPath(routes.getPreschoolAssistanceDecisionPdf, id, lang),
} as const
