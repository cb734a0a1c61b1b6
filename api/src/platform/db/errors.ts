import { errorCodes } from '@citizen/contract'

/**
 * Whether an error means the database cannot be reached right now (answered 503
 * DATABASE_UNAVAILABLE, app.ts) rather than a fault of the request or the code (500).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown }
  const code = typeof e.code === 'string' ? e.code : ''
  // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now),
  // 53300 (too many connections)
  if (/^08...$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true
  if (NETWORK_CODES.has(code)) return true
  if (typeof e.message === 'string' && PG_CONNECTION_MESSAGES.some((m) => (e.message as string).startsWith(m)))
    return true
  // Node's connect to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError
  if (Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every((x) => isDatabaseUnavailable(x, depth + 1)))
    return true
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1)
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// node-postgres and pg-pool give these without a code
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
]

/** What a request is answered when PostgreSQL refused its data (the error handler, platform/error-handler.ts) */
interface RefusedDataAnswer {
  statusCode: 400 | 409
  errorCode: string
  /** Names no table, column, constraint or value: those go to the log only */
  message: string
}

const invalid = (message: string): RefusedDataAnswer => ({ statusCode: 400, errorCode: errorCodes.validation, message })
const conflicting = (message: string): RefusedDataAnswer => ({
  statusCode: 409,
  errorCode: errorCodes.conflict,
  message,
})

/**
 * SQLSTATEs that mean the request's data could not be stored (a check the validation missed, or a
 * clash with a concurrent change), never a fault of the server: 409 for a clash with what is
 * stored or being stored, else 400.
 */
export const REFUSED_DATA_ANSWERS: Readonly<Record<string, RefusedDataAnswer>> = {
  '23505': conflicting('The data duplicates data already stored'),
  '23P01': conflicting('The data overlaps with data already stored'),
  '23001': conflicting('The data is still in use and cannot be changed or removed'),
  '23503': invalid('The request refers to something that does not exist'),
  '23502': invalid('A required value is missing'),
  '23514': invalid('A value is not allowed'),
  '22P02': invalid('A value is not in a valid form'),
  '22007': invalid('A date or time is not valid'),
  '22008': invalid('A date or time is out of range'),
  '22001': invalid('A value is too long'),
  '22003': invalid('A number is out of range'),
  '22021': invalid('A text contains characters that cannot be stored'),
  '22P05': invalid('A text contains characters that cannot be stored'),
  // "index row size exceeds maximum": a huge value in an indexed column
  '54000': invalid('A value is too long'),
  // A serialization failure or deadlock that outlasted its retries (db/retry.ts): the request
  // clashed with another changing the same data at once; nothing was stored, sending it again works
  '40001': conflicting('Another change of the same data came at the same time; please try again'),
  '40P01': conflicting('Another change of the same data came at the same time; please try again'),
}

// A foreign key refused on delete or update of the referenced row (the row is in use), not a dangling reference
const STILL_REFERENCED = conflicting('The data is still in use and cannot be changed or removed')

/** The answer to a PostgreSQL error caused by the request's data, or null for any other error */
export function refusedDataAnswer(error: unknown): RefusedDataAnswer | null {
  const e = pgError(error)
  if (!e) return null
  if (e.code === '23503' && e.message.startsWith('update or delete on table')) return STILL_REFERENCED
  return REFUSED_DATA_ANSWERS[e.code] ?? null
}

/** The fields of node-postgres's DatabaseError worth a log line (the detail may hold values: see the handler) */
interface PgErrorFields {
  code: string
  message: string
  detail?: string
  table?: string
  column?: string
  constraint?: string
  dataType?: string
  routine?: string
}

/** node-postgres's DatabaseError (a SQLSTATE of five characters), also as the cause of a wrapping error */
export function pgError(error: unknown, depth = 0): PgErrorFields | null {
  if (!error || typeof error !== 'object' || depth > 3) return null
  const e = error as Partial<PgErrorFields> & { cause?: unknown }
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.message === 'string') {
    const { code, message, detail, table, column, constraint, dataType, routine } = e
    return { code, message, detail, table, column, constraint, dataType, routine }
  }
  return pgError(e.cause, depth + 1)
}
