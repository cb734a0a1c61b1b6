import type { FinanceDecisionCitizenInfo, PersonName } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'
import { financeDecisionActions, mayFinanceDecision, type FinanceDecisionAction } from './policy'

const facts = (r: { status: string; head_of_family_id: string; partner_id: string | null }) => ({
  status: r.status,
  headOfFamilyId: r.head_of_family_id,
  partnerId: r.partner_id,
})

/** The row when the policy permits the action on it (the query's scoping already applied the same rule) */
const permitted = <R extends { status: string; head_of_family_id: string; partner_id: string | null }>(
  action: FinanceDecisionAction,
  userId: string,
  row: R | undefined,
): R | undefined => (row && mayFinanceDecision(action, userId, facts(row)) ? row : undefined)

const person = (id: string | null, firstName: string | null, lastName: string | null): PersonName[] =>
  id === null ? [] : [{ id, firstName: firstName ?? '', lastName: lastName ?? '' }]

/**
 * GET /citizen/finance-decisions/by-liable-citizen: the user's SENT fee and voucher value
 * decisions (head of family or partner). One query whatever their number.
 */
export async function getFinanceDecisions(db: Db, actor: AuditActor): Promise<FinanceDecisionCitizenInfo[]> {
  const rows = (await q.findFinanceDecisionsOfLiable(db, actor.personId)).filter((r) =>
    mayFinanceDecision('READ', actor.personId, {
      status: r.status,
      headOfFamilyId: r.head_id,
      partnerId: r.partner_id,
    }),
  )
  const fee = rows.filter((r) => r.type !== 'VOUCHER_VALUE_DECISION').map((r) => r.id)
  const voucher = rows.filter((r) => r.type === 'VOUCHER_VALUE_DECISION').map((r) => r.id)
  await audit(db, {
    actor,
    action: 'FINANCE_DECISIONS_READ',
    targets: {
      persons: [
        actor.personId,
        ...rows.flatMap((r) => [r.head_id, r.partner_id, r.child_id].filter((id): id is string => id !== null)),
      ],
      ids: { feeDecision: fee, voucherValueDecision: voucher },
    },
  })
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    // A SENT decision always has sent_at (table check)
    sentAt: r.sent_at!.toISOString(),
    coDebtors: [
      ...person(r.head_id, r.head_first_name, r.head_last_name),
      ...person(r.partner_id, r.partner_first_name, r.partner_last_name),
    ],
    decisionChildren:
      r.type === 'VOUCHER_VALUE_DECISION' ? person(r.child_id, r.child_first_name, r.child_last_name) : [],
  }))
}

/** The fee decision and its children for the PDF, when the user is liable for it (else 404) */
export async function feeDecisionForDownload(db: Db, actor: AuditActor, id: string) {
  const decision = permitted('DOWNLOAD_PDF', actor.personId, await q.findFeeDecisionOfLiable(db, id, actor.personId))
  if (!decision) throw notFound('Fee decision not found')
  const children = await q.findFeeDecisionChildren(db, id)
  await audit(db, {
    actor,
    action: 'FEE_DECISION_PDF_READ',
    targets: { persons: [actor.personId, ...children.map((c) => c.child_id)], ids: { feeDecision: [id] } },
  })
  return { decision, children }
}

/** The voucher value decision for the PDF, when the user is liable for it (else 404) */
export async function voucherValueDecisionForDownload(db: Db, actor: AuditActor, id: string) {
  const decision = permitted(
    'DOWNLOAD_PDF',
    actor.personId,
    await q.findVoucherValueDecisionOfLiable(db, id, actor.personId),
  )
  if (!decision) throw notFound('Voucher value decision not found')
  await audit(db, {
    actor,
    action: 'VOUCHER_VALUE_DECISION_PDF_READ',
    targets: { persons: [actor.personId], ids: { voucherValueDecision: [id] } },
  })
  return decision
}

/**
 * For process-metadata: the process of a decision the query's scoping let through, with the
 * user's actions on it (READ_METADATA decides); undefined when there is no such decision.
 */
export async function financeDecisionProcess(
  db: Db,
  userId: string,
  kind: 'fee_decision' | 'voucher_value_decision',
  id: string,
) {
  const row = await q.findFinanceDecisionProcess(db, kind, id, userId)
  return row && { row, actions: financeDecisionActions(userId, facts(row)) }
}
