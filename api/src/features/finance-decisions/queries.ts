import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '../../platform/db/database'
import type { Database } from '../../platform/db/schema'
import { CITIZEN_VISIBLE_STATUS } from './policy'

/**
 * Fee and voucher value decisions (reference §3 "finance-decisions/by-liable-citizen"). Each
 * query is scoped by policy.ts `financeDecisionActions`' rule (SENT, the user its head of family
 * or partner) written as SQL, so that the partial indexes find the family's rows; the rows carry
 * the facts (status, head, partner) the service then checks with the policy.
 */

// A literal, not a parameter: the head and partner indexes are partial (WHERE status = 'SENT'),
// and a prepared statement's generic plan can use them only when the value is in its text
const SENT = sql.lit(CITIZEN_VISIBLE_STATUS)

/** The user is liable for decision `d`: its head of family or partner (policy.ts `isLiable`) */
function liable(
  eb: ExpressionBuilder<Database & { d: Database['fee_decision'] | Database['voucher_value_decision'] }, 'd'>,
  userId: string,
) {
  return eb.or([eb('d.head_of_family_id', '=', userId), eb('d.partner_id', '=', userId)])
}

// A fee decision's daterange as its first and last day (upper bound exclusive; null when open)
const feeValidFrom = sql<string>`lower(d.valid_during)`
const feeValidTo = sql<string | null>`CASE WHEN upper_inf(d.valid_during) THEN NULL ELSE upper(d.valid_during) - 1 END`

/** The names of the head of family `h` and the partner `p`, as every query here answers them */
const FAMILY_NAMES = [
  'h.first_name as head_first_name',
  'h.last_name as head_last_name',
  'p.first_name as partner_first_name',
  'p.last_name as partner_last_name',
] as const

/** What a decision's page and PDF need of either kind besides its own amounts */
const DOCUMENT_COLUMNS = [
  'd.language',
  'd.sent_at',
  'd.decision_maker',
  'd.status',
  'd.head_of_family_id',
  'd.partner_id',
  ...FAMILY_NAMES,
] as const

/**
 * Both kinds in one query (UNION ALL), with the head's, partner's and (voucher) child's names,
 * newest validity first. The fee decision's daterange is answered as its first and last day
 * (upper bound exclusive; null when open).
 */
export async function findFinanceDecisionsOfLiable(db: Db, userId: string) {
  const fee = db
    .selectFrom('fee_decision as d')
    .innerJoin('person as h', 'h.id', 'd.head_of_family_id')
    .leftJoin('person as p', 'p.id', 'd.partner_id')
    .select([
      'd.id',
      sql<'FEE_DECISION' | 'VOUCHER_VALUE_DECISION'>`'FEE_DECISION'`.as('type'),
      feeValidFrom.as('valid_from'),
      feeValidTo.as('valid_to'),
      'd.sent_at',
      'd.status',
      'h.id as head_id',
      'p.id as partner_id',
      ...FAMILY_NAMES,
      sql<string | null>`NULL::uuid`.as('child_id'),
      sql<string | null>`NULL::text`.as('child_first_name'),
      sql<string | null>`NULL::text`.as('child_last_name'),
    ])
    .where('d.status', '=', SENT)
    .where((eb) => liable(eb, userId))
  const voucher = db
    .selectFrom('voucher_value_decision as d')
    .innerJoin('person as h', 'h.id', 'd.head_of_family_id')
    .leftJoin('person as p', 'p.id', 'd.partner_id')
    .innerJoin('person as c', 'c.id', 'd.child_id')
    .select([
      'd.id',
      sql<'FEE_DECISION' | 'VOUCHER_VALUE_DECISION'>`'VOUCHER_VALUE_DECISION'`.as('type'),
      sql<string>`d.valid_from`.as('valid_from'),
      sql<string | null>`d.valid_to`.as('valid_to'),
      'd.sent_at',
      'd.status',
      'h.id as head_id',
      'p.id as partner_id',
      ...FAMILY_NAMES,
      sql<string | null>`c.id`.as('child_id'),
      sql<string | null>`c.first_name`.as('child_first_name'),
      sql<string | null>`c.last_name`.as('child_last_name'),
    ])
    .where('d.status', '=', SENT)
    .where((eb) => liable(eb, userId))
  return fee.unionAll(voucher).orderBy('valid_from', 'desc').orderBy('sent_at', 'desc').orderBy('id').execute()
}

/** A SENT fee decision the user is liable for, with the family's names; undefined otherwise */
export async function findFeeDecisionOfLiable(db: Db, id: string, userId: string) {
  return db
    .selectFrom('fee_decision as d')
    .innerJoin('person as h', 'h.id', 'd.head_of_family_id')
    .leftJoin('person as p', 'p.id', 'd.partner_id')
    .select([
      'd.id',
      'd.decision_number',
      feeValidFrom.as('valid_from'),
      feeValidTo.as('valid_to'),
      'd.family_size',
      'd.head_of_family_income',
      'd.partner_income',
      ...DOCUMENT_COLUMNS,
    ])
    .where('d.id', '=', id)
    .where('d.status', '=', SENT)
    .where((eb) => liable(eb, userId))
    .executeTakeFirst()
}

export type FeeDecisionRow = NonNullable<Awaited<ReturnType<typeof findFeeDecisionOfLiable>>>

/** The children of a fee decision with their units, oldest child first */
export async function findFeeDecisionChildren(db: Db, feeDecisionId: string) {
  return db
    .selectFrom('fee_decision_child as fc')
    .innerJoin('person as c', 'c.id', 'fc.child_id')
    .innerJoin('unit as u', 'u.id', 'fc.placement_unit_id')
    .select([
      'fc.child_id',
      'c.first_name',
      'c.last_name',
      'c.date_of_birth',
      'u.name as unit_name',
      'fc.placement_type',
      'fc.service_need_description_fi',
      'fc.service_need_description_sv',
      'fc.base_fee',
      'fc.sibling_discount',
      'fc.final_fee',
    ])
    .where('fc.fee_decision_id', '=', feeDecisionId)
    .orderBy('c.date_of_birth')
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .execute()
}

export type FeeDecisionChildRow = Awaited<ReturnType<typeof findFeeDecisionChildren>>[number]

/** A SENT voucher value decision the user is liable for, with names and the unit; undefined otherwise */
export async function findVoucherValueDecisionOfLiable(db: Db, id: string, userId: string) {
  return db
    .selectFrom('voucher_value_decision as d')
    .innerJoin('person as h', 'h.id', 'd.head_of_family_id')
    .leftJoin('person as p', 'p.id', 'd.partner_id')
    .innerJoin('person as c', 'c.id', 'd.child_id')
    .innerJoin('unit as u', 'u.id', 'd.placement_unit_id')
    .select([
      'd.id',
      'd.decision_number',
      'd.valid_from',
      'd.valid_to',
      'd.family_size',
      'd.placement_type',
      'd.service_need_description_fi',
      'd.service_need_description_sv',
      'd.voucher_value',
      'd.co_payment',
      'd.final_co_payment',
      ...DOCUMENT_COLUMNS,
      'c.first_name as child_first_name',
      'c.last_name as child_last_name',
      'c.date_of_birth as child_date_of_birth',
      'u.name as unit_name',
    ])
    .where('d.id', '=', id)
    .where('d.status', '=', SENT)
    .where((eb) => liable(eb, userId))
    .executeTakeFirst()
}

export type VoucherValueDecisionRow = NonNullable<Awaited<ReturnType<typeof findVoucherValueDecisionOfLiable>>>

/** The process of a SENT decision the user is liable for: undefined when not theirs, process_id null when none */
export async function findFinanceDecisionProcess(
  db: Db,
  table: 'fee_decision' | 'voucher_value_decision',
  id: string,
  userId: string,
) {
  // The two tables share these columns; one statement serves both
  const result = await sql<{
    id: string
    process_id: string | null
    decision_number: number
    created_at: Date
    sent_at: Date
    status: string
    head_of_family_id: string
    partner_id: string | null
  }>`
    SELECT d.id, d.process_id, d.decision_number, d.created_at, d.sent_at, d.status, d.head_of_family_id, d.partner_id
    FROM ${sql.table(table)} d
    WHERE d.id = ${id} AND d.status = ${SENT} AND (d.head_of_family_id = ${userId} OR d.partner_id = ${userId})
  `.execute(db)
  return result.rows[0]
}
