import { describe, expect, it } from 'vitest'
import { testSsn } from './ssn'
import { dateOfBirthFromSsn } from '../features/auth/service'

describe('testSsn', () => {
  it('matches known valid codes', () => {
    // Example codes from the Finnish Digital and Population Data Services Agency
    expect(testSsn('1952-10-13', 308)).toBe('131052-308T')
    expect(testSsn('2014-07-07', 912)).toBe('070714A9126')
  })
  it('round-trips the date of birth', () => {
    for (const date of ['1899-12-31', '1985-01-01', '2020-02-29']) {
      expect(dateOfBirthFromSsn(testSsn(date, 950))).toBe(date)
    }
  })
})

describe('testSsn and the shared validator', () => {
  it('makes codes the contract’s isValidSsn accepts', async () => {
    const { isValidSsn } = await import('@citizen/contract')
    for (const [date, n] of [
      ['1899-12-31', 950],
      ['1986-08-21', 903],
      ['2024-06-11', 907],
      ['2000-02-29', 999],
    ] as const) {
      expect(isValidSsn(testSsn(date, n))).toBe(true)
    }
  })
})
