import { z } from 'zod'
import { endpoint, fileEndpoint } from './endpoint'
import { routes } from './routes'
import { FiniteDateRange, LocalDate, Ok } from './common'
import { DateRange } from './map'

// Decisions: spec 000 "Application decision", "Decision answer"; spec 002 "Decisions overview",
// the finance and assistance decision entities; reference §3 and §8.

export const DecisionType = z.enum([
  'CLUB',
  'DAYCARE',
  'DAYCARE_PART_TIME',
  'PRESCHOOL',
  'PRESCHOOL_DAYCARE',
  'PRESCHOOL_CLUB',
  'PREPARATORY_EDUCATION',
])
export type DecisionType = z.infer<typeof DecisionType>

export const DecisionStatus = z.enum(['PENDING', 'ACCEPTED', 'REJECTED'])
export type DecisionStatus = z.infer<typeof DecisionStatus>

/** What the user may do with one application decision */
export const DecisionAction = z.enum(['READ', 'DOWNLOAD_PDF'])
export type DecisionAction = z.infer<typeof DecisionAction>

/** Inclusive at both ends */

const DecisionUnit = z.object({
  id: z.uuid(),
  name: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  postOffice: z.string(),
  phone: z.string().nullable(),
  providerType: z.string(),
})
type DecisionUnit = z.infer<typeof DecisionUnit>

export const Decision = z.object({
  id: z.uuid(),
  type: DecisionType,
  status: DecisionStatus,
  startDate: LocalDate,
  endDate: LocalDate,
  unit: DecisionUnit,
  applicationId: z.uuid(),
  childId: z.uuid(),
  childName: z.string(),
  decisionNumber: z.number().int(),
  sentDate: LocalDate,
  requestedStartDate: LocalDate.nullable(),
  resolved: LocalDate.nullable(),
  documentContainsContactInfo: z.boolean(),
})
export type Decision = z.infer<typeof Decision>

export const DecisionWithValidStartDatePeriod = z.object({
  decision: Decision,
  /** Accepting needs a requested start date inside this; start = end for preschool and preparatory */
  validRequestedStartDatePeriod: FiniteDateRange,
  permittedActions: z.array(DecisionAction),
  /** The user may answer this application's decisions (it is in decidableApplications) */
  canDecide: z.boolean(),
  /** A connected daycare or club decision waiting for its preschool or preparatory decision to be accepted */
  blockedByPrimary: z.boolean(),
  /** Rejecting this (preschool or preparatory) decision also rejects the pending connected one */
  rejectCascades: z.boolean(),
  /** The answer is due by this day: two weeks from sending (spec 000 section 9) */
  answerDeadline: LocalDate,
})
export type DecisionWithValidStartDatePeriod = z.infer<typeof DecisionWithValidStartDatePeriod>

export const DecisionSummary = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  childId: z.uuid(),
  type: DecisionType,
  status: DecisionStatus,
  sentDate: LocalDate,
  resolved: LocalDate.nullable(),
})
export type DecisionSummary = z.infer<typeof DecisionSummary>

export const ApplicationDecisions = z.object({
  decisions: z.array(DecisionSummary),
  permittedActions: z.record(z.string(), z.array(DecisionAction)),
  decidableApplications: z.array(z.uuid()),
})
export type ApplicationDecisions = z.infer<typeof ApplicationDecisions>

export const DecisionAnswerResult = z.object({
  status: DecisionStatus,
  /** The decision had this answer already (a double submission): nothing changed */
  alreadyAnswered: z.boolean(),
})
export type DecisionAnswerResult = z.infer<typeof DecisionAnswerResult>

const ApplicationIdParams = z.object({ applicationId: z.uuid() })

export const getApplicationDecisions = endpoint(routes.getApplicationDecisions, {
  params: ApplicationIdParams,
  response: z.array(DecisionWithValidStartDatePeriod),
})
export const getDecisions = endpoint(routes.getDecisions, { response: ApplicationDecisions })
export const acceptDecision = endpoint(routes.acceptDecision, {
  params: ApplicationIdParams,
  body: z.object({ decisionId: z.uuid(), requestedStartDate: LocalDate }),
  response: DecisionAnswerResult,
})
export const rejectDecision = endpoint(routes.rejectDecision, {
  params: ApplicationIdParams,
  body: z.object({ decisionId: z.uuid() }),
  response: DecisionAnswerResult,
})

// ---------------------------------------------------------------------------------------------
// Finance decisions (fee and voucher value)

export const FinanceDecisionType = z.enum(['FEE_DECISION', 'VOUCHER_VALUE_DECISION'])
export type FinanceDecisionType = z.infer<typeof FinanceDecisionType>

export const PersonName = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })
export type PersonName = z.infer<typeof PersonName>

export const FinanceDecisionCitizenInfo = z.object({
  id: z.uuid(),
  type: FinanceDecisionType,
  validFrom: LocalDate,
  validTo: LocalDate.nullable(),
  /** ISO instant */
  sentAt: z.string(),
  /** The head of family and the partner */
  coDebtors: z.array(PersonName),
  /** Empty for fee decisions; the one child of a voucher value decision */
  decisionChildren: z.array(PersonName),
})
export type FinanceDecisionCitizenInfo = z.infer<typeof FinanceDecisionCitizenInfo>

export const getFinanceDecisions = endpoint(routes.getFinanceDecisions, {
  response: z.array(FinanceDecisionCitizenInfo),
})

// ---------------------------------------------------------------------------------------------
// Assistance decisions (early childhood education and preschool)

export const AssistanceDecisionStatus = z.enum(['DRAFT', 'NEEDS_WORK', 'ACCEPTED', 'REJECTED', 'ANNULLED'])
export type AssistanceDecisionStatus = z.infer<typeof AssistanceDecisionStatus>

export const AssistanceLevel = z.enum([
  'ASSISTANCE_ENDS',
  'ASSISTANCE_SERVICES_FOR_TIME',
  'ENHANCED_ASSISTANCE',
  'SPECIAL_ASSISTANCE',
])
export type AssistanceLevel = z.infer<typeof AssistanceLevel>

export const PreschoolAssistanceDecisionType = z.enum(['NEW', 'CONTINUING', 'TERMINATED'])
export type PreschoolAssistanceDecisionType = z.infer<typeof PreschoolAssistanceDecisionType>

export const AssistanceDecisionListItem = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  validityPeriod: DateRange,
  status: AssistanceDecisionStatus,
  decisionMade: LocalDate,
  assistanceLevels: z.array(AssistanceLevel),
  selectedUnit: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }).nullable(),
  annulmentReason: z.string(),
  isUnread: z.boolean(),
})
export type AssistanceDecisionListItem = z.infer<typeof AssistanceDecisionListItem>

export const PreschoolAssistanceDecisionListItem = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  validityPeriod: DateRange,
  status: AssistanceDecisionStatus,
  type: PreschoolAssistanceDecisionType,
  decisionMade: LocalDate,
  unitName: z.string().nullable(),
  annulmentReason: z.string(),
  isUnread: z.boolean(),
})
export type PreschoolAssistanceDecisionListItem = z.infer<typeof PreschoolAssistanceDecisionListItem>

const Employee = z.object({ name: z.string(), title: z.string() })
const Preparer = Employee.extend({ phone: z.string() })
const GuardianHeard = z.object({ name: z.string(), isHeard: z.boolean(), details: z.string() })
const DecisionChild = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), dateOfBirth: LocalDate })
const DocumentLanguage = z.enum(['fi', 'sv'])

/** The body of an early childhood education assistance decision (spec 002 entity; reference §8) */
export const AssistanceDecisionContent = z.object({
  pedagogicalMotivation: z.string(),
  structuralMotivationOptions: z.object({
    smallerGroup: z.boolean(),
    specialGroup: z.boolean(),
    smallGroup: z.boolean(),
    groupAssistant: z.boolean(),
    childAssistant: z.boolean(),
    additionalStaff: z.boolean(),
  }),
  structuralMotivationDescription: z.string(),
  careMotivation: z.string(),
  serviceOptions: z.object({
    consultationSpecialEd: z.boolean(),
    partTimeSpecialEd: z.boolean(),
    fullTimeSpecialEd: z.boolean(),
    interpretationAndAssistanceServices: z.boolean(),
    specialAides: z.boolean(),
  }),
  servicesMotivation: z.string(),
  expertsHeard: z.string(),
  guardiansHeardOn: LocalDate.nullable(),
  guardianInfo: z.array(GuardianHeard),
  viewOfGuardians: z.string(),
  otherRepresentativeHeard: z.boolean(),
  otherRepresentativeDetails: z.string(),
  motivationForDecision: z.string(),
  preparedBy: Preparer,
  decisionMaker: Employee,
})
export type AssistanceDecisionContent = z.infer<typeof AssistanceDecisionContent>

export const AssistanceDecision = AssistanceDecisionListItem.extend({
  child: DecisionChild,
  decisionNumber: z.number().int(),
  language: DocumentLanguage,
  selectedUnit: z
    .object({
      id: z.uuid(),
      name: z.string(),
      streetAddress: z.string(),
      postalCode: z.string(),
      postOffice: z.string(),
    })
    .nullable(),
  content: AssistanceDecisionContent,
})
export type AssistanceDecision = z.infer<typeof AssistanceDecision>

/** The body of a preschool assistance decision */
export const PreschoolAssistanceDecisionContent = z.object({
  extendedCompulsoryEducation: z.boolean(),
  extendedCompulsoryEducationInfo: z.string(),
  grantedAssistanceService: z.boolean(),
  grantedInterpretationService: z.boolean(),
  grantedAssistiveDevices: z.boolean(),
  grantedServicesBasis: z.string(),
  primaryGroup: z.string(),
  decisionBasis: z.string(),
  basisDocumentPedagogicalReport: z.boolean(),
  basisDocumentPsychologistStatement: z.boolean(),
  basisDocumentSocialReport: z.boolean(),
  basisDocumentDoctorStatement: z.boolean(),
  basisDocumentOtherOrMissing: z.boolean(),
  basisDocumentOtherOrMissingInfo: z.string(),
  basisDocumentsInfo: z.string(),
  guardiansHeardOn: LocalDate.nullable(),
  guardianInfo: z.array(GuardianHeard),
  viewOfGuardians: z.string(),
  preparer: Preparer,
  decisionMaker: Employee,
})
export type PreschoolAssistanceDecisionContent = z.infer<typeof PreschoolAssistanceDecisionContent>

export const PreschoolAssistanceDecision = PreschoolAssistanceDecisionListItem.extend({
  child: DecisionChild,
  decisionNumber: z.number().int(),
  language: DocumentLanguage,
  content: PreschoolAssistanceDecisionContent,
})
export type PreschoolAssistanceDecision = z.infer<typeof PreschoolAssistanceDecision>

export const UnreadCount = z.object({ childId: z.uuid(), count: z.number().int() })
export type UnreadCount = z.infer<typeof UnreadCount>

const IdParams = z.object({ id: z.uuid() })

export const getAssistanceDecisions = endpoint(routes.getAssistanceDecisions, {
  response: z.array(AssistanceDecisionListItem),
})
export const getAssistanceDecision = endpoint(routes.getAssistanceDecision, {
  params: IdParams,
  response: AssistanceDecision,
})
export const markAssistanceDecisionRead = endpoint(routes.markAssistanceDecisionRead, {
  params: IdParams,
  response: Ok,
})
export const getAssistanceDecisionUnreadCounts = endpoint(routes.getAssistanceDecisionUnreadCounts, {
  response: z.array(UnreadCount),
})
export const getPreschoolAssistanceDecisions = endpoint(routes.getPreschoolAssistanceDecisions, {
  response: z.array(PreschoolAssistanceDecisionListItem),
})
export const getPreschoolAssistanceDecision = endpoint(routes.getPreschoolAssistanceDecision, {
  params: IdParams,
  response: PreschoolAssistanceDecision,
})
export const markPreschoolAssistanceDecisionRead = endpoint(routes.markPreschoolAssistanceDecisionRead, {
  params: IdParams,
  response: Ok,
})
export const getPreschoolAssistanceDecisionUnreadCounts = endpoint(routes.getPreschoolAssistanceDecisionUnreadCounts, {
  response: z.array(UnreadCount),
})

// ---------------------------------------------------------------------------------------------
// Process metadata (shown only when the showMetadataToCitizen setting is on)

const CaseProcessState = z.enum(['INITIAL', 'PREPARATION', 'DECIDING', 'COMPLETED'])
type CaseProcessState = z.infer<typeof CaseProcessState>

export const DocumentMetadata = z.object({
  documentId: z.uuid(),
  name: z.string(),
  /** ISO instant */
  createdAt: z.string().nullable(),
  confidential: z.boolean().nullable(),
  receivedBy: z.enum(['ELECTRONIC', 'PAPER']).nullable(),
  sfiDeliveries: z.array(
    z.object({ method: z.enum(['ELECTRONIC', 'PAPER_MAIL', 'PENDING']), recipientName: z.string(), time: z.string() }),
  ),
})
export type DocumentMetadata = z.infer<typeof DocumentMetadata>

const ProcessMetadata = z.object({
  process: z.object({
    id: z.uuid(),
    caseIdentifier: z.string(),
    year: z.number().int(),
    number: z.number().int(),
    organization: z.string(),
    archiveDurationMonths: z.number().int().nullable(),
    processDefinitionNumber: z.string(),
    history: z.array(z.object({ rowIndex: z.number().int(), state: CaseProcessState, enteredAt: z.string() })),
  }),
  processName: z.string().nullable(),
  primaryDocument: DocumentMetadata,
  secondaryDocuments: z.array(DocumentMetadata),
})
type ProcessMetadata = z.infer<typeof ProcessMetadata>

export const ProcessMetadataResponse = z.object({ data: ProcessMetadata.nullable() })
export type ProcessMetadataResponse = z.infer<typeof ProcessMetadataResponse>

export const getApplicationProcessMetadata = endpoint(routes.getApplicationProcessMetadata, {
  params: IdParams,
  response: ProcessMetadataResponse,
})
export const getFeeDecisionProcessMetadata = endpoint(routes.getFeeDecisionProcessMetadata, {
  params: IdParams,
  response: ProcessMetadataResponse,
})
export const getVoucherValueDecisionProcessMetadata = endpoint(routes.getVoucherValueDecisionProcessMetadata, {
  params: IdParams,
  response: ProcessMetadataResponse,
})

// The PDFs (decisionPdfPaths): opened in a new tab; `?lang=` is the web app's UI language, and one
// the server cannot read is ignored (the decision's own language is used)
const PdfParams = z.object({ id: z.uuid() })
const PdfQuery = z.object({ lang: z.string().optional().catch(undefined) })
const pdf = { params: PdfParams, query: PdfQuery, response: 'file' } as const
export const getApplicationDecisionPdf = fileEndpoint(routes.getApplicationDecisionPdf, pdf)
export const getFeeDecisionPdf = fileEndpoint(routes.getFeeDecisionPdf, pdf)
export const getVoucherValueDecisionPdf = fileEndpoint(routes.getVoucherValueDecisionPdf, pdf)
export const getAssistanceDecisionPdf = fileEndpoint(routes.getAssistanceDecisionPdf, pdf)
export const getPreschoolAssistanceDecisionPdf = fileEndpoint(routes.getPreschoolAssistanceDecisionPdf, pdf)
