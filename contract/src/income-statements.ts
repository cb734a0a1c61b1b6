import { z } from 'zod'
import { endpoint, fileEndpoint } from './endpoint'
import { routes } from './routes'
import { Created, LocalDate, Ok } from './common'
import {
  INCOME_ATTACHMENT_TYPES,
  INCOME_FIELD_MAX_LENGTH,
  INCOME_SOURCES,
  INCOME_STATEMENT_STATUSES,
  INCOME_STATEMENT_TYPES,
  INCOME_TEXT_MAX_LENGTH,
  OTHER_INCOME_TYPES,
  type IncomeStatementInput,
} from './income-statement-rules'

// Income statements: spec 002 "Income list", "Income forms", entity "Income statement", the
// income calls; reference §9 and §10 (attachments). The zod-free rules (enums, the validation the
// form and the server share, required attachment types) are in income-statement-rules.ts.

export const IncomeStatementTypeSchema = z.enum(INCOME_STATEMENT_TYPES)
export const IncomeStatementStatusSchema = z.enum(INCOME_STATEMENT_STATUSES)
export const IncomeSourceSchema = z.enum(INCOME_SOURCES)
export const OtherIncomeTypeSchema = z.enum(OTHER_INCOME_TYPES)
export const IncomeAttachmentTypeSchema = z.enum(INCOME_ATTACHMENT_TYPES)

const Field = z.string().max(INCOME_FIELD_MAX_LENGTH)
const LongText = z.string().max(INCOME_TEXT_MAX_LENGTH)
/**
 * Whole euros a month. Any storable number passes the schema; the rules' upper bound
 * (MAX_MONTHLY_INCOME) answers with the field's error code like the form does.
 */
const Euros = z.number().int().min(0).max(2_000_000_000)
const unique = <T>(items: readonly T[]) => new Set(items).size === items.length

// ---- The payload (spec 002 §3 "Payload"; reference IncomeStatementBody) ----

/** Gross income: an income source with the estimate and other incomes, or no income with a description */
export const GrossIncome = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('INCOME'),
    /** null: not chosen yet (drafts only) */
    incomeSource: IncomeSourceSchema.nullable().default(null),
    estimatedMonthlyIncome: Euros.nullable().default(null),
    otherIncome: z.array(OtherIncomeTypeSchema).max(OTHER_INCOME_TYPES.length).refine(unique).default([]),
    otherIncomeInfo: LongText.default(''),
  }),
  z.object({ type: z.literal('NO_INCOME'), noIncomeDescription: LongText.default('') }),
])
export type GrossIncome = z.infer<typeof GrossIncome>

export const EstimatedIncome = z.object({
  estimatedMonthlyIncome: Euros.nullable().default(null),
  incomeStartDate: LocalDate.nullable().default(null),
  incomeEndDate: LocalDate.nullable().default(null),
})

export const Accountant = z.object({
  name: Field.default(''),
  address: Field.default(''),
  phone: Field.default(''),
  email: Field.default(''),
})

/** spec 002 §3 Entrepreneur: null company forms are not chosen; booleans false are not ticked */
export const Entrepreneur = z.object({
  startOfEntrepreneurship: LocalDate.nullable().default(null),
  companyName: Field.default(''),
  businessId: Field.default(''),
  /** null: not answered yet (drafts only) */
  spouseWorksInCompany: z.boolean().nullable().default(null),
  startupGrant: z.boolean().default(false),
  checkupConsent: z.boolean().default(false),
  /** Sole proprietorship: attachments (profit and loss statement) and/or an estimate */
  selfEmployed: z
    .object({ attachments: z.boolean().default(false), estimatedIncome: EstimatedIncome.nullable().default(null) })
    .nullable()
    .default(null),
  limitedCompany: z
    .object({ incomeSource: IncomeSourceSchema.nullable().default(null) })
    .nullable()
    .default(null),
  partnership: z.boolean().default(false),
  lightEntrepreneur: z.boolean().default(false),
  accountant: Accountant.nullable().default(null),
})
export type Entrepreneur = z.infer<typeof Entrepreneur>

const AttachmentIds = z.array(z.uuid()).max(100).refine(unique, 'attachment ids are unique').default([])

const CommonBody = {
  startDate: LocalDate,
  /** null: until further notice (highest fee, a child's statement, or a draft) */
  endDate: LocalDate.nullable().default(null),
  /**
   * The assurance checkbox ("I assure the information is correct"): must be true to send. Not in
   * the reference's payload; here so the server checks what the form checks.
   */
  assure: z.boolean().default(false),
}

export const HighestFeeBody = z.object({ type: z.literal('HIGHEST_FEE'), ...CommonBody })
export const IncomeBody = z.object({
  type: z.literal('INCOME'),
  ...CommonBody,
  gross: GrossIncome.nullable().default(null),
  entrepreneur: Entrepreneur.nullable().default(null),
  student: z.boolean().default(false),
  alimonyPayer: z.boolean().default(false),
  otherInfo: LongText.default(''),
  attachmentIds: AttachmentIds,
})
export const ChildIncomeBody = z.object({
  type: z.literal('CHILD_INCOME'),
  ...CommonBody,
  otherInfo: LongText.default(''),
  attachmentIds: AttachmentIds,
})

/** Any statement (PUT /{id}: the statement's own type; an adult's may switch between HIGHEST_FEE and INCOME) */
export const IncomeStatementBody = z.discriminatedUnion('type', [HighestFeeBody, IncomeBody, ChildIncomeBody])
export type IncomeStatementBody = z.infer<typeof IncomeStatementBody>
/** An adult's own statement (POST /citizen/income-statements) */
export const AdultIncomeStatementBody = z.discriminatedUnion('type', [HighestFeeBody, IncomeBody])
export type AdultIncomeStatementBody = z.infer<typeof AdultIncomeStatementBody>
export type ChildIncomeStatementBody = z.infer<typeof ChildIncomeBody>

// The payload is what the shared rules read (compile-time check)
const payloadIsRulesInput: IncomeStatementInput = null as unknown as IncomeStatementBody
void payloadIsRulesInput

export const UpdateSentIncomeStatementBody = z.object({
  otherInfo: LongText,
  attachmentIds: AttachmentIds,
})
export type UpdateSentIncomeStatementBody = z.infer<typeof UpdateSentIncomeStatementBody>

// ---- Answers ----

/** A row of a list (spec 002 "Income list" columns: status, valid from, valid to, created, sent, handler) */
export const IncomeStatementListItem = z.object({
  id: z.uuid(),
  type: IncomeStatementTypeSchema,
  status: IncomeStatementStatusSchema,
  startDate: LocalDate,
  endDate: LocalDate.nullable(),
  /** ISO instants */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** The staff member who handled it (HANDLED only) */
  handlerName: z.string().nullable(),
})
export type IncomeStatementListItem = z.infer<typeof IncomeStatementListItem>

export const PagedIncomeStatements = z.object({
  data: z.array(IncomeStatementListItem),
  /** Number of pages (0 when there are no statements) */
  pages: z.number().int(),
  total: z.number().int(),
})
export type PagedIncomeStatements = z.infer<typeof PagedIncomeStatements>

export const IncomeStatementAttachment = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  type: IncomeAttachmentTypeSchema,
})
export type IncomeStatementAttachment = z.infer<typeof IncomeStatementAttachment>

/**
 * One statement (spec 002 §3 "Detail"). Flat: a HIGHEST_FEE statement has gross and entrepreneur
 * null, no attachments and empty otherInfo; a CHILD_INCOME one has gross and entrepreneur null.
 */
export const IncomeStatementDetail = z.object({
  id: z.uuid(),
  /** Whose income: the user, or their child */
  personId: z.uuid(),
  type: IncomeStatementTypeSchema,
  status: IncomeStatementStatusSchema,
  startDate: LocalDate,
  endDate: LocalDate.nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  sentAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handlerName: z.string().nullable(),
  gross: GrossIncome.nullable(),
  entrepreneur: Entrepreneur.nullable(),
  student: z.boolean(),
  alimonyPayer: z.boolean(),
  otherInfo: z.string(),
  attachments: z.array(IncomeStatementAttachment),
})
export type IncomeStatementDetail = z.infer<typeof IncomeStatementDetail>

export const IncomePartnerInfo = z.object({
  /** Today's partner (no conflict), or null */
  partner: z.object({ name: z.string(), hasIncomeStatement: z.boolean() }).nullable(),
})
export type IncomePartnerInfo = z.infer<typeof IncomePartnerInfo>

/** A child whose income the guardian may report, oldest first */
export const IncomeStatementChild = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: LocalDate,
})
export type IncomeStatementChild = z.infer<typeof IncomeStatementChild>

/** The answer of a rejected statement: the code, and the errors by field path (validateIncomeStatement's) beside it */
export const IncomeStatementInvalid = z
  .object({
    errorCode: z.enum(['INCOME_STATEMENT_INVALID', 'INCOME_STATEMENT_START_DATE_TAKEN']),
    message: z.string(),
  })
  .catchall(z.string())

// ---- Endpoints (spec 002 §7 "Income"; strong sessions only) ----

const page = z.coerce.number().int().min(1).max(100_000).default(1)
const draftQuery = z.object({ draft: z.enum(['true', 'false']).transform((v) => v === 'true') })
const statementParams = z.object({ incomeStatementId: z.uuid() })
const childParams = z.object({ childId: z.uuid() })

/** The user's own statements, newest start first, 10 a page from page 1 */
export const getIncomeStatements = endpoint(routes.getIncomeStatements, {
  query: z.object({ page }),
  response: PagedIncomeStatements,
})
/** ?draft=true saves a DRAFT; ?draft=false sends (status SENT). A 400 INCOME_STATEMENT_INVALID names the errors */
export const createIncomeStatement = endpoint(routes.createIncomeStatement, {
  query: draftQuery,
  body: AdultIncomeStatementBody,
  response: Created,
})
/** The user's or their child's statement; anything else 404 */
export const getIncomeStatement = endpoint(routes.getIncomeStatement, {
  params: statementParams,
  response: IncomeStatementDetail,
})
/** A DRAFT only (else 409 INCOME_STATEMENT_NOT_DRAFT); ?draft=false sends it */
export const updateIncomeStatement = endpoint(routes.updateIncomeStatement, {
  params: statementParams,
  query: draftQuery,
  body: IncomeStatementBody,
  response: Ok,
})
/** A SENT INCOME or CHILD_INCOME statement: other info and attachments only (else 409 INCOME_STATEMENT_NOT_SENT) */
export const updateSentIncomeStatement = endpoint(routes.updateSentIncomeStatement, {
  params: statementParams,
  body: UpdateSentIncomeStatementBody,
  response: Ok,
})
/** Deletes a DRAFT or cancels a SENT statement; HANDLED: 409 INCOME_STATEMENT_HANDLED */
export const deleteIncomeStatement = endpoint(routes.deleteIncomeStatement, {
  params: statementParams,
  response: Ok,
})
/** Start dates of all the user's statements (no two may start on the same day) */
export const getIncomeStatementStartDates = endpoint(routes.getIncomeStatementStartDates, {
  response: z.array(LocalDate),
})
export const getIncomeStatementPartner = endpoint(routes.getIncomeStatementPartner, { response: IncomePartnerInfo })
/** The guardian's children (not foster children), oldest first */
export const getIncomeStatementChildren = endpoint(routes.getIncomeStatementChildren, {
  response: z.array(IncomeStatementChild),
})
export const getChildIncomeStatements = endpoint(routes.getChildIncomeStatements, {
  params: childParams,
  query: z.object({ page }),
  response: PagedIncomeStatements,
})
export const createChildIncomeStatement = endpoint(routes.createChildIncomeStatement, {
  params: childParams,
  query: draftQuery,
  body: ChildIncomeBody,
  response: Created,
})
export const getChildIncomeStatementStartDates = endpoint(routes.getChildIncomeStatementStartDates, {
  params: childParams,
  response: z.array(LocalDate),
})

/**
 * Typed attachment upload (multipart, part "file") for a statement the user may edit (a DRAFT,
 * or a SENT one through update-sent), or unlinked (POST without an id: linked when a statement
 * listing it in attachmentIds is saved). Answers the attachment's id.
 */
export const uploadIncomeStatementAttachment = fileEndpoint(routes.uploadIncomeStatementAttachment, {
  params: statementParams,
  query: z.object({ attachmentType: IncomeAttachmentTypeSchema }),
  body: 'multipart',
  response: Created,
})
export const uploadUnlinkedIncomeStatementAttachment = fileEndpoint(routes.uploadUnlinkedIncomeStatementAttachment, {
  query: z.object({ attachmentType: IncomeAttachmentTypeSchema }),
  body: 'multipart',
  response: Created,
})
