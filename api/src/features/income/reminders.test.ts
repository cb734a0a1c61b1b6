import { beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@citizen/contract'
import { today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { renderEmail, type EmailTemplate } from '../../email-templates'
import { sendIncomeExpiryReminders } from './reminders'

const t = useTestApp()
const { load, personIdOf, dev } = demoClient(t)
const day = (n: number) => addDays(today(), n)

beforeAll(async () => {
  await load()
})

describe('emails', () => {
  it('reminds of an income that runs out once, honouring the notification settings', async () => {
    const mikkoId = await personIdOf('three-children-1')
    const outbox = () =>
      t.db
        .selectFrom('email_outbox')
        .select(['person_id', 'template', 'type', 'params'])
        .where('template', '=', 'incomeExpiring')
        .execute()
    // Mikko's income ends in 20 days and no sent statement covers it (the demo's calendar notice)
    expect(await sendIncomeExpiryReminders({ db: t.db, now: new Date() })).toBeGreaterThanOrEqual(1)
    const mails = await outbox()
    expect(mails.filter((m) => m.person_id === mikkoId)).toEqual([
      { person_id: mikkoId, template: 'incomeExpiring', type: 'INCOME_NOTIFICATION', params: { date: day(20) } },
    ])
    // Once per end date
    await sendIncomeExpiryReminders({ db: t.db, now: new Date() })
    expect((await outbox()).filter((m) => m.person_id === mikkoId)).toHaveLength(1)
    // Turned off: nothing
    await t.db.deleteFrom('email_outbox').where('template', '=', 'incomeExpiring').execute()
    await t.db
      .updateTable('person')
      .set({ disabled_email_types: ['INCOME_NOTIFICATION'] })
      .where('id', '=', mikkoId)
      .execute()
    await sendIncomeExpiryReminders({ db: t.db, now: new Date() })
    expect((await outbox()).filter((m) => m.person_id === mikkoId)).toEqual([])
    await t.db.updateTable('person').set({ disabled_email_types: [] }).where('id', '=', mikkoId).execute()
    // A sent statement that covers the income's end: no reminder
    await dev('/api/dev/income-statements', { personId: mikkoId, startDate: day(15), endDate: day(300) })
    await sendIncomeExpiryReminders({ db: t.db, now: new Date() })
    expect((await outbox()).filter((m) => m.person_id === mikkoId)).toEqual([])
  })

  it('renders the income emails in fi, sv and en with a link to /income', () => {
    for (const language of ['fi', 'sv', 'en'] as const) {
      const emails: EmailTemplate[] = [
        { template: 'incomeStatementReceived', params: {} },
        { template: 'incomeExpiring', params: { date: '2026-12-17' } },
      ]
      for (const email of emails) {
        const r = renderEmail(email, language, 'https://example.com')
        expect(r.text).toContain('https://example.com/income')
        if (email.template === 'incomeExpiring') expect(r.text).toContain('17.12.2026')
      }
    }
  })
})
