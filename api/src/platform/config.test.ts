import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { loadConfig, testConfig } from './config'
import { DEV_VAPID_KEYS_FILE, isVapidKeyPair } from './web-push/settings'

describe('loadConfig', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      sessionTimeoutMinutes: 32,
      weakLoginRateLimit: 20,
      auditRetentionDays: 730,
      databaseUrl: null,
      embeddedPgPort: 5488,
      dataDir: '.data',
      devApi: true,
      cookieSecure: null,
      saml: null,
    })
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SESSION_TIMEOUT_MINUTES', '0'],
    ['SESSION_TIMEOUT_MINUTES', 'soon'],
    ['WEAK_LOGIN_RATE_LIMIT', '-1'],
    ['AUDIT_RETENTION_DAYS', '0'],
    ['AUDIT_RETENTION_DAYS', 'forever'],
    ['NODE_ENV', 'staging'],
    ['DEV_API', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['BASE_URL', 'not a url'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`))
  })

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      SESSION_TIMEOUT_MINUTES: '45',
      DATABASE_URL: 'postgres://db/x',
      COOKIE_SECURE: 'false',
      WEAK_LOGIN_RATE_LIMIT: '5',
    })
    expect(config).toMatchObject({
      port: 8080,
      sessionTimeoutMinutes: 45,
      databaseUrl: 'postgres://db/x',
      cookieSecure: false,
      weakLoginRateLimit: 5,
    })
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SESSION_TIMEOUT_MINUTES: '' })).toMatchObject({
      port: 3000,
      sessionTimeoutMinutes: 32,
    })
  })

  describe('SAML', () => {
    const pem = (label: string, body: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`
    const complete = {
      BASE_URL: 'https://portal.example.fi/',
      SFI_SAML_ISSUER: 'https://portal.example.fi/sp',
      SFI_SAML_PRIVATE_KEY: pem('PRIVATE KEY', 'AAAA'),
      SFI_SAML_PUBLIC_CERT: pem('CERTIFICATE', 'BBBB'),
      SFI_SAML_IDP_ENTITY_ID: 'https://idp.example/idp',
      SFI_SAML_ENTRYPOINT: 'https://idp.example/sso',
      SFI_SAML_LOGOUT_URL: 'https://idp.example/slo',
      SFI_SAML_IDP_CERT: `${pem('CERTIFICATE', 'CCCC')}\n${pem('CERTIFICATE', 'DDDD')}`,
    }

    it('is off without any SFI_SAML_ variable', () => {
      expect(loadConfig({ BASE_URL: 'https://portal.example.fi' }).saml).toBeNull()
    })

    it('derives the callback URLs, the decryption key and a list of IdP certificates', () => {
      expect(loadConfig(complete).saml).toMatchObject({
        issuer: 'https://portal.example.fi/sp',
        callbackUrl: 'https://portal.example.fi/api/citizen/auth/sfi/login/callback',
        logoutCallbackUrl: 'https://portal.example.fi/api/citizen/auth/sfi/logout/callback',
        decryptionKey: complete.SFI_SAML_PRIVATE_KEY,
        decryptionCert: complete.SFI_SAML_PUBLIC_CERT,
        idp: {
          metadata: null,
          entityId: 'https://idp.example/idp',
          ssoUrl: 'https://idp.example/sso',
          sloUrl: 'https://idp.example/slo',
          certs: [pem('CERTIFICATE', 'CCCC'), pem('CERTIFICATE', 'DDDD')],
        },
        authnContext: [],
        loginRateLimit: 60,
      })
      // Comma-separated base64 bodies are certificates too
      expect(loadConfig({ ...complete, SFI_SAML_IDP_CERT: 'CCCC, DDDD' }).saml!.idp.certs).toEqual([
        pem('CERTIFICATE', 'CCCC'),
        pem('CERTIFICATE', 'DDDD'),
      ])
    })

    it('reads keys and certificates from files', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saml-config-'))
      fs.writeFileSync(path.join(dir, 'sp.key'), complete.SFI_SAML_PRIVATE_KEY)
      fs.writeFileSync(path.join(dir, 'idp.crt'), complete.SFI_SAML_IDP_CERT)
      const saml = loadConfig({
        ...complete,
        SFI_SAML_PRIVATE_KEY: path.join(dir, 'sp.key'),
        SFI_SAML_IDP_CERT: path.join(dir, 'idp.crt'),
      }).saml!
      expect(saml.privateKey).toBe(complete.SFI_SAML_PRIVATE_KEY)
      expect(saml.idp.certs).toHaveLength(2)
      expect(() => loadConfig({ ...complete, SFI_SAML_PRIVATE_KEY: path.join(dir, 'missing.key') })).toThrow(
        /SFI_SAML_PRIVATE_KEY/,
      )
    })

    it('takes the IdP from its metadata instead, a file or a URL', () => {
      const { SFI_SAML_IDP_ENTITY_ID, SFI_SAML_ENTRYPOINT, SFI_SAML_LOGOUT_URL, SFI_SAML_IDP_CERT, ...sp } = complete
      expect(loadConfig({ ...sp, SFI_SAML_IDP_METADATA: 'https://idp.example/metadata.xml' }).saml!.idp).toEqual({
        metadata: { kind: 'url', url: 'https://idp.example/metadata.xml' },
        entityId: null,
        ssoUrl: null,
        sloUrl: null,
        certs: [],
      })
      expect(loadConfig({ ...sp, SFI_SAML_IDP_METADATA: '/etc/idp.xml' }).saml!.idp.metadata).toEqual({
        kind: 'file',
        path: '/etc/idp.xml',
      })
      expect(() => loadConfig({ ...sp, SFI_SAML_IDP_METADATA: 'http://idp.example/metadata.xml' })).toThrow(
        /SFI_SAML_IDP_METADATA: must be https/,
      )
      expect(loadConfig({ ...sp, SFI_SAML_IDP_METADATA: 'http://127.0.0.1:9000/metadata.xml' }).saml).not.toBeNull()
    })

    it.each([
      ['SFI_SAML_ISSUER'],
      ['SFI_SAML_PRIVATE_KEY'],
      ['SFI_SAML_PUBLIC_CERT'],
      ['SFI_SAML_IDP_ENTITY_ID'],
      ['SFI_SAML_ENTRYPOINT'],
      ['SFI_SAML_LOGOUT_URL'],
      ['SFI_SAML_IDP_CERT'],
      ['BASE_URL'],
    ])('refuses a partial configuration without %s instead of falling back to the dev IdP', (name) => {
      expect(() => loadConfig({ ...complete, [name]: undefined })).toThrow(
        new RegExp(`Invalid configuration:[\\s\\S]*${name}: required`),
      )
    })

    it('refuses an IdP certificate that is not one', () => {
      expect(() => loadConfig({ ...complete, SFI_SAML_IDP_CERT: 'not a cert!' })).toThrow(
        /SFI_SAML_IDP_CERT: not a certificate/,
      )
    })
  })

  describe('email', () => {
    const base = { BASE_URL: 'https://portal.example.fi/', EMAIL_FROM: 'Varhaiskasvatus <noreply@example.fi>' }

    it('sends nothing by default, and links to the local server', () => {
      expect(loadConfig({ PORT: '4000' }).email).toEqual({
        smtp: null,
        from: null,
        replyTo: null,
        linkBaseUrl: 'http://localhost:4000',
      })
    })

    it('takes SMTP_URL as it is', () => {
      const config = loadConfig({ ...base, SMTP_URL: 'smtps://user:secret@smtp.example.fi:465' })
      expect(config.email).toEqual({
        smtp: { kind: 'url', url: 'smtps://user:secret@smtp.example.fi:465' },
        from: 'Varhaiskasvatus <noreply@example.fi>',
        replyTo: null,
        linkBaseUrl: 'https://portal.example.fi',
      })
    })

    it('takes a host with the port its TLS mode implies, and the credentials', () => {
      const env = { ...base, SMTP_HOST: 'smtp.example.fi', EMAIL_REPLY_TO: 'info@example.fi' }
      expect(loadConfig(env).email.smtp).toEqual({
        kind: 'host',
        host: 'smtp.example.fi',
        port: 587,
        tls: 'starttls',
        user: null,
        password: null,
      })
      expect(loadConfig(env).email.replyTo).toBe('info@example.fi')
      expect(loadConfig({ ...env, SMTP_TLS: 'implicit', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).email.smtp).toEqual({
        kind: 'host',
        host: 'smtp.example.fi',
        port: 465,
        tls: 'implicit',
        user: 'u',
        password: 'p',
      })
      expect(loadConfig({ ...env, SMTP_TLS: 'none', SMTP_PORT: '2525' }).email.smtp).toMatchObject({ port: 2525 })
    })

    it.each([
      [{ SMTP_URL: 'http://smtp.example.fi' }, 'SMTP_URL: expected smtp://'],
      [{ SMTP_URL: 'smtp://a.example.fi', SMTP_HOST: 'b.example.fi' }, 'SMTP_URL: give SMTP_URL or SMTP_HOST'],
      [{ SMTP_URL: 'smtp://a.example.fi', SMTP_PORT: '25' }, 'SMTP_URL: SMTP_PORT go with SMTP_HOST'],
      [{ SMTP_PORT: '25' }, 'SMTP_HOST: required with SMTP_PORT'],
      [{ SMTP_HOST: 'smtp.example.fi', SMTP_PORT: '0' }, 'SMTP_PORT'],
      [{ SMTP_HOST: 'smtp.example.fi', SMTP_TLS: 'yes' }, 'SMTP_TLS'],
      [{ SMTP_HOST: 'smtp.example.fi', SMTP_USER: 'u' }, 'SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together'],
      [{ SMTP_HOST: 'smtp.example.fi', EMAIL_FROM: undefined }, 'EMAIL_FROM: required with SMTP'],
      [{ SMTP_HOST: 'smtp.example.fi', BASE_URL: undefined }, 'BASE_URL: required with SMTP'],
      [{ EMAIL_FROM: 'Varhaiskasvatus <not an address>' }, 'EMAIL_FROM: expected an email address'],
      [{ EMAIL_REPLY_TO: 'nobody' }, 'EMAIL_REPLY_TO'],
    ])('refuses %o: %s', (env, message) => {
      expect(() => loadConfig({ ...base, ...env })).toThrow(message)
    })
  })

  describe('passkeys (WebAuthn)', () => {
    it('default to localhost and the port (and the Vite dev server outside production)', () => {
      expect(loadConfig({ PORT: '3100' }).webauthn).toEqual({
        rpId: 'localhost',
        rpName: 'Varhaiskasvatus',
        origins: ['http://localhost:3100', 'http://localhost:5173'],
      })
      expect(loadConfig({ BASE_URL: 'https://portal.example.fi/' }).webauthn).toMatchObject({
        rpId: 'portal.example.fi',
        origins: ['https://portal.example.fi'],
      })
    })

    it('take the relying party and origins from the environment', () => {
      const config = loadConfig({
        WEBAUTHN_RP_ID: 'example.fi',
        WEBAUTHN_RP_NAME: 'Espoon varhaiskasvatus',
        WEBAUTHN_ORIGINS: 'https://portal.example.fi, https://www.example.fi/',
      })
      expect(config.webauthn).toEqual({
        rpId: 'example.fi',
        rpName: 'Espoon varhaiskasvatus',
        origins: ['https://portal.example.fi', 'https://www.example.fi'],
      })
    })

    it.each([
      [{ WEBAUTHN_RP_ID: 'other.fi', BASE_URL: 'https://portal.example.fi' }, 'WEBAUTHN_RP_ID: other.fi is not'],
      [{ WEBAUTHN_RP_ID: 'https://example.fi' }, 'WEBAUTHN_RP_ID: expected a host name'],
      [{ WEBAUTHN_ORIGINS: 'https://portal.example.fi/path' }, 'WEBAUTHN_ORIGINS: expected origins'],
      [{ WEBAUTHN_ORIGINS: 'portal.example.fi' }, 'WEBAUTHN_ORIGINS'],
    ])('refuses %o: %s', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message)
    })
  })

  describe('Web Push', () => {
    const pair = webpush.generateVAPIDKeys()
    const other = webpush.generateVAPIDKeys()
    const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }
    const subject = { VAPID_SUBJECT: 'mailto:varhaiskasvatus@example.fi' }
    const production = { NODE_ENV: 'production', TRUST_PROXY: '1' }
    const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'))

    it('takes the keys and the subject from the environment', () => {
      expect(loadConfig({ ...production, ...keys, ...subject }).webPush).toEqual({
        ...pair,
        subject: subject.VAPID_SUBJECT,
      })
      expect(loadConfig({ ...keys, VAPID_SUBJECT: 'https://portal.example.fi/contact' }).webPush).toMatchObject(pair)
    })

    it('is off in production without keys, and with WEB_PUSH=false', () => {
      expect(loadConfig(production).webPush).toBeNull()
      expect(loadConfig({ WEB_PUSH: 'false', DATA_DIR: dataDir() }).webPush).toBeNull()
      expect(loadConfig({ ...keys, ...subject, WEB_PUSH: 'false' }).webPush).toBeNull()
    })

    it('makes a development key pair under DATA_DIR once, outside production', () => {
      const dir = dataDir()
      const first = loadConfig({ DATA_DIR: dir }).webPush!
      expect(isVapidKeyPair(first)).toBe(true)
      expect(first.subject).toMatch(/^mailto:/)
      expect(fs.statSync(path.join(dir, DEV_VAPID_KEYS_FILE)).mode & 0o077).toBe(0)
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).webPush).toEqual(first)
      expect(loadConfig({ DATA_DIR: dataDir() }).webPush!.publicKey).not.toBe(first.publicKey)
      // Keys given win over the development pair
      expect(loadConfig({ DATA_DIR: dir, ...keys, ...subject }).webPush!.publicKey).toBe(pair.publicKey)
    })

    it('refuses a development key file that is not a key pair', () => {
      const dir = dataDir()
      fs.writeFileSync(
        path.join(dir, DEV_VAPID_KEYS_FILE),
        JSON.stringify({ publicKey: pair.publicKey, privateKey: other.privateKey }),
      )
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
        /DATA_DIR: the development VAPID keys .* not a VAPID key pair/,
      )
    })

    it.each<[Record<string, string>, RegExp]>([
      [
        { VAPID_PUBLIC_KEY: pair.publicKey, ...subject },
        /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
      ],
      [
        { VAPID_PRIVATE_KEY: pair.privateKey, ...subject },
        /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
      ],
      [{ ...keys }, /VAPID_SUBJECT: required with the VAPID keys/],
      [
        { ...keys, VAPID_PUBLIC_KEY: other.publicKey, ...subject },
        /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
      ],
      [
        { ...keys, VAPID_PUBLIC_KEY: pair.privateKey, ...subject },
        /VAPID_PUBLIC_KEY: expected the base64url of an uncompressed P-256/,
      ],
      [
        { ...keys, VAPID_PRIVATE_KEY: pair.publicKey, ...subject },
        /VAPID_PRIVATE_KEY: expected the base64url of a 32-byte/,
      ],
      [{ ...keys, VAPID_PRIVATE_KEY: 'not+base64url/==', ...subject }, /VAPID_PRIVATE_KEY: expected/],
      [{ ...keys, VAPID_SUBJECT: 'varhaiskasvatus@example.fi' }, /VAPID_SUBJECT: expected mailto:address or an https/],
      [{ ...keys, VAPID_SUBJECT: 'http://portal.example.fi' }, /VAPID_SUBJECT: expected mailto:address or an https/],
      [{ ...production, WEB_PUSH: 'true' }, /VAPID_PUBLIC_KEY: required with WEB_PUSH=true in production/],
    ])('refuses %o', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message)
    })
  })

  it('gives tests a quiet configuration with the test aids on', () => {
    expect(testConfig()).toMatchObject({ production: false, devApi: true, mockedTime: true, logLevel: 'silent' })
    expect(testConfig({ sessionTimeoutMinutes: 5 }).sessionTimeoutMinutes).toBe(5)
  })
})
