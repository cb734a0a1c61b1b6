import fs from 'node:fs'
import { DOMParser } from '@xmldom/xmldom'
import xpath from 'xpath'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../platform/config'

/**
 * The Suomi.fi identity provider as this service knows it: entity id, endpoints and certificates
 * from its metadata and/or the settings, and the XML reading both sides of SAML need.
 */

export type SamlConfig = NonNullable<Config['saml']>

export const METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata'
export const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'
const METADATA_REFRESH_MS = 6 * 3600_000
const METADATA_RETRY_MS = 60_000
const METADATA_FETCH_TIMEOUT_MS = 10_000

/** A refused SAML message: logged with its reason, never shown to the user */
export class SamlError extends Error {}

/** The IdP is not known yet (its metadata could not be fetched): strong login answers 503 */
export class IdpUnavailableError extends Error {}

// ---------------------------------------------------------------------------------------------
// The identity provider: entity id, endpoints and certificates, from metadata and/or settings

export interface IdpSettings {
  entityId: string
  ssoUrl: string
  sloUrl: string
  certs: string[]
}

export function parseXml(xml: string): Document {
  const fail = (msg: string) => {
    throw new SamlError(`Invalid XML: ${msg}`)
  }
  // xmldom does not load external entities or DTDs
  const doc = new DOMParser({ errorHandler: { warning: () => {}, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  )
  if (!doc?.documentElement) throw new SamlError('Invalid XML: no document element')
  return doc as unknown as Document
}

const select = (expression: string, node: Node) => xpath.select(expression, node) as Node[]
export const elements = (expression: string, node: Node) => select(expression, node) as Element[]
export const attributeValue = (expression: string, node: Node) =>
  (select(expression, node)[0] as Attr | undefined)?.value ?? null

function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '')
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`
}

/**
 * The IdP's entity id, redirect-binding SSO and SLO URLs and signing certificates from its SAML
 * metadata (an EntityDescriptor, or an EntitiesDescriptor holding it).
 */
function parseIdpMetadata(xml: string, entityId: string | null): Partial<IdpSettings> {
  const doc = parseXml(xml)
  const entities = elements(
    `//*[local-name()='EntityDescriptor' and namespace-uri()='${METADATA_NS}'][*[local-name()='IDPSSODescriptor']]`,
    doc,
  )
  const entity = entityId ? entities.find((e) => e.getAttribute('entityID') === entityId) : entities[0]
  if (!entity)
    throw new Error(
      entityId ? `No identity provider ${entityId} in the metadata` : 'No identity provider in the metadata',
    )
  const idp = elements(`./*[local-name()='IDPSSODescriptor']`, entity)[0]!
  const location = (service: string) =>
    attributeValue(`./*[local-name()='${service}'][@Binding='${REDIRECT_BINDING}']/@Location`, idp) ?? undefined
  const certs = select(
    `./*[local-name()='KeyDescriptor'][not(@use) or @use='signing']//*[local-name()='X509Certificate']`,
    idp,
  ).map((n) => toPem(n.textContent ?? ''))
  return {
    entityId: entity.getAttribute('entityID') ?? undefined,
    ssoUrl: location('SingleSignOnService'),
    sloUrl: location('SingleLogoutService'),
    certs,
  }
}

/** Origins the browser is sent to at the IdP (SSO and SLO), for the CSP's form-action */
export function idpOrigins(config: SamlConfig): string[] {
  const { metadata, ssoUrl, sloUrl } = config.idp
  const file =
    metadata?.kind === 'file' ? parseIdpMetadata(fs.readFileSync(metadata.path, 'utf8'), config.idp.entityId) : null
  const urls = [ssoUrl ?? file?.ssoUrl, sloUrl ?? file?.sloUrl, metadata?.kind === 'url' ? metadata.url : undefined]
  return [...new Set(urls.filter((u): u is string => !!u).map((u) => new URL(u).origin))]
}

export type Fetch = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>

/**
 * The IdP as configured: settings given in the environment win over the metadata, and the
 * certificates of both are trusted. Metadata from a URL is fetched at first use and refreshed every
 * 6 hours in the background; a failed refresh keeps the previous metadata.
 */
export class IdpSource {
  private fetched: { settings: Partial<IdpSettings>; at: number } | null = null
  private lastFailureAt = 0
  private fetching: Promise<void> | null = null
  private readonly fileSettings: Partial<IdpSettings> | null

  constructor(
    private readonly idp: SamlConfig['idp'],
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: Fetch = fetch,
  ) {
    this.fileSettings =
      idp.metadata?.kind === 'file' ? parseIdpMetadata(fs.readFileSync(idp.metadata.path, 'utf8'), idp.entityId) : null
  }

  async settings(): Promise<IdpSettings> {
    const metadata = this.idp.metadata
    let fromMetadata: Partial<IdpSettings> = this.fileSettings ?? {}
    if (metadata?.kind === 'url') {
      const now = Date.now()
      const due = !this.fetched || now - this.fetched.at > METADATA_REFRESH_MS
      if (due && now - this.lastFailureAt > METADATA_RETRY_MS) {
        this.fetching ??= this.fetchMetadata(metadata.url).finally(() => (this.fetching = null))
        // Only the first fetch is waited for; later ones refresh in the background
        if (!this.fetched) await this.fetching
      }
      fromMetadata = this.fetched?.settings ?? {}
    }
    const settings = {
      entityId: this.idp.entityId ?? fromMetadata.entityId,
      ssoUrl: this.idp.ssoUrl ?? fromMetadata.ssoUrl,
      sloUrl: this.idp.sloUrl ?? fromMetadata.sloUrl,
      certs: [...new Set([...(fromMetadata.certs ?? []), ...this.idp.certs])],
    }
    if (!settings.entityId || !settings.ssoUrl || !settings.sloUrl || settings.certs.length === 0) {
      throw new IdpUnavailableError('The identity provider metadata is not available')
    }
    return settings as IdpSettings
  }

  private async fetchMetadata(url: string): Promise<void> {
    try {
      const res = await this.fetchImpl(url, { signal: AbortSignal.timeout(METADATA_FETCH_TIMEOUT_MS) })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      const settings = parseIdpMetadata(await res.text(), this.idp.entityId)
      this.fetched = { settings, at: Date.now() }
      this.log.info({ url, certificates: settings.certs?.length ?? 0 }, 'SAML: identity provider metadata loaded')
    } catch (e) {
      this.lastFailureAt = Date.now()
      this.log.error({ err: e, url }, 'SAML: fetching the identity provider metadata failed')
    }
  }
}
