import { beforeAll, describe, expect, it } from 'vitest'
import {
  ChildDocumentDetails,
  ChildDocumentSummary,
  documentErrors,
  PedagogicalDocument,
  UnreadCount,
  type AnsweredQuestion,
} from '@citizen/contract'
import { auditRowsOf, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { pdfText } from '../../../test/pdf-text'

const t = useTestApp()
const demo = demoClient(t)
const { load, as, childOf, call, dev } = demo

const paths = {
  list: (childId: string) => `/api/citizen/child-documents?childId=${childId}`,
  one: (id: string) => `/api/citizen/child-documents/${id}`,
  read: (id: string) => `/api/citizen/child-documents/${id}/read`,
  pdf: (id: string) => `/api/citizen/child-documents/${id}/pdf`,
  unanswered: '/api/citizen/child-documents/unanswered',
  unread: '/api/citizen/child-documents/unread-count',
  pedagogical: (childId: string) => `/api/citizen/children/${childId}/pedagogical-documents`,
  pedagogicalUnread: '/api/citizen/pedagogical-documents/unread-count',
  pedagogicalRead: (id: string) => `/api/citizen/pedagogical-documents/${id}/mark-read`,
  download: (id: string, name: string) => `/api/citizen/attachments/${id}/download/${encodeURIComponent(name)}`,
}

let eetu: string
let helmi: string
let template: string
let svTemplate: string

beforeAll(async () => {
  await load()
  eetu = childOf('one-child', 'Eetu')
  helmi = childOf('separated-guardians-1', 'Helmi')
  template = await dev('/api/dev/document-templates', { name: 'Varhaiskasvatuksen aloituskysely' })
  svTemplate = await dev('/api/dev/document-templates', { name: 'Uppgifter om barnet', language: 'sv', type: 'OTHER' })
})

/** The endpoints that answer about Eetu's document `id` or his documents: each his guardian's alone */
const eetusEndpoints = (id: string) =>
  [
    ['GET', paths.one(id)],
    ['PUT', paths.read(id)],
    ['GET', paths.pdf(id)],
    ['GET', paths.list(eetu)],
    ['GET', paths.pedagogical(eetu)],
  ] as const

const draft = (childId = eetu, extra: Record<string, unknown> = {}) =>
  dev('/api/dev/child-documents', { childId, templateId: template, status: 'CITIZEN_DRAFT', ...extra })

const filledAnswers: AnsweredQuestion[] = [
  { questionId: 'static', type: 'STATIC_TEXT_DISPLAY', answer: null },
  { questionId: 'nickname', type: 'TEXT', answer: 'Eetu' },
  { questionId: 'wishes', type: 'TEXT', answer: 'Ulkoilua\njoka päivä' },
  { questionId: 'photos', type: 'CHECKBOX', answer: true },
  { questionId: 'languages', type: 'CHECKBOX_GROUP', answer: [{ optionId: 'other', extra: 'viro' }] },
  { questionId: 'trips', type: 'RADIO_BUTTON_GROUP', answer: 'yes' },
  { questionId: 'meeting', type: 'DATE', answer: '2026-12-01' },
  {
    questionId: 'pickups',
    type: 'GROUPED_TEXT_FIELDS',
    answer: [
      ['Mummo', '040 1'],
      ['Ukki', '040 2'],
    ],
  },
]
const send = (cookie: string, id: string, answers = filledAnswers, status = 'COMPLETED') =>
  call(cookie, 'PUT', paths.one(id), { status, content: { answers } })

describe('child documents', () => {
  it('lists a child’s published documents with unread marks, and hides unpublished and migrated ones', async () => {
    const aino = await as('one-child')
    const unreadCount = async () =>
      UnreadCount.array()
        .parse((await call(await as('one-child', 'WEAK'), 'GET', paths.unread)).body)
        .find((c) => c.childId === eetu)?.count ?? 0
    const before = await unreadCount()
    const demoList = ChildDocumentSummary.array().parse((await call(aino, 'GET', paths.list(eetu))).body)
    // The demo: the survey waiting for Aino, the decision, and the plan she has read
    expect(demoList.map((d) => [d.templateName, d.status, d.decision?.status ?? null, d.unread])).toEqual([
      ['Varhaiskasvatuksen aloituskysely', 'CITIZEN_DRAFT', null, true],
      ['Päätös tuesta varhaiskasvatuksessa', 'COMPLETED', 'ACCEPTED', true],
      ['Lapsen varhaiskasvatussuunnitelma', 'COMPLETED', null, false],
    ])
    expect(before).toBe(2)
    const published = await draft()
    const unpublished = await draft(eetu, { publishedAt: null })
    const migrated = await dev('/api/dev/document-templates', { type: 'MIGRATED_DAYCARE_ASSISTANCE_NEED_DECISION' })
    const hidden = await dev('/api/dev/child-documents', { childId: eetu, templateId: migrated, status: 'COMPLETED' })
    const res = await call(aino, 'GET', paths.list(eetu))
    expect(res.status).toBe(200)
    const list = ChildDocumentSummary.array().parse(res.body)
    expect(list[0]).toMatchObject({
      id: published,
      status: 'CITIZEN_DRAFT',
      type: 'CITIZEN_BASIC',
      unread: true,
      answeredBy: null,
    })
    expect(list.map((d) => d.id)).not.toContain(unpublished)
    expect(list.map((d) => d.id)).not.toContain(hidden)
    expect(await unreadCount()).toBe(before + 1)
  })

  it('answers a document rendered from its template and marks it read for this guardian only', async () => {
    const id = await draft(helmi)
    const jussi = await as('separated-guardians-1')
    const laura = await as('separated-guardians-2')
    const res = await call(jussi, 'GET', paths.one(id))
    expect(res.status).toBe(200)
    const d = ChildDocumentDetails.parse(res.body)
    expect(d.template.content.sections[0]!.questions.map((q) => q.type)).toEqual([
      'STATIC_TEXT_DISPLAY',
      'TEXT',
      'TEXT',
      'CHECKBOX',
      'CHECKBOX_GROUP',
      'RADIO_BUTTON_GROUP',
      'DATE',
      'GROUPED_TEXT_FIELDS',
    ])
    expect(d.content.answers).toHaveLength(8)
    expect(d.downloadable).toBe(false)
    expect((await call(jussi, 'PUT', paths.read(id))).status).toBe(200)
    expect((await call(jussi, 'PUT', paths.read(id))).status).toBe(200)
    const unreadOf = async (cookie: string) =>
      ChildDocumentSummary.array()
        .parse((await call(cookie, 'GET', paths.list(helmi))).body)
        .find((x) => x.id === id)!.unread
    expect(await unreadOf(jussi)).toBe(false)
    expect(await unreadOf(laura)).toBe(true)
  })

  it('sends a CITIZEN_DRAFT: COMPLETED with the content, answered by the guardian; a second send is 409', async () => {
    const aino = await as('one-child')
    const id = await draft()
    expect(
      (await call(await as('one-child', 'WEAK'), 'GET', paths.unanswered)).body.map((d: { id: string }) => d.id),
    ).toContain(id)
    const res = await send(aino, id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const d = ChildDocumentDetails.parse((await call(aino, 'GET', paths.one(id))).body)
    expect(d.status).toBe('COMPLETED')
    expect(d.downloadable).toBe(true)
    expect(d.content.answers).toEqual(filledAnswers)
    expect(d.answeredBy).toEqual({ type: 'CITIZEN', name: 'Aino Virtanen' })
    expect((await call(aino, 'GET', paths.unanswered)).body.map((x: { id: string }) => x.id)).not.toContain(id)
    const again = await send(aino, id)
    expect(again.status).toBe(409)
    expect(again.body.errorCode).toBe(documentErrors.staleStatus)
    expect((await auditRowsOf(t.db, 'CHILD_DOCUMENT_UPDATE')).length).toBeGreaterThan(0)
  })

  it('refuses a status that is not the next one (409), a type guardians do not fill in (403) and content off the template (400)', async () => {
    const aino = await as('one-child')
    const id = await draft()
    expect((await send(aino, id, filledAnswers, 'DRAFT')).status).toBe(409)
    const other = await dev('/api/dev/child-documents', { childId: eetu, templateId: svTemplate, status: 'DRAFT' })
    const notEditable = await send(aino, other)
    expect(notEditable.status).toBe(403)
    expect(notEditable.body.errorCode).toBe(documentErrors.notEditable)
    for (const answers of [
      [{ questionId: 'nope', type: 'TEXT', answer: 'x' }],
      [{ questionId: 'nickname', type: 'CHECKBOX', answer: true }],
      [{ questionId: 'trips', type: 'RADIO_BUTTON_GROUP', answer: 'maybe' }],
      [{ questionId: 'languages', type: 'CHECKBOX_GROUP', answer: [{ optionId: 'fi', extra: 'not allowed' }] }],
      [{ questionId: 'nickname', type: 'TEXT', answer: 'x'.repeat(10_001) }],
      [{ questionId: 'pickups', type: 'GROUPED_TEXT_FIELDS', answer: [['only one field']] }],
      [
        { questionId: 'nickname', type: 'TEXT', answer: 'a' },
        { questionId: 'nickname', type: 'TEXT', answer: 'b' },
      ],
    ] as AnsweredQuestion[][]) {
      const res = await send(aino, id, answers)
      expect(res.status, JSON.stringify(answers)).toBe(400)
      expect(res.body.errorCode).toBe(documentErrors.invalidContent)
    }
    // Bad input the schema refuses: 400, never 500
    for (const body of [
      {},
      { status: 'COMPLETED' },
      { status: 'X', content: { answers: [] } },
      { status: 'COMPLETED', content: { answers: [{ questionId: 'meeting', type: 'DATE', answer: '2026-02-30' }] } },
    ]) {
      expect((await call(aino, 'PUT', paths.one(id), body)).status).toBe(400)
    }
    expect((await call(aino, 'GET', paths.one('not-a-uuid'))).status).toBe(400)
    expect((await call(aino, 'GET', paths.list('not-a-uuid'))).status).toBe(400)
    // Still waiting: nothing was stored
    expect(ChildDocumentDetails.parse((await call(aino, 'GET', paths.one(id))).body).status).toBe('CITIZEN_DRAFT')
  })

  it('answers 404 with no data for another family’s, unpublished and unknown documents', async () => {
    const mikko = await as('three-children-1')
    const aino = await as('one-child')
    const id = await draft()
    const unpublished = await draft(eetu, { publishedAt: null })
    for (const [method, url] of eetusEndpoints(id)) {
      const res = await call(mikko, method, url)
      expect(res.status, url).toBe(404)
      expect(JSON.stringify(res.body ?? '')).not.toContain('Eetu')
    }
    expect((await send(mikko, id)).status).toBe(404)
    expect((await call(aino, 'GET', paths.one(unpublished))).status).toBe(404)
    expect((await send(aino, unpublished)).status).toBe(404)
    expect((await call(aino, 'GET', paths.one('00000000-0000-4000-8000-000000000000'))).status).toBe(404)
    const counts = UnreadCount.array().parse((await call(mikko, 'GET', paths.unread)).body)
    expect(counts.map((c) => c.childId)).not.toContain(eetu)
  })

  it('needs a strong session except for the unread counts and the unanswered list', async () => {
    const weak = await as('one-child', 'WEAK')
    const id = await draft()
    expect((await call(weak, 'GET', paths.unread)).status).toBe(200)
    expect((await call(weak, 'GET', paths.unanswered)).status).toBe(200)
    expect((await call(weak, 'GET', paths.pedagogicalUnread)).status).toBe(200)
    for (const [method, url] of eetusEndpoints(id)) {
      expect((await call(weak, method, url)).status, url).toBe(403)
    }
    expect((await send(weak, id)).status).toBe(403)
    expect((await call(null, 'GET', paths.unread)).status).toBe(401)
  })

  it('renders the PDF of a completed document in the template’s language, with the decision', async () => {
    const aino = await as('one-child')
    const sv = await dev('/api/dev/child-documents', {
      childId: eetu,
      templateId: svTemplate,
      status: 'COMPLETED',
      decision: { status: 'ACCEPTED', decisionNumber: 4711, validFrom: '2026-08-01' },
    })
    const res = await call(aino, 'GET', paths.pdf(sv))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(res.raw)
    expect(text).toContain('Uppgifter om barnet')
    expect(text).toContain('Eetu Virtanen')
    expect(text).toContain('Beslutsnummer')
    expect(text).toContain('4711')
    expect(text).toContain('Godkänt')
    expect(text).toContain('Millä nimellä lasta kutsutaan?')
    expect(text).toContain('Ja')
    // Not completed: no PDF
    expect((await call(aino, 'GET', paths.pdf(await draft()))).status).toBe(404)
    expect((await auditRowsOf(t.db, 'CHILD_DOCUMENT_PDF_READ')).length).toBeGreaterThan(0)
  })
})

describe('pedagogical documents', () => {
  it('lists them newest first without empty ones, counts unread ones with files, marks read on download', async () => {
    const jussi = await as('separated-guardians-1')
    const laura = await as('separated-guardians-2')
    const older = await dev('/api/dev/pedagogical-documents', {
      childId: helmi,
      description: 'Retki metsään',
      createdAt: '2026-01-10T08:00:00Z',
      attachments: [{ name: 'retki.pdf' }],
    })
    const newer = await dev('/api/dev/pedagogical-documents', {
      childId: helmi,
      description: 'Askartelua',
      createdAt: '2026-02-10T08:00:00Z',
    })
    await dev('/api/dev/pedagogical-documents', { childId: helmi, description: '  ' })
    const list = PedagogicalDocument.array().parse((await call(jussi, 'GET', paths.pedagogical(helmi))).body)
    expect(list.map((d) => d.id)).toEqual([newer, older])
    expect(list[1]!.attachments).toEqual([
      { id: expect.any(String), name: 'retki.pdf', contentType: 'application/pdf' },
    ])
    const countOf = async (cookie: string) =>
      UnreadCount.array()
        .parse((await call(cookie, 'GET', paths.pedagogicalUnread)).body)
        .find((c) => c.childId === helmi)?.count ?? 0
    expect(await countOf(jussi)).toBe(1)
    const file = list[1]!.attachments[0]!
    // Weak sessions: strong needed; another family: 404
    const weak = await call(await as('separated-guardians-1', 'WEAK'), 'GET', paths.download(file.id, file.name))
    expect(weak.status).toBe(403)
    expect((await call(await as('one-child'), 'GET', paths.download(file.id, file.name))).status).toBe(404)
    const download = await call(jussi, 'GET', paths.download(file.id, file.name))
    expect(download.status).toBe(200)
    expect(download.raw.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await countOf(jussi)).toBe(0)
    expect(await countOf(laura)).toBe(1)
    expect((await call(laura, 'POST', paths.pedagogicalRead(older))).status).toBe(200)
    expect(await countOf(laura)).toBe(0)
    expect((await call(await as('one-child'), 'POST', paths.pedagogicalRead(older))).status).toBe(404)
    expect((await call(laura, 'POST', paths.pedagogicalRead('x'))).status).toBe(400)
    expect((await auditRowsOf(t.db, 'PEDAGOGICAL_DOCUMENTS_READ')).length).toBeGreaterThan(0)
  })

  it('needs a child whose placement has not ended', async () => {
    const matti = await as('no-placements')
    const lilja = childOf('no-placements', 'Lilja')
    expect((await call(matti, 'GET', paths.pedagogical(lilja))).status).toBe(404)
    expect((await call(matti, 'GET', paths.list(lilja))).status).toBe(404)
  })
})
