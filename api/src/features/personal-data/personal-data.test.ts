import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  EmailVerification,
  EmailVerificationStatus,
  MOCKED_TIME_HEADER,
  personalDataErrors,
  type AuthStatusResponse,
} from '@citizen/contract'
import { csrf, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

const t = useTestApp()
const demo = demoClient(t)
const { load, as, personIdOf, call } = demo

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

describe('PUT /api/citizen/personal-data', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute()
  })

  it('stores the preferred name, phones and email, shown by the status call', async () => {
    const cookie = await as('three-children-1')
    const res = await call(cookie, 'PUT', '/api/citizen/personal-data', {
      preferredName: 'Mikko',
      phone: ' 050 765 4321 ',
      backupPhone: '+358 (9) 123-456',
      email: 'mikko.korhonen@example.com',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await statusDetails(cookie)).toMatchObject({
      preferredName: 'Mikko',
      phone: '050 765 4321',
      backupPhone: '+358 (9) 123-456',
      email: 'mikko.korhonen@example.com',
    })
    const id = await personIdOf('three-children-1')
    expect(await auditOf(id, 'PERSONAL_DATA_UPDATE')).toHaveLength(1)
    // The email did not change: no notice, no code
    expect(await emailsOf(id)).toEqual([])
  })

  it('refuses a preferred name that is not a part of the first name', async () => {
    const res = await call(await as('one-child'), 'PUT', '/api/citizen/personal-data', details({ preferredName: 'Ai' }))
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe(personalDataErrors.invalidPreferredName)
  })

  it.each([
    ['a missing phone', { phone: '' }],
    ['letters in the phone', { phone: '040 abc 1234' }],
    ['a too short phone', { phone: '12345' }],
    ['a too long phone', { phone: '1'.repeat(21) }],
    ['a bad backup phone', { backupPhone: 'x' }],
    ['a bad email', { email: 'not an email' }],
    ['an email without a domain', { email: 'aino@' }],
    ['a missing field', { email: undefined }],
    ['a wrong type', { phone: 4012345 }],
    ['an empty preferred name', { preferredName: '' }],
  ])('400 for %s', async (_, over) => {
    const res = await call(await as('one-child'), 'PUT', '/api/citizen/personal-data', details(over))
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('VALIDATION_FAILED')
  })

  it.each([
    'a@example.com,evil@evil.example',
    'a@example.com;evil@evil.example',
    'friends: a@example.com, evil@evil.example;',
    '"Aino" <a@example.com>',
    'a@example.com (evil@evil.example)',
    '=?utf-8?Q?a=40example.com=2C_evil=40evil.example?=@example.com',
    'a@example.com%2Cevil@evil.example',
  ])('400 naming the email for %j, which is not one address, and nothing is sent', async (email) => {
    const cookie = await as('weak-login')
    const id = await personIdOf('weak-login')
    const res = await call(cookie, 'PUT', '/api/citizen/personal-data', details({ preferredName: 'Pekka', email }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', message: expect.stringContaining('body.email') })
    expect((await statusDetails(cookie)).email).toBe('pekka.hamalainen@example.com')
    expect(await emailsOf(id)).toEqual([])
  })

  it('takes an empty email as "I have no email", and tells the old address', async () => {
    const cookie = await as('one-child')
    const id = await personIdOf('one-child')
    expect((await call(cookie, 'PUT', '/api/citizen/personal-data', details({ email: '' }))).status).toBe(200)
    expect((await statusDetails(cookie)).email).toBe('')
    expect(await emailsOf(id)).toEqual([
      { to_address: 'aino.virtanen@example.com', template: 'emailChanged', type: 'TRANSACTIONAL' },
    ])
    await call(cookie, 'PUT', '/api/citizen/personal-data', details())
  })

  it('needs a strong login (403 for a weak one, 401 for none)', async () => {
    const weak = await call(await as('one-child', 'WEAK'), 'PUT', '/api/citizen/personal-data', details())
    expect(weak.status).toBe(403)
    expect(weak.body.errorCode).toBe('STRONG_AUTH_REQUIRED')
    expect((await call(null, 'PUT', '/api/citizen/personal-data', details())).status).toBe(401)
  })

  it('a changed email: a notice to the old address; with weak login on, a code to the new one', async () => {
    const cookie = await as('weak-login')
    const id = await personIdOf('weak-login')
    const res = await call(
      cookie,
      'PUT',
      '/api/citizen/personal-data',
      details({ preferredName: 'Pekka', email: 'pekka.uusi@example.com' }),
    )
    expect(res.status).toBe(200)
    expect(await emailsOf(id)).toEqual([
      { to_address: 'pekka.hamalainen@example.com', template: 'emailChanged', type: 'TRANSACTIONAL' },
      { to_address: 'pekka.uusi@example.com', template: 'emailVerificationCode', type: 'TRANSACTIONAL' },
    ])
    const status = EmailVerificationStatus.parse(
      (await call(cookie, 'GET', '/api/citizen/personal-data/email-verification')).body,
    )
    expect(status).toMatchObject({
      email: 'pekka.uusi@example.com',
      verifiedEmail: 'pekka.hamalainen@example.com',
      latestVerification: { email: 'pekka.uusi@example.com' },
    })
    // Back as it was, verified
    await t.db.updateTable('person').set({ email: 'pekka.hamalainen@example.com' }).where('id', '=', id).execute()
    await t.db.deleteFrom('person_email_verification').where('person_id', '=', id).execute()
  })
})

describe('email verification', () => {
  const sendCode = (cookie: string, time?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/citizen/personal-data/email-verification-code',
      headers: { ...csrf, cookie, ...(time ? { [MOCKED_TIME_HEADER]: time } : {}) },
    })
  const verify = (cookie: string, body: unknown, time?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/citizen/personal-data/email-verification',
      headers: { ...csrf, cookie, ...(time ? { [MOCKED_TIME_HEADER]: time } : {}) },
      payload: body as object,
    })
  const status = async (cookie: string, time?: string) =>
    EmailVerificationStatus.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/citizen/personal-data/email-verification',
          headers: { cookie, ...(time ? { [MOCKED_TIME_HEADER]: time } : {}) },
        })
      ).json(),
    )

  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute()
    await t.db.deleteFrom('person_email_verification').execute()
  })

  it('the unverified demo guardian gets a 6-digit code valid 2 hours; the code verifies the email', async () => {
    const cookie = await as('no-placements')
    const id = await personIdOf('no-placements')
    expect(await status(await as('no-placements', 'WEAK'))).toEqual({
      email: 'matti.jarvinen@example.com',
      verifiedEmail: null,
      latestVerification: null,
    })
    const now = '2026-03-02T10:00:00.000Z'
    const res = await sendCode(cookie, now)
    expect(res.statusCode, res.body).toBe(200)
    const v = EmailVerification.parse(res.json())
    expect(v).toMatchObject({ email: 'matti.jarvinen@example.com', expiresAt: '2026-03-02T12:00:00.000Z', sentAt: now })
    // The answer carries no code
    expect(Object.keys(res.json() as object).sort()).toEqual(['email', 'expiresAt', 'id', 'sentAt'])
    const code = await codeOf(id)
    expect(code).toMatch(/^\d{6}$/)
    expect(await emailsOf(id)).toEqual([
      { to_address: 'matti.jarvinen@example.com', template: 'emailVerificationCode', type: 'TRANSACTIONAL' },
    ])
    expect((await status(cookie, now)).latestVerification).toEqual(v)

    const ok = await verify(cookie, { id: v.id, code }, '2026-03-02T11:59:00Z')
    expect(ok.statusCode, ok.body).toBe(200)
    expect(await status(cookie)).toEqual({
      email: 'matti.jarvinen@example.com',
      verifiedEmail: 'matti.jarvinen@example.com',
      latestVerification: null,
    })
    // Used once
    expect((await verify(cookie, { id: v.id, code })).statusCode).toBe(400)
    expect(await auditOf(id, 'EMAIL_VERIFY')).toHaveLength(1)
    expect((await sendCode(cookie)).json()).toMatchObject({ errorCode: personalDataErrors.nothingToVerify })
    await t.db.updateTable('person').set({ verified_email: null }).where('id', '=', id).execute()
  })

  it('a second request answers the same code; a new one only when it expired or the email changed', async () => {
    const cookie = await as('no-placements')
    const id = await personIdOf('no-placements')
    const first = EmailVerification.parse((await sendCode(cookie, '2026-03-02T10:00:00Z')).json())
    const again = EmailVerification.parse((await sendCode(cookie, '2026-03-02T11:00:00Z')).json())
    expect(again).toEqual(first)
    expect(await emailsOf(id)).toHaveLength(1)

    // Expired: the status shows none, and a new code is made
    expect((await status(cookie, '2026-03-02T12:00:01Z')).latestVerification).toBeNull()
    const expiredTry = await verify(cookie, { id: first.id, code: await codeOf(id) }, '2026-03-02T12:00:01Z')
    expect(expiredTry.statusCode).toBe(400)
    expect(expiredTry.json()).toMatchObject({ errorCode: personalDataErrors.invalidVerificationCode })
    const renewed = EmailVerification.parse((await sendCode(cookie, '2026-03-02T12:00:01Z')).json())
    expect(renewed.id).not.toBe(first.id)
    expect(await emailsOf(id)).toHaveLength(2)

    // The email changed: the old code is not shown, and a new code goes to the new address
    await t.db.updateTable('person').set({ email: 'matti.uusi@example.com' }).where('id', '=', id).execute()
    expect((await status(cookie, '2026-03-02T12:10:00Z')).latestVerification).toBeNull()
    const changed = EmailVerification.parse((await sendCode(cookie, '2026-03-02T12:10:00Z')).json())
    expect(changed).toMatchObject({ email: 'matti.uusi@example.com' })
    expect(changed.id).not.toBe(renewed.id)
    expect((await emailsOf(id)).at(-1)).toMatchObject({ to_address: 'matti.uusi@example.com' })
    await t.db.updateTable('person').set({ email: 'matti.jarvinen@example.com' }).where('id', '=', id).execute()
  })

  it('a wrong code is refused, and five of them end the verification', async () => {
    const cookie = await as('no-placements')
    const id = await personIdOf('no-placements')
    const v = EmailVerification.parse((await sendCode(cookie)).json())
    const code = await codeOf(id)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await verify(cookie, { id: v.id, code: wrong })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: personalDataErrors.invalidVerificationCode })
    }
    // The right code no longer works: the verification is gone
    expect((await verify(cookie, { id: v.id, code })).statusCode).toBe(400)
    expect((await status(cookie)).latestVerification).toBeNull()
  })

  it.each([
    ['five digits', { code: '12345' }],
    ['letters', { code: '12a456' }],
    ['seven digits', { code: '1234567' }],
    ['a bad id', { id: 'x' }],
    ['no code', { code: undefined }],
  ])('400 VALIDATION_FAILED for %s', async (_, over: { id?: string; code?: string }) => {
    const body = { id: '00000000-0000-4000-8000-000000000000', code: '123456' }
    const res = await verify(await as('no-placements'), { ...body, ...over })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' })
  })

  it("another person's verification id does not verify", async () => {
    const matti = await as('no-placements')
    const mattiId = await personIdOf('no-placements')
    const v = EmailVerification.parse((await sendCode(matti)).json())
    const code = await codeOf(mattiId)
    const res = await verify(await as('one-child'), { id: v.id, code })
    expect(res.statusCode).toBe(400)
    expect((await status(matti)).latestVerification?.id).toBe(v.id)
  })

  it('no email: nothing to verify; weak sessions may read but not send or verify', async () => {
    const res = await sendCode(await as('no-email'))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: personalDataErrors.nothingToVerify })
    const weak = await as('no-placements', 'WEAK')
    expect((await sendCode(weak)).statusCode).toBe(403)
    expect((await verify(weak, { id: '00000000-0000-4000-8000-000000000000', code: '123456' })).statusCode).toBe(403)
    expect((await status(weak)).email).toBe('matti.jarvinen@example.com')
  })

  it('the username follows the verified email; 409 naming it when another person has it', async () => {
    // Jussi's username is his old address (the demo's mismatch)
    const cookie = await as('separated-guardians-1')
    const id = await personIdOf('separated-guardians-1')
    expect((await statusDetails(cookie)).weakLoginUsername).toBe('jussi.nieminen@vanha.example.com')
    // The verification flow with the email he has: make it unverified to update the username
    await t.db.updateTable('person').set({ email: 'Jussi.Uusi@example.com' }).where('id', '=', id).execute()

    // Taken by Pekka first: 409, nothing changes
    const pekkaId = await personIdOf('weak-login')
    await t.db
      .updateTable('citizen_user')
      .set({ username: 'jussi.uusi@example.com' })
      .where('id', '=', pekkaId)
      .execute()
    const v = EmailVerification.parse((await sendCode(cookie)).json())
    const code = await codeOf(id)
    const conflict = await verify(cookie, { id: v.id, code })
    expect(conflict.statusCode).toBe(409)
    expect(conflict.json()).toEqual({
      errorCode: personalDataErrors.usernameConflict,
      username: 'jussi.uusi@example.com',
      message: 'The username is taken',
    })
    expect((await status(cookie)).verifiedEmail).toBe('jussi.nieminen@example.com')

    await t.db
      .updateTable('citizen_user')
      .set({ username: 'pekka.hamalainen@example.com' })
      .where('id', '=', pekkaId)
      .execute()
    expect((await verify(cookie, { id: v.id, code })).statusCode).toBe(200)
    expect((await statusDetails(cookie)).weakLoginUsername).toBe('jussi.uusi@example.com')
    expect((await status(cookie)).verifiedEmail).toBe('Jussi.Uusi@example.com')
  })
})

describe('a username that differs from the verified email', () => {
  const setLaura = async (body: Record<string, unknown>) => {
    const res = await call(
      null,
      'POST',
      `/api/dev/persons/${await personIdOf('separated-guardians-2')}/credentials`,
      body,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  const username = async (cookie: string) => {
    const body = (await call(cookie, 'GET', '/api/citizen/auth/status')).body as AuthStatusResponse
    return body.loggedIn ? body.user.details.weakLoginUsername : undefined
  }

  it('is updated by verifying the email again', async () => {
    await setLaura({ weakLogin: { username: 'laura.vanha@example.com', password: 'Mustikka-Polku-93!Q' } })
    const cookie = await as('separated-guardians-2')
    const id = await personIdOf('separated-guardians-2')
    const sent = await call(cookie, 'POST', '/api/citizen/personal-data/email-verification-code')
    expect(sent.status).toBe(200)
    expect(sent.body.email).toBe('laura.makinen@example.com')
    const res = await call(cookie, 'POST', '/api/citizen/personal-data/email-verification', {
      id: sent.body.id,
      code: await codeOf(id),
    })
    expect(res.status).toBe(200)
    expect(await username(cookie)).toBe('laura.makinen@example.com')
    // Now they match: nothing to verify
    const again = await call(cookie, 'POST', '/api/citizen/personal-data/email-verification-code')
    expect(again.body.errorCode).toBe(personalDataErrors.nothingToVerify)
  })

  it('is updated at once by PUT weak-login-credentials with the verified email and no password', async () => {
    await setLaura({ weakLogin: { username: 'laura.vanha@example.com', password: 'Mustikka-Polku-93!Q' } })
    const cookie = await as('separated-guardians-2')
    const res = await call(cookie, 'PUT', '/api/citizen/personal-data/weak-login-credentials', {
      username: 'laura.makinen@example.com',
      password: null,
    })
    expect(res.status).toBe(200)
    expect(await username(cookie)).toBe('laura.makinen@example.com')
    // The password stays
    const login = await call(null, 'POST', '/api/citizen/auth/weak-login', {
      username: 'laura.makinen@example.com',
      password: 'Mustikka-Polku-93!Q',
    })
    expect(login.status).toBe(200)
    await setLaura({ weakLogin: null })
    expect(await username(cookie)).toBeNull()
  })
})

describe('notification settings', () => {
  const url = '/api/citizen/personal-data/notification-settings'

  it('are read and saved as the disabled types, with a weak login too', async () => {
    const cookie = await as('one-child', 'WEAK')
    const id = await personIdOf('one-child')
    expect((await call(cookie, 'GET', url)).body).toEqual([])
    const put = await call(cookie, 'PUT', url, ['MESSAGE_NOTIFICATION', 'BULLETIN_NOTIFICATION'])
    expect(put.status).toBe(200)
    expect((await call(cookie, 'GET', url)).body).toEqual(['MESSAGE_NOTIFICATION', 'BULLETIN_NOTIFICATION'])
    expect(await auditOf(id, 'NOTIFICATION_SETTINGS_UPDATE')).toHaveLength(1)
    expect((await auditOf(id, 'NOTIFICATION_SETTINGS_READ')).length).toBeGreaterThanOrEqual(2)
    await call(cookie, 'PUT', url, [])
  })

  it.each([
    ['TRANSACTIONAL (always on)', ['TRANSACTIONAL']],
    ['an unknown type', ['SPAM']],
    ['a type twice', ['MESSAGE_NOTIFICATION', 'MESSAGE_NOTIFICATION']],
    ['an object', { MESSAGE_NOTIFICATION: false }],
  ])('400 for %s', async (_, body) => {
    const res = await call(await as('one-child', 'WEAK'), 'PUT', url, body)
    expect(res.status).toBe(400)
  })

  it('401 without a session', async () => {
    expect((await call(null, 'GET', url)).status).toBe(401)
    expect((await call(null, 'PUT', url, [])).status).toBe(401)
  })
})

describe('GET /api/citizen/personal-data/password-constraints', () => {
  it('answers the defaults to any session', async () => {
    const res = await call(await as('one-child', 'WEAK'), 'GET', '/api/citizen/personal-data/password-constraints')
    expect(res.body).toEqual({ minLength: 15, maxLength: 128, minLowers: 1, minUppers: 1, minDigits: 1, minSymbols: 1 })
    expect((await call(null, 'GET', '/api/citizen/personal-data/password-constraints')).status).toBe(401)
  })
})
