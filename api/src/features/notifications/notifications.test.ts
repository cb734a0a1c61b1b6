import { beforeAll, describe, expect, it } from 'vitest'
import { SystemNotification } from '@citizen/contract'
import { resetDemo, useTestApp } from '../../../test/harness'

const t = useTestApp()

beforeAll(async () => {
  await resetDemo(t.app)
})

const current = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/citizen/public/system-notifications/current', headers })
  expect(res.statusCode).toBe(200)
  return res.json() as { notification: SystemNotification | null }
}

describe('GET /api/citizen/public/system-notifications/current', () => {
  /** The demo's notification to citizens, as stored */
  const citizensNotification = () =>
    t.db.selectFrom('system_notification').selectAll().where('target_group', '=', 'CITIZENS').executeTakeFirstOrThrow()

  it('returns the citizens’ notification to anyone', async () => {
    const row = await citizensNotification()
    const body = await current()
    expect(body).toStrictEqual({
      notification: {
        text: 'Palvelussa on huoltokatko sunnuntaina klo 22–23. Pahoittelemme häiriötä.',
        textSv: 'Tjänsten har ett serviceavbrott på söndag kl. 22–23. Vi beklagar störningen.',
        textEn: 'The service has a maintenance break on Sunday 22–23. We apologise for the inconvenience.',
        validTo: row.valid_to.toISOString(),
      },
    })
  })

  it('returns null once valid_to has passed', async () => {
    const row = await citizensNotification()
    try {
      await t.db
        .updateTable('system_notification')
        .set({ valid_to: new Date(Date.now() - 60_000) })
        .where('id', '=', row.id)
        .execute()
      expect(await current()).toEqual({ notification: null })
    } finally {
      await t.db.updateTable('system_notification').set({ valid_to: row.valid_to }).where('id', '=', row.id).execute()
    }
    expect((await current()).notification).not.toBeNull()
  })

  it('never returns the employees’ notification', async () => {
    await t.db.deleteFrom('system_notification').where('target_group', '=', 'CITIZENS').execute()
    await t.db
      .insertInto('system_notification')
      .values({
        target_group: 'EMPLOYEES',
        text: 'Henkilöstölle',
        text_sv: '',
        text_en: '',
        valid_to: new Date(Date.now() + 3600_000),
      })
      .execute()
    expect(await current()).toEqual({ notification: null })
  })
})
