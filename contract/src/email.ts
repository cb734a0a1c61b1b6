import { z } from 'zod'

/**
 * The kinds of email (spec 001 "Notification settings"): a person's notification settings are
 * the list of the kinds they have turned off. TRANSACTIONAL (e.g. "application received") is
 * always sent.
 */
export const EmailMessageType = z.enum([
  'TRANSACTIONAL',
  'MESSAGE_NOTIFICATION',
  'BULLETIN_NOTIFICATION',
  'INCOME_NOTIFICATION',
  'CALENDAR_EVENT_NOTIFICATION',
  'DECISION_NOTIFICATION',
  'DOCUMENT_NOTIFICATION',
  'INFORMAL_DOCUMENT_NOTIFICATION',
  'ATTENDANCE_RESERVATION_NOTIFICATION',
  'DISCUSSION_TIME_NOTIFICATION',
])
export type EmailMessageType = z.infer<typeof EmailMessageType>

/** An outbox row: PENDING until sent, FAILED when the retries ran out */
export const EmailStatus = z.enum(['PENDING', 'SENT', 'FAILED'])
export type EmailStatus = z.infer<typeof EmailStatus>
