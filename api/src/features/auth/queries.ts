import { sql } from 'kysely'
import type { CitizenUserDetails } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { ChildPlacementFacts } from './policy'
import { queryPrepared } from '../../platform/db/prepared'
import { SESSION_JSON_SQL, type SessionRow } from '../../platform/session'

export interface SessionWithCitizen {
  session: SessionRow
  /** Already in the contract's shape (CitizenUserDetails) */
  details: CitizenUserDetails
  placements: ChildPlacementFacts[]
}

/**
 * The status call runs on every page load: the valid session with the citizen's row of
 * citizen_status, which triggers keep ready (migration 0006): their details already in the
 * contract's shape and their children's placements. One join of two primary-key lookups, run as
 * a prepared statement from plain SQL: building the Kysely query on each call cost more than
 * running it (see docs/architecture.md, "Hot path").
 */
export async function findSessionWithCitizen(db: Db, sessionHash: string) {
  const rows = await queryPrepared<SessionWithCitizen>(
    db,
    'auth-status',
    `SELECT ${SESSION_JSON_SQL} AS session, c.details, c.placements
     FROM session s
     JOIN citizen_status c ON c.person_id = s.person_id
     WHERE s.id = $1 AND s.expires_at > now()`,
    [sessionHash],
  )
  return rows[0]
}

export async function findPersonBySsn(db: Db, ssn: string) {
  return db
    .selectFrom('person')
    .select(['id', 'first_name', 'last_name'])
    .where('social_security_number', '=', ssn.trim().toUpperCase())
    .executeTakeFirst()
}

export async function findWeakCredentials(db: Db, username: string) {
  return db
    .selectFrom('citizen_user')
    .select(['id', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst()
}

/** Records a weak login attempt and answers how many there were for the username in the last hour. */
export async function recordWeakLoginAttempt(db: Db, username: string): Promise<number> {
  const row = await sql<{ attempts: number }>`
    WITH inserted AS (INSERT INTO weak_login_attempt (username) VALUES (${username}) RETURNING 1)
    SELECT (SELECT count(*) FROM weak_login_attempt
            WHERE username = ${username} AND attempted_at > now() - interval '1 hour') + 1 AS attempts
  `.execute(db)
  return Number(row.rows[0]?.attempts ?? 0)
}

/** Adults the dev identity provider offers, with their number of children. */
export async function listDevLoginPersons(db: Db) {
  return db
    .selectFrom('person as p')
    .select(['p.social_security_number', 'p.first_name', 'p.last_name'])
    .select((eb) =>
      eb.selectFrom('guardian as g').whereRef('g.guardian_id', '=', 'p.id').select(eb.fn.countAll<number>().as('n')).as('children'),
    )
    .where('p.social_security_number', 'is not', null)
    .where('p.date_of_birth', '<=', sql<string>`current_date - interval '18 years'`)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .limit(200)
    .execute()
}
