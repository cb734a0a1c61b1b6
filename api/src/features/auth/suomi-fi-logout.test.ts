import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { RSA_SHA256 } from '../../../test/saml-idp'
import { csrf } from '../../../test/harness'
import { BASE_URL, CALLBACK_URL, SLO, METADATA, HOST, useSamlTest } from './saml-fixtures'

// Suomi.fi: the service provider metadata and single logout both ways (login in suomi-fi.test.ts)
const { t, s, samlConfig, sessions, postResponse, expectRefused, encode, inflate, aino, loginAt, completeLogin } =
  useSamlTest()

describe('service provider metadata', () => {
  it('is served with the entity id, endpoints and both certificates', async () => {
    const res = await s.app.inject({ method: 'GET', url: METADATA })
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
    expect(res.body.split(body(s.spKeys.cert))).toHaveLength(3)
    // What the IdP reads from it
    expect(s.sp.entityMeta.getEntityID()).toBe(`${BASE_URL}/sp`)
    expect(s.sp.entityMeta.getSingleLogoutService('redirect')).toBe(`${BASE_URL}${SLO}`)
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
    s.app.inject({
      method: 'POST',
      url: `/api/citizen/auth/logout?RelayState=${encodeURIComponent(relayState)}`,
      headers: { ...csrf, host: HOST, cookie },
    })
  const slo = (url: string, cookie?: string) => {
    const u = new URL(url)
    return s.app.inject({
      method: 'GET',
      url: `${u.pathname}${u.search}`,
      headers: { host: HOST, ...(cookie ? { cookie } : {}) },
    })
  }

  it('our logout: a signed LogoutRequest to the IdP, whose LogoutResponse brings the browser back', async () => {
    const { cookie, fields } = await completeLogin()
    const res = await logout(cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['clear-site-data']).toBe('"cache", "storage"')
    const redirectUrl = res.json().redirectUrl as string
    expect(redirectUrl.startsWith(`${s.idp.sloUrl}?`)).toBe(true)
    expect(new URL(redirectUrl).searchParams.get('SigAlg')).toBe(RSA_SHA256)
    // The local session ended before the browser left
    expect(await sessions()).toEqual([])

    // The IdP verifies our request (signature, schema) and finds the session we name
    const request = await s.idp.logoutRequest(s.sp, redirectUrl)
    expect(request.xml).toContain(`>${fields.nameId}</saml:NameID>`)
    expect(request.xml).toContain(`>${fields.sessionIndex}</saml2p:SessionIndex>`)
    expect(request.xml).toContain(`Destination="${s.idp.sloUrl}"`)
    expect(request.relayState).toBe('/map')

    const back = s.idp.logoutResponseUrl(s.sp, request)
    expect(back.startsWith(`${BASE_URL}${SLO}?`)).toBe(true)
    const done = await slo(back)
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/map')
    // Once
    expect((await slo(back)).statusCode).toBe(400)
  })

  it('refuses a LogoutResponse that is unsigned, signed by another key, or answers nothing of ours', async () => {
    const { cookie } = await completeLogin()
    const request = await s.idp.logoutRequest(s.sp, (await logout(cookie)).json().redirectUrl)
    const good = s.idp.logoutResponseUrl(s.sp, request)
    const unsigned = good.replace(/&Signature=[^&]*/, '').replace(/&SigAlg=[^&]*/, '')
    expect((await slo(unsigned)).statusCode).toBe(400)
    expect((await slo(s.idpNext.logoutResponseUrl(s.sp, request))).statusCode).toBe(400)
    const unknown = s.idp.logoutResponseUrl(s.sp, {
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
    const other = await completeLogin(s.app, aino())
    const res = await slo(
      s.idp.logoutRequestUrl(s.sp, { nameId: mine.fields.nameId, sessionIndex: mine.fields.sessionIndex }, 'idp-state'),
      mine.cookie,
    )
    expect(res.statusCode).toBe(302)
    const location = res.headers.location as string
    expect(location.startsWith(`${s.idp.sloUrl}?`)).toBe(true)
    expect(new URL(location).searchParams.get('SigAlg')).toBe(RSA_SHA256)
    expect(new URL(location).searchParams.get('RelayState')).toBe('idp-state')
    // The IdP verifies it (signature, schema, issuer) and reads Success for its request
    const response = await s.idp.logoutResponse(s.sp, location)
    expect(response.xml).toContain('urn:oasis:names:tc:SAML:2.0:status:Success')
    // This user's session and cookie are gone; the other user is still logged in
    expect(res.cookies.find((c) => c.name === 'citizen.session')?.value).toBe('')
    expect(res.headers['clear-site-data']).toBe('"cache"')
    const left = await sessions()
    expect(left.map((s) => s.saml_name_id)).toEqual([other.fields.nameId])
    expect(
      (
        await s.app.inject({ method: 'GET', url: '/api/citizen/auth/status', headers: { cookie: other.cookie } })
      ).json(),
    ).toMatchObject({ loggedIn: true })
  })

  it('refuses a LogoutRequest that is unsigned, signed by another key or meant for someone else, and ends nothing', async () => {
    const mine = await completeLogin()
    const user = { nameId: mine.fields.nameId, sessionIndex: mine.fields.sessionIndex }
    const good = s.idp.logoutRequestUrl(s.sp, user)
    const unsigned = good.replace(/&Signature=[^&]*/, '').replace(/&SigAlg=[^&]*/, '')
    expect((await slo(unsigned, mine.cookie)).statusCode).toBe(400)
    expect((await slo(s.idpNext.logoutRequestUrl(s.sp, user), mine.cookie)).statusCode).toBe(400)
    // Another SP's logout URL in Destination (signed by the IdP, but not for us)
    const otherSp = s.idp.serviceProvider(
      (await s.app.inject({ method: 'GET', url: METADATA })).body.replace(
        `${BASE_URL}${SLO}`,
        'https://other.example/slo',
      ),
    )
    const elsewhere = new URL(s.idp.logoutRequestUrl(otherSp, user))
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
