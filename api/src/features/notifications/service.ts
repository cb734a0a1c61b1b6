import type { SystemNotification } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { findCurrentCitizenNotification } from './queries'

/** reference §4: the current notification of target group CITIZENS, if still valid */
export async function getCurrentNotification(db: Db, now: Date): Promise<{ notification: SystemNotification | null }> {
  const row = await findCurrentCitizenNotification(db, now)
  return {
    notification: row
      ? { text: row.text, textSv: row.text_sv, textEn: row.text_en, validTo: row.valid_to.toISOString() }
      : null,
  }
}
