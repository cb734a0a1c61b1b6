import { INCOME_STATEMENTS_PAGE_SIZE } from '@citizen/contract'
import type { Db } from '../../platform/db/database'

/**
 * Income statements' SQL (reference §9). A statement is the user's own (person_id = user) or
 * their guardian child's (guardian row; foster parents have none); every statement by id is
 * scoped that way in SQL, so another family's id finds nothing.
 */

const listColumns = [
  's.id',
  's.type',
  's.status',
  's.start_date',
  's.end_date',
  's.created_at',
  's.sent_at',
  's.handled_at',
  's.handler_name',
] as const

/** One page of a person's statements (newest start first, then newest created) and their total */
export async function findStatementPage(db: Db, personId: string, page: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('income_statement as s')
      .select(listColumns)
      .where('s.person_id', '=', personId)
      .orderBy('s.start_date', 'desc')
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id')
      .limit(INCOME_STATEMENTS_PAGE_SIZE)
      .offset((page - 1) * INCOME_STATEMENTS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('income_statement')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('person_id', '=', personId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** Whether the user is a guardian of the person (a child); foster parents are not */
export async function isGuardianOf(db: Db, userId: string, childId: string): Promise<boolean> {
  const row = await db
    .selectFrom('guardian')
    .select('child_id')
    .where('guardian_id', '=', userId)
    .where('child_id', '=', childId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The statement when it is the user's or their guardian child's (else undefined), with its
 * attachments; `lock` takes the row for a change (FOR UPDATE) in the caller's transaction.
 */
export async function findStatementOfUser(db: Db, id: string, userId: string, lock = false) {
  let query = db
    .selectFrom('income_statement as s')
    .selectAll('s')
    .where('s.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('s.person_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('guardian as g')
            .select('g.child_id')
            .whereRef('g.child_id', '=', 's.person_id')
            .where('g.guardian_id', '=', userId),
        ),
      ]),
    )
  if (lock) query = query.forUpdate('s')
  return query.executeTakeFirst()
}

export async function findAttachmentsOfStatement(db: Db, statementId: string) {
  return db
    .selectFrom('attachment')
    .select(['id', 'name', 'content_type', 'income_attachment_type', 'uploaded_by_person'])
    .where('income_statement_id', '=', statementId)
    .orderBy('received_at')
    .orderBy('id')
    .execute()
}

/**
 * Of the ids, the income statement attachments the statement may list: already its own, or
 * unlinked uploads of the user
 */
export async function findUsableAttachments(
  db: Db,
  ids: readonly string[],
  userId: string,
  statementId: string | null,
) {
  if (ids.length === 0) return []
  return db
    .selectFrom('attachment')
    .select(['id', 'income_attachment_type'])
    .where('id', 'in', [...ids])
    .where('type', '=', 'INCOME_STATEMENT')
    .where((eb) =>
      eb.or([
        eb.and([eb('income_statement_id', 'is', null), eb('uploaded_by_person', '=', userId)]),
        ...(statementId === null ? [] : [eb('income_statement_id', '=', statementId)]),
      ]),
    )
    .forUpdate()
    .execute()
}

/** The statement's attachments become exactly `ids` (the others are unlinked, as the reference does) */
export async function setStatementAttachments(db: Db, statementId: string, ids: readonly string[]) {
  let unlink = db
    .updateTable('attachment')
    .set({ income_statement_id: null })
    .where('income_statement_id', '=', statementId)
  if (ids.length > 0) unlink = unlink.where('id', 'not in', [...ids])
  await unlink.execute()
  if (ids.length > 0) {
    await db
      .updateTable('attachment')
      .set({ income_statement_id: statementId })
      .where('id', 'in', [...ids])
      .execute()
  }
}

/** Start dates of a person's statements, but `exceptId`'s */
export async function findStartDates(db: Db, personId: string, exceptId: string | null = null): Promise<string[]> {
  let query = db
    .selectFrom('income_statement')
    .select('start_date')
    .where('person_id', '=', personId)
    .orderBy('start_date', 'desc')
  if (exceptId !== null) query = query.where('id', '<>', exceptId)
  return (await query.execute()).map((r) => r.start_date)
}

/** Serialises the statement writes of a person (the start-date rule) */
export async function lockPerson(db: Db, personId: string) {
  return db.selectFrom('person').select('id').where('id', '=', personId).forUpdate().executeTakeFirst()
}

export interface StatementValues {
  type: 'HIGHEST_FEE' | 'INCOME' | 'CHILD_INCOME'
  start_date: string
  end_date: string | null
  data: string
  other_info: string
}

export async function insertStatement(
  db: Db,
  v: StatementValues & { person_id: string; created_by: string; sent: boolean; now: Date },
): Promise<string> {
  const { sent, now, ...values } = v
  const row = await db
    .insertInto('income_statement')
    .values({
      ...values,
      status: sent ? 'SENT' : 'DRAFT',
      sent_at: sent ? now : null,
      created_at: now,
      modified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateStatement(db: Db, id: string, v: StatementValues & { sent: boolean; now: Date }) {
  const { sent, now, ...values } = v
  await db
    .updateTable('income_statement')
    .set({ ...values, modified_at: now, ...(sent ? { status: 'SENT' as const, sent_at: now } : {}) })
    .where('id', '=', id)
    .execute()
}

export async function updateSentStatement(db: Db, id: string, otherInfo: string, now: Date) {
  await db
    .updateTable('income_statement')
    .set({ other_info: otherInfo, modified_at: now })
    .where('id', '=', id)
    .execute()
}

/** Deletes the statement; answers the storage keys of its attachments' files (removed by the caller) */
export async function deleteStatement(db: Db, id: string): Promise<string[]> {
  const files = await db
    .deleteFrom('attachment')
    .where('income_statement_id', '=', id)
    .returning('storage_key')
    .execute()
  await db.deleteFrom('income_statement').where('id', '=', id).execute()
  return files.map((f) => f.storage_key)
}

/** Today's partner of the person (no conflict) with whether they have a sent statement or an income */
export async function findPartner(db: Db, personId: string, today: string) {
  return db
    .selectFrom('fridge_partner as me')
    .innerJoin('fridge_partner as other', (join) =>
      join.onRef('other.partnership_id', '=', 'me.partnership_id').onRef('other.indx', '=', 'me.other_indx'),
    )
    .innerJoin('person as p', 'p.id', 'other.person_id')
    .select(['p.id', 'p.first_name', 'p.last_name'])
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('income_statement as s')
              .select('s.id')
              .whereRef('s.person_id', '=', 'p.id')
              .where('s.status', '<>', 'DRAFT'),
          ),
          eb.exists(eb.selectFrom('income as i').select('i.id').whereRef('i.person_id', '=', 'p.id')),
        ])
        .as('has_income_statement'),
    )
    .where('me.person_id', '=', personId)
    .where('me.conflict', '=', false)
    .where('other.conflict', '=', false)
    .where('me.start_date', '<=', today)
    .where((eb) => eb.or([eb('me.end_date', 'is', null), eb('me.end_date', '>=', today)]))
    .orderBy('me.start_date', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** The guardian's children (not foster children), oldest first */
export async function findGuardianChildren(db: Db, userId: string) {
  return db
    .selectFrom('guardian as g')
    .innerJoin('person as c', 'c.id', 'g.child_id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.date_of_birth'])
    .where('g.guardian_id', '=', userId)
    .orderBy('c.date_of_birth')
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .execute()
}

/** The user's income statement uploads on the statement (or unlinked, null) */
export async function countIncomeUploads(db: Db, userId: string, statementId: string | null): Promise<number> {
  const row = await db
    .selectFrom('attachment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uploaded_by_person', '=', userId)
    .where('type', '=', 'INCOME_STATEMENT')
    .where('income_statement_id', statementId === null ? 'is' : '=', statementId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
