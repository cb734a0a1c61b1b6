import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml'
import type { Config } from '../../platform/config'
import type { Db } from '../../platform/db/database'

// Suomi.fi attribute names (reference §1)
export const SSN_ATTRIBUTE = 'urn:oid:1.2.246.21'
export const FIRST_NAME_ATTRIBUTE = 'urn:oid:2.5.4.42'
export const LAST_NAME_ATTRIBUTE = 'urn:oid:2.5.4.4'

const REQUEST_TTL_MS = 10 * 60_000

/** Outstanding AuthnRequest ids in PostgreSQL, so any API process can validate InResponseTo. */
function postgresCacheProvider(db: Db): CacheProvider {
  return {
    async saveAsync(key, value) {
      const row = await db
        .insertInto('saml_request')
        .values({ id: key, value })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning(['value', 'created_at'])
        .executeTakeFirst()
      return row ? { value: row.value, createdAt: row.created_at.getTime() } : null
    },
    async getAsync(key) {
      const row = await db
        .selectFrom('saml_request')
        .select('value')
        .where('id', '=', key)
        .where('created_at', '>', new Date(Date.now() - REQUEST_TTL_MS))
        .executeTakeFirst()
      return row?.value ?? null
    },
    async removeAsync(key) {
      if (key === null) return null
      const row = await db.deleteFrom('saml_request').where('id', '=', key).returning('value').executeTakeFirst()
      return row?.value ?? null
    },
  }
}

export type SamlConfig = NonNullable<Config['saml']>

export function createSaml(config: SamlConfig, db: Db): SAML {
  return new SAML({
    entryPoint: config.entryPoint,
    issuer: config.issuer,
    callbackUrl: config.callbackUrl,
    idpCert: config.idpCert,
    privateKey: config.privateKey,
    logoutUrl: config.logoutUrl ?? config.entryPoint,
    identifierFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
    wantAssertionsSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: postgresCacheProvider(db),
    acceptedClockSkewMs: 5000,
  })
}

export interface SamlIdentity {
  ssn: string
  firstName: string
  lastName: string
  nameId: string
  sessionIndex: string | null
}

export function identityFromProfile(profile: Profile): SamlIdentity | null {
  const ssn = profile[SSN_ATTRIBUTE]
  if (typeof ssn !== 'string' || ssn.length === 0) return null
  const text = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string) : '')
  return {
    ssn: ssn.toUpperCase(),
    firstName: text(FIRST_NAME_ATTRIBUTE),
    lastName: text(LAST_NAME_ATTRIBUTE),
    nameId: profile.nameID,
    sessionIndex: profile.sessionIndex ?? null,
  }
}
