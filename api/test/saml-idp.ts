/**
 * A SAML 2.0 identity provider for tests, shaped like Suomi.fi: it requires signed AuthnRequests,
 * signs with RSA-SHA256, encrypts the assertion and signs the whole Response (not the assertion
 * inside), sends the identity code in urn:oid:1.2.246.21 and does single logout with the
 * redirect binding. Built on samlify, with its messages checked against the SAML schemas
 * (xmllint compiled to WebAssembly: no Java, works offline). Keys and self-signed certificates
 * are made at test time.
 *
 * The API tests drive it in-process; the e2e test serves it over HTTP (`serveTestIdp`).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as samlify from 'samlify'
// @ts-expect-error the validator ships no type declarations (it is { validate(xml): Promise })
import * as xmllintValidator from '@authenio/samlify-xmllint-wasm'
import { generate } from 'selfsigned'

samlify.setSchemaValidator(xmllintValidator)

const { algorithms, namespace } = samlify.Constants
const REDIRECT = namespace.binding.redirect
export const RSA_SHA256 = algorithms.signature.RSA_SHA256

export interface KeyPair {
  key: string
  cert: string
}

/** A 2048-bit RSA key and a self-signed SHA-256 certificate for it (about half a second). */
export async function keyPair(commonName: string): Promise<KeyPair> {
  const pems = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' })
  return { key: pems.private, cert: pems.cert }
}

export interface TestPerson {
  ssn: string
  firstName: string
  lastName: string
}

/** What a login response says; every field can be overridden to forge a bad one. */
export interface ResponseFields {
  issuer: string
  assertionIssuer: string
  destination: string
  recipient: string
  audience: string
  inResponseTo: string
  subjectInResponseTo: string
  notBefore: string
  notOnOrAfter: string
  nameId: string
  sessionIndex: string
  statusCode: string
  ssn: string
  firstName: string
  lastName: string
}

const LOGIN_RESPONSE_TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer>' +
  '<samlp:Status><samlp:StatusCode Value="{StatusCode}"/></samlp:Status>' +
  '<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}">' +
  '<saml:Issuer>{AssertionIssuer}</saml:Issuer>' +
  '<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">{NameID}</saml:NameID>' +
  '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
  '<saml:SubjectConfirmationData NotOnOrAfter="{NotOnOrAfter}" Recipient="{Recipient}" InResponseTo="{SubjectInResponseTo}"/>' +
  '</saml:SubjectConfirmation></saml:Subject>' +
  '<saml:Conditions NotBefore="{NotBefore}" NotOnOrAfter="{NotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>' +
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>http://ftn.ficora.fi/2017/loa3</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
  '<saml:AttributeStatement>' +
  '<saml:Attribute FriendlyName="nationalIdentificationNumber" Name="urn:oid:1.2.246.21" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue xsi:type="xs:string">{Ssn}</saml:AttributeValue></saml:Attribute>' +
  '<saml:Attribute FriendlyName="givenName" Name="urn:oid:2.5.4.42" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue xsi:type="xs:string">{FirstName}</saml:AttributeValue></saml:Attribute>' +
  '<saml:Attribute FriendlyName="sn" Name="urn:oid:2.5.4.4" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue xsi:type="xs:string">{LastName}</saml:AttributeValue></saml:Attribute>' +
  '</saml:AttributeStatement>' +
  '</saml:Assertion></samlp:Response>'

const newId = () => `_${crypto.randomUUID()}`

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

/** The template's {Tag}s replaced by the values, XML-escaped */
function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (tag, key: string) => (key in values ? escapeXml(values[key]!) : tag))
}

/** The query of a URL as sent: each parameter's raw (still encoded) value */
function rawParams(url: string): Map<string, string> {
  const query = new URL(url).search.slice(1)
  return new Map(query.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]))
}

/** What a redirect-binding signature covers (saml-bindings §3.4.4.1), from the URL as sent */
export function signedOctets(url: string, messageParam: 'SAMLRequest' | 'SAMLResponse'): string {
  const raw = rawParams(url)
  return [messageParam, 'RelayState', 'SigAlg']
    .filter((k) => raw.has(k))
    .map((k) => `${k}=${raw.get(k)}`)
    .join('&')
}

/** A redirect from the SP as samlify's parse takes it: its query and what its signature covers */
const redirectOf = (url: string, messageParam: 'SAMLRequest' | 'SAMLResponse') => ({
  query: Object.fromEntries(new URL(url).searchParams),
  octetString: signedOctets(url, messageParam),
})

/** A parsed redirect as the tests read it */
const readRedirect = <P extends { samlContent: string }>(parsed: P, url: string) => ({
  info: parsed,
  relayState: new URL(url).searchParams.get('RelayState'),
  xml: parsed.samlContent,
})

interface TestIdpOptions {
  entityId: string
  /** Where its SSO and SLO endpoints are (they need not answer, except in serveTestIdp) */
  baseUrl: string
  /** Signs with the first; all are published in its metadata (a rotation in progress) */
  signing: KeyPair[]
  /** Encrypt the assertion (default true, as Suomi.fi) */
  encrypt?: boolean
}

export class TestIdp {
  readonly entityId: string
  readonly ssoUrl: string
  readonly sloUrl: string
  readonly idp: samlify.IdentityProviderInstance
  private readonly encrypt: boolean

  constructor(options: TestIdpOptions) {
    this.entityId = options.entityId
    this.ssoUrl = `${options.baseUrl}/idp/sso`
    this.sloUrl = `${options.baseUrl}/idp/slo`
    this.encrypt = options.encrypt ?? true
    this.idp = samlify.IdentityProvider({
      entityID: options.entityId,
      privateKey: options.signing[0]!.key,
      signingCert: options.signing.map((k) => k.cert),
      requestSignatureAlgorithm: RSA_SHA256,
      isAssertionEncrypted: this.encrypt,
      wantAuthnRequestsSigned: true,
      wantLogoutRequestSigned: true,
      wantLogoutResponseSigned: true,
      nameIDFormat: ['urn:oasis:names:tc:SAML:2.0:nameid-format:transient'],
      singleSignOnService: [{ Binding: REDIRECT, Location: this.ssoUrl }],
      singleLogoutService: [{ Binding: REDIRECT, Location: this.sloUrl }],
      loginResponseTemplate: { context: LOGIN_RESPONSE_TEMPLATE },
    })
  }

  /** This IdP's metadata (entity id, SSO and SLO URLs, every signing certificate) */
  metadata(): string {
    return this.idp.getMetadata()
  }

  /** Our service provider as this IdP knows it: from the metadata we serve */
  serviceProvider(spMetadata: string): samlify.ServiceProviderInstance {
    return samlify.ServiceProvider({
      metadata: spMetadata,
      wantMessageSigned: true,
      wantLogoutRequestSigned: true,
      wantLogoutResponseSigned: true,
      requestSignatureAlgorithm: RSA_SHA256,
    })
  }

  /** Parses and verifies (signature, schema) the AuthnRequest of a redirect from our login URL */
  async authnRequest(sp: samlify.ServiceProviderInstance, redirectUrl: string) {
    const parsed = await this.idp.parseLoginRequest(sp, 'redirect', redirectOf(redirectUrl, 'SAMLRequest'))
    const request = parsed.extract.request as Record<string, string>
    return { ...readRedirect(parsed, redirectUrl), id: request.id! }
  }

  /** The fields of a good response to the request, for the SP described by its metadata */
  responseFields(sp: samlify.ServiceProviderInstance, requestId: string, person: TestPerson): ResponseFields {
    const now = Date.now()
    const acs = sp.entityMeta.getAssertionConsumerService('post') as string
    return {
      issuer: this.entityId,
      assertionIssuer: this.entityId,
      destination: acs,
      recipient: acs,
      audience: sp.entityMeta.getEntityID(),
      inResponseTo: requestId,
      subjectInResponseTo: requestId,
      notBefore: new Date(now - 60_000).toISOString(),
      notOnOrAfter: new Date(now + 5 * 60_000).toISOString(),
      nameId: `AAdzZWNyZXQx${crypto.randomBytes(12).toString('hex')}`,
      sessionIndex: newId(),
      statusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ...person,
    }
  }

  /**
   * A login Response (base64, for the POST binding): the assertion encrypted for the SP (unless
   * this IdP does not encrypt) and the whole Response signed.
   */
  async loginResponse(sp: samlify.ServiceProviderInstance, fields: ResponseFields): Promise<string> {
    const values = {
      ID: newId(),
      AssertionID: newId(),
      IssueInstant: new Date().toISOString(),
      Destination: fields.destination,
      InResponseTo: fields.inResponseTo,
      SubjectInResponseTo: fields.subjectInResponseTo,
      Issuer: fields.issuer,
      AssertionIssuer: fields.assertionIssuer,
      StatusCode: fields.statusCode,
      NameID: fields.nameId,
      NotBefore: fields.notBefore,
      NotOnOrAfter: fields.notOnOrAfter,
      Recipient: fields.recipient,
      Audience: fields.audience,
      SessionIndex: fields.sessionIndex,
      Ssn: fields.ssn,
      FirstName: fields.firstName,
      LastName: fields.lastName,
    }
    const result = await this.idp.createLoginResponse(
      sp,
      { extract: { request: { id: fields.inResponseTo } } },
      'post',
      {},
      {
        customTagReplacement: (template) => ({ id: values.ID, context: fillTemplate(template, values) }),
        encryptThenSign: true,
      },
    )
    return result.context
  }

  /** A signed IdP-initiated LogoutRequest redirect to the SP's single logout URL */
  logoutRequestUrl(
    sp: samlify.ServiceProviderInstance,
    user: { nameId: string; sessionIndex?: string },
    relayState?: string,
  ): string {
    const result = this.idp.createLogoutRequest(
      sp,
      'redirect',
      { logoutNameID: user.nameId, sessionIndex: user.sessionIndex },
      relayState ? { relayState } : undefined,
    )
    return result.context
  }

  /** Parses and verifies the SP's LogoutRequest redirect (our logout) */
  async logoutRequest(sp: samlify.ServiceProviderInstance, redirectUrl: string) {
    return readRedirect(
      await this.idp.parseLogoutRequest(sp, 'redirect', redirectOf(redirectUrl, 'SAMLRequest')),
      redirectUrl,
    )
  }

  /** The IdP's signed LogoutResponse redirect to a LogoutRequest it parsed */
  logoutResponseUrl(
    sp: samlify.ServiceProviderInstance,
    request: { info: unknown; relayState: string | null },
  ): string {
    const result = this.idp.createLogoutResponse(
      sp,
      request.info as Parameters<samlify.IdentityProviderInstance['createLogoutResponse']>[1],
      'redirect',
      request.relayState ? { relayState: request.relayState } : undefined,
    )
    return result.context
  }

  /** Parses and verifies the SP's LogoutResponse redirect (to an IdP-initiated logout) */
  async logoutResponse(sp: samlify.ServiceProviderInstance, redirectUrl: string) {
    return readRedirect(
      await this.idp.parseLogoutResponse(sp, 'redirect', redirectOf(redirectUrl, 'SAMLResponse')),
      redirectUrl,
    )
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The test IdP over HTTP on a loopback port, for the e2e test: GET /idp/sso shows a page to pick
 * a person, whose form answers with an auto-posting form to the SP's callback (cross-site, as the
 * real one); GET /idp/slo takes our LogoutRequest and answers with a LogoutResponse redirect;
 * GET /idp/metadata is its metadata.
 * `spMetadataUrl` is read at the first request (the SP may start after the IdP).
 */
export async function serveTestIdp(options: {
  entityId: string
  signing: KeyPair[]
  spMetadataUrl: string
  /** The people to choose from, read at each login */
  persons: () => TestPerson[]
  port?: number
}): Promise<{ idp: TestIdp; baseUrl: string; close(): Promise<void> }> {
  let testIdp: TestIdp | null = null
  let sp: samlify.ServiceProviderInstance | null = null
  const serviceProvider = async () =>
    (sp ??= testIdp!.serviceProvider(await (await fetch(options.spMetadataUrl)).text()))
  const pending = new Map<string, { id: string; relayState: string | null }>()

  const server = http.createServer((req, res) => {
    const url = `http://${req.headers.host}${req.url}`
    const path = new URL(url).pathname
    const send = (status: number, html: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      res.end(html)
    }
    void (async () => {
      try {
        if (req.method === 'GET' && path === '/idp/metadata') {
          res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' })
          return res.end(testIdp!.metadata())
        }
        if (req.method === 'GET' && path === '/idp/sso') {
          const request = await testIdp!.authnRequest(await serviceProvider(), url)
          const ticket = crypto.randomUUID()
          pending.set(ticket, { id: request.id, relayState: request.relayState })
          const choices = options
            .persons()
            .map(
              (p, i) =>
                `<p><label><input type="radio" name="person" value="${i}"${i === 0 ? ' checked' : ''}> ${escapeHtml(`${p.firstName} ${p.lastName}`)}</label></p>`,
            )
            .join('')
          return send(
            200,
            `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>Testitunnistus</title></head><body><main><h1>Testitunnistus</h1>` +
              `<form method="post" action="/idp/sso"><input type="hidden" name="ticket" value="${ticket}">${choices}<button>Tunnistaudu</button></form></main></body></html>`,
          )
        }
        if (req.method === 'POST' && path === '/idp/sso') {
          const form = new URLSearchParams(await readBody(req))
          const request = pending.get(form.get('ticket') ?? '')
          const person = options.persons()[Number(form.get('person'))]
          if (!request || !person) return send(400, 'Unknown login')
          pending.delete(form.get('ticket')!)
          const target = await serviceProvider()
          const response = await testIdp!.loginResponse(target, testIdp!.responseFields(target, request.id, person))
          const acs = target.entityMeta.getAssertionConsumerService('post') as string
          return send(
            200,
            `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>Palataan palveluun</title></head><body onload="document.forms[0].submit()">` +
              `<form method="post" action="${escapeHtml(acs)}"><input type="hidden" name="SAMLResponse" value="${response}">` +
              (request.relayState
                ? `<input type="hidden" name="RelayState" value="${escapeHtml(request.relayState)}">`
                : '') +
              `<noscript><button>Jatka</button></noscript></form></body></html>`,
          )
        }
        if (req.method === 'GET' && path === '/idp/slo') {
          const target = await serviceProvider()
          const request = await testIdp!.logoutRequest(target, url)
          res.writeHead(302, { location: testIdp!.logoutResponseUrl(target, request) })
          return res.end()
        }
        send(404, 'Not found')
      } catch (e) {
        send(400, escapeHtml(String(e)))
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  testIdp = new TestIdp({ entityId: options.entityId, baseUrl, signing: options.signing })
  return {
    idp: testIdp,
    baseUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}
