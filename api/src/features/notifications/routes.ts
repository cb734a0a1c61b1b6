import type { FastifyInstance } from 'fastify'
import { getCurrentSystemNotification } from '@citizen/contract'
import { route } from '../../platform/route'

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  // reference §4: the current notification of target group CITIZENS, if still valid
  route(app, getCurrentSystemNotification, 'public', async ({ db, now }) => {
    const row = await db
      .selectFrom('system_notification')
      .select(['text', 'text_sv', 'text_en', 'valid_to'])
      .where('target_group', '=', 'CITIZENS')
      .where('valid_to', '>', now)
      .executeTakeFirst()
    return {
      notification: row
        ? { text: row.text, textSv: row.text_sv, textEn: row.text_en, validTo: row.valid_to.toISOString() }
        : null,
    }
  })
}
