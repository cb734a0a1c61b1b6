import type { FinanceDecisionCitizenInfo, PersonName } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'

const person = (id: string | null, firstName: string | null, lastName: string | null): PersonName[] =>
  id === null ? [] : [{ id, firstName: firstName ?? '', lastName: lastName ?? '' }]

/**
 * GET /citizen/finance-decisions/by-liable-citizen: the user's SENT fee and voucher value
 * decisions (head of family or partner). One query whatever their number.
 */
export async function getFinanceDecisions(db: Db, actor: AuditActor): Promise<FinanceDecisionCitizenInfo[]> {
  const rows = await q.findFinanceDecisionsOfLiable(db, actor.personId)
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
  const decision = await q.findFeeDecisionOfLiable(db, id, actor.personId)
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
  const decision = await q.findVoucherValueDecisionOfLiable(db, id, actor.personId)
  if (!decision) throw notFound('Voucher value decision not found')
  await audit(db, {
    actor,
    action: 'VOUCHER_VALUE_DECISION_PDF_READ',
    targets: { persons: [actor.personId], ids: { voucherValueDecision: [id] } },
  })
  return decision
}
