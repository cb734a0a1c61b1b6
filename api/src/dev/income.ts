import crypto from 'node:crypto'
import type { z } from 'zod'
import type { devIncomeFixtures } from '@citizen/contract'
import type { Tx } from '../platform/db/database'

type IncomeFixtures = z.output<typeof devIncomeFixtures.body>

/** POST /api/dev/income (contract/src/income-dev.ts): families, incomes and income statements in one transaction. */
export async function insertDevIncomeFixtures(tx: Tx, body: IncomeFixtures, now: Date): Promise<void> {
  if (body.fridgeChildren.length > 0) {
    await tx
      .insertInto('fridge_child')
      .values(
        body.fridgeChildren.map((f) => ({
          child_id: f.childId,
          head_of_child: f.headOfChildId,
          start_date: f.startDate,
          end_date: f.endDate,
        })),
      )
      .execute()
  }
  for (const p of body.fridgePartners) {
    const partnershipId = crypto.randomUUID()
    await tx
      .insertInto('fridge_partner')
      .values(
        [p.personId, p.partnerId].map((personId, i) => ({
          partnership_id: partnershipId,
          indx: i + 1,
          person_id: personId,
          start_date: p.startDate,
          end_date: p.endDate,
        })),
      )
      .execute()
  }
  if (body.incomes.length > 0) {
    await tx
      .insertInto('income')
      .values(
        body.incomes.map((i) => ({
          person_id: i.personId,
          effect: i.effect,
          valid_from: i.validFrom,
          valid_to: i.validTo,
        })),
      )
      .execute()
  }
  if (body.incomeStatements.length > 0) {
    await tx
      .insertInto('income_statement')
      .values(
        body.incomeStatements.map((s) => {
          const sentAt = s.status === 'DRAFT' ? null : s.sentAt ? new Date(s.sentAt) : now
          return {
            person_id: s.personId,
            type: s.type,
            start_date: s.startDate,
            end_date: s.endDate,
            status: s.status,
            // Written when it was sent (not at the demo's load, after its sending) and handled a week later
            created_at: sentAt ?? now,
            sent_at: sentAt,
            handled_at:
              s.status === 'HANDLED'
                ? new Date(Math.min(now.getTime(), (sentAt ?? now).getTime() + 7 * 86_400_000))
                : null,
            handler_name: s.status === 'HANDLED' ? 'Kaisa Käsittelijä' : null,
          }
        }),
      )
      .execute()
  }
}
