import { z } from 'zod'
import { endpoint, fileEndpoint } from './endpoint'
import { routes } from './routes'
import { LocalDate, Ok } from './common'
import { DateRange } from './map'
import { UnreadCount } from './decisions'
import {
  CHILD_DOCUMENT_TYPES,
  DOCUMENT_DECISION_STATUSES,
  DOCUMENT_STATUSES,
  type AnsweredQuestion as AnsweredQuestionShape,
  type TemplateContent as TemplateContentShape,
} from './document-rules'

// Child documents and pedagogical documents: spec 001 "Child document view", the child page's
// sections and calls; reference §8. The zod-free rules are in document-rules.ts.

export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES)
export const ChildDocumentTypeSchema = z.enum(CHILD_DOCUMENT_TYPES)
export const DocumentDecisionStatusSchema = z.enum(DOCUMENT_DECISION_STATUSES)
/** The language of a template and its PDF */
export const DocumentLanguage = z.enum(['fi', 'sv'])
export type DocumentLanguage = z.infer<typeof DocumentLanguage>

const Id = z.string().min(1).max(100)
const Label = z.string().max(1000)
const InfoText = z.string().max(5000)

const QuestionBase = { id: Id, label: Label, infoText: InfoText.default('') }

/** A template's question by type (reference §8 `Question`) */
export const TemplateQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...QuestionBase, type: z.literal('TEXT'), multiline: z.boolean().default(false) }),
  z.object({ ...QuestionBase, type: z.literal('CHECKBOX') }),
  z.object({
    ...QuestionBase,
    type: z.literal('CHECKBOX_GROUP'),
    options: z.array(z.object({ id: Id, label: Label, withText: z.boolean().default(false) })).min(1),
  }),
  z.object({
    ...QuestionBase,
    type: z.literal('RADIO_BUTTON_GROUP'),
    options: z.array(z.object({ id: Id, label: Label })).min(1),
  }),
  z.object({ ...QuestionBase, type: z.literal('STATIC_TEXT_DISPLAY'), text: z.string().max(10_000) }),
  z.object({ ...QuestionBase, type: z.literal('DATE') }),
  z.object({
    ...QuestionBase,
    type: z.literal('GROUPED_TEXT_FIELDS'),
    fieldLabels: z.array(Label).min(1),
    allowMultipleRows: z.boolean().default(false),
  }),
])

/** A template's body: sections of questions, question ids unique across the template */
export const TemplateContentSchema = z
  .object({
    sections: z.array(
      z.object({ id: Id, label: Label, infoText: InfoText.default(''), questions: z.array(TemplateQuestionSchema) }),
    ),
  })
  .refine((t) => {
    const ids = t.sections.flatMap((s) => s.questions.map((q) => q.id))
    return new Set(ids).size === ids.length
  }, 'question ids are unique in a template')
// The zod shape and the zod-free one of document-rules.ts are the same type
const sameTemplate: TemplateContentShape = null as unknown as z.output<typeof TemplateContentSchema>
void sameTemplate

const Text = z.string()

/** One answer by its question's type (reference §8 `AnsweredQuestionSchema`) */
export const AnsweredQuestionSchema = z.discriminatedUnion('type', [
  z.object({ questionId: Id, type: z.literal('TEXT'), answer: Text }),
  z.object({ questionId: Id, type: z.literal('CHECKBOX'), answer: z.boolean() }),
  z.object({
    questionId: Id,
    type: z.literal('CHECKBOX_GROUP'),
    answer: z.array(z.object({ optionId: Id, extra: Text.default('') })).max(200),
  }),
  z.object({ questionId: Id, type: z.literal('RADIO_BUTTON_GROUP'), answer: Id.nullable() }),
  z.object({ questionId: Id, type: z.literal('STATIC_TEXT_DISPLAY'), answer: z.null() }),
  z.object({ questionId: Id, type: z.literal('DATE'), answer: LocalDate.nullable() }),
  z.object({ questionId: Id, type: z.literal('GROUPED_TEXT_FIELDS'), answer: z.array(z.array(Text).max(50)).max(200) }),
])
const sameAnswer: AnsweredQuestionShape = null as unknown as z.output<typeof AnsweredQuestionSchema>
void sameAnswer

export const DocumentContentSchema = z.object({ answers: z.array(AnsweredQuestionSchema).max(1000) })

const DocumentChild = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: LocalDate,
})

export const ChildDocumentDecision = z.object({
  status: DocumentDecisionStatusSchema,
  decisionNumber: z.number().int(),
  validity: DateRange.nullable(),
  annulmentReason: z.string(),
})
export type ChildDocumentDecision = z.infer<typeof ChildDocumentDecision>

/** Who answered a CITIZEN_DRAFT: a citizen by name; staff without one (shown as "staff") */
const AnsweredBy = z.object({ type: z.enum(['CITIZEN', 'EMPLOYEE']), name: z.string() })

/** A row of the child's document list */
export const ChildDocumentSummary = z.object({
  id: z.uuid(),
  status: DocumentStatusSchema,
  type: ChildDocumentTypeSchema,
  templateName: z.string(),
  /** ISO instant */
  publishedAt: z.string(),
  unread: z.boolean(),
  child: DocumentChild,
  /** ISO instant */
  answeredAt: z.string().nullable(),
  answeredBy: AnsweredBy.nullable(),
  decision: ChildDocumentDecision.nullable(),
})
export type ChildDocumentSummary = z.infer<typeof ChildDocumentSummary>

export const DocumentTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ChildDocumentTypeSchema,
  language: DocumentLanguage,
  legalBasis: z.string(),
  confidentiality: z.object({ durationYears: z.number().int(), basis: z.string() }).nullable(),
  validity: DateRange,
  content: TemplateContentSchema,
})
export type DocumentTemplate = z.infer<typeof DocumentTemplate>

/** One document in full: the template it is rendered from and its published content */
export const ChildDocumentDetails = z.object({
  id: z.uuid(),
  status: DocumentStatusSchema,
  /** ISO instant */
  publishedAt: z.string(),
  /** A PDF exists (document-rules.ts isDownloadable) */
  downloadable: z.boolean(),
  content: DocumentContentSchema,
  child: DocumentChild,
  template: DocumentTemplate,
  decision: ChildDocumentDecision.nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: AnsweredBy.nullable(),
})
export type ChildDocumentDetails = z.infer<typeof ChildDocumentDetails>

const DocumentIdParams = z.object({ documentId: z.uuid() })

export const getChildDocuments = endpoint(routes.getChildDocuments, {
  query: z.object({ childId: z.uuid() }),
  response: z.array(ChildDocumentSummary),
})
export const getChildDocument = endpoint(routes.getChildDocument, {
  params: DocumentIdParams,
  response: ChildDocumentDetails,
})
/** Sends a CITIZEN_DRAFT: the requested status must be the next one (409 when stale) */
export const updateChildDocument = endpoint(routes.updateChildDocument, {
  params: DocumentIdParams,
  body: z.object({ status: DocumentStatusSchema, content: DocumentContentSchema }),
  response: Ok,
})
export const markChildDocumentRead = endpoint(routes.markChildDocumentRead, {
  params: DocumentIdParams,
  response: Ok,
})
/** CITIZEN_DRAFT documents of the user's children waiting for an answer (the calendar's notice; weak too) */
export const getUnansweredChildDocuments = endpoint(routes.getUnansweredChildDocuments, {
  response: z.array(ChildDocumentSummary),
})
/** Unread published documents per child (the header's badge; weak too); children with none left out */
export const getChildDocumentUnreadCount = endpoint(routes.getChildDocumentUnreadCount, {
  response: z.array(UnreadCount),
})
/** The document's PDF in its template's language */
export const getChildDocumentPdf = fileEndpoint(routes.getChildDocumentPdf, {
  params: DocumentIdParams,
  response: 'file',
})

// ---------------------------------------------------------------------------------------------
// Pedagogical documents

export const PedagogicalDocument = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  description: z.string(),
  /** ISO instant */
  createdAt: z.string(),
  isRead: z.boolean(),
  attachments: z.array(z.object({ id: z.uuid(), name: z.string(), contentType: z.string() })),
})
export type PedagogicalDocument = z.infer<typeof PedagogicalDocument>

export const getPedagogicalDocuments = endpoint(routes.getPedagogicalDocuments, {
  params: z.object({ childId: z.uuid() }),
  response: z.array(PedagogicalDocument),
})
/** Unread pedagogical documents with attachments per child (the header's badge; weak too) */
export const getPedagogicalDocumentUnreadCount = endpoint(routes.getPedagogicalDocumentUnreadCount, {
  response: z.array(UnreadCount),
})
export const markPedagogicalDocumentRead = endpoint(routes.markPedagogicalDocumentRead, {
  params: DocumentIdParams,
  response: Ok,
})
