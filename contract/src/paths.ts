/**
 * Returns a return path (path, query and hash) when `raw` resolves to this site's own origin,
 * else null. Used for ?next= on the login pages and RelayState on the server.
 * spec 002: "the next path must resolve to the same origin"
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null
  // Only absolute paths; "//host" and "/\host" are protocol-relative URLs in browsers
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  if (/[\u0000-\u001f\\]/.test(raw)) return null
  const base = 'http://same-origin.invalid'
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments can normalise to a protocol-relative URL: "/..//evil.example" -> "//evil.example"
  if (path.startsWith('//')) return null
  return path
}
