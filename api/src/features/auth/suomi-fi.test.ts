import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { csrf, sessionCookieOf } from '../../../test/harness'
import { RSA_SHA256, signedOctets, TestIdp, type ResponseFields } from '../../../test/saml-idp'
import { deleteExpiredSamlRequests, SAML_REQUEST_COOKIE, SAML_REQUEST_TTL_MS } from './saml'
import { BASE_URL, CALLBACK_URL, IDP_ENTITY, useSamlTest } from './saml-fixtures'

// Strong identification against a real SAML identity provider (samlify) shaped like Suomi.fi:
// encrypted assertions, SHA-256, single logout both ways, key rotation and the attacks that must
// keep failing. Every refused response has a control beside it that is accepted.
const {
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
  mikko,
  aino,
  loginAt,
  completeLogin,
} = useSamlTest()

describe('login through the SAML identity provider', () => {
  it('sends a signed AuthnRequest (RSA-SHA256) and logs in with an encrypted assertion', async () => {
    const { login, request, fields } = await loginAt()
    // The redirect goes to the IdP with a request it verifies (signature and SAML schema)
    expect(login.location.startsWith(`${s.idp.ssoUrl}?`)).toBe(true)
    const query = new URL(login.location).searchParams
    expect(query.get('SigAlg')).toBe(RSA_SHA256)
    expect(query.get('RelayState')).toBe('/applications')
    expect(
      crypto.verify(
        'sha256',
        Buffer.from(signedOctets(login.location, 'SAMLRequest')),
        s.spKeys.cert,
        Buffer.from(query.get('Signature')!, 'base64'),
      ),
    ).toBe(true)
    expect(request.xml).toContain(`Destination="${s.idp.ssoUrl}"`)
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

    const response = await s.idp.loginResponse(s.sp, fields)
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
    const status = await s.app.inject({
      method: 'GET',
      url: '/api/citizen/auth/status',
      headers: { cookie: sessionCookieOf(res) },
    })
    expect(status.json()).toMatchObject({ loggedIn: true, authLevel: 'STRONG', user: { details: { id: person.id } } })
  })

  it('creates a person the municipality does not know yet', async () => {
    const { login, fields } = await loginAt(s.app, { ssn: '010170-999R', firstName: 'Uusi', lastName: 'Asukas' })
    expectLoggedIn(await postResponse(await s.idp.loginResponse(s.sp, fields), login.cookie))
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
    const { request } = { request: await s.idp.authnRequest(s.sp, (await startLogin(other)).location) }
    expect(request.xml).toContain('Comparison="minimum"')
    expect(request.xml).toContain('http://ftn.ficora.fi/2017/loa3</saml:AuthnContextClassRef>')
    expect(request.xml).toContain('http://eidas.europa.eu/LoA/high</saml:AuthnContextClassRef>')
    expect(request.xml).not.toContain('PasswordProtectedTransport')
  })

  it('refuses a response posted by a client without the request cookie (and keeps it for the browser that asked)', async () => {
    const { login, fields } = await loginAt()
    const response = await s.idp.loginResponse(s.sp, fields)
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
    /** Makes a pending request a second older than its lifetime */
    const expire = (id: string) =>
      t.db
        .updateTable('saml_request')
        .set({ created_at: new Date(Date.now() - SAML_REQUEST_TTL_MS - 1000) })
        .where('id', '=', id)
        .execute()
    const { login, request, fields } = await loginAt()
    const fresh = await startLogin()
    await expire(request.id)
    expectRefused(await postResponse(await s.idp.loginResponse(s.sp, fields), login.cookie))
    expect(await sessions()).toEqual([])

    // A stale row the callback never saw is cleaned by the daily job; a fresh one stays
    const stale = await startLogin()
    await expire(stale.requestId)
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
      expectRefused(await postResponse(await s.idp.loginResponse(s.sp, { ...fields, ...forge(fields) }), login.cookie))
      expect(await sessions()).toEqual([])
    })
  })

  describe('attacks', () => {
    it('a response signed with another key', async () => {
      const { login, fields } = await loginAt()
      expectRefused(await postResponse(await s.idpNext.loginResponse(s.sp, fields), login.cookie))
      expect(await sessions()).toEqual([])
    })

    it('an unsigned response', async () => {
      const { login, fields } = await loginAt()
      const unsigned = decode(await s.idp.loginResponse(s.sp, fields)).replace(
        /<ds:Signature[\s\S]*?<\/ds:Signature>/,
        '',
      )
      expect(unsigned).not.toContain('Signature')
      expectRefused(await postResponse(encode(unsigned), login.cookie))
      // Nor unsigned and unencrypted
      const again = await loginAt()
      const plain = decode(await s.plainIdp.loginResponse(s.sp, again.fields)).replace(
        /<ds:Signature[\s\S]*?<\/ds:Signature>/,
        '',
      )
      expectRefused(await postResponse(encode(plain), again.login.cookie))
      expect(await sessions()).toEqual([])
    })

    it('a tampered assertion, in plain text or encrypted', async () => {
      const { login, fields } = await loginAt()
      const plain = decode(await s.plainIdp.loginResponse(s.sp, fields))
      expect(plain).toContain(mikko().ssn)
      expectRefused(await postResponse(encode(plain.replace(mikko().ssn, aino().ssn)), login.cookie))

      const second = await loginAt()
      const encrypted = decode(await s.idp.loginResponse(s.sp, second.fields))
      const tampered = encrypted.replace(
        /(<xenc:CipherValue>[\s\S]{40}[^A-Za-z0-9+/]*)([A-Za-z0-9+/])/g,
        (_m, head: string, c: string) => head + (c === 'A' ? 'B' : 'A'),
      )
      expect(tampered).not.toBe(encrypted)
      expectRefused(await postResponse(encode(tampered), second.login.cookie))
      expect(await sessions()).toEqual([])

      // Untouched, the plain one is good (the IdP may leave assertions unencrypted)
      const third = await loginAt()
      expectLoggedIn(await postResponse(await s.plainIdp.loginResponse(s.sp, third.fields), third.login.cookie))
    })

    it('a replayed response', async () => {
      const { login, fields } = await loginAt()
      const response = await s.idp.loginResponse(s.sp, fields)
      expectLoggedIn(await postResponse(response, login.cookie))
      expectRefused(await postResponse(response, login.cookie))
      expect(await sessions()).toHaveLength(1)
    })

    it('one response posted many times at once logs in once', async () => {
      // node-saml checks InResponseTo before it removes the request: only the DELETE … RETURNING
      // that consumes the pending request may decide who logs in
      for (let round = 0; round < 20; round++) {
        await t.db.deleteFrom('session').execute()
        const { login, fields } = await loginAt()
        const response = await s.idp.loginResponse(s.sp, fields)
        const answers = await Promise.all(Array.from({ length: 8 }, () => postResponse(response, login.cookie)))
        const loggedIn = answers.filter((res) => res.cookies.some((c) => c.name === 'citizen.session' && c.value))
        expect(loggedIn, `round ${round}`).toHaveLength(1)
        for (const res of answers.filter((a) => !loggedIn.includes(a))) expectRefused(res)
        expect(await sessions(), `round ${round}`).toHaveLength(1)
      }
    }, 60_000)

    it('an unsolicited response (no request of ours, even with a cookie naming it)', async () => {
      const { fields } = await loginAt()
      const forgedId = '_never-requested'
      const unsolicited = await s.idp.loginResponse(s.sp, {
        ...fields,
        inResponseTo: forgedId,
        subjectInResponseTo: forgedId,
      })
      expectRefused(await postResponse(unsolicited, `${SAML_REQUEST_COOKIE}=${forgedId}`))
      // IdP-initiated: no InResponseTo at all
      const idpInitiated = decode(await s.idp.loginResponse(s.sp, fields)).replace(/ InResponseTo="[^"]*"/g, '')
      expectRefused(await postResponse(encode(idpInitiated), `${SAML_REQUEST_COOKIE}=`))
      expect(await sessions()).toEqual([])
    })

    describe('signature wrapping', () => {
      /** A good signed (unencrypted) response for Mikko, and the attacker's wish: Aino's identity */
      async function wrapped(build: (signed: string, evilAssertion: string) => string) {
        const { login, fields } = await loginAt()
        const signed = decode(await s.plainIdp.loginResponse(s.sp, fields))
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
      const both = await t.newApp({ saml: samlConfig({ SFI_SAML_IDP_CERT: `${s.idpKeys.cert}\n${s.nextKeys.cert}` }) })
      await completeLogin(both, mikko(), s.idp)
      await completeLogin(both, aino(), s.idpNext)
      // Without the next one configured it is another key (the wrong-key test above)
    })

    it('reads the IdP from its metadata file: endpoints, entity id and every signing certificate', async () => {
      const rotating = new TestIdp({
        entityId: IDP_ENTITY,
        baseUrl: 'https://idp2.test',
        signing: [s.nextKeys, s.idpKeys],
      })
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
      await completeLogin(fromFile, mikko(), s.idp)
      await completeLogin(fromFile, aino(), s.idpNext)
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
        // The IdP known by its metadata's URL alone: no settings to fall back on
        const metadataOnly = () =>
          samlConfig({
            SFI_SAML_IDP_METADATA: url,
            SFI_SAML_IDP_ENTITY_ID: '',
            SFI_SAML_ENTRYPOINT: '',
            SFI_SAML_LOGOUT_URL: '',
            SFI_SAML_IDP_CERT: '',
          })
        const fromUrl = await t.newApp({ saml: metadataOnly() })
        expect((await fromUrl.inject({ method: 'GET', url: '/api/citizen/auth/sfi/login' })).statusCode).toBe(503)
        metadata = new TestIdp({
          entityId: IDP_ENTITY,
          baseUrl: 'https://idp.test',
          signing: [s.idpKeys, s.nextKeys],
        }).metadata()
        // A failed fetch is retried after a minute, not on every login: a new s.app starts afresh
        const later = await t.newApp({ saml: metadataOnly() })
        await completeLogin(later, mikko(), s.idpNext)
        // Settings in the environment stand in for metadata that cannot be fetched
        metadata = null
        const fallback = await t.newApp({ saml: samlConfig({ SFI_SAML_IDP_METADATA: url }) })
        await completeLogin(fallback, mikko(), s.idp)
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    })
  })
})
