import { addDays, helsinkiDate } from '@citizen/contract'
import type { JobContext } from '../../platform/jobs'
import { enqueueEmail } from '../../platform/email/outbox'
import * as q from './queries'
import { INCOME_EXPIRY_REMINDER_DAYS } from './service'

/**
 * The daily income reminder email (reference §6 and §9, INCOME_NOTIFICATION): to each person for
 * whom the calendar shows the "update your income" notice (their income ends within four weeks,
 * a child of their family is in fee-paying care the day after, and they have sent no statement
 * that covers it). Once per income end date (the outbox's dedupe key); the notification settings
 * may turn it off. Answers how many were queued.
 */
export async function sendIncomeExpiryReminders(ctx: Pick<JobContext, 'db' | 'now'>): Promise<number> {
  const today = helsinkiDate(ctx.now)
  const range = { from: today, to: addDays(today, INCOME_EXPIRY_REMINDER_DAYS) }
  let queued = 0
  for (const personId of await q.findPersonsWithIncomeEnding(ctx.db, range)) {
    const date = await q.findExpiringIncomeDate(ctx.db, personId, range, ctx.now)
    if (date === null) continue
    queued += await ctx.db.transaction().execute((tx) =>
      enqueueEmail(tx, {
        recipients: [personId],
        dedupeKey: `income-expiring:${date}`,
        template: 'incomeExpiring',
        params: { date },
      }),
    )
  }
  return queued
}
