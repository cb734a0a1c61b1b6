import { createHash, randomBytes } from 'node:crypto'
import { calendarFeedRange, type CalendarSubscriptionStatus, type Language } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/errors'
import { audit, type AuditActor } from '../../platform/audit'
import { emailLanguage } from '../../platform/email/templates'
import * as sq from './subscription-queries'
import { eventItems, loadEvents } from './service'
import { icsCalendar, type IcsItem } from './ics'
import { icsTexts } from './ics-texts'

/**
 * The calendar subscription (issue 29): a secret address of an iCalendar feed of the family's
 * reservations, absences, events and booked discussion times over the calendar's initial range.
 * The token is 32 random bytes; only its SHA-256 is stored, so the address is shown once, when
 * made. Renewing revokes the old address; the feed answers 404 for a revoked or unknown token.
 */

export const FEED_PATH_PREFIX = '/api/calendar-feed/'

const hashOf = (token: string) => createHash('sha256').update(token).digest()

export async function getSubscription(db: Db, actor: AuditActor): Promise<CalendarSubscriptionStatus> {
  const live = await sq.findLiveSubscription(db, actor.personId)
  await audit(db, { actor, action: 'CALENDAR_SUBSCRIPTION_READ', targets: { persons: [actor.personId] } })
  return { active: live !== undefined, createdAt: live?.created_at.toISOString() ?? null }
}

/** Creates the address, or renews it (the old one stops working), in one transaction */
export async function createSubscription(db: Db, actor: AuditActor, now: Date) {
  const token = `${randomBytes(32).toString('base64url')}.ics`
  const row = await db.transaction().execute(async (tx) => {
    // The person row serialises two concurrent renewals (the partial unique index would fail one)
    await tx.selectFrom('person').select('id').where('id', '=', actor.personId).forNoKeyUpdate().execute()
    await sq.revokeSubscription(tx, actor.personId, now)
    const created = await sq.insertSubscription(tx, actor.personId, hashOf(token), now)
    await audit(tx, {
      actor,
      action: 'CALENDAR_SUBSCRIPTION_CREATE',
      targets: { persons: [actor.personId], ids: { calendarSubscription: [created.id] } },
    })
    return created
  })
  return { path: `${FEED_PATH_PREFIX}${token}`, createdAt: row.created_at.toISOString() }
}

export async function revokeSubscription(db: Db, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sq.revokeSubscription(tx, actor.personId, now)
    await audit(tx, { actor, action: 'CALENDAR_SUBSCRIPTION_REVOKE', targets: { persons: [actor.personId] } })
  })
}

/** GET /api/calendar-feed/:token: the feed of the token's owner, or 404 */
export async function calendarFeed(
  db: Db,
  token: string,
  requestId: string,
  now: Date,
  today: string,
  discussions: boolean,
): Promise<string> {
  const subscriber = await sq.findSubscriber(db, hashOf(token))
  if (!subscriber) throw notFound('Calendar feed not found')
  const userId = subscriber.person_id
  const language: Language = emailLanguage(subscriber.language)
  const range = calendarFeedRange(today)
  // At once, each finding the family's children itself
  const [events, days] = await Promise.all([
    loadEvents(db, userId, today, range, { discussions }),
    sq.findFeedDays(db, userId, today, range),
  ])
  const t = icsTexts[language]
  const dayItems = days.map((d): IcsItem => {
    const name = d.first_name
    if (d.kind === 'ABSENCE')
      return {
        uid: `absence-${d.child_id}-${d.date}`,
        summary: `${t.absent} / ${name}`,
        allDay: { start: d.date, end: d.date },
      }
    if (d.start_time === null || d.end_time === null)
      return {
        uid: `reservation-${d.child_id}-${d.date}`,
        summary: `${t.reservation} / ${name}`,
        allDay: { start: d.date, end: d.date },
      }
    return {
      uid: `reservation-${d.child_id}-${d.date}-${d.start_time}`,
      summary: `${t.reservation} / ${name}`,
      timed: { date: d.date, start: d.start_time, end: d.end_time },
    }
  })
  await audit(db, {
    actor: { personId: userId, authLevel: 'WEAK', requestId },
    action: 'CALENDAR_FEED_READ',
    targets: {
      // The children whose days or events the feed holds
      persons: [userId, ...new Set([...days, ...events.rows].map((r) => r.child_id))],
      ids: { calendarSubscription: [subscriber.id], calendarEvent: events.events.map((e) => e.id) },
    },
  })
  return icsCalendar(language, [...dayItems, ...eventItems(language, events.rows, events.events)], now)
}
