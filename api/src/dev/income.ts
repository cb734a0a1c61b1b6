import crypto from 'node:crypto'
import type { z } from 'zod'
import type { devIncomeFixtures } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { insertRows } from './insert-rows'

type IncomeFixtures = z.output<typeof devIncomeFixtures.body>

/** POST /api/dev/income (contract/src/income-dev.ts): families, incomes and income statements in one transaction. */
export async function insertDevIncomeFixtures(tx: Tx, body: IncomeFixtures, now: Date): Promise<void> {
  await insertRows(
    tx,
    'fridge_child',
    body.fridgeChildren.map((f) => ({
      child_id: f.childId,
      head_of_child: f.headOfChildId,
      start_date: f.startDate,
      end_date: f.endDate,
    })),
  )
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
  await insertRows(
    tx,
    'income',
    body.incomes.map((i) => ({
      person_id: i.personId,
      effect: i.effect,
      valid_from: i.validFrom,
      valid_to: i.validTo,
    })),
  )
  await insertRows(
    tx,
    'income_statement',
    body.incomeStatements.map((s) => {
      const sentAt = s.status === 'DRAFT' ? null : s.sentAt ? new Date(s.sentAt) : now
      // Written just before it was sent, handled two weeks after (never later than now)
      const handledAt = sentAt && new Date(Math.min(sentAt.getTime() + 14 * 86_400_000, now.getTime()))
      return {
        person_id: s.personId,
        type: s.type,
        start_date: s.startDate,
        end_date: s.endDate,
        status: s.status,
        created_at: sentAt ? new Date(sentAt.getTime() - 3_600_000) : now,
        sent_at: sentAt,
        handled_at: s.status === 'HANDLED' ? handledAt : null,
        handler_name: s.status === 'HANDLED' ? 'Kaisa Käsittelijä' : null,
      }
    }),
  )
}
