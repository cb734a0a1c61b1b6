import { addDays } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { audit, type AuditActor } from '../../platform/audit'
import * as q from './queries'

/** reference §6: the reminder shows for incomes that run out within four weeks */
export const INCOME_EXPIRY_REMINDER_DAYS = 28

/**
 * GET /citizen/income/expiring: the date the user's income information runs out, when the
 * calendar should remind them to send an income statement (reference §6 "Income expiry CTA");
 * [] otherwise.
 */
export async function expiringIncomeDates(db: Db, actor: AuditActor, now: Date, today: string): Promise<string[]> {
  const date = await q.findExpiringIncomeDate(
    db,
    actor.personId,
    { from: today, to: addDays(today, INCOME_EXPIRY_REMINDER_DAYS) },
    now,
  )
  if (date === null) return []
  await audit(db, { actor, action: 'INCOME_EXPIRY_READ', targets: { persons: [actor.personId] } })
  return [date]
}
