import { beforeAll } from 'vitest'
import type { AuthStatusResponse } from '@citizen/contract'
import { useTestApp } from '../../../test/harness'
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

  /** The code of the person's newest verification email (only the outbox has it) */
  async function codeOf(personId: string): Promise<string> {
    const row = await t.db
      .selectFrom('email_outbox')
      .select('params')
      .where('person_id', '=', personId)
      .where('template', '=', 'emailVerificationCode')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    return (row.params as { code: string }).code
  }

  const emailsOf = (personId: string) =>
    t.db
      .selectFrom('email_outbox')
      .select(['to_address', 'template', 'type'])
      .where('person_id', '=', personId)
      .orderBy('created_at')
      .execute()

  const auditOf = (personId: string, action: string) =>
    t.db
      .selectFrom('audit_event')
      .selectAll()
      .where('actor_person_id', '=', personId)
      .where('action', '=', action)
      .execute()

  async function statusDetails(cookie: string) {
    const res = await call(cookie, 'GET', '/api/citizen/auth/status')
    const body = res.body as AuthStatusResponse
    if (!body.loggedIn) throw new Error('not logged in')
    return body.user.details
  }

  return { t, ...demo, details, codeOf, emailsOf, auditOf, statusDetails }
}
