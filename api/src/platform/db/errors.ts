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
