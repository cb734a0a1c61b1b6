import { sql } from 'kysely'
import type {
  AnsweredQuestion,
  ChildDocumentType,
  DocumentDecisionStatus,
  DocumentStatus,
  TemplateContent,
} from '@citizen/contract'
import { HIDDEN_CHILD_DOCUMENT_TYPES } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { childIdsOfCitizen } from '../children/public'
import { compiledOnce } from '../../platform/db/compiled'

/**
 * Child documents (child_document with its document_template) and pedagogical documents, reference §8.
 * The EXISTS subqueries end in OFFSET 0: it keeps PostgreSQL from turning them into a join that
 * reads the attachment or read-mark table whole; each stays a lookup by its index per document.
 */

const type = sql<ChildDocumentType>`t.type`
const status = sql<DocumentStatus>`d.status`
const decisionStatus = sql<DocumentDecisionStatus | null>`d.decision_status`
const notHidden = sql<boolean>`t.type NOT IN (${sql.join(HIDDEN_CHILD_DOCUMENT_TYPES.map((t) => sql.lit(t)))})`
const isUnread = (userId: string) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM child_document_read r WHERE r.document_id = d.id AND r.person_id = ${userId} OFFSET 0)`

/** A document with its template, its child and who answered it */
const withTemplateAndPeople = (db: Db) =>
  db
    .selectFrom('child_document as d')
    .innerJoin('document_template as t', 't.id', 'd.template_id')
    .innerJoin('person as c', 'c.id', 'd.child_id')
    .leftJoin('person as a', 'a.id', 'd.answered_by')

/** What the list and the single document both answer of the child, the answer and the decision */
const childAnswerDecisionColumns = [
  'c.first_name as child_first_name',
  'c.last_name as child_last_name',
  'c.date_of_birth as child_date_of_birth',
  'd.answered_at',
  'd.answered_by',
  'a.first_name as answered_by_first_name',
  'a.last_name as answered_by_last_name',
  decisionStatus.as('decision_status'),
  'd.decision_number',
  'd.decision_valid_from',
  'd.decision_valid_to',
  'd.annulment_reason',
] as const

function summaryQuery(db: Db, userId: string) {
  return withTemplateAndPeople(db)
    .select([
      'd.id',
      status.as('status'),
      type.as('type'),
      't.name as template_name',
      'd.published_at',
      isUnread(userId).as('unread'),
      'c.id as child_id',
      ...childAnswerDecisionColumns,
    ])
    .where('d.published_at', 'is not', null)
    .where(notHidden)
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number]

/** A child's published documents, newest first; one query (child_document_child_idx), at most 500 */
export async function findChildDocuments(db: Db, childId: string, userId: string) {
  return summaryQuery(db, userId)
    .where('d.child_id', '=', childId)
    .orderBy('d.published_at', 'desc')
    .orderBy('d.id')
    .limit(500)
    .execute()
}

/** One document with its template, whatever its state (the service decides); one query */
export async function findChildDocument(db: Db, id: string) {
  return withTemplateAndPeople(db)
    .select([
      'd.id',
      status.as('status'),
      'd.child_id',
      'd.published_at',
      sql<{ answers: AnsweredQuestion[] } | null>`d.published_content`.as('published_content'),
      ...childAnswerDecisionColumns,
      't.id as template_id',
      't.name as template_name',
      type.as('type'),
      sql<'fi' | 'sv'>`t.language`.as('template_language'),
      't.legal_basis',
      't.confidentiality_duration_years',
      't.confidentiality_basis',
      't.valid_from as template_valid_from',
      't.valid_to as template_valid_to',
      sql<TemplateContent>`t.content`.as('template_content'),
    ])
    .where('d.id', '=', id)
    .executeTakeFirst()
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findChildDocument>>>

/** The document's row locked for a send, with its template's type and content */
export async function lockChildDocument(db: Db, id: string) {
  return db
    .selectFrom('child_document as d')
    .innerJoin('document_template as t', 't.id', 'd.template_id')
    .select([
      'd.id',
      'd.child_id',
      status.as('status'),
      type.as('type'),
      sql<boolean>`d.published_at IS NOT NULL`.as('published'),
      sql<TemplateContent>`t.content`.as('template_content'),
    ])
    .where('d.id', '=', id)
    .forUpdate('d')
    .executeTakeFirst()
}

/** The citizen's send: the content is both the working and the published content */
export async function completeChildDocument(
  db: Db,
  d: { id: string; status: DocumentStatus; content: { answers: AnsweredQuestion[] }; userId: string; now: Date },
): Promise<void> {
  const content = JSON.stringify(d.content)
  await db
    .updateTable('child_document')
    .set({
      status: d.status,
      content,
      published_content: content,
      answered_at: d.now,
      answered_by: d.userId,
      modified_at: d.now,
    })
    .where('id', '=', d.id)
    .execute()
}

/** The two kinds of document, by their names in the audit log, and the tables of their read marks */
const readTables = { childDocument: 'child_document_read', pedagogicalDocument: 'pedagogical_document_read' } as const
export type DocumentKind = keyof typeof readTables

export async function markRead(db: Db, kind: DocumentKind, id: string, userId: string, now: Date): Promise<void> {
  await db
    .insertInto(readTables[kind])
    .values({ document_id: id, person_id: userId, read_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** Waiting for a guardian's answer, as child_document_unanswered_idx reads it: a CITIZEN_DRAFT not yet answered */
const waitingForAnswer = sql<boolean>`d.status = 'CITIZEN_DRAFT' AND d.answered_at IS NULL`

/** CITIZEN_DRAFT documents of the user's children not yet answered (child_document_unanswered_idx); one query */
export async function findUnanswered(db: Db, userId: string, today: string) {
  return summaryQuery(db, userId)
    .where('d.child_id', 'in', childIdsOfCitizen(db, userId, today))
    .where(waitingForAnswer)
    .orderBy('d.published_at', 'desc')
    .orderBy('d.id')
    .limit(100)
    .execute()
}

/**
 * The documents waiting for an answer (those findUnanswered lists to a guardian) that were
 * published in [from, to): the reminder's, in order; one query (child_document_unanswered_idx)
 */
export async function findWaitingPublished(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('child_document as d')
    .innerJoin('document_template as t', 't.id', 'd.template_id')
    .select(['d.id', 'd.child_id'])
    .where(waitingForAnswer)
    .where(notHidden)
    .where('d.published_at', '>=', from)
    .where('d.published_at', '<', to)
    .orderBy('d.published_at')
    .orderBy('d.id')
    .execute()
}

/**
 * Unread published documents per child of the user (children with none left out): one statement,
 * compiled once (the header asks it on every page)
 */
const childDocumentUnreadCounts = compiledOnce((db, v: { userId: string; today: string }) =>
  db
    .selectFrom('child_document as d')
    .innerJoin('document_template as t', 't.id', 'd.template_id')
    .select(['d.child_id', sql<number>`count(*)::int`.as('count')])
    .where('d.child_id', 'in', childIdsOfCitizen(db, v.userId, v.today))
    .where('d.published_at', 'is not', null)
    .where(notHidden)
    .where(isUnread(v.userId))
    .groupBy('d.child_id')
    .orderBy('d.child_id'),
)

// ---------------------------------------------------------------------------------------------
// Pedagogical documents

/** The child's documents that have a description or attachments, newest first, each with its files; one query */
export async function findPedagogicalDocuments(db: Db, childId: string, userId: string) {
  return db
    .selectFrom('pedagogical_document as p')
    .select([
      'p.id',
      'p.child_id',
      'p.description',
      'p.created_at',
      sql<boolean>`EXISTS (SELECT 1 FROM pedagogical_document_read r WHERE r.document_id = p.id AND r.person_id = ${userId} OFFSET 0)`.as(
        'is_read',
      ),
      sql<{ id: string; name: string; contentType: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', at.id, 'name', at.name, 'contentType', at.content_type) ORDER BY at.name, at.id)
        FROM attachment at WHERE at.pedagogical_document_id = p.id OFFSET 0), '[]')`.as('attachments'),
    ])
    .where('p.child_id', '=', childId)
    .where(
      sql<boolean>`(btrim(p.description) <> '' OR EXISTS (SELECT 1 FROM attachment at WHERE at.pedagogical_document_id = p.id OFFSET 0))`,
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(1000)
    .execute()
}

export async function findPedagogicalDocument(db: Db, id: string) {
  return db.selectFrom('pedagogical_document').select(['id', 'child_id']).where('id', '=', id).executeTakeFirst()
}

/** Unread pedagogical documents that have attachments, per child of the user (reference §8): one statement, compiled once */
const pedagogicalUnreadCounts = compiledOnce((db, v: { userId: string; today: string }) =>
  db
    .selectFrom('pedagogical_document as p')
    .select(['p.child_id', sql<number>`count(*)::int`.as('count')])
    .where('p.child_id', 'in', childIdsOfCitizen(db, v.userId, v.today))
    .where(sql<boolean>`EXISTS (SELECT 1 FROM attachment at WHERE at.pedagogical_document_id = p.id OFFSET 0)`)
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM pedagogical_document_read r WHERE r.document_id = p.id AND r.person_id = ${v.userId} OFFSET 0)`,
    )
    .groupBy('p.child_id')
    .orderBy('p.child_id'),
)

/** Unread documents of the kind per child of the user */
export const findUnreadCounts = (db: Db, kind: DocumentKind, userId: string, today: string) =>
  (kind === 'childDocument' ? childDocumentUnreadCounts : pedagogicalUnreadCounts)(db, { userId, today })

/** A pedagogical document's attachment with its document's child (the shared file route's download) */
export async function findPedagogicalAttachment(db: Db, attachmentId: string) {
  return db
    .selectFrom('attachment as at')
    .innerJoin('pedagogical_document as p', 'p.id', 'at.pedagogical_document_id')
    .select(['at.id', 'at.name', 'at.content_type', 'at.size', 'at.storage_key', 'p.id as document_id', 'p.child_id'])
    .where('at.id', '=', attachmentId)
    .executeTakeFirst()
}
