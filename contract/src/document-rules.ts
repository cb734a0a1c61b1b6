/**
 * Child and pedagogical documents (spec 001 "Child document view", reference §8): the statuses,
 * the status sequence of each document type, the citizen's answers checked against the
 * template, the error codes and the browser paths. Zod-free: the web and the API both check.
 */
import { buildPath } from './path'
import { routes } from './routes'
import { isCalendarDate } from './dates'

export const DOCUMENT_STATUSES = ['DRAFT', 'PREPARED', 'CITIZEN_DRAFT', 'DECISION_PROPOSAL', 'COMPLETED'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

export const CHILD_DOCUMENT_TYPES = [
  'PEDAGOGICAL_REPORT',
  'PEDAGOGICAL_ASSESSMENT',
  'HOJKS',
  'MIGRATED_VASU',
  'MIGRATED_LEOPS',
  'MIGRATED_DAYCARE_ASSISTANCE_NEED_DECISION',
  'MIGRATED_PRESCHOOL_ASSISTANCE_NEED_DECISION',
  'VASU',
  'LEOPS',
  'CITIZEN_BASIC',
  'OTHER_DECISION',
  'OTHER',
] as const
export type ChildDocumentType = (typeof CHILD_DOCUMENT_TYPES)[number]

/** The types whose documents the citizen never sees (migrated assistance decisions, reference §8) */
export const HIDDEN_CHILD_DOCUMENT_TYPES = [
  'MIGRATED_DAYCARE_ASSISTANCE_NEED_DECISION',
  'MIGRATED_PRESCHOOL_ASSISTANCE_NEED_DECISION',
] as const satisfies readonly ChildDocumentType[]

export const DOCUMENT_DECISION_STATUSES = ['ACCEPTED', 'REJECTED', 'ANNULLED'] as const
export type DocumentDecisionStatus = (typeof DOCUMENT_DECISION_STATUSES)[number]

/** The status a badge shows: a decision's status overrides the document's (spec 001 §4) */
export type DocumentBadgeStatus = DocumentStatus | DocumentDecisionStatus

/** Status sequences per type (reference §8) */
export function statusSequence(type: ChildDocumentType): readonly DocumentStatus[] {
  switch (type) {
    case 'HOJKS':
    case 'VASU':
    case 'LEOPS':
      return ['DRAFT', 'PREPARED', 'COMPLETED']
    case 'CITIZEN_BASIC':
      return ['DRAFT', 'CITIZEN_DRAFT', 'COMPLETED']
    case 'OTHER_DECISION':
      return ['DRAFT', 'DECISION_PROPOSAL', 'COMPLETED']
    case 'MIGRATED_VASU':
    case 'MIGRATED_LEOPS':
    case 'MIGRATED_DAYCARE_ASSISTANCE_NEED_DECISION':
    case 'MIGRATED_PRESCHOOL_ASSISTANCE_NEED_DECISION':
      return ['COMPLETED']
    default:
      return ['DRAFT', 'COMPLETED']
  }
}

/** The status after `status` in the type's sequence; null at its end or outside it */
export function nextStatus(type: ChildDocumentType, status: DocumentStatus): DocumentStatus | null {
  const seq = statusSequence(type)
  const i = seq.indexOf(status)
  return i >= 0 && i < seq.length - 1 ? seq[i + 1]! : null
}

/** The statuses in which the citizen fills in and sends the document */
export const CITIZEN_EDITABLE_STATUSES: readonly DocumentStatus[] = ['CITIZEN_DRAFT']

export const isCitizenEditable = (status: DocumentStatus): boolean => CITIZEN_EDITABLE_STATUSES.includes(status)

/** A document has a PDF once it is completed (the status a PDF is made in) */
export const isDownloadable = (status: DocumentStatus): boolean => status === 'COMPLETED'

export const badgeStatus = (
  status: DocumentStatus,
  decision: { status: DocumentDecisionStatus } | null,
): DocumentBadgeStatus => decision?.status ?? status

// ---------------------------------------------------------------------------------------------
// Templates and answers (the zod schemas in documents.ts have these shapes)

export const QUESTION_TYPES = [
  'TEXT',
  'CHECKBOX',
  'CHECKBOX_GROUP',
  'RADIO_BUTTON_GROUP',
  'STATIC_TEXT_DISPLAY',
  'DATE',
  'GROUPED_TEXT_FIELDS',
] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

interface QuestionBase {
  id: string
  label: string
  infoText: string
}
export type TemplateQuestion =
  | (QuestionBase & { type: 'TEXT'; multiline: boolean })
  | (QuestionBase & { type: 'CHECKBOX' })
  | (QuestionBase & { type: 'CHECKBOX_GROUP'; options: { id: string; label: string; withText: boolean }[] })
  | (QuestionBase & { type: 'RADIO_BUTTON_GROUP'; options: { id: string; label: string }[] })
  | (QuestionBase & { type: 'STATIC_TEXT_DISPLAY'; text: string })
  | (QuestionBase & { type: 'DATE' })
  | (QuestionBase & { type: 'GROUPED_TEXT_FIELDS'; fieldLabels: string[]; allowMultipleRows: boolean })

export interface TemplateSection {
  id: string
  label: string
  infoText: string
  questions: TemplateQuestion[]
}
export interface TemplateContent {
  sections: TemplateSection[]
}

export type AnsweredQuestion =
  | { questionId: string; type: 'TEXT'; answer: string }
  | { questionId: string; type: 'CHECKBOX'; answer: boolean }
  | { questionId: string; type: 'CHECKBOX_GROUP'; answer: { optionId: string; extra: string }[] }
  | { questionId: string; type: 'RADIO_BUTTON_GROUP'; answer: string | null }
  | { questionId: string; type: 'STATIC_TEXT_DISPLAY'; answer: null }
  | { questionId: string; type: 'DATE'; answer: string | null }
  | { questionId: string; type: 'GROUPED_TEXT_FIELDS'; answer: string[][] }

export interface DocumentContent {
  answers: AnsweredQuestion[]
}

/** Longest answer text the citizen may write in one field */
export const DOCUMENT_TEXT_MAX_LENGTH = 10_000
/** Most rows of a GROUPED_TEXT_FIELDS question that allows several */
export const DOCUMENT_MAX_ROWS = 50

/** An empty answer of each question: what a form starts from when the document has none */
export function emptyAnswer(q: TemplateQuestion): AnsweredQuestion {
  const base = { questionId: q.id }
  switch (q.type) {
    case 'TEXT':
      return { ...base, type: q.type, answer: '' }
    case 'CHECKBOX':
      return { ...base, type: q.type, answer: false }
    case 'CHECKBOX_GROUP':
      return { ...base, type: q.type, answer: [] }
    case 'RADIO_BUTTON_GROUP':
      return { ...base, type: q.type, answer: null }
    case 'STATIC_TEXT_DISPLAY':
      return { ...base, type: q.type, answer: null }
    case 'DATE':
      return { ...base, type: q.type, answer: null }
    case 'GROUPED_TEXT_FIELDS':
      return { ...base, type: q.type, answer: [q.fieldLabels.map(() => '')] }
  }
}

export const templateQuestions = (t: TemplateContent): TemplateQuestion[] => t.sections.flatMap((s) => s.questions)

/** The content in the template's order, an empty answer for each question the content leaves out */
export function answersInTemplateOrder(t: TemplateContent, content: DocumentContent): AnsweredQuestion[] {
  const byId = new Map(content.answers.map((a) => [a.questionId, a]))
  return templateQuestions(t).map((q) => {
    const a = byId.get(q.id)
    return a && a.type === q.type ? a : emptyAnswer(q)
  })
}

/** Whether the citizen answered the question at all (a static text needs no answer) */
export function isAnswered(a: AnsweredQuestion): boolean {
  switch (a.type) {
    case 'TEXT':
      return a.answer.trim() !== ''
    case 'CHECKBOX':
      return a.answer
    case 'CHECKBOX_GROUP':
      return a.answer.length > 0
    case 'RADIO_BUTTON_GROUP':
    case 'DATE':
      return a.answer !== null
    case 'STATIC_TEXT_DISPLAY':
      return false
    case 'GROUPED_TEXT_FIELDS':
      return a.answer.some((row) => row.some((v) => v.trim() !== ''))
  }
}

/** Why an answer is refused; the web shows a text per key, the API answers 400 naming the question */
export type DocumentAnswerError =
  'unknownQuestion' | 'wrongType' | 'duplicate' | 'unknownOption' | 'tooLong' | 'invalidDate' | 'rows'

const tooLong = (s: string) => s.length > DOCUMENT_TEXT_MAX_LENGTH

/** Whether one answer fits its question */
export function answerError(q: TemplateQuestion, a: AnsweredQuestion): DocumentAnswerError | null {
  if (a.type !== q.type) return 'wrongType'
  switch (a.type) {
    case 'TEXT':
      return tooLong(a.answer) ? 'tooLong' : null
    case 'CHECKBOX':
    case 'STATIC_TEXT_DISPLAY':
      return null
    case 'CHECKBOX_GROUP': {
      if (q.type !== 'CHECKBOX_GROUP') return 'wrongType'
      const ids = a.answer.map((o) => o.optionId)
      if (new Set(ids).size !== ids.length) return 'duplicate'
      for (const o of a.answer) {
        const option = q.options.find((x) => x.id === o.optionId)
        if (!option) return 'unknownOption'
        if (!option.withText && o.extra !== '') return 'unknownOption'
        if (tooLong(o.extra)) return 'tooLong'
      }
      return null
    }
    case 'RADIO_BUTTON_GROUP':
      if (q.type !== 'RADIO_BUTTON_GROUP') return 'wrongType'
      return a.answer === null || q.options.some((o) => o.id === a.answer) ? null : 'unknownOption'
    case 'DATE':
      return a.answer === null || isCalendarDate(a.answer) ? null : 'invalidDate'
    case 'GROUPED_TEXT_FIELDS': {
      if (q.type !== 'GROUPED_TEXT_FIELDS') return 'wrongType'
      const maxRows = q.allowMultipleRows ? DOCUMENT_MAX_ROWS : 1
      if (a.answer.length > maxRows) return 'rows'
      if (a.answer.some((row) => row.length !== q.fieldLabels.length)) return 'rows'
      return a.answer.some((row) => row.some(tooLong)) ? 'tooLong' : null
    }
  }
}

/**
 * The content checked against the template (reference §8 "validated against the template"): each
 * answer names a question of the template once, has its type, chooses only its options, and
 * stays within the limits. Answers by question id; empty when the content is valid.
 */
export function documentContentErrors(
  t: TemplateContent,
  content: DocumentContent,
): { questionId: string; error: DocumentAnswerError }[] {
  const questions = new Map(templateQuestions(t).map((q) => [q.id, q]))
  const seen = new Set<string>()
  const errors: { questionId: string; error: DocumentAnswerError }[] = []
  for (const a of content.answers) {
    const q = questions.get(a.questionId)
    const error = !q ? 'unknownQuestion' : seen.has(a.questionId) ? 'duplicate' : answerError(q, a)
    seen.add(a.questionId)
    if (error) errors.push({ questionId: a.questionId, error })
  }
  return errors
}

/** The answer's text in a list or a PDF, '' when unanswered; option labels come from the question */
export function answerText(q: TemplateQuestion, a: AnsweredQuestion, texts: { yes: string; no: string }): string {
  switch (a.type) {
    case 'TEXT':
      return a.answer
    case 'CHECKBOX':
      return a.answer ? texts.yes : texts.no
    case 'CHECKBOX_GROUP':
      return q.type === 'CHECKBOX_GROUP'
        ? a.answer
            .map((o) => {
              const label = q.options.find((x) => x.id === o.optionId)?.label ?? ''
              return o.extra ? `${label}: ${o.extra}` : label
            })
            .join('\n')
        : ''
    case 'RADIO_BUTTON_GROUP':
      return q.type === 'RADIO_BUTTON_GROUP' ? (q.options.find((o) => o.id === a.answer)?.label ?? '') : ''
    case 'STATIC_TEXT_DISPLAY':
      return q.type === 'STATIC_TEXT_DISPLAY' ? q.text : ''
    case 'DATE':
      return a.answer ?? ''
    case 'GROUPED_TEXT_FIELDS':
      return a.answer
        .filter((row) => row.some((v) => v.trim() !== ''))
        .map((row) => row.join(', '))
        .join('\n')
  }
}

// ---------------------------------------------------------------------------------------------
// Error codes and browser paths

export const documentErrors = {
  /** 409: the requested status is not the next one (sent meanwhile, or a stale page) */
  staleStatus: 'document.stale-status',
  /** 400: the content does not fit the template */
  invalidContent: 'document.invalid-content',
  /** 403: the citizen cannot edit the document in its status */
  notEditable: 'document.not-editable',
} as const

/** The view of a child document; from the calendar's notice it opens for filling in and returns to /calendar */
export const childDocumentPath = (id: string, opts: { returnTo?: 'calendar'; readOnly?: boolean } = {}): string => {
  const query = new URLSearchParams()
  if (opts.returnTo) query.set('returnTo', opts.returnTo)
  if (opts.readOnly === false) query.set('readOnly', 'false')
  const q = query.toString()
  return `/child-documents/${encodeURIComponent(id)}${q ? `?${q}` : ''}`
}

/** The PDF of a child document (opened in a new tab; in the document's language) */
export const childDocumentPdfPath = (documentId: string): string =>
  buildPath(routes.getChildDocumentPdf.path, { documentId })

/** Pedagogical documents: 10 a page on a desktop; a description is clamped to 1 line on a phone, 3 on a desktop */
export const PEDAGOGICAL_DOCUMENTS_PAGE_SIZE = 10
export const PEDAGOGICAL_DESCRIPTION_LINES = { phone: 1, desktop: 3 } as const
/** "Read more" shows when the description is longer than this many characters a line (spec 001 §9) */
export const PEDAGOGICAL_CHARS_PER_LINE = 50
export const needsReadMore = (description: string, lines: number): boolean =>
  description.length > PEDAGOGICAL_CHARS_PER_LINE * lines
