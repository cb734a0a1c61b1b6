import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, pgError, REFUSED_DATA_ANSWERS, refusedDataAnswer } from './errors'

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

describe('refusedDataAnswer', () => {
  const pgError_ = (code: string, message = 'x', extra: object = {}) =>
    Object.assign(new Error(message), { code, ...extra })

  it.each([
    ['23505', 409, 'CONFLICT'],
    ['23P01', 409, 'CONFLICT'],
    ['23001', 409, 'CONFLICT'],
    ['23503', 400, 'VALIDATION_FAILED'],
    ['23502', 400, 'VALIDATION_FAILED'],
    ['23514', 400, 'VALIDATION_FAILED'],
    ['22P02', 400, 'VALIDATION_FAILED'],
    ['22007', 400, 'VALIDATION_FAILED'],
    ['22008', 400, 'VALIDATION_FAILED'],
    ['22001', 400, 'VALIDATION_FAILED'],
    ['22003', 400, 'VALIDATION_FAILED'],
    ['22021', 400, 'VALIDATION_FAILED'],
    ['22P05', 400, 'VALIDATION_FAILED'],
    ['54000', 400, 'VALIDATION_FAILED'],
    ['40001', 409, 'CONFLICT'],
    ['40P01', 409, 'CONFLICT'],
  ])('answers %s with %i %s', (code, statusCode, errorCode) => {
    expect(refusedDataAnswer(pgError_(code))).toMatchObject({ statusCode, errorCode })
  })

  it('answers a row still referenced 409, a dangling reference 400', () => {
    const insert = 'insert or update on table "placement" violates foreign key constraint "placement_child_id_fkey"'
    const remove =
      'update or delete on table "person" violates foreign key constraint "placement_child_id_fkey" on table "placement"'
    expect(refusedDataAnswer(pgError_('23503', insert))?.statusCode).toBe(400)
    expect(refusedDataAnswer(pgError_('23503', remove))?.statusCode).toBe(409)
  })

  it('finds the database error as the cause of a wrapping one', () => {
    expect(refusedDataAnswer(new Error('wrapped', { cause: pgError_('23505') }))?.statusCode).toBe(409)
  })

  it('leaves connection failures, server faults and other errors alone', () => {
    for (const code of ['08006', '57P01', '53300', 'ECONNREFUSED', '42P01', '42703', '25P02', '57014']) {
      expect(refusedDataAnswer(pgError_(code)), code).toBeNull()
    }
    expect(refusedDataAnswer(new Error('Connection terminated unexpectedly'))).toBeNull()
    expect(refusedDataAnswer(null)).toBeNull()
    expect(refusedDataAnswer('23505')).toBeNull()
    expect(refusedDataAnswer({ code: '23505' })).toBeNull()
  })

  it('says nothing of tables, columns, constraints or values', () => {
    for (const answer of Object.values(REFUSED_DATA_ANSWERS)) {
      expect(answer.message).not.toMatch(/"|table|column|constraint|key|\(|_/i)
    }
  })

  it('keeps the fields of the log line', () => {
    const e = pgError_('23505', 'duplicate key value violates unique constraint "absence_child_id_date_category_key"', {
      detail: 'Key (child_id, date, category)=(…) already exists.',
      table: 'absence',
      constraint: 'absence_child_id_date_category_key',
      schema: 'public',
    })
    expect(pgError(e)).toMatchObject({
      code: '23505',
      table: 'absence',
      constraint: 'absence_child_id_date_category_key',
      detail: 'Key (child_id, date, category)=(…) already exists.',
    })
    expect(pgError(e)).not.toHaveProperty('schema')
  })
})
