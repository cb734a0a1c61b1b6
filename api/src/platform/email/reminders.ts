import type { Db } from '../db/database'
import { enqueueEmail } from './outbox'

/** Recipients of one enqueueEmail: each is a parameter of its statements */
const RECIPIENTS_PER_EMAIL = 1000

/**
 * A reminder job's email (issue 43; the jobs are the features' reminders.ts): enqueueEmail a
 * thousand recipients at a time, each in a transaction of its own, as nothing else the job does
 * has to commit with it. Answers how many were queued.
 */
export async function enqueueReminder(db: Db, email: Parameters<typeof enqueueEmail>[1]): Promise<number> {
  let queued = 0
  for (let i = 0; i < email.recipients.length; i += RECIPIENTS_PER_EMAIL) {
    const recipients = email.recipients.slice(i, i + RECIPIENTS_PER_EMAIL)
    queued += await db.transaction().execute((tx) => enqueueEmail(tx, { ...email, recipients }))
  }
  return queued
}
