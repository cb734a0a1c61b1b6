import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_CONSTRAINTS, personalDataErrors } from '@citizen/contract'
import {
  REQUIRED_ACCESS,
  credentialsChange,
  emailToVerify,
  isPreferredNameAllowed,
  mayPasskey,
  mayPersonalData,
  needsNewCode,
  type PersonalDataAction,
} from './policy'

describe('the login level of each action (spec 001 §6)', () => {
  it.each<[PersonalDataAction, boolean, boolean]>([
    ['READ', true, true],
    ['UPDATE_NOTIFICATION_SETTINGS', true, true],
    ['UPDATE_DETAILS', false, true],
    ['SEND_VERIFICATION_CODE', false, true],
    ['VERIFY_EMAIL', false, true],
    ['UPDATE_CREDENTIALS', false, true],
    ['REGISTER_PASSKEY', false, true],
    ['RENAME_PASSKEY', false, true],
    ['DELETE_PASSKEY', false, true],
  ])('%s: weak %s, strong %s', (action, weak, strong) => {
    expect(mayPersonalData(action, 'WEAK')).toBe(weak)
    expect(mayPersonalData(action, 'STRONG')).toBe(strong)
    expect(REQUIRED_ACCESS[action]).toBe(weak ? 'weak' : 'strong')
  })
})

describe('preferred name', () => {
  it.each([
    ['Johannes Olavi Antero', 'Olavi', true],
    ['Johannes Olavi Antero', 'Johannes Olavi', false],
    ['Anna-Liisa', 'Anna-Liisa', true],
    ['Anna-Liisa', 'Anna', false],
    ['Aino', '', false],
  ])('%s / %s: %s', (first, preferred, allowed) => {
    expect(isPreferredNameAllowed(first, preferred)).toBe(allowed)
  })
})

describe('email verification', () => {
  it.each([
    [null, null, null],
    ['', 'a@example.com', null],
    ['a@example.com', 'a@example.com', null],
    ['a@example.com', null, 'a@example.com'],
    ['b@example.com', 'a@example.com', 'b@example.com'],
  ])('email %s, verified %s: verify %s', (email, verifiedEmail, expected) => {
    expect(emailToVerify({ email, verifiedEmail })).toBe(expected)
  })

  it('verifies a verified email again when the username differs from it', () => {
    expect(emailToVerify({ email: 'A@x.fi', verifiedEmail: 'A@x.fi', username: 'old@x.fi' })).toBe('A@x.fi')
    expect(emailToVerify({ email: 'A@x.fi', verifiedEmail: 'A@x.fi', username: 'a@x.fi' })).toBeNull()
  })

  const now = new Date('2026-03-02T10:00:00Z')
  it.each([
    ['none', undefined, true],
    ['unexpired, same email', { email: 'a@x.fi', expiresAt: new Date('2026-03-02T10:00:01Z') }, false],
    ['expired', { email: 'a@x.fi', expiresAt: now }, true],
    ['another email', { email: 'b@x.fi', expiresAt: new Date('2026-03-02T11:00:00Z') }, true],
  ])('new code: %s -> %s', (_, existing, expected) => {
    expect(needsNewCode(existing, 'a@x.fi', now)).toBe(expected)
  })
})

describe('credentialsChange', () => {
  const good = 'Mustikka-Polku-93!Q'
  const verified = { username: null, verifiedEmail: 'Aino@Example.com' }
  const enabled = { username: 'old@example.com', verifiedEmail: 'aino@example.com' }
  const never = () => false
  it.each<
    [
      string,
      { username: string | null; verifiedEmail: string | null },
      { username: string | null; password: string | null },
      unknown,
    ]
  >([
    [
      'turn on',
      verified,
      { username: 'aino@example.com', password: good },
      { kind: 'CREATE', username: 'aino@example.com', password: good },
    ],
    [
      'turn on, username in other case',
      verified,
      { username: 'AINO@example.com', password: good },
      { kind: 'CREATE', username: 'aino@example.com', password: good },
    ],
    [
      'turn on without password',
      verified,
      { username: 'aino@example.com', password: null },
      { error: personalDataErrors.credentialsIncomplete },
    ],
    [
      'turn on without username',
      verified,
      { username: null, password: good },
      { error: personalDataErrors.credentialsIncomplete },
    ],
    [
      'another username',
      verified,
      { username: 'x@example.com', password: good },
      { error: personalDataErrors.invalidUsername },
    ],
    [
      'no verified email',
      { username: null, verifiedEmail: null },
      { username: 'aino@example.com', password: good },
      { error: personalDataErrors.invalidUsername },
    ],
    [
      'a bad password',
      verified,
      { username: 'aino@example.com', password: 'short' },
      { error: personalDataErrors.passwordFormat },
    ],
    ['change password', enabled, { username: null, password: good }, { kind: 'CHANGE_PASSWORD', password: good }],
    [
      'update username',
      enabled,
      { username: 'aino@example.com', password: null },
      { kind: 'CHANGE_USERNAME', username: 'aino@example.com' },
    ],
    [
      'both',
      enabled,
      { username: 'aino@example.com', password: good },
      { kind: 'CHANGE_BOTH', username: 'aino@example.com', password: good },
    ],
    ['nothing', enabled, { username: null, password: null }, { error: personalDataErrors.credentialsIncomplete }],
  ])('%s', (_, current, input, expected) => {
    expect(credentialsChange(current, input, DEFAULT_PASSWORD_CONSTRAINTS, never)).toEqual(expected)
  })

  it('a too common password is PASSWORD_UNACCEPTABLE', () => {
    expect(
      credentialsChange(enabled, { username: null, password: good }, DEFAULT_PASSWORD_CONSTRAINTS, () => true),
    ).toEqual({
      error: personalDataErrors.passwordUnacceptable,
    })
  })
})

describe('passkeys', () => {
  it('are their owner’s only', () => {
    expect(mayPasskey('a', 'a')).toBe(true)
    expect(mayPasskey('a', 'b')).toBe(false)
  })
})
