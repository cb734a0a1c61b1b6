import { sql } from 'kysely'
import type { CitizenUserDetails } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { ChildPlacementFacts } from './policy'
import { compiledOnce } from '../../platform/db/compiled'
import { SESSION_JSON, type SessionRow } from '../../platform/session'

interface SessionWithCitizen {
  session: SessionRow
  /** Already in the contract's shape (CitizenUserDetails) */
  details: CitizenUserDetails
  placements: ChildPlacementFacts[]
  /** A sent message has reached the person's account (kept by a trigger, migration 0016) */
  has_received_messages: boolean
}

/**
 * The status call runs on every page load: the valid session with the citizen's row of
 * citizen_status, which triggers keep ready (migration 0006): their details already in the
 * contract's shape and their children's placements. One join of two primary-key lookups, compiled
 * once: building the query on each call cost more than running it (docs/performance.md, "Hot
 * path").
 */
export async function findSessionWithCitizen(db: Db, sessionHash: string) {
  return (await sessionWithCitizen(db, { sessionHash }))[0]
}

const sessionWithCitizen = compiledOnce(
  (_, v: { sessionHash: string }) => sql<SessionWithCitizen>`
    SELECT ${SESSION_JSON} AS session, c.details, c.placements, c.has_received_messages
    FROM session s
    JOIN citizen_status c ON c.person_id = s.person_id
    WHERE s.id = ${v.sessionHash} AND s.expires_at > now()`,
)

export async function findPersonBySsn(db: Db, ssn: string) {
  return db
    .selectFrom('person')
    .select(['id', 'first_name', 'last_name'])
    .where('social_security_number', '=', ssn.trim().toUpperCase())
    .executeTakeFirst()
}

export async function insertPerson(
  db: Db,
  p: { ssn: string; firstName: string; lastName: string; dateOfBirth: string },
): Promise<string> {
  const row = await db
    .insertInto('person')
    .values({
      social_security_number: p.ssn,
      first_name: p.firstName,
      last_name: p.lastName,
      date_of_birth: p.dateOfBirth,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The time of the person's last login of the level */
export async function recordLogin(db: Db, personId: string, level: 'WEAK' | 'STRONG'): Promise<void> {
  await db
    .updateTable('person')
    .set(level === 'WEAK' ? { last_weak_login: new Date() } : { last_strong_login: new Date() })
    .where('id', '=', personId)
    .execute()
}

export async function updatePasswordHash(db: Db, personId: string, hash: string): Promise<void> {
  await db.updateTable('citizen_user').set({ password_hash: hash }).where('id', '=', personId).execute()
}

export async function findWeakCredentials(db: Db, username: string) {
  return db
    .selectFrom('citizen_user')
    .select(['id', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst()
}

// Advisory lock classes (the two-key form, apart from the migrations' one-key lock)
const USERNAME_LOCK = 1
const CLIENT_LOCK = 2

export interface WeakLoginLimits {
  /** Password checks per username per hour; 0 = no limit */
  perUsername: number
  /** Failed password checks per client per hour, across usernames; 0 = no limit */
  perClient: number
}

type WeakLoginAdmission = { admitted: true; attemptId: number } | { admitted: false; limit: 'username' | 'client' }

/**
 * Lets a password check run if the username and the client are under their limits, and records
 * it. Counting and recording happen in one transaction holding advisory locks on the username
 * and the client (always in that order, so two attempts never wait for each other in a circle):
 * parallel attempts queue and each one counts the ones before it. (An INSERT counting in the same
 * statement did not see its parallel siblings: 40 parallel attempts got 26 checks.)
 *
 * Refused attempts are not recorded: they cost no hash check, and a user who keeps trying while
 * locked out does not prolong the lock. A check counts against the client until it is known to
 * have succeeded (weakLoginSucceeded), so in-flight checks count as failures.
 */
export async function admitWeakLoginAttempt(
  db: Db,
  username: string,
  client: string,
  limits: WeakLoginLimits,
): Promise<WeakLoginAdmission> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${USERNAME_LOCK}::int, hashtext(${username}))`.execute(tx)
    await sql`SELECT pg_advisory_xact_lock(${CLIENT_LOCK}::int, hashtext(${client}))`.execute(tx)
    const { rows } = await sql<{ by_username: string; by_client: string }>`
      SELECT count(*) FILTER (WHERE username = ${username}) AS by_username,
             count(*) FILTER (WHERE client = ${client} AND NOT succeeded) AS by_client
      FROM weak_login_attempt
      WHERE (username = ${username} OR client = ${client}) AND attempted_at > now() - interval '1 hour'
    `.execute(tx)
    const row = rows[0]!
    if (limits.perUsername > 0 && Number(row.by_username) >= limits.perUsername)
      return { admitted: false, limit: 'username' }
    if (limits.perClient > 0 && Number(row.by_client) >= limits.perClient) return { admitted: false, limit: 'client' }
    const inserted = await tx
      .insertInto('weak_login_attempt')
      .values({ username, client })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { admitted: true, attemptId: inserted.id }
  })
}

/** A successful login no longer counts against its client's limit (it still counts for the username). */
export async function weakLoginSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('weak_login_attempt').set({ succeeded: true }).where('id', '=', attemptId).execute()
}

/** Adults the dev identity provider offers, with their number of children. */
export async function listDevLoginPersons(db: Db) {
  return (
    db
      .selectFrom('person as p')
      .select(['p.social_security_number', 'p.first_name', 'p.last_name'])
      // Guardianships and foster children valid today: the children the person will see
      .select(
        sql<number>`(SELECT count(*) FROM guardian g WHERE g.guardian_id = p.id)
        + (SELECT count(*) FROM foster_parent f WHERE f.parent_id = p.id AND f.valid_during @> current_date)`.as(
          'children',
        ),
      )
      .where('p.social_security_number', 'is not', null)
      .where('p.date_of_birth', '<=', sql<string>`current_date - interval '18 years'`)
      .orderBy('p.last_name')
      .orderBy('p.first_name')
      .limit(200)
      .execute()
  )
}
