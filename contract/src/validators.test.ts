import { describe, expect, it } from 'vitest'
import {
  isClockTime,
  isValidEmail,
  parseEmailAddress,
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
  it.each(['a@b.fi', 'first.last+tag@example.com', ' x@y.z ', "o'brien@example.ie", 'A.B-C_D@Sub.Example.COM'])(
    'accepts %j',
    (v) => expect(isValidEmail(v)).toBe(true),
  )
  it.each(['', 'a@b', 'ab.fi', 'a b@c.fi', '@b.fi', 'a@.fi x'])('refuses %j', (v) =>
    expect(isValidEmail(v)).toBe(false),
  )
})

describe('parseEmailAddress: exactly one plain address', () => {
  it('answers the parts and the address to send to', () => {
    expect(parseEmailAddress(' Tuula.Virtanen@Example.fi ')).toEqual({
      localPart: 'Tuula.Virtanen',
      domain: 'Example.fi',
      asciiDomain: 'example.fi',
      address: 'Tuula.Virtanen@example.fi',
    })
  })

  it('accepts IDN domains, as U-labels or as their ASCII form', () => {
    expect(parseEmailAddress('matti@äänekoski.fi')).toMatchObject({
      domain: 'äänekoski.fi',
      address: 'matti@xn--nekoski-4waa.fi',
    })
    expect(parseEmailAddress('matti@xn--nekoski-4waa.fi')?.address).toBe('matti@xn--nekoski-4waa.fi')
    expect(parseEmailAddress('info@пример.рф')?.address).toBe('info@xn--e1afmkfd.xn--p1ai')
  })

  it.each([
    // Lists and groups: the mailer would send to each
    'a@example.com,evil@evil.example',
    'a@example.com, evil@evil.example',
    'a@example.com;evil@evil.example',
    'friends: a@example.com, evil@evil.example;',
    'undisclosed-recipients:;',
    // Display names and quoted strings
    'Mikko <a@example.com>',
    '<a@example.com>',
    '"Evil" <evil@evil.example>',
    '"a,evil@evil.example"@example.com',
    '"a b"@example.com',
    // Comments
    'a@example.com (evil@evil.example)',
    'a(comment)@example.com',
    'a@(comment)example.com',
    // Encodings: RFC 2047 encoded words, percent and full-width forms, control characters
    '=?utf-8?B?ZXZpbEBldmlsLmV4YW1wbGU=?=@example.com',
    '=?utf-8?Q?a=2C_evil=40evil.example?=@example.com',
    'a%40evil.example@example.com',
    'a@example.com%2Cevil@evil.example',
    'evil%evil.example@example.com',
    'evil!evil.example@example.com',
    'a＠example.com',
    'a@example。com',
    'a@ｅxample.com',
    'a@example.com，evil@evil.example',
    'a@example.com\nevil@evil.example',
    'a@example.com\r\nBcc: evil@evil.example',
    'a@example.com\u0000',
    'a\\@example.com',
    // Two at signs, IP literals, numeric or empty labels, non-ASCII local parts
    'a@b@example.com',
    'a@[127.0.0.1]',
    'a@127.0.0.1',
    'a@example.123',
    'a@example..com',
    'a@example.com.',
    'a@-example.com',
    'a@example-.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'äiti@example.com',
    'a@xn--invalid-.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${Array.from({ length: 60 }, () => 'bcde').join('.')}.fi`,
  ])('refuses %j', (v) => {
    expect(parseEmailAddress(v)).toBeNull()
    expect(isValidEmail(v)).toBe(false)
  })

  it('takes a local part of 64 and an address of 254 characters, not more', () => {
    const domain = `${Array.from({ length: 47 }, () => 'abcd').join('.')}.fi` // 237 characters
    expect(parseEmailAddress(`${'a'.repeat(16)}@${domain}`)?.address).toHaveLength(254)
    expect(parseEmailAddress(`${'a'.repeat(17)}@${domain}`)).toBeNull()
    expect(parseEmailAddress(`${'a'.repeat(64)}@example.com`)).not.toBeNull()
  })
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
