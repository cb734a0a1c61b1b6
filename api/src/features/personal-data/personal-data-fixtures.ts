import { beforeAll } from 'vitest'
import type { AuthStatusResponse } from '@citizen/contract'
import { auditRowsOf, useTestApp, verificationCodeOf } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

/** The app, the demo's guardians and the outbox and audit readers of the personal data tests */
export function usePersonalDataTest() {
  const t = useTestApp()
  const demo = demoClient(t)
  const { load, call } = demo

  beforeAll(async () => {
    await load()
  })

  const details = (over: Record<string, unknown> = {}) => ({
    preferredName: 'Aino',
    phone: '040 123 4561',
    backupPhone: '',
    email: 'aino.virtanen@example.com',
    ...over,
  })

  const codeOf = (personId: string) => verificationCodeOf(t.db, personId)

  const emailsOf = (personId: string) =>
    t.db
      .selectFrom('email_outbox')
      .select(['to_address', 'template', 'type'])
      .where('person_id', '=', personId)
      .orderBy('created_at')
      .execute()

  const auditOf = (personId: string, action: string) => auditRowsOf(t.db, action, personId)

  async function statusDetails(cookie: string) {
    const res = await call(cookie, 'GET', '/api/citizen/auth/status')
    const body = res.body as AuthStatusResponse
    if (!body.loggedIn) throw new Error('not logged in')
    return body.user.details
  }

  return { t, ...demo, details, codeOf, emailsOf, auditOf, statusDetails }
}
