import { describe, expect, it } from 'vitest'
import { statementName } from './database'

// Kysely's statements run as named prepared statements (database.ts preparingPool); that the
// generic plans serve the citizen lists is checked on a generated municipality in
// test/query-plans.test.ts

describe('Kysely statements as named prepared statements', () => {
  it('names each query text once and leaves out what must not be prepared', () => {
    const text = `select "id" from "person" where "id" = $1`
    const name = statementName(text, 1)
    expect(name).toMatch(/^k\d+$/)
    expect(statementName(text, 1)).toBe(name)
    expect(statementName(`select "id" from "person" where "id" = $2`, 2)).not.toBe(name)
    expect(statementName(`update "session" set "expires_at" = $1 where "id" = $2`, 2)).toMatch(/^k\d+$/)
    expect(statementName('select count(*) as "n" from "person" where "language" = $1', 1)).toMatch(/^k\d+$/)
    // Transaction control, select * (a later column would change the prepared result type) and
    // texts without parameters that hold several statements (only the simple protocol runs them)
    for (const unnamed of [
      'begin',
      'commit',
      'select * from "placement" where "child_id" = $1',
      'select "p".* from "person" as "p" where "p"."id" = $1',
    ]) {
      expect(statementName(unnamed, 1), unnamed).toBeUndefined()
    }
    expect(statementName('select 1; select 2', 0)).toBeUndefined()
    // a lookup without parameters is one statement: prepared like the rest
    expect(statementName('select "id" from "club_term" order by lower(term)', 0)).toMatch(/^k\d+$/)
  })
})
