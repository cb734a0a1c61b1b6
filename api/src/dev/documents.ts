import { Readable } from 'node:stream'
import type { z } from 'zod'
import {
  emptyAnswer,
  isCitizenEditable,
  TemplateContentSchema,
  templateQuestions,
  type AnsweredQuestion,
  type devCreateChildDocument,
  type devCreateDocumentTemplate,
  type devCreatePedagogicalDocument,
  type DocumentContent,
  type TemplateContent,
  type TemplateQuestion,
} from '@citizen/contract'
import type { Db } from '../platform/db/database'
import { badRequest } from '../platform/errors'
import { newFileKey, type FileStorage } from '../platform/files'
import { insertRows } from './insert-rows'

/**
 * Dev API of documents (never in production): staff write templates, documents and pedagogical
 * documents in eVaka; here tests and the demo make them directly.
 *
 *   POST /api/dev/document-templates
 *     { name?, type? (CITIZEN_BASIC), language? (fi), legalBasis?, confidentiality?, validFrom?, validTo?,
 *       content? (a section with one question of every type) }                               -> { id }
 *   POST /api/dev/child-documents
 *     { childId, templateId, status? (DRAFT), content? (empty answers for a CITIZEN_DRAFT or DRAFT,
 *       example answers for the others), publishedAt? (now; null: unpublished), answeredBy?,
 *       decision? { status, decisionNumber?, validFrom?, validTo?, annulmentReason? }, readBy? } -> { id }
 *   POST /api/dev/pedagogical-documents
 *     { childId, description?, createdAt?, attachments? [{ name, contentType?, base64? }], readBy? } -> { id }
 */

export type TemplateBody = z.output<(typeof devCreateDocumentTemplate)['body']>
export type DocumentBody = z.output<(typeof devCreateChildDocument)['body']>
type PedagogicalBody = z.output<(typeof devCreatePedagogicalDocument)['body']>

/** A template with one question of every type of the reference (Finnish texts) */
export const EVERY_QUESTION_TYPE: TemplateContent = TemplateContentSchema.parse({
  sections: [
    {
      id: 'basics',
      label: 'Perustiedot',
      infoText: 'Täytä lapsesi tiedot huoltajana.',
      questions: [
        {
          id: 'static',
          type: 'STATIC_TEXT_DISPLAY',
          label: 'Ohje',
          text: 'Vastaukset näkyvät lapsen ryhmän henkilökunnalle.',
        },
        { id: 'nickname', type: 'TEXT', label: 'Millä nimellä lasta kutsutaan?', multiline: false },
        {
          id: 'wishes',
          type: 'TEXT',
          label: 'Toiveet varhaiskasvatukselle',
          infoText: 'Kerro vapaasti.',
          multiline: true,
        },
        { id: 'photos', type: 'CHECKBOX', label: 'Lasta saa valokuvata varhaiskasvatuksen toiminnassa' },
        {
          id: 'languages',
          type: 'CHECKBOX_GROUP',
          label: 'Kodin kielet',
          options: [
            { id: 'fi', label: 'suomi' },
            { id: 'sv', label: 'ruotsi' },
            { id: 'other', label: 'muu, mikä?', withText: true },
          ],
        },
        {
          id: 'trips',
          type: 'RADIO_BUTTON_GROUP',
          label: 'Saako lapsi osallistua retkille?',
          options: [
            { id: 'yes', label: 'Kyllä' },
            { id: 'no', label: 'Ei' },
          ],
        },
        { id: 'meeting', type: 'DATE', label: 'Toivottu keskustelupäivä' },
        {
          id: 'pickups',
          type: 'GROUPED_TEXT_FIELDS',
          label: 'Lapsen hakijat',
          fieldLabels: ['Nimi', 'Puhelin'],
          allowMultipleRows: true,
        },
      ],
    },
  ],
})

/** An example answer of each question (what staff or a guardian could have written) */
function exampleAnswer(q: TemplateQuestion): AnsweredQuestion {
  const base = { questionId: q.id }
  switch (q.type) {
    case 'TEXT':
      return {
        ...base,
        type: q.type,
        answer: q.multiline ? 'Leikki ulkona ja laulut.\nRauhallinen aloitus aamulla.' : 'Eetu',
      }
    case 'CHECKBOX':
      return { ...base, type: q.type, answer: true }
    case 'CHECKBOX_GROUP':
      return { ...base, type: q.type, answer: q.options.slice(0, 1).map((o) => ({ optionId: o.id, extra: '' })) }
    case 'RADIO_BUTTON_GROUP':
      return { ...base, type: q.type, answer: q.options[0]?.id ?? null }
    case 'DATE':
      return { ...base, type: q.type, answer: '2026-09-15' }
    case 'GROUPED_TEXT_FIELDS':
      return {
        ...base,
        type: q.type,
        answer: [q.fieldLabels.map((_, i) => (i === 0 ? 'Mummo Esimerkki' : '040 123 4567'))],
      }
    default:
      return emptyAnswer(q)
  }
}

export async function insertDevDocumentTemplate(tx: Db, body: TemplateBody): Promise<string> {
  const row = await tx
    .insertInto('document_template')
    .values({
      name: body.name,
      type: body.type,
      language: body.language,
      legal_basis: body.legalBasis,
      confidentiality_duration_years: body.confidentiality?.durationYears ?? null,
      confidentiality_basis: body.confidentiality?.basis ?? null,
      valid_from: body.validFrom,
      valid_to: body.validTo,
      content: JSON.stringify(body.content ?? EVERY_QUESTION_TYPE),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function insertDevChildDocument(tx: Db, body: DocumentBody, now: Date): Promise<string> {
  const template = await tx
    .selectFrom('document_template')
    .select(['id', 'content'])
    .where('id', '=', body.templateId)
    .executeTakeFirst()
  if (!template) throw badRequest(`Unknown template: ${body.templateId}`)
  const child = await tx.selectFrom('person').select('id').where('id', '=', body.childId).executeTakeFirst()
  if (!child) throw badRequest(`Unknown person: ${body.childId}`)
  const questions = templateQuestions(template.content as unknown as TemplateContent)
  const empty = isCitizenEditable(body.status) || body.status === 'DRAFT'
  const content: DocumentContent = body.content ?? {
    answers: questions.map((q) => (empty ? emptyAnswer(q) : exampleAnswer(q))),
  }
  const publishedAt =
    body.publishedAt === undefined ? now : body.publishedAt === null ? null : new Date(body.publishedAt)
  const json = JSON.stringify(content)
  const row = await tx
    .insertInto('child_document')
    .values({
      child_id: body.childId,
      template_id: body.templateId,
      status: body.status,
      content: json,
      published_content: publishedAt ? json : null,
      published_at: publishedAt,
      answered_at: body.answeredBy ? now : null,
      answered_by: body.answeredBy,
      decision_status: body.decision?.status ?? null,
      decision_number: body.decision?.decisionNumber ?? null,
      decision_valid_from: body.decision?.validFrom ?? null,
      decision_valid_to: body.decision?.validTo ?? null,
      annulment_reason: body.decision?.annulmentReason ?? '',
      created_at: now,
      modified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await insertRows(
    tx,
    'child_document_read',
    body.readBy.map((p) => ({ document_id: row.id, person_id: p, read_at: now })),
  )
  return row.id
}

/** A one-page PDF saying what it is (the default attachment) */
const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

export async function insertDevPedagogicalDocument(
  tx: Db,
  files: FileStorage,
  body: PedagogicalBody,
  now: Date,
): Promise<string> {
  const child = await tx.selectFrom('person').select('id').where('id', '=', body.childId).executeTakeFirst()
  if (!child) throw badRequest(`Unknown person: ${body.childId}`)
  const row = await tx
    .insertInto('pedagogical_document')
    .values({
      child_id: body.childId,
      description: body.description,
      created_at: body.createdAt ? new Date(body.createdAt) : now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const a of body.attachments) {
    const key = newFileKey()
    const bytes = a.base64 ? Buffer.from(a.base64, 'base64') : SAMPLE_PDF
    await files.store(key, await files.receive(Readable.from(bytes), { maxBytes: 5_000_000 }), a.contentType)
    await tx
      .insertInto('attachment')
      .values({
        type: 'PEDAGOGICAL_DOCUMENT',
        pedagogical_document_id: row.id,
        name: a.name,
        content_type: a.contentType,
        size: bytes.length,
        storage_key: key,
        received_at: now,
      })
      .execute()
  }
  await insertRows(
    tx,
    'pedagogical_document_read',
    body.readBy.map((p) => ({ document_id: row.id, person_id: p, read_at: now })),
  )
  return row.id
}
