import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyErrors,
  idempotencyKeyOf,
  type Endpoint,
  type FileEndpoint,
} from '@citizen/contract'
import type { Db, Tx } from './db/database'
import { badRequest, HttpError } from './errors'

/**
 * Idempotency keys (issue 42, contract/src/idempotency.ts): a command sent again with the same
 * `Idempotency-Key` by the same person and with the same body is answered what the first got,
 * without running again, so a device's queue may resend until it hears an answer. The answer is
 * recorded in the command's own transaction (never a write without its record or the other way
 * round); a refusal (4xx) in a transaction of its own once the command's rolled back; a failure
 * (5xx, a lost connection) records nothing, so the client may try again. Keys are the person's:
 * another person's same key is theirs alone. Requests with the same key take turns on an
 * advisory lock, so two at once write once and get the same answer (the draft answers the second
 * 409; waiting spares the queue a retry). The same key with another body is 422.
 */

/** How long a key is honoured; older rows are deleted by the daily job (api/src/jobs.ts) */
export const IDEMPOTENCY_KEY_DAYS = 7

/** One request's key: whose it is, and what it asked (`fingerprint`: the endpoint and body hashed) */
export interface IdempotencyKey {
  personId: string
  key: string
  fingerprint: string
  now: Date
}

interface StoredAnswer {
  fingerprint: string
  status: number
  body: unknown
}

/**
 * The request's key (null without the header) for `endpoint` with its parsed `body`; a malformed
 * key, or two, is 400
 */
export function requestIdempotencyKey(
  request: FastifyRequest,
  endpoint: Endpoint | FileEndpoint,
  personId: string,
  body: unknown,
  now: Date,
): IdempotencyKey | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]
  if (value === undefined) return null
  const key = typeof value === 'string' ? idempotencyKeyOf(value) : null
  if (!key) {
    throw badRequest(
      `${IDEMPOTENCY_KEY_HEADER} must be one key of 16–64 letters, digits or ._~-`,
      idempotencyErrors.invalidKey,
    )
  }
  const fingerprint = createHash('sha256')
    .update(`${endpoint.method} ${endpoint.path} ${canonicalJson(body)}`)
    .digest('hex')
  return { personId, key, fingerprint, now }
}

/** JSON with each object's keys in order, so equal bodies hash alike whatever order they came in */
function canonicalJson(value: unknown): string {
  if (value && typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function') {
    return canonicalJson(value.toJSON())
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** How a command opens its transaction: `inTransaction`, or `transactionWithRetry` (platform/db/retry.ts) */
type Transaction = <T>(db: Db, fn: (tx: Tx) => Promise<T>) => Promise<T>

export const inTransaction: Transaction = (db, fn) => db.transaction().execute(fn)

/**
 * Runs `write` in a transaction `transaction` opens, once per key: without a key just so. With
 * one, the key is locked first; a key already answered is answered again (its refusal thrown
 * again) and `write` does not run. `write` answers the JSON the endpoint sends.
 */
export async function once<T>(
  db: Db,
  key: IdempotencyKey | null,
  transaction: Transaction,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!key) return transaction(db, write)
  let answer: StoredAnswer
  try {
    answer = await transaction(db, async (tx) => {
      const stored = await lockedAnswer(tx, key)
      return stored ?? record(tx, key, 200, await write(tx))
    })
  } catch (e) {
    if (!(e instanceof HttpError) || e.statusCode < 400 || e.statusCode >= 500) throw e
    // The write rolled back: its refusal is kept, so the retried send shows the same reason
    const { statusCode, message, errorCode, details } = e
    answer = await inTransaction(
      db,
      async (tx) => (await lockedAnswer(tx, key)) ?? record(tx, key, statusCode, { ...details, message, errorCode }),
    )
  }
  return replay(answer, key) as T
}

/** Waits for the key's turn (until the other request with it commits or rolls back), then its stored answer */
async function lockedAnswer(tx: Tx, key: IdempotencyKey): Promise<StoredAnswer | null> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`idempotency-key:${key.personId}:${key.key}`}, 0))`.execute(
    tx,
  )
  const row = await tx
    .selectFrom('idempotency_key')
    .select(['fingerprint', 'status', 'body'])
    .where('person_id', '=', key.personId)
    .where('key', '=', key.key)
    .executeTakeFirst()
  return row ?? null
}

async function record(tx: Tx, key: IdempotencyKey, status: number, body: unknown): Promise<StoredAnswer> {
  await tx
    .insertInto('idempotency_key')
    .values({
      person_id: key.personId,
      key: key.key,
      fingerprint: key.fingerprint,
      status,
      body: JSON.stringify(body),
      created_at: key.now,
    })
    .execute()
  return { fingerprint: key.fingerprint, status, body }
}

/** The stored answer as the first request got it: its body, or its refusal thrown */
function replay(answer: StoredAnswer, key: IdempotencyKey): unknown {
  if (answer.fingerprint !== key.fingerprint) {
    throw new HttpError(
      422,
      `This ${IDEMPOTENCY_KEY_HEADER} was sent with another request`,
      idempotencyErrors.keyReused,
    )
  }
  if (answer.status < 400) return answer.body
  const { message, errorCode, ...details } = answer.body as { message: string; errorCode?: string }
  throw new HttpError(
    answer.status,
    message,
    errorCode,
    Object.keys(details).length > 0 ? (details as Record<string, string | number>) : undefined,
  )
}

/** The daily clean-up: keys older than IDEMPOTENCY_KEY_DAYS; answers how many went */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 3600_000)
  const result = await db.deleteFrom('idempotency_key').where('created_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}
