import {
  answersInTemplateOrder,
  documentContentErrors,
  documentErrors,
  isDownloadable,
  type ChildDocumentDecision,
  type ChildDocumentDetails,
  type ChildDocumentSummary,
  type DocumentContent,
  type DocumentStatus,
  type PedagogicalDocument,
  type UnreadCount,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { badRequest, notFound, refuse } from '../../platform/errors'
import { audit, type AuditAction, type AuditActor } from '../../platform/audit'
import * as children from '../children/service'
import * as q from './queries'
import { childDocumentActions, mayReadChildsDocuments, sendRefusal, type ChildDocumentAction } from './policy'

/**
 * Child documents and pedagogical documents (spec 001, reference §8): a guardian or a foster
 * parent valid today reads the child's published documents, marks them read, downloads the
 * completed ones and fills in and sends a CITIZEN_DRAFT. Anything not theirs is a 404.
 */

/** One audit row about documents of one kind */
function auditDocuments(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  kind: q.DocumentKind,
  persons: readonly string[],
  ids: readonly string[],
): Promise<void> {
  return audit(db, { actor, action, targets: { persons, ids: { [kind]: ids } } })
}

/** Whether the user may read the child's lists: a carer, and the child has a placement not yet ended */
async function mayReadLists(db: Db, userId: string, childId: string, today: string): Promise<boolean> {
  const relation = await children.childRelation(db, userId, childId, today)
  if (!children.isCarerOf(relation)) return false
  return mayReadChildsDocuments(true, (await children.activePlacementTypes(db, childId, today)).length > 0)
}

/**
 * The GET of a child's list of one kind: 404 when the user may not read the child's lists, else
 * the rows, audited, as the contract answers them
 */
function listReader<R extends { id: string }, T>(
  kind: q.DocumentKind,
  action: AuditAction,
  find: (db: Db, childId: string, userId: string) => Promise<R[]>,
  answerOf: (r: R) => T,
) {
  return async (db: Db, actor: AuditActor, childId: string, today: string): Promise<T[]> => {
    if (!(await mayReadLists(db, actor.personId, childId, today))) throw notFound('Child not found')
    const rows = await find(db, childId, actor.personId)
    await auditDocuments(
      db,
      actor,
      action,
      kind,
      [childId],
      rows.map((r) => r.id),
    )
    return rows.map(answerOf)
  }
}

/**
 * The request that marks a document of one kind read for this user only, audited; `find` answers
 * the document when the user may mark it read and throws the 404 when not
 */
function readMarker(
  kind: q.DocumentKind,
  action: AuditAction,
  find: (db: Db, userId: string, id: string, today: string) => Promise<{ id: string; child_id: string }>,
) {
  return async (db: Db, actor: AuditActor, id: string, today: string, now: Date): Promise<void> => {
    const d = await find(db, actor.personId, id, today)
    await q.markRead(db, kind, d.id, actor.personId, now)
    await auditDocuments(db, actor, action, kind, [d.child_id], [d.id])
  }
}

/** GET /citizen/child-documents/unread-count, /citizen/pedagogical-documents/unread-count: unread documents per child (weak too) */
export async function getUnreadCounts(
  db: Db,
  kind: q.DocumentKind,
  userId: string,
  today: string,
): Promise<UnreadCount[]> {
  const rows = await q.findUnreadCounts(db, kind, userId, today)
  return rows.map((r) => ({ childId: r.child_id, count: r.count }))
}

/** What the user may do with the document: none when not a carer of its child */
async function actionsOn(
  db: Db,
  userId: string,
  d: Pick<q.DocumentRow, 'child_id' | 'type' | 'status'> & { published: boolean },
  today: string,
): Promise<ChildDocumentAction[]> {
  const relation = await children.childRelation(db, userId, d.child_id, today)
  return childDocumentActions({
    isCarer: children.isCarerOf(relation),
    published: d.published,
    type: d.type,
    status: d.status,
  })
}

type DecisionColumns = Pick<
  q.SummaryRow,
  'decision_status' | 'decision_number' | 'decision_valid_from' | 'decision_valid_to' | 'annulment_reason'
>
function decisionOf(r: DecisionColumns): ChildDocumentDecision | null {
  if (!r.decision_status || r.decision_number === null) return null
  return {
    status: r.decision_status,
    decisionNumber: r.decision_number,
    validity: r.decision_valid_from ? { start: r.decision_valid_from, end: r.decision_valid_to } : null,
    annulmentReason: r.annulment_reason,
  }
}

type AnswerColumns = Pick<
  q.SummaryRow,
  'answered_at' | 'answered_by' | 'answered_by_first_name' | 'answered_by_last_name'
>
const answerOf = (r: AnswerColumns) => ({
  answeredAt: r.answered_at?.toISOString() ?? null,
  // A citizen by name; an answer without a citizen is staff's (reference §8: named "staff" in the UI)
  answeredBy: r.answered_at
    ? r.answered_by
      ? { type: 'CITIZEN' as const, name: `${r.answered_by_first_name ?? ''} ${r.answered_by_last_name ?? ''}`.trim() }
      : { type: 'EMPLOYEE' as const, name: '' }
    : null,
})

function summaryOf(r: q.SummaryRow): ChildDocumentSummary {
  return {
    id: r.id,
    status: r.status,
    type: r.type,
    templateName: r.template_name,
    publishedAt: r.published_at!.toISOString(),
    unread: Boolean(r.unread),
    child: {
      id: r.child_id,
      firstName: r.child_first_name,
      lastName: r.child_last_name,
      dateOfBirth: r.child_date_of_birth,
    },
    ...answerOf(r),
    decision: decisionOf(r),
  }
}

/** GET /citizen/child-documents?childId: the child's published documents (404 when not the user's child) */
export const getChildDocuments = listReader('childDocument', 'CHILD_DOCUMENTS_READ', q.findChildDocuments, summaryOf)

/** The document's row when the policy permits the action on it, else 404 */
async function requirePermitted(
  db: Db,
  userId: string,
  id: string,
  action: ChildDocumentAction,
  today: string,
): Promise<q.DocumentRow> {
  const row = await q.findChildDocument(db, id)
  if (!row) throw notFound('Document not found')
  const actions = await actionsOn(db, userId, { ...row, published: row.published_at !== null }, today)
  if (!actions.includes(action)) throw notFound('Document not found')
  return row
}

function detailsOf(r: q.DocumentRow): ChildDocumentDetails {
  const template = r.template_content
  return {
    id: r.id,
    status: r.status,
    publishedAt: r.published_at!.toISOString(),
    downloadable: isDownloadable(r.status),
    // In the template's order, an empty answer for a question the content leaves out
    content: { answers: answersInTemplateOrder(template, r.published_content ?? { answers: [] }) },
    child: {
      id: r.child_id,
      firstName: r.child_first_name,
      lastName: r.child_last_name,
      dateOfBirth: r.child_date_of_birth,
    },
    template: {
      id: r.template_id,
      name: r.template_name,
      type: r.type,
      language: r.template_language,
      legalBasis: r.legal_basis,
      confidentiality:
        r.confidentiality_duration_years !== null && r.confidentiality_basis !== null
          ? { durationYears: r.confidentiality_duration_years, basis: r.confidentiality_basis }
          : null,
      validity: { start: r.template_valid_from, end: r.template_valid_to },
      content: template,
    },
    decision: decisionOf(r),
    ...answerOf(r),
  }
}

/** GET /citizen/child-documents/{id} (and the PDF's data) */
export async function getChildDocument(
  db: Db,
  actor: AuditActor,
  id: string,
  today: string,
  action: 'CHILD_DOCUMENT_READ' | 'CHILD_DOCUMENT_PDF_READ' = 'CHILD_DOCUMENT_READ',
): Promise<ChildDocumentDetails> {
  const r = await requirePermitted(
    db,
    actor.personId,
    id,
    action === 'CHILD_DOCUMENT_READ' ? 'READ' : 'DOWNLOAD',
    today,
  )
  await auditDocuments(db, actor, action, 'childDocument', [r.child_id], [r.id])
  return detailsOf(r)
}

/** PUT /citizen/child-documents/{id}/read */
export const markChildDocumentRead = readMarker('childDocument', 'CHILD_DOCUMENT_MARK_READ', (db, userId, id, today) =>
  requirePermitted(db, userId, id, 'MARK_READ', today),
)

/**
 * PUT /citizen/child-documents/{id}: sends a CITIZEN_DRAFT (reference §8). In one transaction:
 * lock the row, check the user and the state, check the content against the template, then store
 * the content as published, advance the status, set who answered and when, and mark it read.
 */
export async function updateChildDocument(
  db: Db,
  actor: AuditActor,
  id: string,
  body: { status: DocumentStatus; content: DocumentContent },
  today: string,
  now: Date,
): Promise<void> {
  const userId = actor.personId
  await db.transaction().execute(async (tx) => {
    const d = await q.lockChildDocument(tx, id)
    if (!d) throw notFound('Document not found')
    const actions = await actionsOn(tx, userId, d, today)
    if (!actions.includes('READ')) throw notFound('Document not found')
    refuse(sendRefusal(d.type, d.status, body.status))
    const errors = documentContentErrors(d.template_content, body.content)
    if (errors.length > 0) {
      throw badRequest(
        `Invalid answers: ${errors.map((e) => `${e.questionId} (${e.error})`).join(', ')}`,
        documentErrors.invalidContent,
      )
    }
    await q.completeChildDocument(tx, { id: d.id, status: body.status, content: body.content, userId, now })
    await q.markRead(tx, 'childDocument', d.id, userId, now)
    await auditDocuments(tx, actor, 'CHILD_DOCUMENT_UPDATE', 'childDocument', [d.child_id], [d.id])
  })
}

/** GET /citizen/child-documents/unanswered: CITIZEN_DRAFTs waiting for the user (the calendar's notice; weak too) */
export async function getUnansweredChildDocuments(
  db: Db,
  actor: AuditActor,
  today: string,
): Promise<ChildDocumentSummary[]> {
  const rows = await q.findUnanswered(db, actor.personId, today)
  if (rows.length > 0) {
    await auditDocuments(
      db,
      actor,
      'CHILD_DOCUMENTS_UNANSWERED_READ',
      'childDocument',
      rows.map((r) => r.child_id),
      rows.map((r) => r.id),
    )
  }
  return rows.map(summaryOf)
}

// ---------------------------------------------------------------------------------------------
// Pedagogical documents

/** GET /citizen/children/{childId}/pedagogical-documents */
export const getPedagogicalDocuments = listReader(
  'pedagogicalDocument',
  'PEDAGOGICAL_DOCUMENTS_READ',
  q.findPedagogicalDocuments,
  (r): PedagogicalDocument => ({
    id: r.id,
    childId: r.child_id,
    description: r.description,
    createdAt: r.created_at.toISOString(),
    isRead: Boolean(r.is_read),
    attachments: r.attachments,
  }),
)

/** POST /citizen/pedagogical-documents/{id}/mark-read */
export const markPedagogicalDocumentRead = readMarker(
  'pedagogicalDocument',
  'PEDAGOGICAL_DOCUMENT_MARK_READ',
  async (db, userId, id, today) => {
    const d = await q.findPedagogicalDocument(db, id)
    if (!d || !(await mayReadLists(db, userId, d.child_id, today))) throw notFound('Document not found')
    return d
  },
)

/**
 * A pedagogical document's attachment for the shared file route, when the user may read the
 * document; the document is marked read for them (reference §8: read on download). Else undefined.
 */
export async function openPedagogicalAttachment(
  db: Db,
  userId: string,
  attachmentId: string,
  today: string,
  /** When the file is downloaded: marks the document read; null only asks whether the user may */
  now: Date | null,
) {
  const a = await q.findPedagogicalAttachment(db, attachmentId)
  if (!a || !(await mayReadLists(db, userId, a.child_id, today))) return undefined
  if (now) await q.markRead(db, 'pedagogicalDocument', a.document_id, userId, now)
  return a
}
