import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Created, LocalDate } from './common'
import {
  ChildDocumentTypeSchema,
  DocumentContentSchema,
  DocumentDecisionStatusSchema,
  DocumentLanguage,
  DocumentStatusSchema,
  TemplateContentSchema,
} from './documents'

// Dev API of documents (api/src/dev/documents.ts): what staff do in eVaka, for tests and the demo

/** POST /api/dev/document-templates: a template; content defaults to one question of every type */
export const devCreateDocumentTemplate = endpoint(devRoutes.devCreateDocumentTemplate, {
  body: z.object({
    name: z.string().min(1).default('Asiakirja'),
    type: ChildDocumentTypeSchema.default('CITIZEN_BASIC'),
    language: DocumentLanguage.default('fi'),
    legalBasis: z.string().default(''),
    confidentiality: z
      .object({ durationYears: z.number().int().min(0), basis: z.string() })
      .nullable()
      .default(null),
    validFrom: LocalDate.default('2020-01-01'),
    validTo: LocalDate.nullable().default(null),
    content: TemplateContentSchema.optional(),
  }),
  response: Created,
})

/** POST /api/dev/child-documents: a document of a child in any status, published unless told otherwise */
export const devCreateChildDocument = endpoint(devRoutes.devCreateChildDocument, {
  body: z.object({
    childId: z.uuid(),
    templateId: z.uuid(),
    status: DocumentStatusSchema.default('DRAFT'),
    /** Default: empty answers (a CITIZEN_DRAFT to fill in), or example answers for later statuses */
    content: DocumentContentSchema.optional(),
    /** ISO instant; null: not published. Default: now */
    publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
    answeredBy: z.uuid().nullable().default(null),
    decision: z
      .object({
        status: DocumentDecisionStatusSchema,
        decisionNumber: z.number().int().default(1),
        validFrom: LocalDate.nullable().default(null),
        validTo: LocalDate.nullable().default(null),
        annulmentReason: z.string().default(''),
      })
      .nullable()
      .default(null),
    /** Persons who have read it already */
    readBy: z.array(z.uuid()).default([]),
  }),
  response: Created,
})

/** POST /api/dev/pedagogical-documents: a pedagogical document with attachments (text files unless told) */
export const devCreatePedagogicalDocument = endpoint(devRoutes.devCreatePedagogicalDocument, {
  body: z.object({
    childId: z.uuid(),
    description: z.string().default(''),
    /** ISO instant; default now */
    createdAt: z.iso.datetime({ offset: true }).optional(),
    attachments: z
      .array(
        z.object({
          name: z.string().min(1).max(255),
          contentType: z.string().default('application/pdf'),
          /** The file's bytes, base64; default a small PDF */
          base64: z.string().optional(),
        }),
      )
      .default([]),
    readBy: z.array(z.uuid()).default([]),
  }),
  response: Created,
})
