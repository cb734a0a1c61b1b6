import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp, verificationCodeOf } from './harness'
import { demoClient } from './demo-client'
import { auditFixtures } from './audit-fixtures'
import { softwareAuthenticator } from './authenticator-double'

// Issue 15 "Audit log": the personal data endpoints' audit rows (issue 26): every read and change
// of personal details, credentials and passkeys logs one row, naming no code or password.
const ORIGIN = 'http://localhost:3000'
const t = useTestApp({ webauthn: { rpId: 'localhost', rpName: 'x', origins: [ORIGIN] } })
const demo = demoClient(t)
const { audited, expectOneRow, ok } = auditFixtures(t)

beforeAll(async () => {
  await demo.load()
})

describe('personal data', () => {
  it('details, email verification, settings and credentials log their rows', async () => {
    const cookie = await demo.as('no-placements')
    const actor = await demo.personIdOf('no-placements')
    const persons = [actor]
    const base = '/api/citizen/personal-data'

    expectOneRow(
      ok(
        await audited(cookie, 'PUT', base, {
          preferredName: 'Matti',
          phone: '0401234569',
          backupPhone: '',
          email: 'matti.jarvinen@example.com',
        }),
      ),
      { actor, persons, action: 'PERSONAL_DATA_UPDATE' },
    )
    const sent = ok(await audited(cookie, 'POST', `${base}/email-verification-code`))
    const verificationId = sent.res.json().id as string
    expectOneRow(sent, {
      actor,
      persons,
      action: 'EMAIL_VERIFICATION_CODE_SEND',
      ids: { emailVerification: [verificationId] },
    })
    expectOneRow(ok(await audited(cookie, 'GET', `${base}/email-verification`)), {
      actor,
      persons,
      action: 'EMAIL_VERIFICATION_READ',
      ids: { emailVerification: [verificationId] },
    })
    const code = await verificationCodeOf(t.db, actor)
    const verified = ok(await audited(cookie, 'POST', `${base}/email-verification`, { id: verificationId, code }))
    expectOneRow(verified, { actor, persons, action: 'EMAIL_VERIFY', ids: { emailVerification: [verificationId] } })
    expect(JSON.stringify(verified.rows)).not.toContain(code)

    const weak = await demo.as('no-placements', 'WEAK')
    expectOneRow(ok(await audited(weak, 'GET', `${base}/notification-settings`)), {
      actor,
      persons,
      authLevel: 'WEAK',
      action: 'NOTIFICATION_SETTINGS_READ',
    })
    expectOneRow(ok(await audited(weak, 'PUT', `${base}/notification-settings`, ['INCOME_NOTIFICATION'])), {
      actor,
      persons,
      authLevel: 'WEAK',
      action: 'NOTIFICATION_SETTINGS_UPDATE',
    })
    const password = 'Mustikka-Polku-93!Q'
    const credentials = ok(
      await audited(cookie, 'PUT', `${base}/weak-login-credentials`, {
        username: 'matti.jarvinen@example.com',
        password,
      }),
    )
    expectOneRow(credentials, { actor, persons, action: 'WEAK_LOGIN_CREDENTIALS_UPDATE' })
    expect(JSON.stringify(credentials.rows)).not.toContain(password)
    // The constraints are no one's personal data
    expect((await audited(weak, 'GET', `${base}/password-constraints`)).rows).toEqual([])
  })

  it('passkey registration, the list, renaming, removal and login log their rows', async () => {
    const cookie = await demo.as('one-child')
    const actor = await demo.personIdOf('one-child')
    const persons = [actor]
    const base = '/api/citizen/personal-data/passkeys'
    const authenticator = softwareAuthenticator(ORIGIN)

    const options = ok(await audited(cookie, 'POST', `${base}/registration-options`))
    expectOneRow(options, { actor, persons, action: 'PASSKEY_REGISTRATION_START' })
    const registered = ok(
      await audited(cookie, 'POST', base, { name: 'Puhelin', response: authenticator.register(options.res.json()) }),
    )
    const id = registered.res.json().id as string
    expectOneRow(registered, { actor, persons, action: 'PASSKEY_REGISTER', ids: { passkey: [id] } })
    expectOneRow(ok(await audited(cookie, 'GET', base)), {
      actor,
      persons,
      action: 'PASSKEYS_READ',
      ids: { passkey: [id] },
    })
    expectOneRow(ok(await audited(cookie, 'PUT', `${base}/${id}`, { name: 'Kone' })), {
      actor,
      persons,
      action: 'PASSKEY_RENAME',
      ids: { passkey: [id] },
    })
    const loginOptions = ok(await audited(null, 'POST', '/api/citizen/auth/passkey/login-options'))
    expect(loginOptions.rows).toEqual([])
    const login = ok(
      await audited(null, 'POST', '/api/citizen/auth/passkey/login', {
        response: authenticator.authenticate(loginOptions.res.json()),
      }),
    )
    expectOneRow(login, { actor, persons, authLevel: 'WEAK', action: 'PASSKEY_LOGIN', ids: { passkey: [id] } })
    expectOneRow(ok(await audited(cookie, 'DELETE', `${base}/${id}`)), {
      actor,
      persons,
      action: 'PASSKEY_DELETE',
      ids: { passkey: [id] },
    })
    // Another person's passkey: 404 and no row
    const other = await audited(await demo.as('no-email'), 'DELETE', `${base}/${id}`)
    expect(other.res.statusCode).toBe(404)
    expect(other.rows).toEqual([])
  })
})
