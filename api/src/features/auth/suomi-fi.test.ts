import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { ServiceProviderInstance } from 'samlify'
import type { Persona } from '@citizen/contract'
import { csrf, persona, resetDemo, sessionCookieOf, useTestApp } from '../../../test/harness'
import { keyPair, RSA_SHA256, signedOctets, TestIdp, type KeyPair, type ResponseFields } from '../../../test/saml-idp'
import { loadConfig, type Config } from '../../platform/config'
import { deleteExpiredSamlRequests, SAML_REQUEST_COOKIE, SAML_REQUEST_TTL_MS } from './saml'

// Strong identification against a real SAML identity provider (samlify) shaped like Suomi.fi:
// encrypted assertions, SHA-256, single logout both ways, key rotation and the attacks that must
// keep failing. Every refused response has a control beside it that is accepted.

const t = useTestApp()
let personas: Persona[]

const BASE_URL = 'https://portal.example.fi'
const CALLBACK = '/api/citizen/auth/sfi/login/callback'
const CALLBACK_URL = `${BASE_URL}${CALLBACK}`
const SLO = '/api/citizen/auth/sfi/logout/callback'
const METADATA = '/api/citizen/auth/sfi/metadata'
const IDP_ENTITY = 'https://idp.test/idp1'
const HOST = 'portal.example.fi'

let spKeys: KeyPair
let idpKeys: KeyPair
let nextKeys: KeyPair
/** Signs with the configured certificate */
let idp: TestIdp
/** The same IdP after it switched to its next certificate */
let idpNext: TestIdp
/** The same IdP not encrypting (responses whose plaintext an attacker could edit) */
let plainIdp: TestIdp
/** Configured with idpKeys only */
let app: FastifyInstance
let sp: ServiceProviderInstance

function samlConfig(env: Record<string, string> = {}): NonNullable<Config['saml']> {
  const saml = loadConfig({
    NODE_ENV: 'test',
    BASE_URL,
    SFI_SAML_ISSUER: `${BASE_URL}/sp`,
    SFI_SAML_PRIVATE_KEY: spKeys.key,
    SFI_SAML_PUBLIC_CERT: spKeys.cert,
    SFI_SAML_IDP_ENTITY_ID: IDP_ENTITY,
    SFI_SAML_ENTRYPOINT: idp.ssoUrl,
    SFI_SAML_LOGOUT_URL: idp.sloUrl,
    SFI_SAML_IDP_CERT: idpKeys.cert,
    SFI_SAML_LOGIN_RATE_LIMIT: '10000',
    ...env,
  }).saml
  if (!saml) throw new Error('SAML is not on')
  return saml
}

beforeAll(async () => {
  personas = await resetDemo(t.app)
  ;[spKeys, idpKeys, nextKeys] = await Promise.all([
    keyPair('portal.example.fi'),
    keyPair('idp-2025'),
    keyPair('idp-2026'),
  ])
  idp = new TestIdp({ entityId: IDP_ENTITY, baseUrl: 'https://idp.test', signing: [idpKeys] })
  idpNext = new TestIdp({ entityId: IDP_ENTITY, baseUrl: 'https://idp.test', signing: [nextKeys] })
  plainIdp = new TestIdp({ entityId: IDP_ENTITY, baseUrl: 'https://idp.test', signing: [idpKeys], encrypt: false })
  app = await t.newApp({ saml: samlConfig() })
  // The IdP knows us by the metadata we serve
  sp = idp.serviceProvider((await app.inject({ method: 'GET', url: METADATA })).body)
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

async function startLogin(target = app, relayState = '/applications', remoteAddress?: string): Promise<StartedLogin> {
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

function postResponse(samlResponse: string, cookie: string | null, target = app, relayState = '/applications') {
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
  const p = persona(personas, 'three-children-1')
  return { ssn: p.ssn, firstName: p.firstName, lastName: p.lastName }
}
const aino = () => {
  const p = persona(personas, 'one-child')
  return { ssn: p.ssn, firstName: p.firstName, lastName: p.lastName }
}

/** A started login and the IdP's good response fields for it */
async function loginAt(target = app, who = mikko()) {
  const login = await startLogin(target)
  const request = await idp.authnRequest(sp, login.location)
  return { login, request, fields: idp.responseFields(sp, request.id, who) }
}

async function completeLogin(target = app, who = mikko(), signer = idp) {
  const { login, fields } = await loginAt(target, who)
  const res = await postResponse(await signer.loginResponse(sp, fields), login.cookie, target)
  expectLoggedIn(res)
  return { cookie: sessionCookieOf(res), fields }
}

describe('login through the SAML identity provider', () => {
  it('sends a signed AuthnRequest (RSA-SHA256) and logs in with an encrypted assertion', async () => {
    const { login, request, fields } = await loginAt()
    // The redirect goes to the IdP with a request it verifies (signature and SAML schema)
    expect(login.location.startsWith(`${idp.ssoUrl}?`)).toBe(true)
    const query = new URL(login.location).searchParams
    expect(query.get('SigAlg')).toBe(RSA_SHA256)
    expect(query.get('RelayState')).toBe('/applications')
    expect(
      crypto.verify(
        'sha256',
        Buffer.from(signedOctets(login.location, 'SAMLRequest')),
        spKeys.cert,
        Buffer.from(query.get('Signature')!, 'base64'),
      ),
    ).toBe(true)
    expect(request.xml).toContain(`Destination="${idp.ssoUrl}"`)
    expect(request.xml).toContain(`AssertionConsumerServiceURL="${CALLBACK_URL}"`)
    expect(request.xml).toContain(`>${BASE_URL}/sp</saml:Issuer>`)
    // No PasswordProtectedTransport (nor any context): Suomi.fi reads the methods from the metadata
    expect(request.xml).not.toContain('RequestedAuthnContext')

    // The request is pending, bound to this browser by a short-lived cross-site cookie
    expect((await pendingRequests()).map((r) => [r.id, r.client])).toEqual([[request.id, '127.0.0.1']])
    const cookie = login.res.cookies.find((c) => c.name === SAML_REQUEST_COOKIE)!
    expect(cookie).toMatchObject({
      value: request.id,
      path: '/api/citizen/auth/sfi/login',
      httpOnly: true,
      secure: true,
      sameSite: 'None',
      maxAge: SAML_REQUEST_TTL_MS / 1000,
    })

    const response = await idp.loginResponse(sp, fields)
    const xml = decode(response)
    expect(xml).toContain('EncryptedAssertion')
    expect(xml).not.toContain(mikko().ssn)

    const res = await postResponse(response, login.cookie)
    expectLoggedIn(res)
    // The request cookie is cleared and the pending request used up
    expect(res.cookies.find((c) => c.name === SAML_REQUEST_COOKIE)).toMatchObject({
      value: '',
      path: '/api/citizen/auth/sfi/login',
    })
    expect(await pendingRequests()).toEqual([])
    const person = await t.db
      .selectFrom('person')
      .select('id')
      .where('social_security_number', '=', mikko().ssn)
      .executeTakeFirstOrThrow()
    expect(await sessions()).toEqual([
      expect.objectContaining({
        person_id: person.id,
        auth_level: 'STRONG',
        auth_type: 'sfi',
        saml_name_id: fields.nameId,
        saml_session_index: fields.sessionIndex,
      }),
    ])
    const status = await app.inject({
      method: 'GET',
      url: '/api/citizen/auth/status',
      headers: { cookie: sessionCookieOf(res) },
    })
    expect(status.json()).toMatchObject({ loggedIn: true, authLevel: 'STRONG', user: { details: { id: person.id } } })
  })

  it('creates a person the municipality does not know yet', async () => {
    const { login, fields } = await loginAt(app, { ssn: '010170-999R', firstName: 'Uusi', lastName: 'Asukas' })
    expectLoggedIn(await postResponse(await idp.loginResponse(sp, fields), login.cookie))
    expect(
      await t.db
        .selectFrom('person')
        .select(['first_name', 'last_name', 'date_of_birth'])
        .where('social_security_number', '=', '010170-999R')
        .executeTakeFirst(),
    ).toMatchObject({
      first_name: 'Uusi',
      last_name: 'Asukas',
    })
  })

  it('asks for the configured authentication context instead', async () => {
    const other = await t.newApp({
      saml: samlConfig({ SFI_SAML_AUTHN_CONTEXT: 'http://ftn.ficora.fi/2017/loa3, http://eidas.europa.eu/LoA/high' }),
    })
    const { request } = { request: await idp.authnRequest(sp, (await startLogin(other)).location) }
    expect(request.xml).toContain('Comparison="minimum"')
    expect(request.xml).toContain('http://ftn.ficora.fi/2017/loa3</saml:AuthnContextClassRef>')
    expect(request.xml).toContain('http://eidas.europa.eu/LoA/high</saml:AuthnContextClassRef>')
    expect(request.xml).not.toContain('PasswordProtectedTransport')
  })

  it('refuses a response posted by a client without the request cookie (and keeps it for the browser that asked)', async () => {
    const { login, fields } = await loginAt()
    const response = await idp.loginResponse(sp, fields)
    expectRefused(await postResponse(response, null))
    expect(await sessions()).toEqual([])
    // Nor with the cookie of a login another browser started
    const other = await startLogin()
    expectRefused(await postResponse(response, other.cookie))
    expect(await sessions()).toEqual([])
    // The browser that started the login still gets in
    expectLoggedIn(await postResponse(response, login.cookie))
  })

  it('refuses a response to a pending request past its lifetime, and the daily job deletes it', async () => {
    const { login, request, fields } = await loginAt()
    const fresh = await startLogin()
    await t.db
      .updateTable('saml_request')
      .set({ created_at: new Date(Date.now() - SAML_REQUEST_TTL_MS - 1000) })
      .where('id', '=', request.id)
      .execute()
    expectRefused(await postResponse(await idp.loginResponse(sp, fields), login.cookie))
    expect(await sessions()).toEqual([])

    // A stale row the callback never saw is cleaned by the daily job; a fresh one stays
    const stale = await startLogin()
    await t.db
      .updateTable('saml_request')
      .set({ created_at: new Date(Date.now() - SAML_REQUEST_TTL_MS - 1000) })
      .where('id', '=', stale.requestId)
      .execute()
    const run = await t.app.inject({ method: 'POST', url: '/api/dev/run-jobs', headers: csrf })
    expect(run.statusCode).toBe(200)
    expect((await pendingRequests()).map((r) => r.id)).toEqual([fresh.requestId])
    expect(await deleteExpiredSamlRequests(t.db, new Date(Date.now() + SAML_REQUEST_TTL_MS + 1000))).toBe(1)
  })

  it('limits the logins one client can start', async () => {
    const limited = await t.newApp({ saml: samlConfig({ SFI_SAML_LOGIN_RATE_LIMIT: '3' }) })
    for (let i = 0; i < 3; i++) await startLogin(limited, '/', '10.1.2.3')
    const refused = await limited.inject({
      method: 'GET',
      url: '/api/citizen/auth/sfi/login',
      remoteAddress: '10.1.2.3',
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toMatch(/^text\/html/)
    expect(refused.body).toContain('Liian monta')
    expect(refused.cookies).toEqual([])
    expect(await pendingRequests()).toHaveLength(3)
    // Another client is not affected
    await startLogin(limited, '/', '10.9.9.9')
  })

  describe('refuses responses that are not from the IdP, not for us, or not in time', () => {
    type Forge = (fields: ResponseFields) => Partial<ResponseFields>
    const forgeries: [string, Forge][] = [
      ['another issuer', () => ({ issuer: 'https://evil.example/idp', assertionIssuer: 'https://evil.example/idp' })],
      ['another issuer in the assertion only', () => ({ assertionIssuer: 'https://evil.example/idp' })],
      ['another issuer in the Response only', () => ({ issuer: 'https://evil.example/idp' })],
      ['another destination', () => ({ destination: 'https://evil.example/acs' })],
      ['another recipient', () => ({ recipient: 'https://evil.example/acs' })],
      ['another audience', () => ({ audience: 'https://evil.example/sp' })],
      ['an expired assertion', () => ({ notOnOrAfter: new Date(Date.now() - 60_000).toISOString() })],
      ['an assertion not yet valid', () => ({ notBefore: new Date(Date.now() + 10 * 60_000).toISOString() })],
      ['a subject confirmation for another request', () => ({ subjectInResponseTo: '_another' })],
      ['a failed status', () => ({ statusCode: 'urn:oasis:names:tc:SAML:2.0:status:Responder' })],
    ]
    it.each(forgeries)('%s', async (_name, forge) => {
      const { login, fields } = await loginAt()
      expectRefused(await postResponse(await idp.loginResponse(sp, { ...fields, ...forge(fields) }), login.cookie))
      expect(await sessions()).toEqual([])
    })
  })

  describe('attacks', () => {
    it('a response signed with another key', async () => {
      const { login, fields } = await loginAt()
      expectRefused(await postResponse(await idpNext.loginResponse(sp, fields), login.cookie))
      expect(await sessions()).toEqual([])
    })

    it('an unsigned response', async () => {
      const { login, fields } = await loginAt()
      const unsigned = decode(await idp.loginResponse(sp, fields)).replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '')
      expect(unsigned).not.toContain('Signature')
      expectRefused(await postResponse(encode(unsigned), login.cookie))
      // Nor unsigned and unencrypted
      const again = await loginAt()
      const plain = decode(await plainIdp.loginResponse(sp, again.fields)).replace(
        /<ds:Signature[\s\S]*?<\/ds:Signature>/,
        '',
      )
      expectRefused(await postResponse(encode(plain), again.login.cookie))
      expect(await sessions()).toEqual([])
    })

    it('a tampered assertion, in plain text or encrypted', async () => {
      const { login, fields } = await loginAt()
      const plain = decode(await plainIdp.loginResponse(sp, fields))
      expect(plain).toContain(mikko().ssn)
      expectRefused(await postResponse(encode(plain.replace(mikko().ssn, aino().ssn)), login.cookie))

      const second = await loginAt()
      const encrypted = decode(await idp.loginResponse(sp, second.fields))
      const tampered = encrypted.replace(
        /(<xenc:CipherValue>[\s\S]{40}[^A-Za-z0-9+/]*)([A-Za-z0-9+/])/g,
        (_m, head: string, c: string) => head + (c === 'A' ? 'B' : 'A'),
      )
      expect(tampered).not.toBe(encrypted)
      expectRefused(await postResponse(encode(tampered), second.login.cookie))
      expect(await sessions()).toEqual([])

      // Untouched, the plain one is good (the IdP may leave assertions unencrypted)
      const third = await loginAt()
      expectLoggedIn(await postResponse(await plainIdp.loginResponse(sp, third.fields), third.login.cookie))
    })

    it('a replayed response', async () => {
      const { login, fields } = await loginAt()
      const response = await idp.loginResponse(sp, fields)
      expectLoggedIn(await postResponse(response, login.cookie))
      expectRefused(await postResponse(response, login.cookie))
      expect(await sessions()).toHaveLength(1)
    })

    it('an unsolicited response (no request of ours, even with a cookie naming it)', async () => {
      const { fields } = await loginAt()
      const forgedId = '_never-requested'
      const unsolicited = await idp.loginResponse(sp, {
        ...fields,
        inResponseTo: forgedId,
        subjectInResponseTo: forgedId,
      })
      expectRefused(await postResponse(unsolicited, `${SAML_REQUEST_COOKIE}=${forgedId}`))
      // IdP-initiated: no InResponseTo at all
      const idpInitiated = decode(await idp.loginResponse(sp, fields)).replace(/ InResponseTo="[^"]*"/g, '')
      expectRefused(await postResponse(encode(idpInitiated), `${SAML_REQUEST_COOKIE}=`))
      expect(await sessions()).toEqual([])
    })

    describe('signature wrapping', () => {
      /** A good signed (unencrypted) response for Mikko, and the attacker's wish: Aino's identity */
      async function wrapped(build: (signed: string, evilAssertion: string) => string) {
        const { login, fields } = await loginAt()
        const signed = decode(await plainIdp.loginResponse(sp, fields))
        const assertion = signed.match(/<saml:Assertion[\s\S]*<\/saml:Assertion>/)![0]
        const evilAssertion = assertion.replace(/ID="[^"]+"/, 'ID="_evil-assertion"').replace(mikko().ssn, aino().ssn)
        return postResponse(encode(build(signed, evilAssertion)), login.cookie)
      }
      const root = (signed: string) => signed.match(/^<samlp:Response[^>]*>/)![0]
      const status =
        '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>'

      it.each([
        // The signed Response nested inside a new root that carries the evil assertion
        [
          'signed response nested in a new root',
          (signed: string, evil: string) =>
            `${root(signed).replace(/ ID="[^"]+"/, ' ID="_evil-root"')}<saml:Issuer>${IDP_ENTITY}</saml:Issuer>${status}${evil}${signed}</samlp:Response>`,
        ],
        // The same, reusing the signed Response's ID for the new root
        [
          'new root with the signed ID',
          (signed: string, evil: string) =>
            `${root(signed)}<saml:Issuer>${IDP_ENTITY}</saml:Issuer>${status}${evil}${signed}</samlp:Response>`,
        ],
        // The original signature moved to the new root, the signed Response inside its Object
        [
          'signature moved, signed content in ds:Object',
          (signed: string, evil: string) => {
            const signature = signed.match(/<ds:Signature[\s\S]*?<\/ds:Signature>/)![0]
            const moved = signature.replace(
              '</ds:Signature>',
              `<ds:Object>${signed.replace(signature, '')}</ds:Object></ds:Signature>`,
            )
            return `${root(signed).replace(/ ID="[^"]+"/, ' ID="_evil-root"')}<saml:Issuer>${IDP_ENTITY}</saml:Issuer>${moved}${status}${evil}</samlp:Response>`
          },
        ],
        // A second, unsigned assertion before the signed one
        [
          'evil assertion beside the signed one',
          (signed: string, evil: string) => signed.replace('<saml:Assertion', `${evil}<saml:Assertion`),
        ],
        // The signed assertion replaced by the evil one
        [
          'assertion swapped',
          (signed: string, evil: string) => signed.replace(/<saml:Assertion[\s\S]*<\/saml:Assertion>/, evil),
        ],
      ])('%s', async (_name, build) => {
        expectRefused(await wrapped(build))
        expect(await sessions()).toEqual([])
      })
    })
  })

  describe('IdP certificate rotation', () => {
    it('accepts both the current and the next certificate when both are configured', async () => {
      const both = await t.newApp({ saml: samlConfig({ SFI_SAML_IDP_CERT: `${idpKeys.cert}\n${nextKeys.cert}` }) })
      await completeLogin(both, mikko(), idp)
      await completeLogin(both, aino(), idpNext)
      // Without the next one configured it is another key (the wrong-key test above)
    })

    it('reads the IdP from its metadata file: endpoints, entity id and every signing certificate', async () => {
      const rotating = new TestIdp({ entityId: IDP_ENTITY, baseUrl: 'https://idp2.test', signing: [nextKeys, idpKeys] })
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'idp-metadata-')), 'idp.xml')
      fs.writeFileSync(file, rotating.metadata())
      const fromFile = await t.newApp({
        saml: samlConfig({
          SFI_SAML_IDP_METADATA: file,
          SFI_SAML_IDP_ENTITY_ID: '',
          SFI_SAML_ENTRYPOINT: '',
          SFI_SAML_LOGOUT_URL: '',
          SFI_SAML_IDP_CERT: '',
        }),
      })
      const login = await startLogin(fromFile)
      expect(login.location.startsWith('https://idp2.test/idp/sso?')).toBe(true)
      await completeLogin(fromFile, mikko(), idp)
      await completeLogin(fromFile, aino(), idpNext)
    })

    it('fetches the metadata from a URL, and answers 503 while it cannot', async () => {
      let metadata: string | null = null
      const server = http.createServer((_req, res) => {
        if (metadata) res.writeHead(200, { 'content-type': 'application/xml' }).end(metadata)
        else res.writeHead(500).end()
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata.xml`
        const fromUrl = await t.newApp({
          saml: samlConfig({
            SFI_SAML_IDP_METADATA: url,
            SFI_SAML_IDP_ENTITY_ID: '',
            SFI_SAML_ENTRYPOINT: '',
            SFI_SAML_LOGOUT_URL: '',
            SFI_SAML_IDP_CERT: '',
          }),
        })
        expect((await fromUrl.inject({ method: 'GET', url: '/api/citizen/auth/sfi/login' })).statusCode).toBe(503)
        metadata = new TestIdp({
          entityId: IDP_ENTITY,
          baseUrl: 'https://idp.test',
          signing: [idpKeys, nextKeys],
        }).metadata()
        // A failed fetch is retried after a minute, not on every login: a new app starts afresh
        const later = await t.newApp({
          saml: samlConfig({
            SFI_SAML_IDP_METADATA: url,
            SFI_SAML_IDP_ENTITY_ID: '',
            SFI_SAML_ENTRYPOINT: '',
            SFI_SAML_LOGOUT_URL: '',
            SFI_SAML_IDP_CERT: '',
          }),
        })
        await completeLogin(later, mikko(), idpNext)
        // Settings in the environment stand in for metadata that cannot be fetched
        metadata = null
        const fallback = await t.newApp({ saml: samlConfig({ SFI_SAML_IDP_METADATA: url }) })
        await completeLogin(fallback, mikko(), idp)
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    })
  })
})

describe('service provider metadata', () => {
  it('is served with the entity id, endpoints and both certificates', async () => {
    const res = await app.inject({ method: 'GET', url: METADATA })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/)
    const body = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '')
    expect(res.body).toContain(`entityID="${BASE_URL}/sp"`)
    expect(res.body).toContain('AuthnRequestsSigned="true"')
    expect(res.body).toContain(
      `<md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${CALLBACK_URL}"`,
    )
    expect(res.body).toContain(
      `<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${BASE_URL}${SLO}"/>`,
    )
    expect(res.body).toContain('<md:KeyDescriptor use="signing">')
    expect(res.body).toContain('<md:KeyDescriptor use="encryption">')
    expect(res.body.split(body(spKeys.cert))).toHaveLength(3)
    // What the IdP reads from it
    expect(sp.entityMeta.getEntityID()).toBe(`${BASE_URL}/sp`)
    expect(sp.entityMeta.getSingleLogoutService('redirect')).toBe(`${BASE_URL}${SLO}`)
  })

  it('names the organisation and its technical contact when configured', async () => {
    const named = await t.newApp({
      saml: samlConfig({
        SFI_SAML_ORGANIZATION_NAME: 'Esimerkkilän kaupunki & co',
        SFI_SAML_CONTACT_EMAIL: 'tuki@esimerkkila.fi',
      }),
    })
    const res = await named.inject({ method: 'GET', url: METADATA })
    expect(res.body).toContain(
      '<md:OrganizationName xml:lang="fi">Esimerkkilän kaupunki &amp; co</md:OrganizationName>',
    )
    expect(res.body).toContain('<md:EmailAddress>mailto:tuki@esimerkkila.fi</md:EmailAddress>')
  })

  it('is not there with the dev identity provider', async () => {
    expect((await t.app.inject({ method: 'GET', url: METADATA })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: SLO })).statusCode).toBe(404)
  })
})

describe('single logout', () => {
  const logout = (cookie: string, relayState = '/map') =>
    app.inject({
      method: 'POST',
      url: `/api/citizen/auth/logout?RelayState=${encodeURIComponent(relayState)}`,
      headers: { ...csrf, host: HOST, cookie },
    })
  const slo = (url: string, cookie?: string) => {
    const u = new URL(url)
    return app.inject({
      method: 'GET',
      url: `${u.pathname}${u.search}`,
      headers: { host: HOST, ...(cookie ? { cookie } : {}) },
    })
  }

  it('our logout: a signed LogoutRequest to the IdP, whose LogoutResponse brings the browser back', async () => {
    const { cookie, fields } = await completeLogin()
    const res = await logout(cookie)
    expect(res.statusCode).toBe(200)
    const redirectUrl = res.json().redirectUrl as string
    expect(redirectUrl.startsWith(`${idp.sloUrl}?`)).toBe(true)
    expect(new URL(redirectUrl).searchParams.get('SigAlg')).toBe(RSA_SHA256)
    // The local session ended before the browser left
    expect(await sessions()).toEqual([])

    // The IdP verifies our request (signature, schema) and finds the session we name
    const request = await idp.logoutRequest(sp, redirectUrl)
    expect(request.xml).toContain(`>${fields.nameId}</saml:NameID>`)
    expect(request.xml).toContain(`>${fields.sessionIndex}</saml2p:SessionIndex>`)
    expect(request.xml).toContain(`Destination="${idp.sloUrl}"`)
    expect(request.relayState).toBe('/map')

    const back = idp.logoutResponseUrl(sp, request)
    expect(back.startsWith(`${BASE_URL}${SLO}?`)).toBe(true)
    const done = await slo(back)
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/map')
    // Once
    expect((await slo(back)).statusCode).toBe(400)
  })

  it('refuses a LogoutResponse that is unsigned, signed by another key, or answers nothing of ours', async () => {
    const { cookie } = await completeLogin()
    const request = await idp.logoutRequest(sp, (await logout(cookie)).json().redirectUrl)
    const good = idp.logoutResponseUrl(sp, request)
    const unsigned = good.replace(/&Signature=[^&]*/, '').replace(/&SigAlg=[^&]*/, '')
    expect((await slo(unsigned)).statusCode).toBe(400)
    expect((await slo(idpNext.logoutResponseUrl(sp, request))).statusCode).toBe(400)
    const unknown = idp.logoutResponseUrl(sp, {
      ...request,
      info: { ...(request.info as object), extract: { request: { id: '_not-ours' } } },
    })
    expect((await slo(unknown)).statusCode).toBe(400)
    // The good one still works
    expect((await slo(good)).headers.location).toBe('/map')
  })

  it('answers odd single logout and login input with 400 or the login error, never 500', async () => {
    const sigAlg = `SigAlg=${encodeURIComponent(RSA_SHA256)}&Signature=AAAA`
    for (const query of [
      '',
      '?SAMLRequest=',
      `?SAMLRequest=not-base64!&${sigAlg}`,
      `?SAMLResponse=${encodeURIComponent(encode('<x/>'))}&${sigAlg}`,
      `?SAMLRequest=a&SAMLRequest=b&${sigAlg}`,
      `?SAMLRequest=a&SAMLResponse=b&${sigAlg}`,
    ]) {
      expect((await slo(`${BASE_URL}${SLO}${query}`)).statusCode, query).toBe(400)
    }
    const { login } = await loginAt()
    for (const response of [
      '',
      'not base64 at all',
      encode('<not-saml/>'),
      encode('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    ]) {
      expectRefused(await postResponse(response, login.cookie))
    }
    expect(await sessions()).toEqual([])
  })

  it("the IdP's logout: ends the user's sessions and answers with a signed LogoutResponse", async () => {
    const mine = await completeLogin()
    const other = await completeLogin(app, aino())
    const res = await slo(
      idp.logoutRequestUrl(sp, { nameId: mine.fields.nameId, sessionIndex: mine.fields.sessionIndex }, 'idp-state'),
      mine.cookie,
    )
    expect(res.statusCode).toBe(302)
    const location = res.headers.location as string
    expect(location.startsWith(`${idp.sloUrl}?`)).toBe(true)
    expect(new URL(location).searchParams.get('SigAlg')).toBe(RSA_SHA256)
    expect(new URL(location).searchParams.get('RelayState')).toBe('idp-state')
    // The IdP verifies it (signature, schema, issuer) and reads Success for its request
    const response = await idp.logoutResponse(sp, location)
    expect(response.xml).toContain('urn:oasis:names:tc:SAML:2.0:status:Success')
    // This user's session and cookie are gone; the other user is still logged in
    expect(res.cookies.find((c) => c.name === 'citizen.session')?.value).toBe('')
    const left = await sessions()
    expect(left.map((s) => s.saml_name_id)).toEqual([other.fields.nameId])
    expect(
      (await app.inject({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie: other.cookie } })).json(),
    ).toMatchObject({ loggedIn: true })
  })

  it('refuses a LogoutRequest that is unsigned, signed by another key or meant for someone else, and ends nothing', async () => {
    const mine = await completeLogin()
    const user = { nameId: mine.fields.nameId, sessionIndex: mine.fields.sessionIndex }
    const good = idp.logoutRequestUrl(sp, user)
    const unsigned = good.replace(/&Signature=[^&]*/, '').replace(/&SigAlg=[^&]*/, '')
    expect((await slo(unsigned, mine.cookie)).statusCode).toBe(400)
    expect((await slo(idpNext.logoutRequestUrl(sp, user), mine.cookie)).statusCode).toBe(400)
    // Another SP's logout URL in Destination (signed by the IdP, but not for us)
    const otherSp = idp.serviceProvider(
      (await app.inject({ method: 'GET', url: METADATA })).body.replace(
        `${BASE_URL}${SLO}`,
        'https://other.example/slo',
      ),
    )
    const elsewhere = new URL(idp.logoutRequestUrl(otherSp, user))
    expect((await slo(`${BASE_URL}${SLO}${elsewhere.search}`, mine.cookie)).statusCode).toBe(400)
    // A tampered message (the signature no longer matches)
    const message = new URL(good).searchParams.get('SAMLRequest')!
    const tampered = zlib
      .deflateRawSync(Buffer.from(inflate(message).replace(mine.fields.nameId, 'someone-else')))
      .toString('base64')
    expect(
      (await slo(good.replace(/SAMLRequest=[^&]*/, `SAMLRequest=${encodeURIComponent(tampered)}`), mine.cookie))
        .statusCode,
    ).toBe(400)
    expect(await sessions()).toHaveLength(1)
  })
})
