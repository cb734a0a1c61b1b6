import { sql } from 'kysely'
import type { WebPushTopic } from '@citizen/contract'
import type { Db } from '../../platform/db/database'

/** Web Push subscriptions (issue 43): each query scoped to the person, or answering the owner for the policy */

const columns = ['id', 'endpoint', 'device_name', 'topics', 'created_at', 'updated_at'] as const

/**
 * Locks the person (so that two subscriptions at once cannot pass the device limit together)
 * and answers how many subscriptions they have and whether `endpoint` is one of them
 */
export async function lockPersonSubscriptions(db: Db, personId: string, endpoint: string) {
  await db.selectFrom('person').select('id').where('id', '=', personId).forNoKeyUpdate().execute()
  return db
    .selectFrom('web_push_subscription')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<boolean>`coalesce(bool_or(endpoint = ${endpoint}), false)`.as('known'),
    ])
    .where('person_id', '=', personId)
    .executeTakeFirstOrThrow()
}

/**
 * A new subscription with the topics given, or the person's one of the same endpoint with the
 * new keys (its topics kept; its name replaced when one is given)
 */
export async function upsertSubscription(
  db: Db,
  s: {
    personId: string
    endpoint: string
    p256dh: string
    auth: string
    deviceName: string | null | undefined
    topics: readonly WebPushTopic[]
  },
) {
  return db
    .insertInto('web_push_subscription')
    .values({
      person_id: s.personId,
      endpoint: s.endpoint,
      p256dh: s.p256dh,
      auth: s.auth,
      device_name: s.deviceName ?? null,
      topics: [...s.topics],
    })
    .onConflict((oc) =>
      oc.columns(['person_id', 'endpoint']).doUpdateSet((eb) => ({
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        ...(s.deviceName !== undefined ? { device_name: eb.ref('excluded.device_name') } : {}),
        updated_at: sql<Date>`now()`,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
}

/** The person's subscriptions, newest first */
export async function findSubscriptionsOfPerson(db: Db, personId: string) {
  return db
    .selectFrom('web_push_subscription')
    .select(columns)
    .where('person_id', '=', personId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

/** Whose the subscription is, its row locked for the change (undefined: none) */
export async function lockSubscription(db: Db, id: string) {
  return db.selectFrom('web_push_subscription').select('person_id').where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function updateSubscription(
  db: Db,
  id: string,
  change: { topics: readonly WebPushTopic[]; deviceName: string | null },
) {
  await db
    .updateTable('web_push_subscription')
    .set({ topics: [...change.topics], device_name: change.deviceName, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}

export async function deleteSubscription(db: Db, id: string) {
  await db.deleteFrom('web_push_subscription').where('id', '=', id).execute()
}
