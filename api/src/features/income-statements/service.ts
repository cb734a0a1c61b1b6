import { z } from 'zod'
import {
  Entrepreneur,
  GrossIncome,
  type IncomeAttachmentType,
  type IncomePartnerInfo,
  type IncomeStatementChild,
  type IncomeStatementDetail,
  type IncomeStatementInput,
  INCOME_STATEMENTS_PAGE_SIZE,
  type PagedIncomeStatements,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'
import { mayAccessStatement } from './policy'

/**
 * Income statements' reads (spec 002 "Income list", reference §9): a strongly identified user's
 * own statements and their guardian children's. Changes are in commands.ts.
 */

/** The form answers kept in income_statement.data (migration 0023), parsed again on reading */
export const StoredData = z.object({
  gross: GrossIncome.nullable().default(null),
  entrepreneur: Entrepreneur.nullable().default(null),
  student: z.boolean().default(false),
  alimonyPayer: z.boolean().default(false),
})
export type StoredData = z.infer<typeof StoredData>

type StatementRow = NonNullable<Awaited<ReturnType<typeof q.findStatementOfUser>>>

/** The stored statement as the shared rules read it (update-sent checks its attachments) */
export function storedInput(row: StatementRow, otherInfo: string, attachmentIds: string[]): IncomeStatementInput {
  const data = StoredData.parse(row.data)
  const common = { startDate: row.start_date, endDate: row.end_date, assure: true }
  if (row.type === 'HIGHEST_FEE') return { type: 'HIGHEST_FEE', ...common }
  if (row.type === 'CHILD_INCOME') return { type: 'CHILD_INCOME', ...common, otherInfo, attachmentIds }
  return { type: 'INCOME', ...common, ...data, otherInfo, attachmentIds }
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

async function page(db: Db, actor: AuditActor, personId: string, pageNumber: number): Promise<PagedIncomeStatements> {
  const { rows, total } = await q.findStatementPage(db, personId, pageNumber)
  await audit(db, {
    actor,
    action: 'INCOME_STATEMENTS_READ',
    targets: { persons: [personId], ids: { incomeStatement: rows.map((r) => r.id) } },
  })
  return {
    data: rows.map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      startDate: r.start_date,
      endDate: r.end_date,
      createdAt: r.created_at.toISOString(),
      sentAt: iso(r.sent_at),
      handledAt: iso(r.handled_at),
      handlerName: r.handler_name,
    })),
    pages: Math.ceil(total / INCOME_STATEMENTS_PAGE_SIZE),
    total,
  }
}

/** GET /citizen/income-statements?page: the user's own */
export function getOwnStatements(db: Db, actor: AuditActor, pageNumber: number) {
  return page(db, actor, actor.personId, pageNumber)
}

/** Throws 404 unless the user is a guardian of the child (foster parents and others see no income) */
export async function requireGuardian(db: Db, userId: string, childId: string): Promise<void> {
  if (!(await q.isGuardianOf(db, userId, childId))) throw notFound('Child not found')
}

/** GET /citizen/income-statements/child/{childId}?page: a guardian child's */
export async function getChildStatements(db: Db, actor: AuditActor, childId: string, pageNumber: number) {
  await requireGuardian(db, actor.personId, childId)
  return page(db, actor, childId, pageNumber)
}

/** GET /citizen/income-statements/{id}: the user's or their guardian child's statement, else 404 */
export async function getStatement(db: Db, actor: AuditActor, id: string): Promise<IncomeStatementDetail> {
  const row = await q.findStatementOfUser(db, id, actor.personId)
  // The query's scope is the policy's rule; checked again on the row
  if (!row || !mayAccessStatement(actor.personId, { personId: row.person_id, guardianOfPerson: true })) {
    throw notFound('Income statement not found')
  }
  const attachments = await q.findAttachmentsOfStatement(db, row.id)
  await audit(db, {
    actor,
    action: 'INCOME_STATEMENT_READ',
    targets: {
      persons: [row.person_id],
      ids: { incomeStatement: [row.id], attachment: attachments.map((a) => a.id) },
    },
  })
  const data = StoredData.parse(row.data)
  return {
    id: row.id,
    personId: row.person_id,
    type: row.type,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at.toISOString(),
    modifiedAt: row.modified_at.toISOString(),
    sentAt: iso(row.sent_at),
    handledAt: iso(row.handled_at),
    handlerName: row.handler_name,
    gross: row.type === 'INCOME' ? data.gross : null,
    entrepreneur: row.type === 'INCOME' ? data.entrepreneur : null,
    student: row.type === 'INCOME' && data.student,
    alimonyPayer: row.type === 'INCOME' && data.alimonyPayer,
    otherInfo: row.other_info,
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.name,
      contentType: a.content_type,
      // The table's check: an INCOME_STATEMENT attachment has its type
      type: a.income_attachment_type as IncomeAttachmentType,
    })),
  }
}

/** GET start-dates: all the person's statements' start dates */
export async function getStartDates(db: Db, actor: AuditActor, personId: string): Promise<string[]> {
  if (personId !== actor.personId) await requireGuardian(db, actor.personId, personId)
  const dates = await q.findStartDates(db, personId)
  await audit(db, { actor, action: 'INCOME_STATEMENT_START_DATES_READ', targets: { persons: [personId] } })
  return dates
}

/** GET /partner: today's partner and whether they have given their income */
export async function getPartner(db: Db, actor: AuditActor, today: string): Promise<IncomePartnerInfo> {
  const partner = await q.findPartner(db, actor.personId, today)
  if (!partner) return { partner: null }
  await audit(db, { actor, action: 'INCOME_STATEMENT_PARTNER_READ', targets: { persons: [partner.id] } })
  return {
    partner: {
      name: `${partner.first_name} ${partner.last_name}`,
      hasIncomeStatement: Boolean(partner.has_income_statement),
    },
  }
}

/** GET /children: the guardian's children (not foster children), oldest first */
export async function getChildren(db: Db, actor: AuditActor): Promise<IncomeStatementChild[]> {
  const children = await q.findGuardianChildren(db, actor.personId)
  await audit(db, {
    actor,
    action: 'INCOME_STATEMENT_CHILDREN_READ',
    targets: { persons: children.map((c) => c.id) },
  })
  return children.map((c) => ({
    id: c.id,
    firstName: c.first_name,
    lastName: c.last_name,
    dateOfBirth: c.date_of_birth,
  }))
}
