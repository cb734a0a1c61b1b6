import { describe, expect, it } from 'vitest'
import { loadConfig, testConfig } from './config'

describe('loadConfig', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      sessionTimeoutMinutes: 32,
      weakLoginRateLimit: 20,
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
    expect(loadConfig({ PORT: '', SESSION_TIMEOUT_MINUTES: '' })).toMatchObject({ port: 3000, sessionTimeoutMinutes: 32 })
  })

  it('turns SAML on only when entry point, issuer and certificate are all set', () => {
    const saml = { SFI_SAML_ENTRYPOINT: 'https://idp.example/sso', SFI_SAML_ISSUER: 'citizen', SFI_SAML_IDP_CERT: 'MIIC' }
    expect(loadConfig({ ...saml, SFI_SAML_IDP_CERT: undefined }).saml).toBeNull()
    expect(loadConfig({ ...saml, BASE_URL: 'https://portal.example.fi' }).saml).toMatchObject({
      entryPoint: 'https://idp.example/sso',
      callbackUrl: 'https://portal.example.fi/api/citizen/auth/sfi/login/callback',
    })
  })

  it('gives tests a quiet configuration with the test aids on', () => {
    expect(testConfig()).toMatchObject({ production: false, devApi: true, mockedTime: true, logLevel: 'silent' })
    expect(testConfig({ sessionTimeoutMinutes: 5 }).sessionTimeoutMinutes).toBe(5)
  })
})
