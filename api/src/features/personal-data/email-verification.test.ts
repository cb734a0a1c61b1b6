import { beforeEach, describe, expect, it } from 'vitest'
import {
  EmailVerification,
  EmailVerificationStatus,
  MOCKED_TIME_HEADER,
  personalDataErrors,
  type AuthStatusResponse,
} from '@citizen/contract'
import { csrf } from '../../../test/harness'
import { usePersonalDataTest } from './personal-data-fixtures'

// Email verification codes (reference §13): the code, its limits and the username that follows the email
const { t, as, personIdOf, call, details, codeOf, emailsOf, auditOf, statusDetails } = usePersonalDataTest()

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
    await t.db.deleteFrom('email_verification_code_sent').execute()
  })

  it('the unverified demo guardian gets a 6-digit code valid 2 hours; the code verifies the email', async () => {
    const cookie = await as('no-placements')
    const id = await personIdOf('no-placements')
    expect(await status(await as('no-placements', 'WEAK'))).toEqual({
      email: 'matti.jarvinen@example.com',
      verifiedEmail: null,
      latestVerification: null,
      newCodeWaitSeconds: 0,
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
      newCodeWaitSeconds: 0,
    })
    // Used once
    expect((await verify(cookie, { id: v.id, code })).statusCode).toBe(400)
    expect(await auditOf(id, 'EMAIL_VERIFY')).toHaveLength(1)
    expect((await sendCode(cookie)).json()).toMatchObject({ errorCode: personalDataErrors.nothingToVerify })
    await t.db.updateTable('person').set({ verified_email: null }).where('id', '=', id).execute()
  })

  it('a second press within a minute answers the same code; later the newest code replaces it', async () => {
    const cookie = await as('no-placements')
    const id = await personIdOf('no-placements')
    const first = EmailVerification.parse((await sendCode(cookie, '2026-03-02T10:00:00Z')).json())
    const firstCode = await codeOf(id)
    const again = EmailVerification.parse((await sendCode(cookie, '2026-03-02T10:00:30Z')).json())
    expect(again).toEqual(first)
    expect(await emailsOf(id)).toHaveLength(1)
    expect((await status(cookie, '2026-03-02T10:00:30Z')).newCodeWaitSeconds).toBe(30)
    expect((await status(cookie, '2026-03-02T10:01:00Z')).newCodeWaitSeconds).toBe(0)

    // A minute later a new code: the newest is the valid one
    const renewed = EmailVerification.parse((await sendCode(cookie, '2026-03-02T10:01:00Z')).json())
    expect(renewed.id).not.toBe(first.id)
    expect(renewed.expiresAt).toBe('2026-03-02T12:01:00.000Z')
    expect(await emailsOf(id)).toHaveLength(2)
    expect((await status(cookie, '2026-03-02T10:01:00Z')).latestVerification).toEqual(renewed)
    const old = await verify(cookie, { id: first.id, code: firstCode }, '2026-03-02T10:01:10Z')
    expect(old.json()).toMatchObject({ errorCode: personalDataErrors.invalidVerificationCode })

    // Expired: the status shows none, and a new code is made
    expect((await status(cookie, '2026-03-02T12:01:01Z')).latestVerification).toBeNull()
    const expiredTry = await verify(cookie, { id: renewed.id, code: await codeOf(id) }, '2026-03-02T12:01:01Z')
    expect(expiredTry.statusCode).toBe(400)
    expect(expiredTry.json()).toMatchObject({ errorCode: personalDataErrors.invalidVerificationCode })
    const third = EmailVerification.parse((await sendCode(cookie, '2026-03-02T12:01:01Z')).json())
    expect(third.id).not.toBe(renewed.id)
    expect(await emailsOf(id)).toHaveLength(3)

    // The email changed: the old code is not shown, and a new code goes to the new address at once
    await t.db.updateTable('person').set({ email: 'matti.uusi@example.com' }).where('id', '=', id).execute()
    expect(await status(cookie, '2026-03-02T12:01:10Z')).toMatchObject({
      latestVerification: null,
      newCodeWaitSeconds: 0,
    })
    const changed = EmailVerification.parse((await sendCode(cookie, '2026-03-02T12:01:10Z')).json())
    expect(changed).toMatchObject({ email: 'matti.uusi@example.com' })
    expect(changed.id).not.toBe(third.id)
    expect((await emailsOf(id)).at(-1)).toMatchObject({ to_address: 'matti.uusi@example.com' })
    await t.db.updateTable('person').set({ email: 'matti.jarvinen@example.com' }).where('id', '=', id).execute()
  })

  it('limits new codes to 5 an address and 10 a person within an hour: 429 with the wait', async () => {
    const cookie = await as('no-placements')
    const id = await personIdOf('no-placements')
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute)).toISOString()
    for (let minute = 0; minute < 5; minute++) expect((await sendCode(cookie, at(minute))).statusCode).toBe(200)
    const refused = await sendCode(cookie, at(5))
    expect(refused.statusCode).toBe(429)
    // Until the first of the five leaves the hour (10:00 + 1 h)
    expect(refused.json()).toMatchObject({
      errorCode: personalDataErrors.tooManyVerificationCodes,
      retryAfterSeconds: 55 * 60,
    })
    expect(refused.headers['retry-after']).toBe(String(55 * 60))
    expect((await status(cookie, at(5))).newCodeWaitSeconds).toBe(55 * 60)
    expect(await emailsOf(id)).toHaveLength(5)
    // The address again an hour after the first code
    expect((await sendCode(cookie, at(60))).statusCode).toBe(200)
    expect(await emailsOf(id)).toHaveLength(6)

    // Whatever the addresses, 10 new codes a person within the hour
    await t.db.deleteFrom('email_verification_code_sent').execute()
    const later = (minute: number) => new Date(Date.UTC(2026, 2, 2, 13, minute)).toISOString()
    for (let i = 0; i <= 10; i++) {
      await t.db
        .updateTable('person')
        .set({ email: `matti.${i}@example.com` })
        .where('id', '=', id)
        .execute()
      const res = await sendCode(cookie, later(i))
      expect(res.statusCode, `address ${i}`).toBe(i < 10 ? 200 : 429)
      if (i === 10) expect(res.json()).toMatchObject({ retryAfterSeconds: 50 * 60 })
    }
    expect(await emailsOf(id)).toHaveLength(16)
    await t.db.updateTable('person').set({ email: 'matti.jarvinen@example.com' }).where('id', '=', id).execute()
  })

  it('a changed email past the hour’s limit is saved without a code; the page offers one after the wait', async () => {
    const cookie = await as('weak-login')
    const id = await personIdOf('weak-login')
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute)).toISOString()
    const put = (email: string, time: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/citizen/personal-data',
        headers: { ...csrf, cookie, [MOCKED_TIME_HEADER]: time },
        payload: details({ preferredName: 'Pekka', email }),
      })
    // Changing back and forth sends a code each time, to each address at most five an hour
    for (let i = 0; i <= 10; i++) expect((await put(`pekka.${i % 2}@example.com`, at(i))).statusCode).toBe(200)
    const codes = (await emailsOf(id)).filter((e) => e.template === 'emailVerificationCode')
    expect(codes).toHaveLength(10)
    // The sixth change to pekka.0 (10:10) got no code: the first (10:00) leaves the hour at 11:00
    expect(await status(cookie, at(12))).toMatchObject({
      email: 'pekka.0@example.com',
      latestVerification: null,
      newCodeWaitSeconds: 48 * 60,
    })
    await t.db.updateTable('person').set({ email: 'pekka.hamalainen@example.com' }).where('id', '=', id).execute()
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
