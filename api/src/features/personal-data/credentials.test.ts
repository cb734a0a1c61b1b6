import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { personalDataErrors, type AuthStatusResponse } from '@citizen/contract'
import { auditRowsOf, csrf, sessionCookieOf, useTestApp, verificationCodeOf } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { startSmtpInbox } from '../../../test/smtp-inbox'

// Username-and-password login (reference §13 weak-login-credentials), the emails it and the
// email verification send through a real SMTP server, and that passwords and codes stay out of
// the log, the answers and the audit rows.

const logLines: string[] = []
const t = useTestApp({}, {})
const demo = demoClient(t)
const { load, as, personIdOf, call } = demo
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
/** The same database with SMTP settings and a log at trace level, which this file reads */
let sending: FastifyInstance

beforeAll(async () => {
  await load()
  inbox = await startSmtpInbox()
  sending = await t.newApp(
    {
      logLevel: 'trace',
      email: {
        smtp: { kind: 'url', url: inbox.url },
        from: 'noreply@example.fi',
        replyTo: null,
        linkBaseUrl: 'https://x',
      },
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(async () => {
  await inbox.close()
})
beforeEach(async () => {
  inbox.received.length = 0
  await t.db.deleteFrom('email_outbox').execute()
})

const url = '/api/citizen/personal-data/weak-login-credentials'
const GOOD = 'Mustikka-Polku-93!Q'
const weakLogin = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/citizen/auth/weak-login', headers: csrf, payload: { username, password } })
const runJobs = () => sending.inject({ method: 'POST', url: '/api/dev/run-jobs', headers: csrf })

async function usernameOf(cookie: string) {
  const body = (await call(cookie, 'GET', '/api/citizen/auth/status')).body as AuthStatusResponse
  if (!body.loggedIn) throw new Error('not logged in')
  return body.user.details.weakLoginUsername
}

describe('PUT weak-login-credentials', () => {
  it('turns the login on with the verified email as the username; it then logs in', async () => {
    const cookie = await as('one-child')
    const res = await call(cookie, 'PUT', url, { username: 'Aino.Virtanen@example.com', password: GOOD })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ ok: true })
    expect(await usernameOf(cookie)).toBe('aino.virtanen@example.com')
    const login = await weakLogin(t.app, 'aino.virtanen@example.com', GOOD)
    expect(login.statusCode).toBe(200)
    // Turning it on sends no "password changed"
    expect(await t.db.selectFrom('email_outbox').select('template').execute()).toEqual([])
  })

  it.each([
    ['too short', 'Lyhyt-Salasana1'.slice(0, 14)],
    ['no upper case', 'mustikka-polku-93!q'],
    ['no lower case', 'MUSTIKKA-POLKU-93!Q'],
    ['no digit', 'Mustikka-Polku-kk!Q'],
    ['no symbol', 'MustikkaPolku93Qx'],
  ])('PASSWORD_FORMAT: %s', async (_, password) => {
    const res = await call(await as('three-children-1'), 'PUT', url, {
      username: 'mikko.korhonen@example.com',
      password,
    })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe(personalDataErrors.passwordFormat)
  })

  it.each([
    'Password123456789!',
    'Salasana-2026-Kesä!',
    'P@ssw0rd-P@ssw0rd-1',
    'Qwertyuiop12345!A',
    'Kissa-Koira-Hevonen-42',
  ])('PASSWORD_UNACCEPTABLE: %s', async (password) => {
    const res = await call(await as('three-children-1'), 'PUT', url, {
      username: 'mikko.korhonen@example.com',
      password,
    })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe(personalDataErrors.passwordUnacceptable)
  })

  it('refuses another username than the verified email, and a login without a verified email', async () => {
    const other = await call(await as('three-children-1'), 'PUT', url, {
      username: 'someone@example.com',
      password: GOOD,
    })
    expect(other.body.errorCode).toBe(personalDataErrors.invalidUsername)
    const unverified = await call(await as('no-placements'), 'PUT', url, {
      username: 'matti.jarvinen@example.com',
      password: GOOD,
    })
    expect(unverified.status).toBe(400)
    expect(unverified.body.errorCode).toBe(personalDataErrors.invalidUsername)
  })

  it('a new login needs both username and password', async () => {
    const cookie = await as('three-children-1')
    for (const body of [
      { username: null, password: GOOD },
      { username: 'mikko.korhonen@example.com', password: null },
      { username: null, password: null },
    ]) {
      const res = await call(cookie, 'PUT', url, body)
      expect(res.status).toBe(400)
      expect(res.body.errorCode).toBe(personalDataErrors.credentialsIncomplete)
    }
  })

  it.each([
    ['a password over 128 characters', { username: null, password: `Aa1!${'x'.repeat(125)}` }],
    ['an empty password', { username: null, password: '' }],
    ['no fields', {}],
    ['a number', { username: null, password: 123456789012345 }],
  ])('400 VALIDATION_FAILED for %s', async (_, body) => {
    const res = await call(await as('weak-login'), 'PUT', url, body)
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('VALIDATION_FAILED')
  })

  it('409 naming the username when another person has it', async () => {
    const cookie = await as('three-children-2')
    const sannaId = await personIdOf('three-children-2')
    // Sanna's verified email is Pekka's username
    await t.db
      .updateTable('person')
      .set({ email: 'pekka.hamalainen@example.com', verified_email: 'pekka.hamalainen@example.com' })
      .where('id', '=', sannaId)
      .execute()
    const res = await call(cookie, 'PUT', url, { username: 'pekka.hamalainen@example.com', password: GOOD })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      errorCode: personalDataErrors.usernameConflict,
      username: 'pekka.hamalainen@example.com',
    })
    expect(await usernameOf(cookie)).toBeNull()
    await t.db
      .updateTable('person')
      .set({ email: 'sanna.korhonen@example.com', verified_email: 'sanna.korhonen@example.com' })
      .where('id', '=', sannaId)
      .execute()
  })

  it('a changed password: the old one stops, weak sessions end, "password changed" arrives by email', async () => {
    const pekka = await personIdOf('weak-login')
    const oldPassword = 'Esimerkki-Salasana-2026!'
    const weakSession = sessionCookieOf(await weakLogin(t.app, 'pekka.hamalainen@example.com', oldPassword))
    const strong = await as('weak-login')
    const res = await call(strong, 'PUT', url, { username: null, password: GOOD })
    expect(res.status).toBe(200)
    expect((await weakLogin(t.app, 'pekka.hamalainen@example.com', oldPassword)).statusCode).toBe(403)
    expect((await weakLogin(t.app, 'pekka.hamalainen@example.com', GOOD)).statusCode).toBe(200)
    expect((await call(weakSession, 'GET', '/api/citizen/children')).status).toBe(401)
    expect((await call(strong, 'GET', '/api/citizen/children')).status).toBe(200)

    expect((await runJobs()).statusCode).toBe(200)
    // Pekka's emails (the demo's reminders to others go out in the same run)
    const pekkas = inbox.received.filter((m) => m.envelopeTo.includes('pekka.hamalainen@example.com'))
    expect(pekkas.map((m) => ({ to: m.envelopeTo, subject: m.subject }))).toEqual([
      { to: ['pekka.hamalainen@example.com'], subject: 'Salasanasi on vaihdettu' },
    ])
    expect(await auditRowsOf(t.db, 'WEAK_LOGIN_CREDENTIALS_UPDATE', pekka)).toHaveLength(1)
    await call(strong, 'PUT', url, { username: null, password: oldPassword + 'x' })
  })

  it('needs a strong login', async () => {
    const res = await call(await as('weak-login', 'WEAK'), 'PUT', url, { username: null, password: GOOD })
    expect(res.status).toBe(403)
    expect(res.body.errorCode).toBe('STRONG_AUTH_REQUIRED')
    expect((await call(null, 'PUT', url, { username: null, password: GOOD })).status).toBe(401)
  })
})

describe('emails', () => {
  it('the verification code arrives by email in the person’s language', async () => {
    const id = await personIdOf('no-placements')
    await t.db.updateTable('person').set({ language: 'en' }).where('id', '=', id).execute()
    const res = await call(await as('no-placements'), 'POST', '/api/citizen/personal-data/email-verification-code')
    expect(res.status).toBe(200)
    await runJobs()
    expect(inbox.received).toHaveLength(1)
    const mail = inbox.received[0]!
    expect(mail.envelopeTo).toEqual(['matti.jarvinen@example.com'])
    expect(mail.subject).toBe('Email address verification code')
    expect(mail.text).toMatch(/Your verification code is \d{6}\./)
    expect(mail.text).toContain('within 2 hours')
    await t.db.updateTable('person').set({ language: null }).where('id', '=', id).execute()
    await t.db.deleteFrom('person_email_verification').execute()
  })

  it('a turned-off notification type sends nothing: a staff message to the guardian emails only when on', async () => {
    const cookie = await as('preschool', 'WEAK')
    const kaisa = await personIdOf('preschool')
    const group = await t.db.selectFrom('daycare_group').select('id').executeTakeFirstOrThrow()
    const staffMessage = async () => {
      const res = await call(null, 'POST', '/api/dev/messages', {
        sender: { groupId: group.id },
        recipientPersonIds: [kaisa],
        title: 'Retki',
        content: 'Huomenna retkelle',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const settings = '/api/citizen/personal-data/notification-settings'
    expect((await call(cookie, 'PUT', settings, ['MESSAGE_NOTIFICATION'])).status).toBe(200)
    await staffMessage()
    await runJobs()
    // Kaisa's emails (the demo's reminders to others go out in the same runs)
    const kaisas = () => inbox.received.filter((m) => m.envelopeTo.includes('kaisa.lehtonen@example.com'))
    expect(kaisas()).toEqual([])
    expect(await t.db.selectFrom('email_outbox').selectAll().where('person_id', '=', kaisa).execute()).toEqual([])

    expect((await call(cookie, 'PUT', settings, [])).status).toBe(200)
    await staffMessage()
    await runJobs()
    expect(kaisas().map((m) => [m.envelopeTo, m.subject])).toEqual([[['kaisa.lehtonen@example.com'], 'Uusi viesti']])
  })
})

describe('secrets', () => {
  it('no password or code reaches the log, an answer or an audit row', async () => {
    logLines.length = 0
    const id = await personIdOf('foster-parent')
    const strong = await as('foster-parent')
    const secret = 'Salainen-Vesiputous-71#Z'
    const answers: string[] = []
    const send = async (method: 'PUT' | 'POST', path: string, payload?: unknown) => {
      const res = await call(strong, method, path, payload, sending)
      answers.push(JSON.stringify(res.body), JSON.stringify(res.headers))
      return res
    }
    // A code for a new address, a wrong try and the right one
    await send('PUT', '/api/citizen/personal-data', {
      preferredName: 'Riitta',
      phone: '0401234566',
      backupPhone: '',
      email: 'riitta.uusi@example.com',
    })
    const v = (await send('POST', '/api/citizen/personal-data/email-verification-code')).body as { id: string }
    const code = await verificationCodeOf(t.db, id)
    await send('POST', '/api/citizen/personal-data/email-verification', {
      id: v.id,
      code: code === '999999' ? '999998' : '999999',
    })
    expect((await send('POST', '/api/citizen/personal-data/email-verification', { id: v.id, code })).status).toBe(200)
    // A refused password, an accepted one, a login with it and a wrong one
    await send('PUT', url, { username: 'riitta.uusi@example.com', password: 'Password123456789!' })
    expect((await send('PUT', url, { username: 'riitta.uusi@example.com', password: secret })).status).toBe(200)
    const good = await weakLogin(sending, 'riitta.uusi@example.com', secret)
    const bad = await weakLogin(sending, 'riitta.uusi@example.com', `${secret}x`)
    answers.push(good.body, bad.body, JSON.stringify(good.headers))
    await runJobs()

    const log = logLines.join('\n')
    expect(log.length).toBeGreaterThan(0)
    const audit = JSON.stringify(await t.db.selectFrom('audit_event').selectAll().execute())
    for (const text of [log, answers.join('\n'), audit]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(code)
      expect(text).not.toContain('Password123456789!')
    }
    // The hash only is stored
    const stored = await t.db
      .selectFrom('citizen_user')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored.password_hash).toMatch(/^\$argon2id\$/)
    const verification = JSON.stringify(await t.db.selectFrom('person_email_verification').selectAll().execute())
    expect(verification).not.toContain(code)
  })
})
