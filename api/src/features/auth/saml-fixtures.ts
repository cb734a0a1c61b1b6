import zlib from 'node:zlib'
import { beforeAll, beforeEach, expect } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { ServiceProviderInstance } from 'samlify'
import type { Persona } from '@citizen/contract'
import { persona, resetDemo, sessionCookieOf, useTestApp } from '../../../test/harness'
import { keyPair, TestIdp, type KeyPair } from '../../../test/saml-idp'
import { loadConfig, type Config } from '../../platform/config'
import { SAML_REQUEST_COOKIE } from './saml'

export const BASE_URL = 'https://portal.example.fi'
const CALLBACK = '/api/citizen/auth/sfi/login/callback'
export const CALLBACK_URL = `${BASE_URL}${CALLBACK}`
export const SLO = '/api/citizen/auth/sfi/logout/callback'
export const METADATA = '/api/citizen/auth/sfi/metadata'
export const IDP_ENTITY = 'https://idp.test/idp1'
export const HOST = 'portal.example.fi'

/** The keys, identity providers and app of a SAML test file, set before its tests */
interface SamlState {
  personas: Persona[]
  spKeys: KeyPair
  idpKeys: KeyPair
  nextKeys: KeyPair
  /** Signs with the configured certificate */
  idp: TestIdp
  /** The same IdP after it switched to its next certificate */
  idpNext: TestIdp
  /** The same IdP not encrypting (responses whose plaintext an attacker could edit) */
  plainIdp: TestIdp
  /** Configured with idpKeys only */
  app: FastifyInstance
  sp: ServiceProviderInstance
}

/** A test app, a demo municipality and a SAML identity provider for the Suomi.fi tests, with their helpers */
export function useSamlTest() {
  const t = useTestApp()
  const s = {} as SamlState

  function samlConfig(env: Record<string, string> = {}): NonNullable<Config['saml']> {
    const saml = loadConfig({
      NODE_ENV: 'test',
      BASE_URL,
      SFI_SAML_ISSUER: `${BASE_URL}/sp`,
      SFI_SAML_PRIVATE_KEY: s.spKeys.key,
      SFI_SAML_PUBLIC_CERT: s.spKeys.cert,
      SFI_SAML_IDP_ENTITY_ID: IDP_ENTITY,
      SFI_SAML_ENTRYPOINT: s.idp.ssoUrl,
      SFI_SAML_LOGOUT_URL: s.idp.sloUrl,
      SFI_SAML_IDP_CERT: s.idpKeys.cert,
      SFI_SAML_LOGIN_RATE_LIMIT: '10000',
      ...env,
    }).saml
    if (!saml) throw new Error('SAML is not on')
    return saml
  }

  beforeAll(async () => {
    s.personas = await resetDemo(t.app)
    ;[s.spKeys, s.idpKeys, s.nextKeys] = await Promise.all([
      keyPair('portal.example.fi'),
      keyPair('idp-2025'),
      keyPair('idp-2026'),
    ])
    s.idp = new TestIdp({ entityId: IDP_ENTITY, baseUrl: 'https://idp.test', signing: [s.idpKeys] })
    s.idpNext = new TestIdp({ entityId: IDP_ENTITY, baseUrl: 'https://idp.test', signing: [s.nextKeys] })
    s.plainIdp = new TestIdp({
      entityId: IDP_ENTITY,
      baseUrl: 'https://idp.test',
      signing: [s.idpKeys],
      encrypt: false,
    })
    s.app = await t.newApp({ saml: samlConfig() })
    // The IdP knows us by the metadata we serve
    s.sp = s.idp.serviceProvider((await s.app.inject({ method: 'GET', url: METADATA })).body)
  }, 60_000)

  beforeEach(async () => {
    await t.db.deleteFrom('session').execute()
    await t.db.deleteFrom('saml_request').execute()
  })

  const sessions = () => t.db.selectFrom('session').selectAll().execute()
  const pendingRequests = () => t.db.selectFrom('saml_request').selectAll().execute()

  interface StartedLogin {
    location: string
    /** "citizen.saml-request=<id>" */
    cookie: string
    requestId: string
    res: LightMyRequestResponse
  }

  async function startLogin(
    target = s.app,
    relayState = '/applications',
    remoteAddress?: string,
  ): Promise<StartedLogin> {
    const res = await target.inject({
      method: 'GET',
      url: `/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent(relayState)}`,
      headers: { host: HOST },
      ...(remoteAddress ? { remoteAddress } : {}),
    })
    expect(res.statusCode, res.body).toBe(302)
    const cookie = res.cookies.find((c) => c.name === SAML_REQUEST_COOKIE)!
    return {
      location: res.headers.location as string,
      cookie: `${cookie.name}=${cookie.value}`,
      requestId: cookie.value,
      res,
    }
  }

  function postResponse(samlResponse: string, cookie: string | null, target = s.app, relayState = '/applications') {
    return target.inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        host: HOST,
        'content-type': 'application/x-www-form-urlencoded',
        // The IdP's page posts cross-site
        origin: 'https://idp.test',
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
    })
  }

  /** Login answer: where it redirects and whether a session was made */
  function expectRefused(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/login?loginError=true')
    expect(res.cookies.find((c) => c.name === 'citizen.session')).toBeUndefined()
  }

  function expectLoggedIn(res: LightMyRequestResponse, location = '/applications') {
    expect(res.statusCode, res.body).toBe(302)
    expect(res.headers.location).toBe(location)
    expect(sessionCookieOf(res)).toMatch(/^citizen\.session=/)
  }

  const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8')
  const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64')
  const inflate = (b64: string) => zlib.inflateRawSync(Buffer.from(b64, 'base64')).toString('utf8')

  const mikko = () => {
    const p = persona(s.personas, 'three-children-1')
    return { ssn: p.ssn, firstName: p.firstName, lastName: p.lastName }
  }
  const aino = () => {
    const p = persona(s.personas, 'one-child')
    return { ssn: p.ssn, firstName: p.firstName, lastName: p.lastName }
  }

  /** A started login and the IdP's good response fields for it */
  async function loginAt(target = s.app, who = mikko()) {
    const login = await startLogin(target)
    const request = await s.idp.authnRequest(s.sp, login.location)
    return { login, request, fields: s.idp.responseFields(s.sp, request.id, who) }
  }

  async function completeLogin(target = s.app, who = mikko(), signer = s.idp) {
    const { login, fields } = await loginAt(target, who)
    const res = await postResponse(await signer.loginResponse(s.sp, fields), login.cookie, target)
    expectLoggedIn(res)
    return { cookie: sessionCookieOf(res), fields }
  }

  return {
    t,
    s,
    samlConfig,
    sessions,
    pendingRequests,
    startLogin,
    postResponse,
    expectRefused,
    expectLoggedIn,
    decode,
    encode,
    inflate,
    mikko,
    aino,
    loginAt,
    completeLogin,
  }
}
