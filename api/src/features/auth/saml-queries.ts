import type { CacheProvider } from '@node-saml/node-saml'
import type { Db } from '../../platform/db/database'

/** The SAML service provider's SQL: pending requests (saml_request) and the sessions an IdP logout ends */

/**
 * Outstanding request ids in PostgreSQL, so any API process can validate InResponseTo. node-saml
 * checks a response's InResponseTo with `getAsync` and removes it afterwards without reading the
 * answer, so concurrent posts of one response would all pass: its `removeAsync` does nothing, and
 * the caller consumes the request with `consumeSamlRequest`, whose DELETE … RETURNING decides.
 */
export function postgresCacheProvider(db: Db, ttlMs: number): CacheProvider {
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
        .where('created_at', '>', new Date(Date.now() - ttlMs))
        .executeTakeFirst()
      return row?.value ?? null
    },
    async removeAsync() {
      return null
    },
  }
}

/**
 * Uses up a pending request: true for exactly one caller, and only while the request is in time.
 * A response is answered once however many times it is posted at once.
 */
export async function consumeSamlRequest(db: Db, id: string, ttlMs: number): Promise<boolean> {
  const row = await db.deleteFrom('saml_request').where('id', '=', id).returning('created_at').executeTakeFirst()
  return row !== undefined && row.created_at.getTime() > Date.now() - ttlMs
}

/** The daily clean-up: pending requests past their lifetime can no longer be answered. */
export async function deleteExpiredSamlRequests(db: Db, now: Date, ttlMs: number): Promise<number> {
  const result = await db
    .deleteFrom('saml_request')
    .where('created_at', '<', new Date(now.getTime() - ttlMs))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Logins this client started within the window */
export async function countRecentLogins(db: Db, client: string, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('saml_request')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('client', '=', client)
    .where('created_at', '>', new Date(Date.now() - windowMs))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Ends the sessions of an IdP-initiated logout: those of the NameID (and of the IdP session when
 * the request names one). Returns the ids (token hashes) of the ended sessions.
 */
export async function deleteSamlSessions(db: Db, nameId: string, sessionIndex: string | null): Promise<string[]> {
  let query = db.deleteFrom('session').where('auth_type', '=', 'sfi').where('saml_name_id', '=', nameId)
  if (sessionIndex) query = query.where('saml_session_index', '=', sessionIndex)
  const rows = await query.returning('id').execute()
  return rows.map((r) => r.id)
}

/** Records which client started the login request (the per-client limit counts them) */
export async function setSamlRequestClient(db: Db, requestId: string, client: string): Promise<void> {
  await db.updateTable('saml_request').set({ client }).where('id', '=', requestId).execute()
}
