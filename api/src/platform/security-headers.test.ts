import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness'

const t = useTestApp()

describe('response headers', () => {
  it('marks API answers, errors included, with the request id and no-store', async () => {
    for (const [method, url, status] of [
      ['GET', '/api/citizen/auth/status', 200],
      ['GET', '/api/citizen/applications/by-guardian', 401],
      ['POST', '/api/citizen/auth/weak-login', 403], // no CSRF header
      ['GET', '/api/no-such-route', 404],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { 'x-request-id': 'req-123' } })
      expect(res.statusCode, url).toBe(status)
      expect(res.headers['x-request-id'], url).toBe('req-123')
      expect(res.headers['cache-control'], url).toBe('no-store')
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      // Document policies belong to pages, not to JSON
      expect(res.headers['content-security-policy'], url).toBeUndefined()
    }
  })

  it('gives pages the document policies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' })
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
