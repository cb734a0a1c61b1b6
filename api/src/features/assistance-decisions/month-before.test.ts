import { describe, expect, it, inject } from 'vitest'
import pg from 'pg'
import { addMonthsClamped } from '@citizen/contract'

// The visibility rule (queries.ts) computes today − 1 month in Node; it must match PostgreSQL's
const monthBefore = (date: string) => addMonthsClamped(date, -1)

describe('monthBefore', () => {
  it('clamps to the month’s end as LocalDate.minusMonths does', () => {
    expect(monthBefore('2026-03-31')).toBe('2026-02-28')
    expect(monthBefore('2024-03-31')).toBe('2024-02-29')
    expect(monthBefore('2026-01-15')).toBe('2025-12-15')
    expect(monthBefore('2026-05-31')).toBe('2026-04-30')
  })

  it("answers what PostgreSQL’s date - interval '1 month' answers, every day of four years", async () => {
    const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') })
    await client.connect()
    try {
      const { rows } = await client.query<{ day: string; before: string }>(`
        SELECT d::date::text AS day, (d::date - interval '1 month')::date::text AS before
        FROM generate_series(DATE '2023-01-01', DATE '2026-12-31', interval '1 day') d`)
      expect(rows).toHaveLength(1461)
      for (const r of rows) expect(monthBefore(r.day), r.day).toBe(r.before)
    } finally {
      await client.end()
    }
  })
})
