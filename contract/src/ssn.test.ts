import { describe, expect, it } from 'vitest'
import { isValidSsn } from './ssn'

describe('isValidSsn', () => {
  it.each(['131052-308T', '070714A9126', '010101-123N', '131052-308t'])('accepts %s', (s) =>
    expect(isValidSsn(s)).toBe(true),
  )
  it.each(['131052-308U', '310252-308T', '1310520308T', '', '131052-30'])('refuses %s', (s) =>
    expect(isValidSsn(s)).toBe(false),
  )
})
