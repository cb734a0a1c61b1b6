import { describe, expect, it } from 'vitest'
import {
  isClockTime,
  isValidEmail,
  isValidPhone,
  isValidSsn,
  parseClockTime,
  ssnCheckChar,
  ssnDateOfBirth,
} from './validators'
import { isCalendarDate } from './dates'

describe('isValidSsn', () => {
  it.each(['131052-308T', '070714A9126', '010101-123N', '131052-308t', ' 131052-308T '])('accepts %j', (s) =>
    expect(isValidSsn(s)).toBe(true),
  )
  it.each([
    '131052-308U', // wrong check character
    '310252-308T', // 31 February
    '1310520308T', // no century sign
    '131052G308T', // not a century sign
    '',
    '131052-30',
    '131052-308TT',
  ])('refuses %j', (s) => expect(isValidSsn(s)).toBe(false))

  it('takes every century sign of the 2023 reform', () => {
    // The same date and number: the check character does not depend on the century sign
    const check = ssnCheckChar('010101', '123')
    for (const sign of ['+', '-', 'Y', 'X', 'W', 'V', 'U', 'A', 'B', 'C', 'D', 'E', 'F'])
      expect(isValidSsn(`010101${sign}123${check}`)).toBe(true)
  })

  it('checks the day in the century the sign tells', () => {
    // 29.2.1900 did not exist (1900 is no leap year); 29.2.2000 did
    const check = ssnCheckChar('290200', '123')
    expect(isValidSsn(`290200-123${check}`)).toBe(false)
    expect(isValidSsn(`290200A123${check}`)).toBe(true)
  })
})

describe('ssnDateOfBirth', () => {
  it.each([
    ['131052-308T', '1952-10-13'],
    ['070714A9126', '2014-07-07'],
    ['010150+123X', '1850-01-01'],
    ['010101Y123N', '1901-01-01'],
  ])('reads %s as %s', (ssn, date) => expect(ssnDateOfBirth(ssn)).toBe(date))
  it.each(['', '320152-308T', 'abc'])('answers null for %j', (ssn) => expect(ssnDateOfBirth(ssn)).toBeNull())
})

describe('isValidPhone', () => {
  it.each(['0401234567', '+358 40 123 4567', '(09) 123-456', ' 040123456 '])('accepts %j', (v) =>
    expect(isValidPhone(v)).toBe(true),
  )
  it.each(['', '12345', '040 abc 1234', '+358401234567890123456', '040.123.456'])('refuses %j', (v) =>
    expect(isValidPhone(v)).toBe(false),
  )
})

describe('isValidEmail', () => {
  it.each(['a@b.fi', 'first.last+tag@example.com', ' x@y.z '])('accepts %j', (v) => expect(isValidEmail(v)).toBe(true))
  it.each(['', 'a@b', 'ab.fi', 'a b@c.fi', '@b.fi', 'a@.fi x'])('refuses %j', (v) =>
    expect(isValidEmail(v)).toBe(false),
  )
})

describe('isClockTime', () => {
  it.each(['00:00', '08:30', '23:59'])('accepts %s', (v) => expect(isClockTime(v)).toBe(true))
  it.each(['', '8:30', '24:00', '12:60', '08.30', ' 08:30'])('refuses %j', (v) => expect(isClockTime(v)).toBe(false))
})

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2025-12-31', '0001-01-01'])('accepts %s', (v) => expect(isCalendarDate(v)).toBe(true))
  it.each(['2025-02-29', '2025-13-01', '2025-04-31', '0000-01-01', '2025-1-1', '1.1.2025', ''])('refuses %j', (v) =>
    expect(isCalendarDate(v)).toBe(false),
  )
})

describe('parseClockTime', () => {
  it.each([
    ['8', '08:00'],
    ['08', '08:00'],
    ['8.30', '08:30'],
    ['8:30', '08:30'],
    ['8,30', '08:30'],
    ['16.30', '16:30'],
    ['16:30', '16:30'],
    [' 7.05 ', '07:05'],
    ['0', '00:00'],
    ['23.59', '23:59'],
    ['830', '08:30'],
    ['1630', '16:30'],
  ])('understands %j as %s', (text, time) => expect(parseClockTime(text)).toBe(time))

  it.each(['', ' ', '24', '24:00', '8.60', '8.3', '8:300', '16-30', 'klo 8', '12345', 'abc', '-1'])(
    'refuses %j',
    (text) => expect(parseClockTime(text)).toBeNull(),
  )
})

describe('the zod schemas check with the same rules', () => {
  it('LocalDate takes real days only', async () => {
    const { LocalDate } = await import('./common')
    expect(LocalDate.safeParse('2024-02-29').success).toBe(true)
    for (const v of ['2025-02-29', '2025-1-1', '1.1.2025', '']) expect(LocalDate.safeParse(v).success).toBe(false)
  })
  it('a service need takes HH:mm or empty daily times', async () => {
    const { ServiceNeed } = await import('./applications')
    const need = { startTime: '08:00', endTime: '', shiftCare: false, partTime: false, serviceNeedOption: null }
    expect(ServiceNeed.safeParse(need).success).toBe(true)
    for (const startTime of ['8', '8.30', '24:00', ' 08:00'])
      expect(ServiceNeed.safeParse({ ...need, startTime }).success).toBe(false)
  })
})
