import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../platform/db/database'
import * as q from './saml-queries'
import {
  attributeValue,
  elements,
  IdpSource,
  METADATA_NS,
  parseXml,
  REDIRECT_BINDING,
  SamlError,
  type Fetch,
  type IdpSettings,
  type SamlConfig,
} from './idp-metadata'

// Suomi.fi attribute names (reference §1)
const SSN_ATTRIBUTE = 'urn:oid:1.2.246.21'
const FIRST_NAME_ATTRIBUTE = 'urn:oid:2.5.4.42'
const LAST_NAME_ATTRIBUTE = 'urn:oid:2.5.4.4'

/** Service provider endpoints besides the login ones in the contract's authPaths */
export const SFI_LOGOUT_CALLBACK_PATH = '/api/citizen/auth/sfi/logout/callback'
export const SFI_METADATA_PATH = '/api/citizen/auth/sfi/metadata'

/** A pending AuthnRequest or LogoutRequest is answerable this long; then refused and cleaned up */
export const SAML_REQUEST_TTL_MS = 10 * 60_000
/** The window of the per-client limit on started logins (SFI_SAML_LOGIN_RATE_LIMIT) */
export const LOGIN_RATE_WINDOW_MS = 10 * 60_000
/**
 * Holds the id of the AuthnRequest this browser started. The IdP posts the response cross-site,
 * so only SameSite=None reaches the callback (which requires Secure).
 */
export const SAML_REQUEST_COOKIE = 'citizen.saml-request'

const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient'
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer'
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success'
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol'
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST'
/** Query signatures we accept from the IdP (SHA-1 is not among them) */
const ACCEPTED_SIG_ALGS = [
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
]

/** The daily clean-up: pending requests past their lifetime can no longer be answered. */
export const deleteExpiredSamlRequests = (db: Db, now: Date) =>
  q.deleteExpiredSamlRequests(db, now, SAML_REQUEST_TTL_MS)

// ---------------------------------------------------------------------------------------------
// Service provider metadata

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

const certificateBody = (pem: string) =>
  (pem.match(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/)?.[1] ?? pem).replace(/\s+/g, '')

/**
 * Our metadata for the IdP (Suomi.fi onboarding): entity id, signing and encryption certificates,
 * the redirect-binding single logout URL and the POST-binding assertion consumer URL.
 */
export function serviceProviderMetadata(config: SamlConfig): string {
  const keyDescriptor = (use: 'signing' | 'encryption', pem: string, extra = '') =>
    `    <md:KeyDescriptor use="${use}">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>${extra}
    </md:KeyDescriptor>`
  // What xml-encryption (node-saml's decryption) supports, strongest first
  const encryptionMethods = [
    'http://www.w3.org/2009/xmlenc11#aes256-gcm',
    'http://www.w3.org/2009/xmlenc11#aes128-gcm',
    'http://www.w3.org/2001/04/xmlenc#aes256-cbc',
    'http://www.w3.org/2001/04/xmlenc#aes128-cbc',
  ]
    .map((a) => `\n      <md:EncryptionMethod Algorithm="${a}"/>`)
    .join('')
  const organization = config.organizationName
    ? `
  <md:Organization>
    <md:OrganizationName xml:lang="fi">${escapeXml(config.organizationName)}</md:OrganizationName>
    <md:OrganizationDisplayName xml:lang="fi">${escapeXml(config.organizationName)}</md:OrganizationDisplayName>
    <md:OrganizationURL xml:lang="fi">${escapeXml(new URL(config.callbackUrl).origin)}</md:OrganizationURL>
  </md:Organization>`
    : ''
  const contact = config.contactEmail
    ? `
  <md:ContactPerson contactType="technical">
    <md:EmailAddress>mailto:${escapeXml(config.contactEmail)}</md:EmailAddress>
  </md:ContactPerson>`
    : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="${METADATA_NS}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(config.issuer)}">
  <md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="false" protocolSupportEnumeration="${PROTOCOL_NS}">
${keyDescriptor('signing', config.publicCert)}
${keyDescriptor('encryption', config.decryptionCert, encryptionMethods)}
    <md:SingleLogoutService Binding="${REDIRECT_BINDING}" Location="${escapeXml(config.logoutCallbackUrl)}"/>
    <md:NameIDFormat>${TRANSIENT}</md:NameIDFormat>
    <md:AssertionConsumerService Binding="${POST_BINDING}" Location="${escapeXml(config.callbackUrl)}" index="1" isDefault="true"/>
  </md:SPSSODescriptor>${organization}${contact}
</md:EntityDescriptor>
`
}

// ---------------------------------------------------------------------------------------------
// Login and logout

interface SamlIdentity {
  ssn: string
  firstName: string
  lastName: string
  nameId: string
  sessionIndex: string | null
}

function identityFromProfile(profile: Profile): SamlIdentity | null {
  const ssn = profile[SSN_ATTRIBUTE]
  if (typeof ssn !== 'string' || ssn.length === 0) return null
  if (typeof profile.nameID !== 'string' || profile.nameID.length === 0) return null
  const text = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string) : '')
  return {
    ssn: ssn.toUpperCase(),
    firstName: text(FIRST_NAME_ATTRIBUTE),
    lastName: text(LAST_NAME_ATTRIBUTE),
    nameId: profile.nameID,
    sessionIndex: profile.sessionIndex ?? null,
  }
}

const inflateRaw = promisify(zlib.inflateRaw)

/** The ID of the SAML message in a redirect-binding URL we built */
async function messageIdOfRedirect(url: string): Promise<string> {
  const message = new URL(url).searchParams.get('SAMLRequest')
  if (!message) throw new Error('No SAMLRequest in the redirect')
  const xml = (await inflateRaw(Buffer.from(message, 'base64'))).toString('utf8')
  const id = parseXml(xml).documentElement.getAttribute('ID')
  if (!id) throw new Error('No ID in the SAMLRequest')
  return id
}

export type SingleLogoutResult =
  /** The IdP answered our LogoutRequest */
  | { kind: 'response'; relayState: string | null }
  /** The IdP asks us to end a session: `respond` builds the signed LogoutResponse redirect */
  | { kind: 'request'; nameId: string; sessionIndex: string | null; respond(): Promise<string> }

/**
 * Strong identification by Suomi.fi (or another SAML 2.0 IdP). Builds on node-saml, and adds
 * what it leaves to the caller: the Issuer, Destination and Recipient checks, the response bound to
 * the browser's pending request, required signatures on redirect-binding logout messages, and the
 * LogoutResponse's InResponseTo as a one-time pending request.
 */
export class SuomiFiSaml {
  private readonly cacheProvider: CacheProvider
  private readonly idpSource: IdpSource
  private cached: { key: string; saml: SAML; idp: IdpSettings } | null = null

  constructor(
    readonly config: SamlConfig,
    private readonly db: Db,
    log: FastifyBaseLogger,
    fetchImpl?: Fetch,
  ) {
    this.cacheProvider = q.postgresCacheProvider(db, SAML_REQUEST_TTL_MS)
    this.idpSource = new IdpSource(config.idp, log, fetchImpl)
  }

  /** The node-saml instance for the IdP's current settings (rebuilt when the metadata changes) */
  private async current(): Promise<{ saml: SAML; idp: IdpSettings }> {
    const idp = await this.idpSource.settings()
    const key = JSON.stringify(idp)
    if (this.cached?.key !== key) {
      const c = this.config
      const saml = new SAML({
        entryPoint: idp.ssoUrl,
        logoutUrl: idp.sloUrl,
        idpIssuer: idp.entityId,
        idpCert: idp.certs,
        issuer: c.issuer,
        audience: c.issuer,
        callbackUrl: c.callbackUrl,
        logoutCallbackUrl: c.logoutCallbackUrl,
        privateKey: c.privateKey,
        publicCert: c.publicCert,
        decryptionPvk: c.decryptionKey,
        signatureAlgorithm: 'sha256',
        digestAlgorithm: 'sha256',
        identifierFormat: TRANSIENT,
        // The whole Response must be signed (which covers its encrypted assertion); a Shibboleth
        // IdP such as Suomi.fi's signs the Response, not the assertion, by default
        wantAuthnResponseSigned: true,
        wantAssertionsSigned: false,
        disableRequestedAuthnContext: c.authnContext.length === 0,
        authnContext: c.authnContext,
        racComparison: c.authnContextComparison,
        validateInResponseTo: ValidateInResponseTo.always,
        requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
        cacheProvider: this.cacheProvider,
        acceptedClockSkewMs: 5000,
      })
      this.cached = { key, saml, idp }
    }
    return { saml: this.cached.saml, idp: this.cached.idp }
  }

  /** Whether this client may start another login (SFI_SAML_LOGIN_RATE_LIMIT per 10 minutes) */
  async mayStartLogin(client: string): Promise<boolean> {
    const limit = this.config.loginRateLimit
    return limit === 0 || (await q.countRecentLogins(this.db, client, LOGIN_RATE_WINDOW_MS)) < limit
  }

  /** A signed AuthnRequest redirect; its id goes into the browser's request cookie */
  async loginRedirect(relayState: string, client: string): Promise<{ url: string; requestId: string }> {
    const { saml } = await this.current()
    const url = await saml.getAuthorizeUrlAsync(relayState, undefined, {})
    const requestId = await messageIdOfRedirect(url)
    await q.setSamlRequestClient(this.db, requestId, client)
    return { url, requestId }
  }

  /**
   * Validates a POSTed login response: it must answer the request this browser started
   * (`boundRequestId` from its cookie), come from the configured IdP, be meant for our callback,
   * and pass node-saml's checks (signature, InResponseTo once and in time, conditions, audience).
   */
  async login(body: Record<string, unknown>, boundRequestId: string | undefined): Promise<SamlIdentity> {
    const response = body.SAMLResponse
    if (typeof response !== 'string' || response.length === 0) throw new SamlError('No SAMLResponse')
    if (!boundRequestId) throw new SamlError('No pending login in this browser (request cookie missing)')
    const { saml, idp } = await this.current()
    const root = parseXml(Buffer.from(response, 'base64').toString('utf8')).documentElement
    if (root.localName !== 'Response' || root.namespaceURI !== PROTOCOL_NS) throw new SamlError('Not a SAML Response')
    if (root.getAttribute('InResponseTo') !== boundRequestId) {
      throw new SamlError('The response does not answer the login started in this browser')
    }
    const destination = root.getAttribute('Destination')
    if (destination !== null && destination !== this.config.callbackUrl)
      throw new SamlError(`Wrong Destination: ${destination}`)
    // node-saml reads the status only when there is no assertion: a failure with one is no login
    const status = attributeValue(`./*[local-name()='Status']/*[local-name()='StatusCode']/@Value`, root)
    if (status !== SUCCESS) throw new SamlError(`The IdP answered ${status}`)
    const issuers = elements(`./*[local-name()='Issuer']`, root)
    if (issuers.length > 1 || (issuers[0] && issuers[0].textContent?.trim() !== idp.entityId)) {
      throw new SamlError(`Unknown Response issuer: ${issuers.map((i) => i.textContent).join(', ')}`)
    }

    try {
      return await this.validatedIdentity(saml, idp, response, boundRequestId)
    } catch (e) {
      // A response refused after its signature was looked at uses the request up (as node-saml would)
      await q.consumeSamlRequest(this.db, boundRequestId, SAML_REQUEST_TTL_MS)
      throw e
    }
  }

  private async validatedIdentity(
    saml: SAML,
    idp: IdpSettings,
    response: string,
    boundRequestId: string,
  ): Promise<SamlIdentity> {
    const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: response })
    if (!profile) throw new SamlError('No assertion')
    // From here on only the signed (and decrypted) assertion is read
    if (profile.issuer !== idp.entityId) throw new SamlError(`Unknown assertion issuer: ${profile.issuer}`)
    const assertion = parseXml(profile.getAssertionXml?.() ?? '').documentElement
    const confirmations = elements(
      `./*[local-name()='Subject']/*[local-name()='SubjectConfirmation'][@Method='${BEARER}']/*[local-name()='SubjectConfirmationData']`,
      assertion,
    )
    const confirmed = confirmations.some(
      (c) =>
        c.getAttribute('Recipient') === this.config.callbackUrl && c.getAttribute('InResponseTo') === boundRequestId,
    )
    if (!confirmed) {
      throw new SamlError(
        `No bearer confirmation for our callback: ${confirmations.map((c) => c.getAttribute('Recipient')).join(', ')}`,
      )
    }
    const identity = identityFromProfile(profile)
    if (!identity) throw new SamlError('No personal identity code or NameID in the assertion')
    // Concurrent posts of one response all pass node-saml's check: the one that consumes the request logs in
    if (!(await q.consumeSamlRequest(this.db, boundRequestId, SAML_REQUEST_TTL_MS)))
      throw new SamlError('The login request was already answered')
    return identity
  }

  /** A signed LogoutRequest redirect to the IdP for the session's NameID and SessionIndex */
  async logoutRedirect(session: { nameId: string; sessionIndex: string | null }, relayState: string): Promise<string> {
    const { saml } = await this.current()
    const profile: Profile = {
      issuer: this.config.issuer,
      nameID: session.nameId,
      nameIDFormat: TRANSIENT,
      ...(session.sessionIndex ? { sessionIndex: session.sessionIndex } : {}),
    }
    return saml.getLogoutUrlAsync(profile, relayState, {})
  }

  /**
   * A redirect-binding message at our single logout URL: the IdP's answer to our LogoutRequest, or
   * its own LogoutRequest (logout started at another service). Both must be signed by the IdP,
   * come from it, be meant for us and be in time; a LogoutResponse must answer a pending request
   * of ours, once.
   */
  async singleLogout(query: Record<string, unknown>, rawQuery: string): Promise<SingleLogoutResult> {
    const { saml } = await this.current()
    const message =
      typeof query.SAMLRequest === 'string'
        ? query.SAMLRequest
        : typeof query.SAMLResponse === 'string'
          ? query.SAMLResponse
          : null
    if (!message || (typeof query.SAMLRequest === 'string' && typeof query.SAMLResponse === 'string')) {
      throw new SamlError('Expected one SAMLRequest or SAMLResponse')
    }
    // node-saml accepts an unsigned redirect message: require the signature here
    if (typeof query.Signature !== 'string' || typeof query.SigAlg !== 'string')
      throw new SamlError('Unsigned logout message')
    if (!ACCEPTED_SIG_ALGS.includes(query.SigAlg))
      throw new SamlError(`Signature algorithm not accepted: ${query.SigAlg}`)
    const xml = (await inflateRaw(Buffer.from(message, 'base64'))).toString('utf8')
    const root = parseXml(xml).documentElement
    const destination = root.getAttribute('Destination')
    if (destination !== this.config.logoutCallbackUrl) throw new SamlError(`Wrong Destination: ${destination}`)

    if (typeof query.SAMLResponse === 'string') {
      if (root.localName !== 'LogoutResponse') throw new SamlError('Not a LogoutResponse')
      const inResponseTo = root.getAttribute('InResponseTo')
      if (!inResponseTo) throw new SamlError('Unsolicited LogoutResponse')
      await saml.validateRedirectAsync(query as Record<string, string>, rawQuery)
      // Answered once: the pending LogoutRequest is used up
      if (!(await q.consumeSamlRequest(this.db, inResponseTo, SAML_REQUEST_TTL_MS)))
        throw new SamlError('LogoutResponse already used')
      return { kind: 'response', relayState: typeof query.RelayState === 'string' ? query.RelayState : null }
    }

    if (root.localName !== 'LogoutRequest') throw new SamlError('Not a LogoutRequest')
    const issued = Date.parse(root.getAttribute('IssueInstant') ?? '')
    if (!Number.isFinite(issued) || Math.abs(Date.now() - issued) > SAML_REQUEST_TTL_MS)
      throw new SamlError('LogoutRequest not in time')
    const { profile } = await saml.validateRedirectAsync(query as Record<string, string>, rawQuery)
    if (!profile?.nameID) throw new SamlError('No NameID in the LogoutRequest')
    const relayState = typeof query.RelayState === 'string' ? query.RelayState : ''
    return {
      kind: 'request',
      nameId: profile.nameID,
      sessionIndex: profile.sessionIndex ?? null,
      respond: () => saml.getLogoutResponseUrlAsync(profile, relayState, {}, true),
    }
  }
}
