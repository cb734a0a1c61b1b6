import { addDays, helsinkiDate, helsinkiInstant } from '@citizen/contract'
import type { JobContext } from '../../platform/jobs'
import { enqueueReminder } from '../../platform/email/reminders'
import { guardiansByChild } from '../children/public'
import * as q from './queries'

/** A document waiting to be filled in is reminded of once it has waited this many days (issue 43) */
export const WAITING_DOCUMENT_REMINDER_DAYS = 7

/**
 * The daily reminder of a document to fill in (issue 43, DOCUMENT_NOTIFICATION): when a document
 * the calendar's notice lists (a published CITIZEN_DRAFT nobody has answered) was published
 * seven days ago (Helsinki days), to the guardians of its child. Once per guardian and document
 * (the dedupe key names the document, not the child); the notification settings may turn it off.
 * Two statements and an email per document. Answers how many were queued.
 */
export async function sendWaitingDocumentReminders(ctx: Pick<JobContext, 'db' | 'now'>): Promise<number> {
  const published = addDays(helsinkiDate(ctx.now), -WAITING_DOCUMENT_REMINDER_DAYS)
  const documents = await q.findWaitingPublished(
    ctx.db,
    helsinkiInstant(published, 0),
    helsinkiInstant(addDays(published, 1), 0),
  )
  const guardians = await guardiansByChild(
    ctx.db,
    documents.map((d) => d.child_id),
  )
  let queued = 0
  for (const document of documents) {
    queued += await enqueueReminder(ctx.db, {
      recipients: guardians.get(document.child_id) ?? [],
      dedupeKey: `document-waiting:${document.id}`,
      template: 'childDocumentWaiting',
      params: { documentId: document.id },
    })
  }
  return queued
}
