import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PASSWORD_CONSTRAINTS as c,
  emailState,
  isPasswordValid,
  isVerificationCode,
  passwordChecklist,
  passwordErrors,
  personalDetailsErrors,
  preferredNameOptions,
  visibleNotificationSettings,
} from './personal-data-rules'

describe('personal details', () => {
  const draft = {
    preferredName: 'Olavi',
    phone: '040 123 4567',
    backupPhone: '',
    email: 'a@example.com',
    noEmail: false,
  }
  const first = 'Johannes Olavi'

  it('offers the parts of the first name', () => {
    expect(preferredNameOptions(' Johannes  Olavi Johannes ')).toEqual(['Johannes', 'Olavi'])
  })

  it.each([
    ['valid', {}, {}],
    ['preferred name not a part', { preferredName: 'Jussi' }, { preferredName: 'preferredName' }],
    ['no phone', { phone: ' ' }, { phone: 'required' }],
    ['bad phone', { phone: '040-abc' }, { phone: 'phone' }],
    ['bad backup phone', { backupPhone: '1' }, { backupPhone: 'phone' }],
    ['no email', { email: '' }, { email: 'required' }],
    ['bad email', { email: 'a@b' }, { email: 'email' }],
    ['no email box', { email: '', noEmail: true }, {}],
  ])('%s', (_, over, errors) => {
    expect(personalDetailsErrors({ ...draft, ...over }, first)).toEqual(errors)
  })
})

describe('email state', () => {
  it.each([
    [{ email: null, verifiedEmail: null, weakLoginUsername: null }, 'NONE'],
    [{ email: '', verifiedEmail: 'a@x.fi', weakLoginUsername: null }, 'NONE'],
    [{ email: 'b@x.fi', verifiedEmail: 'a@x.fi', weakLoginUsername: null }, 'UNVERIFIED'],
    [{ email: 'A@x.fi', verifiedEmail: 'A@x.fi', weakLoginUsername: 'a@x.fi' }, 'VERIFIED'],
    [{ email: 'a@x.fi', verifiedEmail: 'a@x.fi', weakLoginUsername: 'old@x.fi' }, 'USERNAME_MISMATCH'],
  ] as const)('%j: %s', (p, state) => {
    expect(emailState(p)).toBe(state)
  })
})

describe('passwords', () => {
  it('checks each rule of the checklist', () => {
    expect(passwordChecklist('abc', c)).toEqual([
      { rule: 'length', met: false },
      { rule: 'lowers', met: true },
      { rule: 'uppers', met: false },
      { rule: 'digits', met: false },
      { rule: 'symbols', met: false },
    ])
    expect(passwordChecklist('Ääkkönen-Öljy-1', c).every((r) => r.met)).toBe(true)
  })

  it.each([
    ['Mustikka-Polku-93!Q', true],
    ['Mustikka-Polku-9', true],
    ['Mustikka-Polk9', false],
    ['mustikka-polku-93!q', false],
    ['MUSTIKKA-POLKU-93!Q', false],
    ['Mustikka-Polku-xx!Q', false],
    ['MustikkaPolku93Qxy', false],
    [`Aa1!${'x'.repeat(125)}`, false],
  ])('%s valid: %s', (password, valid) => {
    expect(isPasswordValid(password, c)).toBe(valid)
  })

  it('the form keys', () => {
    expect(passwordErrors({ password: 'x', confirmation: 'y' }, c)).toEqual({
      password: 'passwordFormat',
      confirmation: 'passwordMismatch',
    })
    expect(passwordErrors({ password: 'Mustikka-Polku-93!Q', confirmation: 'Mustikka-Polku-93!Q' }, c)).toEqual({})
  })
})

describe('verification code', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('%s: %s', (code, valid) => {
    expect(isVerificationCode(code)).toBe(valid)
  })
})

describe('notification settings', () => {
  it('hide the discussion time setting behind its flag, never list TRANSACTIONAL', () => {
    const off = visibleNotificationSettings({ discussionReservations: false }).flatMap((g) => g.types)
    const on = visibleNotificationSettings({ discussionReservations: true }).flatMap((g) => g.types)
    expect(off).not.toContain('DISCUSSION_TIME_NOTIFICATION')
    expect(on).toContain('DISCUSSION_TIME_NOTIFICATION')
    expect(on).toHaveLength(9)
    expect(on).not.toContain('TRANSACTIONAL')
  })
})
