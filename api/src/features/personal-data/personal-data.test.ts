import { beforeEach, describe, expect, it } from 'vitest'
import { EmailVerificationStatus, personalDataErrors } from '@citizen/contract'
import { usePersonalDataTest } from './personal-data-fixtures'

const { t, as, personIdOf, call, details, emailsOf, auditOf, statusDetails } = usePersonalDataTest()

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
