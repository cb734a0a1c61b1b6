import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'
import { compiledOnce } from '../../platform/db/compiled'

/**
 * Messages (reference §12). An account's name comes from the view message_account_name (the
 * person's, employee's or group's name, or the municipal account's own). Every list query takes
 * ids and answers all their rows at once, so a page costs the same statements however many
 * threads it holds.
 */

/** The thread t's participants whose accounts are active, with their types (policy.ts ReplyFacts) */
export const activeParticipants = sql<{ id: string; type: string }[]>`coalesce((
    SELECT json_agg(json_build_object('id', pa.id, 'type', pa.type))
    FROM message_thread_participant tp JOIN message_account pa ON pa.id = tp.participant_id AND pa.active
    WHERE tp.thread_id = t.id), '[]')`

const rows = async <R>(db: Db, query: ReturnType<typeof sql<R>>) => (await query.execute(db)).rows

/** The person's active CITIZEN account with their name */
export async function findCitizenAccount(db: Db, personId: string) {
  return (
    await rows<{ id: string; name: string }>(
      db,
      sql`SELECT id, name FROM message_account_name WHERE person_id = ${personId} AND active`,
    )
  )[0]
}

/** reference §12 my-account: some guardian or foster child has shift care in [today, today + 14 days] */
export async function hasShiftCareSoon(db: Db, personId: string, today: string, until: string): Promise<boolean> {
  const [row] = await rows<{ allowed: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM (
            SELECT child_id FROM guardian WHERE guardian_id = ${personId}
            UNION
            SELECT child_id FROM foster_parent WHERE parent_id = ${personId} AND valid_during @> ${today}::date
          ) c
          JOIN placement pl ON pl.child_id = c.child_id
          JOIN service_need sn ON sn.placement_id = pl.id
          WHERE sn.shift_care IN ('FULL', 'INTERMITTENT')
            AND sn.start_date <= ${until}::date AND sn.end_date >= ${today}::date
        ) AS allowed`,
  )
  return row?.allowed ?? false
}

export interface RecipientRow {
  /** null: the finance account's row (every user may write to it) */
  child_id: string | null
  /** The unit of the child's first placement still going on (children of one unit only) */
  unit_id: string | null
  account_id: string
  type: string
  name: string
  reply_only: boolean
  ooo_start: string | null
  ooo_end: string | null
}

/**
 * getCitizenRecipients of reference §12 as one statement: per child (guardian children, foster
 * children of today) the accounts of its units' staff (ACL), of its groups, and its other
 * guardians and foster parents, each with replyOnly and the staff's next time out of office.
 * Only placements ending today or later in units with MESSAGING count for staff. The finance
 * account comes as a row of no child. The accounts are
 * looked up one at a time (LATERAL ... LIMIT 1, one row each by a unique key): joined, the planner
 * merged them against the whole account index, which grows with the persons. No `SELECT *`: such a
 * text is never prepared (platform/db/database.ts), and this one was planned anew on every call,
 * ~1.4 ms of PostgreSQL's time (issue 40).
 */
export async function findRecipients(db: Db, personId: string, today: string, soon: string) {
  return rows<RecipientRow>(
    db,
    sql`
    WITH children AS (
      SELECT child_id FROM guardian WHERE guardian_id = ${personId}
      UNION
      SELECT child_id FROM foster_parent WHERE parent_id = ${personId} AND valid_during @> ${today}::date
    ), placements AS (
      SELECT pl.id, pl.child_id, pl.unit_id, pl.start_date
      FROM placement pl
      JOIN children c ON c.child_id = pl.child_id
      JOIN unit u ON u.id = pl.unit_id
      WHERE pl.end_date >= ${today}::date AND 'MESSAGING' = ANY (u.enabled_pilot_features)
    ), child_unit AS (
      SELECT DISTINCT ON (child_id) child_id, unit_id FROM placements ORDER BY child_id, start_date
    ), accounts AS (
      SELECT p.child_id, a.id AS account_id, a.type, e.last_name || ' ' || e.first_name AS name, e.id AS employee_id,
        bool_and(NOT (acl.role = 'UNIT_SUPERVISOR' AND p.start_date <= ${soon}::date)) AS reply_only
      FROM (SELECT child_id, unit_id, min(start_date) AS start_date FROM placements GROUP BY child_id, unit_id) p
      JOIN daycare_acl acl ON acl.unit_id = p.unit_id
      JOIN employee e ON e.id = acl.employee_id
      JOIN LATERAL (SELECT id, type FROM message_account WHERE employee_id = acl.employee_id AND active LIMIT 1) a ON true
      GROUP BY p.child_id, a.id, a.type, e.id
      UNION ALL
      SELECT p.child_id, a.id, a.type, g.name, NULL::uuid, bool_and(gp.start_date > ${soon}::date)
      FROM placements p
      JOIN daycare_group_placement gp ON gp.placement_id = p.id AND gp.end_date >= ${today}::date
      JOIN daycare_group g ON g.id = gp.group_id
      JOIN LATERAL (SELECT id, type FROM message_account WHERE daycare_group_id = gp.group_id AND active LIMIT 1) a ON true
      GROUP BY p.child_id, a.id, a.type, g.id
      UNION ALL
      SELECT o.child_id, a.id, a.type, pe.last_name || ' ' || pe.first_name, NULL::uuid, false
      FROM (
        SELECT g.child_id, g.guardian_id AS person_id FROM guardian g JOIN children c ON c.child_id = g.child_id
        UNION
        SELECT fp.child_id, fp.parent_id FROM foster_parent fp JOIN children c ON c.child_id = fp.child_id
        WHERE fp.valid_during @> ${today}::date
      ) o
      JOIN person pe ON pe.id = o.person_id
      JOIN LATERAL (SELECT id, type FROM message_account WHERE person_id = o.person_id AND active LIMIT 1) a ON true
      WHERE o.person_id <> ${personId}
    )
    SELECT ac.child_id, cu.unit_id, ac.account_id, ac.type, ac.name, ac.reply_only,
      ooo.start_date AS ooo_start, ooo.end_date AS ooo_end
    FROM accounts ac
    LEFT JOIN child_unit cu ON cu.child_id = ac.child_id
    LEFT JOIN LATERAL (
      SELECT o.start_date, o.end_date FROM out_of_office o
      WHERE o.employee_id = ac.employee_id AND o.end_date >= ${today}::date
      ORDER BY o.start_date LIMIT 1
    ) ooo ON true
    UNION ALL
    -- The finance account, a row of no child (issue 40: in the same statement, a round trip less)
    SELECT NULL, NULL, f.id, f.type, f.name, false, NULL, NULL
    FROM message_account_name f WHERE f.type = 'FINANCE' AND f.active
    ORDER BY child_id, type, name, account_id`,
  )
}

/**
 * Sent messages the person's account received and has not read, in threads not archived; null
 * when the person has no active account. One statement, compiled once: every page asks it
 * (issue 25's budget).
 */
const unreadOfPerson = compiledOnce(
  (_, v: { personId: string }) =>
    sql<{ count: number }>`SELECT (
          SELECT count(*)::int
          FROM message_recipients r
          JOIN message m ON m.id = r.message_id
          JOIN message_thread_participant tp ON tp.thread_id = m.thread_id AND tp.participant_id = r.recipient_id
          WHERE r.recipient_id = a.id AND r.read_at IS NULL AND m.sent_at IS NOT NULL AND tp.folder_id IS NULL
        ) AS count
        FROM message_account a WHERE a.person_id = ${v.personId} AND a.active`,
)
export async function countUnread(db: Db, personId: string): Promise<number | null> {
  const [row] = await unreadOfPerson(db, { personId })
  return row?.count ?? null
}

/**
 * A page of the person's threads not archived, newest last message first, and their account and
 * how many threads there are (undefined when the person has no active account). A participant
 * row is written when a message is sent to or by the account, so each has a message the account
 * may see. One statement (issue 40: two side by side before, a round trip each); the page reads
 * the list index in order.
 */
export async function findThreadPage(db: Db, personId: string, limit: number, offset: number) {
  const [account] = await rows<{ id: string; total: number; thread_ids: string[] }>(
    db,
    sql`SELECT a.id,
          (SELECT count(*)::int FROM message_thread_participant WHERE participant_id = a.id AND folder_id IS NULL)
            AS total,
          ARRAY(
            SELECT tp.thread_id FROM message_thread_participant tp
            WHERE tp.participant_id = a.id AND tp.folder_id IS NULL
            ORDER BY tp.last_message_timestamp DESC, tp.thread_id
            LIMIT ${limit} OFFSET ${offset}
          ) AS thread_ids
        FROM message_account a WHERE a.person_id = ${personId} AND a.active`,
  )
  return account && { accountId: account.id, threadIds: account.thread_ids, total: account.total }
}

export interface ThreadRow {
  id: string
  message_type: 'MESSAGE' | 'BULLETIN'
  title: string
  urgent: boolean
  sensitive: boolean
  is_copy: boolean
  application_id: string | null
  application_status: string | null
  children: { childId: string; firstName: string; lastName: string; preferredName: string }[]
  original_sender_id: string | null
  participants: { id: string; type: string }[]
}

/** The threads with their children (youngest last), first sender and active participants (the reply's facts) */
export async function findThreads(db: Db, threadIds: string[]) {
  if (threadIds.length === 0) return []
  return rows<ThreadRow>(
    db,
    sql`SELECT t.id, t.message_type, t.title, t.urgent, t.sensitive, t.is_copy, t.application_id,
          a.status AS application_status,
          (SELECT m0.sender_id FROM message m0 WHERE m0.thread_id = t.id ORDER BY m0.created_at, m0.id LIMIT 1)
            AS original_sender_id,
          ${activeParticipants} AS participants,
          coalesce((
            SELECT json_agg(json_build_object('childId', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
                                              'preferredName', p.preferred_name)
                            ORDER BY p.date_of_birth, p.first_name, p.id)
            FROM message_thread_children tc JOIN person p ON p.id = tc.child_id WHERE tc.thread_id = t.id
          ), '[]') AS children
        FROM message_thread t LEFT JOIN application a ON a.id = t.application_id
        WHERE t.id = ANY (${threadIds}::uuid[])`,
  )
}

export interface MessageRow {
  id: string
  thread_id: string
  sender_id: string
  sender_name: string
  sender_type: string
  recipient_names: string[] | null
  sent_at: Date
  content: string
  read_at: Date | null
  recipients: { id: string; name: string; type: string }[]
  attachments: { id: string; name: string; contentType: string }[]
}

/**
 * The messages of the threads the account sent or received (not other guardians' own
 * exchanges in the same thread), oldest first, with their recipients and attachments. The few
 * accounts of a page's messages are named once (the view joins four tables a name).
 */
export async function findMessages(db: Db, threadIds: string[], accountId: string) {
  if (threadIds.length === 0) return []
  return rows<MessageRow>(
    db,
    sql`WITH messages AS (
          SELECT m.id, m.thread_id, m.sender_id, m.sender_name, m.recipient_names, m.sent_at, m.content_id, mine.read_at
          FROM message m
          -- One probe a message of (message, recipient)'s unique index: as a join, the generic plan
          -- (the statement is prepared) read all the account's received rows (4 500) into a hash
          LEFT JOIN LATERAL (
            SELECT r.id, r.read_at FROM message_recipients r WHERE r.message_id = m.id AND r.recipient_id = ${accountId}
            LIMIT 1
          ) mine ON true
          WHERE m.thread_id = ANY (${threadIds}::uuid[]) AND m.sent_at IS NOT NULL
            AND (m.sender_id = ${accountId} OR mine.id IS NOT NULL)
        ), recipients AS (
          SELECT r.message_id, r.recipient_id FROM message_recipients r WHERE r.message_id IN (SELECT id FROM messages)
        ), names AS MATERIALIZED (
          -- One at a time by the key (LIMIT 1 keeps it so): joined, the planner read the whole account table
          SELECT n.id, n.name, n.type
          FROM (SELECT recipient_id AS id FROM recipients UNION SELECT sender_id FROM messages) ids
          JOIN LATERAL (SELECT id, name, type FROM message_account_name WHERE id = ids.id LIMIT 1) n ON true
        ), recipient_lists AS (
          SELECT r.message_id,
            json_agg(json_build_object('id', n.id, 'name', n.name, 'type', n.type) ORDER BY n.type, n.name, n.id) AS recipients
          FROM recipients r JOIN names n ON n.id = r.recipient_id
          GROUP BY r.message_id
        )
        SELECT m.id, m.thread_id, m.sender_id, m.sender_name, s.type AS sender_type, m.recipient_names, m.sent_at,
          c.content, m.read_at, rl.recipients,
          coalesce((
            SELECT json_agg(json_build_object('id', at.id, 'name', at.name, 'contentType', at.content_type)
                            ORDER BY at.received_at, at.id)
            FROM attachment at WHERE at.message_content_id = m.content_id
          ), '[]') AS attachments
        FROM messages m
        JOIN message_content c ON c.id = m.content_id
        JOIN names s ON s.id = m.sender_id
        LEFT JOIN recipient_lists rl ON rl.message_id = m.id
        ORDER BY m.sent_at, m.id`,
  )
}

/** The account's participation in the thread, locked for the command; undefined when none */
export async function lockParticipation(db: Db, threadId: string, accountId: string) {
  return (
    await rows<{ thread_id: string; folder_id: string | null }>(
      db,
      sql`SELECT thread_id, folder_id FROM message_thread_participant
          WHERE thread_id = ${threadId} AND participant_id = ${accountId} FOR UPDATE`,
    )
  )[0]
}

export async function markThreadRead(db: Db, threadId: string, accountId: string, now: Date): Promise<number> {
  const result = await sql`
    UPDATE message_recipients r SET read_at = ${now}
    FROM message m
    WHERE m.id = r.message_id AND m.thread_id = ${threadId} AND m.sent_at IS NOT NULL
      AND r.recipient_id = ${accountId} AND r.read_at IS NULL`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/** Marks the newest message the account received in the thread unread; false when it received none */
export async function markLastReceivedUnread(db: Db, threadId: string, accountId: string): Promise<boolean> {
  const result = await sql`
    UPDATE message_recipients SET read_at = NULL
    WHERE id = (
      SELECT r.id FROM message_recipients r JOIN message m ON m.id = r.message_id
      WHERE m.thread_id = ${threadId} AND r.recipient_id = ${accountId} AND m.sent_at IS NOT NULL
      ORDER BY m.sent_at DESC, m.id DESC LIMIT 1
    )`.execute(db)
  return Number(result.numAffectedRows ?? 0) > 0
}

/** Moves the thread to the account's ARCHIVE folder, which is created the first time */
export async function archiveThread(db: Db, threadId: string, accountId: string): Promise<void> {
  await sql`
    WITH folder AS (
      INSERT INTO message_thread_folder (owner_id, name) VALUES (${accountId}, 'ARCHIVE')
      ON CONFLICT (owner_id, name) DO UPDATE SET name = EXCLUDED.name
      RETURNING id
    )
    UPDATE message_thread_participant SET folder_id = (SELECT id FROM folder)
    WHERE thread_id = ${threadId} AND participant_id = ${accountId}`.execute(db)
}
