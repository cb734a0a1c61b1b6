import type { Db } from '../../platform/db/database'

/** The notification of target group CITIZENS still valid at `now`, if any */
export async function findCurrentCitizenNotification(db: Db, now: Date) {
  return db
    .selectFrom('system_notification')
    .select(['text', 'text_sv', 'text_en', 'valid_to'])
    .where('target_group', '=', 'CITIZENS')
    .where('valid_to', '>', now)
    .executeTakeFirst()
}
