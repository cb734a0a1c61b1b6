/** Headers and browser paths shared by the API and the web app (no zod here). */
import { buildPath } from './path'
import { routes } from './routes'

export const CSRF_HEADER = 'x-evaka-csrf'
export const MOCKED_TIME_HEADER = 'evakamockedtime'
/** Response header carrying the session's expiry instant (ISO 8601) so the web app can warn before it. */
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at'

/** Browser navigation targets (not XHR calls). */
export const authPaths = {
  strongLogin: '/api/citizen/auth/sfi/login',
  strongLoginCallback: '/api/citizen/auth/sfi/login/callback',
  logout: '/api/citizen/auth/logout',
} as const

/** reference §2: the calendar opens this many days before a placement starts */
export const CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS = 30

/** Error codes the API answers with, besides plain status codes. */
export const errorCodes = {
  csrf: 'CSRF_HEADER_MISSING',
  strongAuthRequired: 'STRONG_AUTH_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  /** 400: the request's data is not valid (a field the schema refused, or data PostgreSQL could not store) */
  validation: 'VALIDATION_FAILED',
  /** 409: the data clashes with data already stored (a duplicate, an overlap, a row still in use) */
  conflict: 'CONFLICT',
  /** 503: the database cannot be reached (outage, restart); the request may be retried */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
} as const

/** Browser paths of attachment files (multipart upload, file download): the contract's file endpoints */
export const attachmentPaths = {
  uploadForApplication: (applicationId: string, type: string) =>
    `${buildPath(routes.uploadApplicationAttachment.path, { applicationId })}?type=${encodeURIComponent(type)}`,
  download: (attachmentId: string, filename: string) =>
    buildPath(routes.downloadAttachment.path, { attachmentId, requestedFilename: filename }),
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

/** Error codes of the calendar's saves (spec 001 §8) */
export const calendarErrors = {
  /**
   * Some days cannot be written: outside the reservable range (absences: before today or after its
   * end), not the child's days, a term break, or a holiday period not yet open or already closed
   */
  nonReservableDays: 'NON_RESERVABLE_DAYS',
  /** An absence was asked for a day the child already attended */
  attendanceAlreadyExists: 'ATTENDANCE_ALREADY_EXISTS',
  /**
   * A day holds an absence the guardian may not change (marked by staff, a free absence, or from a
   * holiday questionnaire): only staff can change it (spec 001 §5)
   */
  absenceNotEditable: 'ABSENCE_NOT_EDITABLE',
  /**
   * More than MAX_PRESCHOOL_ABSENCE_DAYS preschool days absent (not sick leave) in one save: a
   * long preschool absence needs an absence application (spec 001 constants; preschoolAbsenceBlock)
   */
  preschoolAbsenceApplicationRequired: 'PRESCHOOL_ABSENCE_APPLICATION_REQUIRED',
} as const

/** The browser path of a child's image (an <img src>; the only citizen answer browsers may cache) */
export const childImagePath = (imageId: string) => buildPath(routes.getChildImage.path, { imageId })

/** Error codes of the application commands (a 400's `errorCode`; the editor words those a person can act on) */
export const applicationErrors = {
  duplicateApplication: 'DUPLICATE_APPLICATION',
  duplicateChild: 'DUPLICATE_CHILD',
  /** The action is not possible in the application's status (e.g. saving a sent one as a draft) */
  invalidStatus: 'INVALID_STATUS',
  /** A sent application's start date moved earlier ("Valitse myöhäisempi päivä") */
  startDateEarlier: 'START_DATE_EARLIER',
  /** The form breaks a rule of contract/application-rules.ts (the message names the fields) */
  validation: errorCodes.validation,
} as const

/** Error codes of the decision answers */
export const decisionErrors = {
  invalidRequestedStartDate: 'decision.validation.invalid-requested-start-date',
  primaryNotAccepted: 'decision.primary-not-accepted',
  notPending: 'decision.not-pending',
  invalidApplicationStatus: 'decision.invalid-application-status',
} as const
