import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './errors'

describe('isDatabaseUnavailable', () => {
  it('knows connection-level failures', () => {
    const pgError = (code: string) => Object.assign(new Error('x'), { code })
    for (const code of [
      '08006',
      '08001',
      '57P01',
      '57P02',
      '57P03',
      '53300',
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
    ]) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true)
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    // localhost tried as ::1 and 127.0.0.1
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]))).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('57P01') }))).toBe(true)
  })

  it('leaves everything else a 500', () => {
    for (const code of ['23505', '40P01', '22P02', 'ENOENT', '57014']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(false)
    }
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable(new AggregateError([]))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})
